import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd.js';
import { callApi, companyToken } from './support/api.js';
import type { BrowserSession } from './support/browser.js';
import { useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

/** A CPF with valid check digits, different on every call. */
let cpfSeed = Date.now() % 1_000_000_000;
function newCpf(): string {
  cpfSeed = (cpfSeed + 7919) % 1_000_000_000;
  const digits = String(cpfSeed).padStart(9, '1').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const r = (sum * 10) % 11;
    digits.push(r === 10 ? 0 : r);
  }
  return digits.join('');
}

async function fillDate(b: BrowserSession, label: string, value: string) {
  const input = b.page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Signs the owner in and accepts cookies, so the banner does not cover the form's buttons. */
async function start(b: BrowserSession) {
  await signIn(b);
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}

describe('employee screens', () => {
  const b = useBrowser();

  it('creates a department, then an employee in it: an invalid CPF is refused next to the field', async () => {
    await start(b);
    await b.page.goto(b.url('/organization/department'));
    await b.page.getByTestId('departments').waitFor();
    await b.page.getByRole('button', { name: 'Novo departamento' }).click();
    await b.page.getByTestId('departments-drawer').getByLabel('Nome').fill('Confeitaria');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Departamento “Confeitaria” criado.').waitFor();

    await b.page.goto(b.url('/employees'));
    await b.page.getByTestId('employees').waitFor();
    await b.page.getByRole('link', { name: 'Novo colaborador' }).click();
    await b.page.getByTestId('employee-form').waitFor();
    await b.page.getByLabel('Nome completo').fill('Beatriz Gonçalves Prado');
    await b.page.getByLabel('CPF', { exact: true }).fill('123.456.789-00');
    await b.page.getByLabel('CPF', { exact: true }).blur();
    await b.page.getByText('CPF inválido.').waitFor();

    const cpf = newCpf();
    await b.page.getByLabel('CPF', { exact: true }).fill(cpf);
    await fillDate(b, 'Data de admissão', '02/03/2025');
    await chooseOption(b, b.page, 'Estabelecimento', 'Filial Recife', 'Filial Recife');
    await chooseOption(b, b.page, 'Departamento', 'Confeitaria', 'Confeitaria');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Colaborador “Beatriz Gonçalves Prado” cadastrado.').waitFor();
    await b.page.getByTestId('employee-edit').waitFor();
    expect(await b.page.getByTestId('employee-status').textContent()).toBe('Ativo');

    await b.page.goto(b.url(`/employees?search=${cpf}`));
    const row = b.page.locator('tbody tr.ant-table-row');
    await row.getByText('Beatriz Gonçalves Prado').waitFor();
    expect(await row.textContent()).toContain('Confeitaria');

    // The same CPF twice is refused by the API, and the message lands on the field.
    await b.page.getByRole('link', { name: 'Novo colaborador' }).click();
    await b.page.getByTestId('employee-form').waitFor();
    await b.page.getByLabel('Nome completo').fill('Outra Pessoa');
    await b.page.getByLabel('CPF', { exact: true }).fill(cpf);
    await fillDate(b, 'Data de admissão', '02/03/2025');
    await chooseOption(b, b.page, 'Estabelecimento', 'Filial Recife', 'Filial Recife');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page
      .locator('.ant-form-item-explain-error')
      .getByText('Já existe um colaborador com este CPF na empresa.')
      .waitFor();
  });

  it('keeps the list filters across a reload', async () => {
    await start(b);
    await b.page.goto(b.url('/employees'));
    await b.page.getByTestId('employees').waitFor();
    const filters = b.page.getByTestId('employee-filters');
    await filters.getByLabel('Estabelecimento').click();
    await filters.getByLabel('Estabelecimento').fill('Filial Recife');
    await b.page
      .locator('.ant-select-dropdown:visible')
      .getByText('Filial Recife', { exact: true })
      .click();
    await b.page.waitForURL((url) => url.searchParams.has('subsidiary_id'));
    await b.page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await filters.getByLabel('Situação').click();
    await b.page
      .locator('.ant-select-dropdown:visible')
      .getByText('Ativo', { exact: true })
      .click();
    await b.page.waitForURL((url) => url.searchParams.get('status') === 'active');

    await b.page.reload();
    await b.page.getByTestId('employees').waitFor();
    await expect.poll(() => filters.textContent()).toContain('Filial Recife');
    expect(await filters.textContent()).toContain('Ativo');
    const rows = b.page.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    for (const text of await rows.allTextContents()) {
      expect(text).toContain('Filial Recife');
      expect(text).toContain('Ativo');
    }
  });

  it('disables an employee from the list, after confirmation', async () => {
    const token = await companyToken(b);
    const subsidiaries = (await callApi(b, 'organization/subsidiaries/', undefined, token)).data
      .results as { id: string; name: string }[];
    const cpf = newCpf();
    await callApi(
      b,
      'employees/',
      {
        name: 'Davi Moreira Lopes',
        cpf,
        admission_date: '2024-05-06',
        subsidiary_id: subsidiaries[0]?.id,
      },
      token,
    );

    await start(b);
    await b.page.goto(b.url(`/employees?search=${cpf}`));
    const row = b.page.locator('tbody tr.ant-table-row');
    await row.getByText('Davi Moreira Lopes').waitFor();
    await row.locator('.ant-checkbox-input').check();
    await b.page.getByText('1 selecionado').waitFor();
    await b.page.getByRole('button', { name: 'Desativar' }).click();
    await b.page.getByText('Desativar 1 colaborador?').waitFor();
    await b.page.locator('.ant-popconfirm').getByRole('button', { name: 'Desativar' }).click();
    await b.page.getByText('1 colaborador desativado.').waitFor();
    await expect.poll(() => row.textContent()).toContain('Inativo');

    // The history shows who changed the status, before → after.
    await row.getByRole('button', { name: 'Histórico de Davi Moreira Lopes' }).click();
    const history = b.page.getByTestId('employee-history');
    await history.getByText('Desativação').waitFor();
    await history.getByRole('cell', { name: 'Ativo', exact: true }).first().waitFor();
    await history.getByRole('cell', { name: 'Inativo', exact: true }).first().waitFor();
  });

  it('imports a spreadsheet with one bad row: the good rows go in, the bad one is explained', async () => {
    const good = [newCpf(), newCpf()];
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Colaboradores');
    sheet.addRow(['Nome', 'CPF', 'Data de admissão', 'Estabelecimento', 'Matrícula']);
    sheet.addRow(['Helena Rocha Dias', good[0], '10/02/2025', 'Filial Campinas', 'IMP001']);
    sheet.addRow(['Igor Teixeira Melo', good[1], '11/02/2025', 'Filial Campinas', 'IMP002']);
    sheet.addRow(['Linha Ruim', '111.111.111-11', '12/02/2025', 'Filial Campinas', 'IMP003']);
    const file = join(mkdtempSync(join(tmpdir(), 'ponteiro-e2e-')), 'colaboradores.xlsx');
    writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));

    await start(b);
    await b.page.goto(b.url('/employees'));
    await b.page.getByRole('button', { name: 'Importar planilha' }).click();
    const dialog = b.page.getByTestId('employee-import');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText('colaboradores.xlsx').waitFor();
    await b.page.getByRole('button', { name: 'Importar', exact: true }).click();
    const result = b.page.getByTestId('employee-import-result');
    await result
      .getByText('3 linhas: 2 novos, 0 atualizados, 0 sem alteração, 1 rejeitada.')
      .waitFor();
    const rejected = result.locator('tbody tr.ant-table-row');
    expect(await rejected.count()).toBe(1);
    expect(await rejected.textContent()).toContain('4');
    expect(await rejected.textContent()).toContain('CPF inválido.');
    await b.page.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();

    await b.page.goto(b.url('/employees?search=IMP00'));
    await b.page.locator('tbody').getByText('Helena Rocha Dias').waitFor();
    await b.page.locator('tbody').getByText('Igor Teixeira Melo').waitFor();
    expect(await b.page.locator('tbody').getByText('Linha Ruim').count()).toBe(0);
  });

  it('shows the employee screens in English after a language switch, and after a reload', async () => {
    await start(b);
    await b.page.goto(b.url('/employees'));
    await b.page.getByRole('heading', { name: 'Colaboradores' }).waitFor();
    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-en-US').click();
    // The area's texts come with its chunk; switching loads their English side too.
    await b.page.getByRole('heading', { name: 'Employees' }).waitFor();
    await b.page.getByRole('link', { name: 'New employee' }).waitFor();
    await b.page.getByText('All subsidiaries').waitFor();
    await b.page.reload();
    await b.page.getByRole('heading', { name: 'Employees' }).waitFor();
    await b.page.getByRole('link', { name: 'New employee' }).click();
    await b.page.getByTestId('employee-form').waitFor();
    await b.page.getByLabel('Full name').fill('Ana');
    await b.page.getByLabel('CPF', { exact: true }).fill('111');
    await b.page.getByLabel('CPF', { exact: true }).blur();
    await b.page.getByText('Invalid CPF.').waitFor();
    // Leaving with unsaved changes asks first.
    await b.page.getByRole('button', { name: 'Cancel' }).click();
    await b.page
      .locator('.ant-modal-confirm-title')
      .getByText('There are unsaved changes. Leave anyway?')
      .waitFor();
    await b.page.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(b.page.url()).pathname).toBe('/employees/create');
  });
});
