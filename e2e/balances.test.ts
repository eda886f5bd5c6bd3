import { describe, expect, it } from 'vitest';
import { callApi, companyToken } from './support/api.js';
import { acceptCookies, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Issue 17: the balances. The owner schedules five days of férias for the longest-serving active
// employee (in June next year: the demo's vacations are all in the past) and finds them on
// /ta-events/leave-balance: the year's leave by type and the vacation acquisition periods, in
// Portuguese and, after a language switch, in English. Then the owner reads an employee's hours
// bank statement on /ta-events/hours-bank-balance, computed from the timesheets.

interface Named {
  id: string;
  name: string;
  code?: string;
}

describe('balances', () => {
  const b = useBrowser();

  it('shows an employee’s vacation periods and the year’s leave, in both languages', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const owner = await companyToken(b);
    const employees = (
      await callApi(
        b,
        'employees/?status=active&ordering=admission_date&page_size=25',
        undefined,
        owner,
      )
    ).data.results as Named[];
    const employee = employees[0] as Named;
    const types = (await callApi(b, 'time-policy/leave-types/?page_size=100', undefined, owner))
      .data.results as Named[];
    const vacation = types.find((type) => type.code === 'FERIAS') as Named;
    await callApi(
      b,
      'timesheets/leaves/',
      {
        employee_id: employee.id,
        leave_type_id: vacation.id,
        from: `${nextYear}-06-07`,
        to: `${nextYear}-06-11`,
        reason: 'Férias de teste',
      },
      owner,
    );

    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(
      b.url(
        `/ta-events/leave-balance?year=${nextYear}&search=${encodeURIComponent(employee.name)}`,
      ),
    );
    await b.page.getByRole('heading', { name: 'Saldo de férias e afastamentos' }).waitFor();
    const row = b.page.getByRole('row', { name: new RegExp(employee.name) }).first();
    await row.getByText('FERIAS: 5').waitFor();
    await row.getByText(employee.name).click();
    const details = b.page.getByTestId('leave-balance-details');
    await details.getByText('Períodos aquisitivos').waitFor();
    await details.getByText('Férias (FERIAS)').waitFor();
    expect(await details.getByRole('table').count()).toBe(2);

    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-en-US').click();
    await b.page.getByRole('heading', { name: 'Vacation and leave balance' }).waitFor();
    await details.getByRole('heading', { name: 'Acquisition periods' }).waitFor();
  });

  it('shows an employee’s hours bank statement for a chosen period', async () => {
    const owner = await companyToken(b);
    const employees = (await callApi(b, 'employees/?status=active&page_size=25', undefined, owner))
      .data.results as Named[];
    const employee = employees[1] as Named;
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(
      b.url(
        `/ta-events/hours-bank-balance?employee_id=${employee.id}&from=2026-10-01&to=2026-10-31`,
      ),
    );
    await b.page.getByRole('heading', { name: 'Saldo do banco de horas' }).waitFor();
    await b.page.getByRole('heading', { name: new RegExp(employee.name) }).waitFor();
    const ledger = b.page.getByTestId('hours-bank-ledger');
    await ledger.getByText('Saldo anterior').waitFor();
    await b.page.getByTestId('hours-bank-summary').getByText('Saldo em 31/10/2026').waitFor();
    await b.page.getByTestId('hours-bank-summary').getByText('Período de compensação').waitFor();
  });
});
