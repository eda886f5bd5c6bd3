import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yIssues } from './support/a11y.js';
import { useBrowser } from './support/browser.js';
import { signInAdmin } from './support/sign-in.js';

// Issue 16: a superuser, in Portuguese, publishes a mobile app release and adds a device product
// with a photo, and finds both in their lists (the release opens on its own page, the product's
// photo shows as a thumbnail).

/** A real 1×1 PNG (the API checks the bytes; the browser must be able to draw it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('app releases and products in the back-office', () => {
  const b = useBrowser();

  it('a superuser publishes an app release and adds a product with a photo, in pt', async () => {
    const run = Date.now();
    const version = `3.${run % 10000}.${Math.floor(run / 10000) % 10000}`;
    const build = String(run % 1_000_000_000);
    await signInAdmin(b);

    await b.page.goto(b.url('/admin/app-history'));
    await b.page.getByTestId('admin-app-releases').waitFor();
    await b.page.getByRole('button', { name: 'Nova versão' }).click();
    const dialog = b.page.getByRole('dialog');
    await dialog.getByLabel('Versão', { exact: true }).fill('3.0');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Use o formato 1.2.3').waitFor();
    await expectNoSeriousA11yIssues(b.page, 'the new app release dialog with an error');
    await dialog.getByLabel('Versão', { exact: true }).fill(version);
    await dialog.getByLabel('Build').fill(build);
    await dialog.getByLabel('Notas da versão (português)').fill('Registro de ponto offline.');
    await dialog.getByLabel('Notas da versão (inglês)').fill('Offline punches.');
    await dialog.getByLabel('Atualização obrigatória').check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Versão ${version} cadastrada.`).waitFor();

    await b.page.getByPlaceholder('Buscar por versão ou notas').fill(version);
    const release = b.page.getByRole('row', { name: new RegExp(version.replaceAll('.', '\\.')) });
    await release.waitFor();
    await expect.poll(() => b.page.locator('tbody tr.ant-table-row').count()).toBe(1);
    await release.getByText('Obrigatória').waitFor();
    await expectNoSeriousA11yIssues(b.page, '/admin/app-history');
    await release.getByText(build).click();
    await b.page.waitForURL((url) => /^\/admin\/app-history\/[0-9a-f-]{36}$/.test(url.pathname));
    await b.page.getByRole('heading', { name: `Versão ${version} — Android` }).waitFor();
    await b.page.getByText('Registro de ponto offline.').waitFor();
    await b.page.getByText('Offline punches.').waitFor();
    await expectNoSeriousA11yIssues(b.page, '/admin/app-history/:id');

    const name = `Relógio E2E ${run}`;
    await b.page.goto(b.url('/admin/product-management'));
    await b.page.getByTestId('admin-products').waitFor();
    await b.page.getByRole('button', { name: 'Novo produto' }).click();
    const productDialog = b.page.getByRole('dialog');
    await productDialog.getByLabel('Nome').fill(name);
    await productDialog.getByLabel('Descrição').fill('Relógio de ponto com biometria');
    await productDialog.locator('input[type="file"]').setInputFiles({
      name: 'relogio.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await productDialog.getByRole('button', { name: /Trocar imagem/ }).waitFor();
    await expectNoSeriousA11yIssues(b.page, 'the new product dialog with a photo');
    await productDialog.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Produto ${name} cadastrado.`).waitFor();

    await b.page.getByPlaceholder('Buscar por nome, prefixo ou descrição').fill(name);
    const product = b.page.getByRole('row', { name: new RegExp(name) });
    await product.waitFor();
    await expect.poll(() => b.page.locator('tbody tr.ant-table-row').count()).toBe(1);
    await product.getByText('Ativo').waitFor();
    // The thumbnail is the stored photo, served through its signed URL.
    const thumbnail = product.locator('img');
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1);
    await expectNoSeriousA11yIssues(b.page, '/admin/product-management');
  });
});
