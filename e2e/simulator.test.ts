import { describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd.js';
import { callApi, companyToken } from './support/api.js';
import { acceptCookies, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Issue 20: HR (the demo owner) simulates turning the hours bank on for a department over a day
// of last month on which one of its people worked two hours over, and sees that overtime become
// bank credit — while the real timesheet keeps it as overtime.

// biome-ignore lint/suspicious/noExplicitAny: reading the API's JSON.
type Json = Record<string, any>;

const DEPARTMENT = 'Financeiro';

function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

describe('what-if simulator', () => {
  const b = useBrowser();

  it('HR turns the bank on for a department and sees the overtime become bank credit', async () => {
    // Set-up through the API: someone of Financeiro (Comercial 44 h, no bank) worked 08–12,
    // 13–19 on a plain workday of last month — two hours over.
    const token = await companyToken(b);
    const departments = (
      await callApi(b, `organization/departments/?search=${DEPARTMENT}`, undefined, token)
    ).data.results as Json[];
    const department = departments.find((d) => d.name === DEPARTMENT)!;
    const month = lastMonth();
    const people = (
      await callApi(
        b,
        `employees/?department_id=${department.id}&status=active&page_size=100`,
        undefined,
        token,
      )
    ).data.results as Json[];
    const person = people.find((p) => p.admission_date < month.from)!;
    expect(person, 'someone of Financeiro hired before last month').toBeTruthy();
    const sheet = (
      await callApi(
        b,
        `timesheets/timesheet/?employee_id=${person.id}&from=${month.from}&to=${month.to}`,
        undefined,
        token,
      )
    ).data as Json;
    const day = (sheet.days as Json[]).find(
      (d) =>
        d.scheduledMinutes === 480 &&
        d.punches.length === 0 &&
        !(d.flags as string[]).includes('holiday'),
    )!.date as string;
    for (const time of ['08:00', '12:00', '13:00', '19:00']) {
      await callApi(
        b,
        'timesheets/admin-punches/',
        { employee_id: person.id, punched_at: `${day}T${time}`, reason: 'Ponto em papel' },
        token,
      );
    }

    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url(`/time-policy/simulator?from=${day}&to=${day}`));
    const form = b.page.getByTestId('simulator-form');
    await form.waitFor();
    await form.getByLabel('Quem', { exact: true }).click();
    await b.page
      .locator('.ant-select-dropdown:visible')
      .getByText('Um departamento (e os abaixo dele)', { exact: true })
      .click();
    await b.page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await chooseOption(b, form, 'Departamento', `Administrativo / ${DEPARTMENT}`, DEPARTMENT);
    await form.getByTestId('simulator-preset-bank').click();
    await expect(
      form.getByRole('switch', { name: 'Banco de horas' }).getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await form.getByTestId('simulator-run').click();

    const results = b.page.getByTestId('simulator-results');
    await results.waitFor({ timeout: 60_000 });
    // In total and on the person's row: 2 h of overtime computed, none proposed; 2 h into the bank.
    await b.page.getByTestId('simulator-total-overtime').getByText('2:00 → 0:00').waitFor();
    const row = results.locator('tr', { hasText: person.name as string });
    await row.getByText('2:00 → 0:00').waitFor();
    await row.getByText('0:00 → 2:00').waitFor();
    await expect(row.getByText('+2:00').count()).resolves.toBe(1);
  });
});
