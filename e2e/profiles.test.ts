import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { DEMO_USERS, signIn } from './support/sign-in.js';

// A 1×1 PNG, written to a file for the file chooser.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('profiles', () => {
  const b = useBrowser();

  it('a user edits name and phone, uploads a photo, and both are there after a reload', async () => {
    await signIn(b, DEMO_USERS.admin);
    await b.page.goto(b.url('/user-profile'));
    await b.page.getByTestId('user-profile').waitFor();

    const name = b.page.getByLabel('Nome');
    await name.fill('Adm1n');
    await b.page.getByRole('button', { name: 'Salvar alterações' }).click();
    await b.page.getByText('Use apenas letras e espaços.').waitFor();
    await name.fill('Beatriz Administradora');
    await b.page.getByLabel('Telefone', { exact: true }).fill('(11) 98765-4321');
    await b.page.getByRole('button', { name: 'Salvar alterações' }).click();
    await b.page.getByText('Perfil atualizado.').waitFor();
    await expect
      .poll(() => b.page.getByTestId('user-menu').textContent())
      .toContain('Beatriz Administradora');

    const file = join(mkdtempSync(join(tmpdir(), 'ponteiro-photo-')), 'foto.png');
    writeFileSync(file, PNG);
    await b.page.getByTestId('user-photo').locator('input[type=file]').setInputFiles(file);
    await b.page.getByText('Imagem salva.').waitFor();

    await b.page.reload();
    await b.page.getByTestId('user-profile').waitFor();
    expect(await b.page.getByLabel('Nome').inputValue()).toBe('Beatriz Administradora');
    expect(await b.page.getByLabel('Telefone', { exact: true }).inputValue()).toBe(
      '(11) 98765-4321',
    );
    await b.page.locator('[data-testid="user-photo-preview"][data-loaded="true"]').waitFor();
  });

  it('the owner edits the trade name; an employee sees the company profile read-only', async () => {
    await signIn(b, DEMO_USERS.owner);
    await b.page.goto(b.url('/company-profile'));
    await b.page.getByTestId('company-profile').waitFor();
    const tradeName = b.page.getByLabel('Nome fantasia');
    await tradeName.fill('Bom Preço Supermercados');
    await b.page.getByRole('button', { name: 'Salvar alterações' }).click();
    await b.page.getByText('Dados da empresa atualizados.').waitFor();

    await b.context.clearCookies();
    await signIn(b, DEMO_USERS.employee);
    await b.page.goto(b.url('/company-profile'));
    await b.page.getByTestId('company-profile').waitFor();
    await b.page.getByText('Somente leitura').waitFor();
    expect(await b.page.getByLabel('Nome fantasia').inputValue()).toBe('Bom Preço Supermercados');
    expect(await b.page.getByLabel('Nome fantasia').isDisabled()).toBe(true);
    expect(await b.page.getByRole('button', { name: 'Salvar alterações' }).count()).toBe(0);
    expect(await b.page.getByRole('button', { name: 'Enviar imagem' }).count()).toBe(0);
  });
});
