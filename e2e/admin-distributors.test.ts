import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatCnpj, isValidCnpj } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yIssues } from './support/a11y.js';
import { adminToken, callApi } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { signInAdmin } from './support/sign-in.js';

// Issue 16: a superuser registers a reseller in Portuguese with a commission on a plan and its
// signed contract (PDF), finds it in the list and downloads the contract back.

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A valid numeric CNPJ, new on every run (the check digits found by trying them). */
function freshCnpj(): string {
  const root = String(Date.now()).slice(-8).padStart(8, '1');
  for (let dv = 0; dv < 100; dv++) {
    const cnpj = `${root}0001${String(dv).padStart(2, '0')}`;
    if (isValidCnpj(cnpj)) return cnpj;
  }
  throw new Error('no CNPJ');
}

describe('distributors in the back-office', () => {
  const b = useBrowser();

  it('a superuser creates a distributor with a commission and a PDF contract, then downloads it', async () => {
    const planName = `Revenda ${Date.now() % 100000}`;
    await callApi(
      b,
      'admin-ponteiro/plan/',
      {
        name: planName,
        monthly_price_cents: 4990,
        yearly_price_cents: 49900,
        seats: 20,
        enable_access: false,
        enable_visitor: false,
      },
      await adminToken(b),
    );
    const cnpj = freshCnpj();
    const name = `Distribuidora ${cnpj.slice(0, 6)}`;
    const dir = mkdtempSync(join(tmpdir(), 'ponteiro-e2e-'));
    const contractPath = join(dir, 'contrato-assinado.pdf');
    writeFileSync(contractPath, PDF);

    await signInAdmin(b);
    await b.page.goto(b.url('/admin/distributor'));
    await b.page.getByTestId('admin-distributors').waitFor();
    await b.page.getByRole('button', { name: 'Novo distribuidor' }).click();
    const dialog = b.page.getByRole('dialog');
    await dialog.getByLabel(`Comissão no plano ${planName} (%)`).waitFor();
    await expectNoSeriousA11yIssues(b.page, 'the new distributor dialog');
    await dialog.getByLabel('Nome', { exact: true }).fill(name);
    await dialog.getByLabel('CNPJ').fill(formatCnpj(cnpj));
    await dialog.getByLabel('Nome do contato').fill('Marta Lima');
    await dialog.getByLabel('E-mail').fill('marta@revenda.com.br');
    await dialog.locator('input[type="file"][accept*="pdf"]').setInputFiles(contractPath);
    await dialog.getByText('contrato-assinado.pdf').waitFor();
    await dialog.getByLabel(`Comissão no plano ${planName} (%)`).fill('12,5');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Distribuidor ${name} criado.`).waitFor();

    await b.page.getByLabel('Buscar por nome, CNPJ, contato ou e-mail').fill(cnpj.slice(0, 6));
    const row = b.page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await row.getByText(formatCnpj(cnpj)).waitFor();
    await row.getByText('Marta Lima').waitFor();
    await expectNoSeriousA11yIssues(b.page, '/admin/distributor');

    await row.getByRole('button', { name: `Ver o distribuidor ${name}` }).click();
    const drawer = b.page.locator('.ant-drawer');
    await drawer.getByText(`Distribuidor ${name}`).waitFor();
    await drawer.getByText(planName).waitFor();
    await drawer.getByText('12,5 %').waitFor();
    const [download] = await Promise.all([
      b.page.waitForEvent('download', { timeout: 30_000 }),
      drawer.getByRole('button', { name: 'Baixar contrato' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contrato-assinado.pdf');
    expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);
  });

  it('the devices screen lists every company’s devices, or explains where they come from', async () => {
    await signInAdmin(b);
    await b.page.goto(b.url('/admin/devices'));
    const screen = b.page.getByTestId('admin-devices');
    await screen.getByRole('heading', { name: 'Dispositivos' }).waitFor();
    await screen.locator('.ant-table-row, .ant-empty').first().waitFor();
    if ((await screen.locator('.ant-table-row').count()) === 0) {
      await screen.getByText(/aparecem aqui quando as empresas os cadastram/).waitFor();
    }
    await expectNoSeriousA11yIssues(b.page, '/admin/devices');
  });
});
