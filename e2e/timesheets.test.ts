import { describe, expect, it } from 'vitest';
import { callApi, companyToken } from './support/api.js';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { DEMO_USERS, signIn } from './support/sign-in.js';

// Issue 15: the owner opens an employee's timesheet, includes a missing punch with a reason, sees
// the day's figures change with their explanation, closes the period; the employee signs in and
// accepts their mirror.

const EMPLOYEE_NAME = 'Ana Silva Santos';

// biome-ignore lint/suspicious/noExplicitAny: reading the API's JSON.
type Json = Record<string, any>;

async function acceptCookies(b: BrowserSession) {
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Shared by the two steps: the day treated and closed. */
const state: { day?: string; time?: string } = {};

describe('timesheet flow', () => {
  const b = useBrowser();

  it('the owner includes a missing punch on the grid, sees the figures change, closes the period', async () => {
    // Set-up through the API: the oldest day of the demo's punched week, its last punch
    // disregarded, so the day is missing one.
    const token = await companyToken(b);
    const found = await callApi(
      b,
      `employees/?search=${encodeURIComponent(EMPLOYEE_NAME)}`,
      undefined,
      token,
    );
    const employeeId = (found.data.results as Json[])[0]!.id as string;
    const today = new Date().toISOString().slice(0, 10);
    const week = (
      await callApi(
        b,
        `timesheets/timesheet/?employee_id=${employeeId}&from=${addDays(today, -12)}&to=${addDays(today, -2)}`,
        undefined,
        token,
      )
    ).data as Json;
    const punched = (week.days as Json[]).find((d) => d.punches.length === 4)!;
    expect(punched, 'a day of the demo week').toBeTruthy();
    const last = punched.punches[3] as Json;
    await callApi(
      b,
      `timesheets/punches/${last.id}/disregard/`,
      { reason: 'Marcação duplicada' },
      token,
    );
    state.day = punched.date as string;
    state.time = (last.punched_at as string).slice(11, 16);

    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(
      b.url(`/timesheets/timesheet?employee_id=${employeeId}&from=${state.day}&to=${state.day}`),
    );
    const grid = b.page.getByTestId('timesheet-grid');
    await grid.waitFor();
    const row = grid.locator(`tr[data-row-key="${state.day}"]`);
    await row.waitFor();
    const worked = row.getByTestId('figure-worked');
    const before = (await worked.textContent()) ?? '';

    await row.getByTestId('day-actions').click();
    await b.page.getByRole('menuitem', { name: 'Incluir marcação' }).click();
    const dialog = b.page.getByTestId('include-day-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Hora').fill(state.time);
    await dialog.getByLabel('Motivo').fill('Esqueceu de marcar a saída');
    await b.page.getByRole('button', { name: 'Incluir marcação' }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // The day is computed again: worked time changes and the included punch shows.
    await expect.poll(() => worked.textContent(), { timeout: 15_000 }).not.toBe(before);
    await row
      .getByText('Incluída')
      .first()
      .waitFor()
      .catch(() => undefined);
    await worked.hover();
    await expect
      .poll(async () => (await b.page.locator('.ant-tooltip').last().textContent()) ?? '', {
        timeout: 10_000,
      })
      .toMatch(/entre as marcações|tolerados|além do horário|abaixo do horário/);

    await b.page.getByRole('button', { name: 'Fechar período' }).first().click();
    const close = b.page.getByTestId('period-change-dialog');
    await close.waitFor();
    await b.page.getByRole('button', { name: 'Fechar período' }).last().click();
    await row.getByTestId('day-closed').waitFor({ timeout: 15_000 });
  });

  it('the employee opens their mirror and accepts the closed period', async () => {
    expect(state.day, 'the first step closed a day').toBeTruthy();
    await signIn(b, DEMO_USERS.employee);
    await acceptCookies(b);
    await b.page.goto(b.url(`/reports/time-mirror?from=${state.day}&to=${state.day}`));
    const mirror = b.page.getByTestId('time-mirror');
    await mirror.waitFor();
    await mirror.getByText(EMPLOYEE_NAME).first().waitFor();
    await mirror
      .getByTestId('period-question')
      .getByRole('button', { name: /Aceitar/ })
      .click();
    await b.page.getByTestId('acceptance-dialog').waitFor();
    await b.page
      .getByRole('button', { name: /Aceitar/ })
      .last()
      .click();
    await mirror.getByTestId('period-answer').waitFor({ timeout: 15_000 });
    expect(await mirror.getByTestId('period-answer').textContent()).toContain('aceitou');
  });
});
