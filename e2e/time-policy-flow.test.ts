import { describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd.js';
import { callApi, companyToken } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Issue 13's flow in one go, as an HR person would: a 12x36 night schedule made in the form, given
// to a department in bulk, the reduced night hour in one of its employees' week, and a municipal
// holiday of a workplace's city in that workplace's calendar.

type Page<T> = { data: { results: T[] } };

describe('time policy, end to end', () => {
  const b = useBrowser();

  it('night 12x36 → a department → an employee’s week with the reduced hour → a city holiday', async () => {
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Vigilância 12x36 ${suffix}`;
    const code = `V-${suffix}`;
    await signIn(b);
    await b.page.getByTestId('cookie-accept-all').click();

    // 1. The schedule, in the form.
    await b.page.goto(b.url('/time-policy/schedule'));
    await b.page.getByRole('button', { name: 'Novo horário' }).click();
    const form = b.page.getByTestId('schedule-form');
    await form.getByLabel('Nome', { exact: true }).fill(name);
    await form.getByLabel('Código (AEJ)').fill(code);
    await form.getByText('Escala: um ciclo de dias que se repete').click();
    await form.getByLabel('Dia 1, entrada 1').fill('19:00');
    await form.getByLabel('Dia 1, saída 1').fill('07:00');
    await form.getByLabel('Dia 1, saída 1').blur();
    await form.getByText('→ dia seguinte').first().waitFor();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Horário “${name}” criado.`).waitFor();

    // 2. In bulk to Logística (from today, the dialog's default).
    await b.page.getByLabel('Buscar por nome ou código').fill(suffix);
    await b.page.getByRole('button', { name: `Atribuir ${name}` }).click();
    const assign = b.page.getByTestId('schedule-assign');
    await chooseOption(b, assign, 'Departamento', 'Logística');
    await b.page.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await b.page.getByText(/colaboradores? receb(eu|eram) o horário a partir de/).waitFor();

    // 3. One of Logística's employees: the schedule in the side panel, and next week (a whole
    // week of the rotation, whatever today is) with the night credited at 52 min 30 s an hour.
    const token = await companyToken(b);
    const [logistics] = (
      (await callApi(
        b,
        'organization/departments/?search=Log%C3%ADstica',
        undefined,
        token,
      )) as unknown as Page<{ id: string }>
    ).data.results;
    const [employee] = (
      (await callApi(
        b,
        `employees/?department_id=${logistics!.id}&status=active`,
        undefined,
        token,
      )) as unknown as Page<{ id: string }>
    ).data.results;
    await b.page.goto(b.url(`/employees/edit?id=${employee!.id}`));
    const section = b.page.getByTestId('employee-schedule');
    await section.getByTestId('current-schedule').getByText(`${name} (${code})`).waitFor();
    await section.getByRole('button', { name: 'Pré-visualizar semana' }).click();
    const preview = b.page.getByTestId('week-preview');
    await preview.getByRole('button', { name: 'Próxima semana' }).click();
    const shift = preview.locator('tbody tr', { hasText: '19:00–07:00' }).first();
    await shift.waitFor();
    // 22:00–05:00 and, the whole window worked, on to 07:00: 09:00 of clock, 10:17 credited.
    expect(await shift.textContent()).toMatch(/09:00.*10:17/);
    await b.page.keyboard.press('Escape');

    // 4. A municipal holiday of Recife, in Filial Recife's calendar (and not in São Paulo's).
    const holiday = `Padroeira ${suffix}`;
    await b.page.goto(b.url('/time-policy/holiday?year=2026'));
    await b.page.getByRole('button', { name: 'Novo feriado' }).click();
    const drawer = b.page.getByTestId('holidays-drawer');
    const date = drawer.getByLabel('Data');
    await date.click();
    await date.fill('15/12/2026');
    await date.press('Enter');
    await drawer.getByLabel('Nome').fill(holiday);
    await drawer.getByText('Municipal', { exact: true }).click();
    await chooseOption(b, drawer, 'UF', 'PE — Pernambuco');
    await drawer.getByLabel('Cidade').fill('Recife');
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Feriado “${holiday}” cadastrado.`).waitFor();
    const calendar = b.page.getByTestId('year-calendar');
    await chooseOption(
      b,
      b.page.getByTestId('holiday-calendar'),
      'Estabelecimento',
      'Filial Recife',
    );
    await calendar.getByRole('button', { name: `15 de dezembro: ${holiday}` }).waitFor();
    await chooseOption(
      b,
      b.page.getByTestId('holiday-calendar'),
      'Estabelecimento',
      'Matriz — São Paulo',
    );
    await expect
      .poll(() => calendar.getByRole('button', { name: `15 de dezembro: ${holiday}` }).count())
      .toBe(0);
  }, 120_000);
});
