import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callApi, companyToken } from './support/api.js';
import { acceptCookies, useBrowser } from './support/browser.js';
import { DEMO_USERS, signIn } from './support/sign-in.js';

// Issue 17: the demo employee asks, in the browser, for a missed punch (her exit of a day of the
// demo week was never recorded: the set-up disregards it) and for a day of leave with a medical
// certificate; the company's administrator — the demo's approver, no department manager of hers
// has a login — approves both from the queue on /ta-events; the employee's mirror shows the
// included punch and the leave, and the hours-bank statement shows the day's credit.

const EMPLOYEE_NAME = 'Ana Silva Santos';

// biome-ignore lint/suspicious/noExplicitAny: reading the API's JSON.
type Json = Record<string, any>;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const brDate = (date: string) => date.split('-').reverse().join('/');

const state: { punchDay?: string; leaveDay?: string; employeeId?: string } = {};

describe('requests and approvals', () => {
  const b = useBrowser();

  it('the employee asks for a missed punch and a day of leave with a document', async () => {
    const owner = await companyToken(b);
    const own = await companyToken(b, DEMO_USERS.employee);
    const today = new Date().toISOString().slice(0, 10);
    // The employee's own timesheet names her record (a search by name could find a namesake).
    const sheet = (
      await callApi(
        b,
        `timesheets/timesheet/?from=${addDays(today, -12)}&to=${addDays(today, -1)}`,
        undefined,
        own,
      )
    ).data as Json;
    const employeeId = sheet.employee.id as string;
    const days = sheet.days as Json[];
    // The latest day of the demo week (the timesheet test treats the earliest one).
    const punched = [...days].reverse().find((d) => d.punches.length === 4 && !d.closed)!;
    expect(punched, 'a punched day of the demo week').toBeTruthy();
    const exit = punched.punches[3] as Json;
    await callApi(
      b,
      `timesheets/punches/${exit.id}/disregard/`,
      { reason: 'Saída registrada em outro relógio, ilegível' },
      owner,
    );
    state.employeeId = employeeId;
    state.punchDay = punched.date as string;
    // A weekday of next week for the leave.
    let leaveDay = addDays(today, 7);
    while ([0, 6].includes(weekday(leaveDay))) leaveDay = addDays(leaveDay, 1);
    state.leaveDay = leaveDay;

    await signIn(b, DEMO_USERS.employee);
    await acceptCookies(b);
    await b.page.goto(b.url('/ta-events/manual-punch'));
    await b.page.getByRole('heading', { name: 'Inclusão de marcação' }).first().waitFor();
    await b.page.getByRole('button', { name: 'Nova solicitação' }).click();
    const punchDialog = b.page.getByTestId('request-dialog');
    await punchDialog.waitFor();
    const dateInput = punchDialog.getByLabel('Dia');
    await dateInput.fill(brDate(state.punchDay));
    await dateInput.press('Enter');
    await punchDialog.getByLabel('Horário').fill('18:00');
    await punchDialog.getByLabel('Motivo').fill('Saí às 18h e a marcação não ficou registrada');
    await b.page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await punchDialog.waitFor({ state: 'hidden' });
    const punchRow = b.page.getByRole('row', { name: new RegExp(brDate(state.punchDay)) }).first();
    await punchRow.getByText('Pendente').waitFor();

    await b.page.goto(b.url('/ta-events'));
    await b.page.getByRole('button', { name: 'Solicitar afastamento' }).click();
    const leaveDialog = b.page.getByTestId('leave-request-dialog');
    await leaveDialog.waitFor();
    await leaveDialog.getByLabel('Tipo de afastamento').click();
    await b.page.locator('.ant-select-item-option', { hasText: 'Atestado médico' }).click();
    const range = leaveDialog.locator('.ant-picker-range input');
    await range.first().fill(brDate(leaveDay));
    await range.first().press('Enter');
    await range.last().fill(brDate(leaveDay));
    await range.last().press('Enter');
    await leaveDialog.getByLabel('Motivo').fill('Consulta e exames');
    // Sending without the certificate is refused by the form; with it, it goes.
    await b.page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await leaveDialog.getByText('Este tipo de afastamento exige um documento.').waitFor();
    const pdf = join(tmpdir(), `atestado-${Date.now()}.pdf`);
    writeFileSync(pdf, '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await leaveDialog.getByTestId('request-attachment-input').setInputFiles(pdf);
    await leaveDialog.getByTestId('request-attachment-name').waitFor();
    await b.page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await leaveDialog.waitFor({ state: 'hidden' });
    await b.page.getByTestId('my-requests').getByText('Atestado médico').first().waitFor();
  });

  it('the administrator approves both from the queue; the hours bank shows the day’s credit', async () => {
    expect(state.leaveDay, 'the first step sent the requests').toBeTruthy();
    await signIn(b, DEMO_USERS.admin);
    await acceptCookies(b);
    // The top bar tells there is something to decide.
    await b.page.getByTestId('notifications-menu').waitFor();
    await b.page.goto(b.url('/ta-events#approvals'));
    const queue = b.page.getByTestId('approval-queue');
    await queue.waitFor();
    for (const text of ['Inclusão de marcação', 'Afastamento']) {
      const row = queue.getByRole('row', {
        name: new RegExp(`${text}.*${EMPLOYEE_NAME}|${EMPLOYEE_NAME}.*${text}`),
      });
      await row.first().getByRole('checkbox').check();
    }
    await queue.getByRole('button', { name: 'Aprovar selecionadas' }).click();
    const confirm = b.page.getByRole('dialog', { name: /Aprovar 2 solicitações/ });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Aprovar' }).click();
    await b.page.getByText('2 solicitações aprovadas.').waitFor();

    // The hours bank statement: the treated day now has its credit.
    await b.page.goto(
      b.url(
        `/ta-events/hours-bank-balance?employee_id=${state.employeeId}&from=${state.punchDay}&to=${state.punchDay}`,
      ),
    );
    const ledger = b.page.getByTestId('hours-bank-ledger');
    await ledger.waitFor();
    await ledger.getByText(brDate(state.punchDay!)).first().waitFor();
    // The day is recomputed in the background after the approval: read again until it is.
    await expect
      .poll(
        async () => {
          await b.page.reload();
          await ledger.waitFor();
          return ledger.getByText('Crédito', { exact: true }).count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
  });

  it('the employee’s mirror shows the included punch and the leave', async () => {
    expect(state.leaveDay, 'the requests were approved').toBeTruthy();
    await signIn(b, DEMO_USERS.employee);
    await acceptCookies(b);
    await b.page.goto(b.url(`/reports/time-mirror?from=${state.punchDay}&to=${state.leaveDay}`));
    const mirror = b.page.getByTestId('time-mirror');
    await mirror.waitFor();
    const punchRow = mirror.locator(`tr[data-row-key="${state.punchDay}"]`);
    await punchRow.getByText('18:00').first().waitFor({ timeout: 15_000 });
    const leaveRow = mirror.locator(`tr[data-row-key="${state.leaveDay}"]`);
    await leaveRow.getByText('Atestado médico').waitFor();
    await leaveRow.getByRole('link', { name: /atestado/ }).waitFor();

    // Her requests, approved, in English too.
    await b.page.goto(b.url('/ta-events'));
    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-en-US').click();
    const mine = b.page.getByTestId('my-requests');
    await mine.getByRole('heading', { name: 'My requests' }).waitFor();
    expect(await mine.getByText('Approved', { exact: true }).count()).toBeGreaterThanOrEqual(2);
  });
});
