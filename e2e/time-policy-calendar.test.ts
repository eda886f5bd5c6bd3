import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd.js';
import { callApi, companyToken } from './support/api.js';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Holidays (calendar, kept days, optional days, CSV import), leave types and the hours bank, as
// the demo owner. Dates are in 2026, through the address, so the run does not depend on today.

type Page<T> = { data: { results: T[] } };

/** The owner, signed in, with the cookie banner out of the way of drawers and dialogs. */
async function start(b: BrowserSession) {
  await signIn(b);
  await b.page.getByTestId('cookie-accept-all').click();
}

async function fillDate(field: Locator, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}

const suffix = Date.now().toString(36).slice(-5).toUpperCase();

describe('holidays, leave types and hours bank', () => {
  const b = useBrowser();

  it("adds a municipal holiday in a workplace's city and sees it in that workplace's year", async () => {
    // The demo workplace and its city, as the subsidiaries screen shows them.
    const token = await companyToken(b);
    const found = (await callApi(
      b,
      'organization/subsidiaries/?search=Campinas',
      undefined,
      token,
    )) as unknown as Page<{ id: string; name: string; address: { city: string; state: string } }>;
    const workplace = found.data.results[0]!;
    expect(workplace.address).toMatchObject({ city: 'Campinas', state: 'SP' });
    const name = `Festa da cidade ${suffix}`;

    await start(b);
    await b.page.goto(b.url('/time-policy/holiday?year=2026'));
    await b.page.getByTestId('holiday-calendar').waitFor();
    await b.page.getByRole('button', { name: 'Novo feriado' }).click();
    const drawer = b.page.getByTestId('holidays-drawer');
    await fillDate(drawer.getByLabel('Data'), '14/07/2026');
    await drawer.getByLabel('Nome').fill(name);
    await drawer.getByText('Municipal', { exact: true }).click();
    await chooseOption(b, drawer, 'UF', `${workplace.address.state} — São Paulo`);
    await drawer.getByLabel('Cidade').fill(workplace.address.city);
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Feriado “${name}” cadastrado.`).waitFor();
    await b.page.getByTestId('holidays').getByRole('cell', { name, exact: true }).waitFor();

    // Only that workplace's calendar has it.
    const calendar = b.page.getByTestId('year-calendar');
    const day = calendar.getByRole('button', { name: `14 de julho: ${name}` });
    await chooseOption(
      b,
      b.page.getByTestId('holiday-calendar'),
      'Estabelecimento',
      'Filial Recife',
    );
    // The previous calendar stays on screen while Recife's loads: wait for the day to go.
    await expect.poll(() => day.count()).toBe(0);
    await calendar.getByRole('button', { name: /^16 de julho: Nossa Senhora do Carmo/ }).waitFor();
    await chooseOption(
      b,
      b.page.getByTestId('holiday-calendar'),
      'Estabelecimento',
      workplace.name,
    );
    await day.click();
    const picked = b.page.getByTestId('holiday-day');
    await picked.getByText(name).waitFor();
    await picked.getByText('Campinas/SP').waitFor();
    const address = new URL(b.page.url()).searchParams;
    expect([address.get('year'), address.get('subsidiary_id')]).toEqual(['2026', workplace.id]);
    // The kept holidays below still list the year's days (the workplace is the calendar's only).
    await b.page.getByTestId('holidays').getByRole('cell', { name, exact: true }).waitFor();
    await b.page
      .getByTestId('year-days')
      .getByRole('row', { name: new RegExp(`14/07/2026 terça-feira ${name}`) })
      .waitFor();
  });

  it('adopts Carnival Tuesday, and imports a CSV with one bad row', async () => {
    await start(b);
    await b.page.goto(b.url('/time-policy/holiday?year=2026'));
    const optional = b.page.getByTestId('optional-days');
    const tuesday = optional.getByRole('switch', {
      name: 'Adotar Carnaval (terça-feira) (17/02/2026) como folga',
    });
    expect(await tuesday.getAttribute('aria-checked')).toBe('false');
    await tuesday.click();
    await b.page.getByText('“Carnaval (terça-feira)” adotado como folga em 2026.').waitFor();
    await expect.poll(() => tuesday.getAttribute('aria-checked')).toBe('true');
    await b.page
      .getByTestId('year-days')
      .getByRole('row', {
        name: /17\/02\/2026 terça-feira Carnaval \(terça-feira\) Ponto facultativo adotado/,
      })
      .waitFor();

    const file = join(mkdtempSync(join(tmpdir(), 'ponteiro-e2e-')), 'feriados.csv');
    writeFileSync(
      file,
      [
        'Data;Nome;Abrangência;UF;Cidade;Recorrente',
        `20/01/2026;São Sebastião ${suffix};municipal;RJ;Rio de Janeiro;sim`,
        `31/02/2026;Data impossível ${suffix};empresa;;;não`,
        `23/04/2026;São Jorge ${suffix};estadual;RJ;;sim`,
        '',
      ].join('\r\n'),
    );
    await b.page.getByRole('button', { name: 'Importar feriados' }).click();
    const dialog = b.page.getByTestId('holiday-import');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText('feriados.csv').waitFor();
    await b.page.getByRole('button', { name: 'Simular', exact: true }).click();
    const result = b.page.getByTestId('holiday-import-result');
    await result
      .getByText('3 linhas: 2 seriam cadastrados, 0 já cadastrados, 1 rejeitada.')
      .waitFor();
    await b.page.getByRole('button', { name: 'Importar', exact: true }).click();
    await result.getByText('3 linhas: 2 cadastrados, 0 já cadastrados, 1 rejeitada.').waitFor();
    const rejected = result.locator('tbody tr.ant-table-row');
    expect(await rejected.count()).toBe(1);
    expect(await rejected.textContent()).toMatch(/^3Data.*data/i);
    await b.page.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
    await b.page
      .getByTestId('holidays')
      .getByRole('cell', { name: `São Jorge ${suffix}`, exact: true })
      .waitFor();
  });

  it('creates a leave type, and saves a six-monthly hours bank with an opening balance', async () => {
    await start(b);
    await b.page.goto(b.url('/time-policy/leave-setting'));
    await b.page
      .getByTestId('leave-types')
      .getByRole('cell', { name: 'FALTA', exact: true })
      .waitFor();
    await b.page.getByRole('button', { name: 'Novo tipo' }).click();
    const drawer = b.page.getByTestId('leave-types-drawer');
    await drawer.getByLabel('Nome').fill(`Doação de sangue ${suffix}`);
    await drawer.getByLabel('Código').fill(`SANGUE-${suffix}`);
    await drawer.getByLabel('Remunerado').click();
    await drawer.getByLabel('Exige comprovante').click();
    await drawer.getByLabel('Máximo de dias').fill('1');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Tipo de afastamento “Doação de sangue ${suffix}” criado.`).waitFor();
    await b.page.getByRole('cell', { name: `SANGUE-${suffix}` }).waitFor();

    await b.page.goto(b.url('/time-policy/hours-bank'));
    const rules = b.page.getByTestId('hours-bank-rules');
    await rules.getByText(/Base legal das regras salvas: CLT art\. 59 §6/).waitFor();
    await rules.getByRole('radio', { name: /Semestral/ }).check();
    await rules.getByLabel('Limite de crédito no período').fill('40:00');
    await b.page.getByRole('button', { name: 'Salvar regras' }).click();
    await b.page.getByText('Regras do banco de horas salvas.').waitFor();
    await rules.getByText(/Base legal das regras salvas: CLT art\. 59 §5/).waitFor();
    await b.page.reload();
    await expect
      .poll(() => b.page.getByRole('radio', { name: /Semestral/ }).isChecked())
      .toBe(true);
    expect(await b.page.getByLabel('Limite de crédito no período').inputValue()).toBe('40:00');

    // An opening balance, then the same employee and date again: refused on the date.
    const token = await companyToken(b);
    const people = (await callApi(
      b,
      'employees/?ordering=name',
      undefined,
      token,
    )) as unknown as Page<{
      name: string;
    }>;
    const person = people.data.results[0]!.name;
    const addOpening = async () => {
      await b.page.getByRole('button', { name: 'Novo saldo inicial' }).click();
      const form = b.page.getByTestId('opening-dialog');
      await chooseOption(b, form, 'Colaborador', person);
      await fillDate(form.getByLabel('Data'), '01/11/2026');
      await form.getByLabel('Saldo').fill('-01:30');
      await b.page.locator('.ant-modal-footer').getByRole('button', { name: 'Salvar' }).click();
      return form;
    };
    await addOpening();
    await b.page.getByText(`Saldo inicial de ${person} cadastrado.`).waitFor();
    const openings = b.page.getByTestId('hours-bank-openings');
    await openings.getByRole('cell', { name: '-01:30' }).waitFor();
    const again = await addOpening();
    await again.getByText('Já há um saldo inicial deste colaborador nesta data.').waitFor();
    await b.page.locator('.ant-modal-footer').getByRole('button', { name: 'Cancelar' }).click();

    // Balances from a CSV, the employee named by registration: one row in, one bad balance out.
    const byRegistration = (await callApi(
      b,
      'employees/?search=1002',
      undefined,
      token,
    )) as unknown as Page<{ name: string; registration: string | null }>;
    const employee = byRegistration.data.results.find((e) => e.registration === '1002')!;
    const file = join(mkdtempSync(join(tmpdir(), 'ponteiro-e2e-')), 'saldos.csv');
    writeFileSync(
      file,
      [
        'CPF;Matrícula;Data;Saldo;Observação',
        `;1002;31/10/2026;-12:30;Sistema anterior ${suffix}`,
        ';1002;30/10/2026;doze horas;',
        '',
      ].join('\r\n'),
    );
    await b.page.getByRole('button', { name: 'Importar saldos' }).click();
    const dialog = b.page.getByTestId('opening-import');
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByText('saldos.csv').waitFor();
    await b.page.getByRole('button', { name: 'Simular', exact: true }).click();
    const result = b.page.getByTestId('opening-import-result');
    await result
      .getByText(
        '2 linhas: 1 seria cadastrado, 0 seriam corrigidos, 0 já cadastrados, 1 rejeitada.',
      )
      .waitFor();
    await b.page.getByRole('button', { name: 'Importar', exact: true }).click();
    await result
      .getByText('2 linhas: 1 cadastrado, 0 corrigidos, 0 já cadastrados, 1 rejeitada.')
      .waitFor();
    expect(await result.locator('tbody tr.ant-table-row').textContent()).toMatch(/^3Saldo/);
    await b.page.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
    await openings
      .getByRole('row', { name: new RegExp(`${employee.name} 31/10/2026 -12:30`) })
      .waitFor();
  });
});

describe('holidays, leave types and hours bank in English', () => {
  const b = useBrowser();

  it('shows the three screens in English after a language switch', async () => {
    await start(b);
    await b.page.goto(b.url('/time-policy/holiday?year=2026'));
    await b.page.getByRole('heading', { name: 'Feriados', exact: true }).waitFor();
    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-en-US').click();
    await b.page.getByRole('heading', { name: 'Holidays', exact: true }).waitFor();
    await b.page.getByRole('heading', { name: 'Holidays kept for 2026' }).waitFor();
    await b.page.getByRole('heading', { name: 'Optional days off in 2026' }).waitFor();
    await b.page.getByTestId('year-calendar').getByText('February').waitFor();
    await b.page
      .getByTestId('year-calendar')
      .getByRole('button', { name: /^April 21: Tiradentes/ })
      .waitFor();

    await b.page.goto(b.url('/time-policy/leave-setting'));
    await b.page.getByRole('heading', { name: 'Leave types' }).waitFor();
    await b.page.getByRole('columnheader', { name: 'Costs the DSR' }).first().waitFor();

    await b.page.goto(b.url('/time-policy/hours-bank'));
    await b.page.getByRole('heading', { name: 'Hours bank rules' }).waitFor();
    await b.page.getByRole('heading', { name: 'Opening balances' }).waitFor();
    await b.page.getByText(/CLT art\. 59 §5: written individual agreement/).waitFor();
  });
});
