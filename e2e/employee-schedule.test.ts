import { isValidCpf } from '@ponteiro/shared';
import { computeTimesheet, parseScenario, scheduledPunches } from '@ponteiro/time-engine';
import { describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd.js';
import { callApi, companyToken } from './support/api.js';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Schedules on the employee screens (issue 13): assignment in the side panel, on the create form
// and from the list's bulk bar, and the week preview that runs the time engine in the browser.
// Schedules are created through the API: their own screens are built elsewhere.

let serial = Math.floor(Math.random() * 26 ** 4);
/** A different word on every call, letters only (names of people take no digits). */
function unique(): string {
  serial += 1;
  return Array.from({ length: 4 }, (_, k) =>
    String.fromCharCode(97 + (Math.floor(serial / 26 ** k) % 26)),
  ).join('');
}

/** A random CPF with valid check digits (about one draw in a hundred is valid). */
function randomCpf(): string {
  for (;;) {
    const cpf = String(Math.floor(Math.random() * 1e11)).padStart(11, '0');
    if (isValidCpf(cpf)) return cpf;
  }
}

/** Calendar dates in the browser's zone: the test and Chromium share the machine's (TZ=UTC). */
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const plusDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const thisMonday = () => {
  const today = iso(new Date());
  return plusDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
};
const ptDate = (date: string) => date.split('-').reverse().join('/');
const enDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
/** What the assignment steps read and type, per language. */
const PT = {
  none: 'Sem horário atribuído — não é possível calcular o ponto deste colaborador.',
  schedule: 'Horário',
  from: 'A partir de',
  ok: 'Atribuir horário',
  date: ptDate,
};
const EN = {
  none: "No schedule assigned — this employee's time cannot be computed.",
  schedule: 'Schedule',
  from: 'Effective from',
  ok: 'Assign schedule',
  date: enDate,
};
type Texts = typeof PT;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];
const OFFICE = {
  kind: 'weekly',
  days: Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ],
    ]),
  ),
};
/** 12x36 at night from this week's Monday: Monday, Wednesday, Friday and Sunday on duty. */
const night12x36 = () => ({
  kind: 'cycle',
  anchor: thisMonday(),
  pattern: [[['19:00', '07:00']], []],
});

interface Setup {
  token: string;
  schedule: { id: string; label: string };
}

async function newSchedule(b: BrowserSession, name: string, schedule: unknown): Promise<Setup> {
  const token = await companyToken(b);
  const code = `E2E-${unique().toUpperCase()}`;
  // No weekly rest day: a 12x36 works Sundays as part of the scale.
  const body = { name, code, schedule, rules: { restDays: [] }, effective_from: '2020-01-01' };
  const made = (await callApi(b, 'time-policy/schedules/', body, token)).data as { id: string };
  return { token, schedule: { id: made.id, label: `${name} (${code})` } };
}

async function newEmployee(b: BrowserSession, token: string, name: string): Promise<string> {
  const subsidiaries = (await callApi(b, 'organization/subsidiaries/', undefined, token)).data
    .results as { id: string }[];
  const body = {
    name,
    cpf: randomCpf(),
    admission_date: '2024-05-06',
    subsidiary_id: subsidiaries[0]?.id,
  };
  return ((await callApi(b, 'employees/', body, token)).data as { id: string }).id;
}

/** The week as the product computes it, straight from the API's scenario and the engine. */
async function expectedWeek(b: BrowserSession, token: string, employeeId: string) {
  const from = thisMonday();
  const query = `employee_id=${employeeId}&from=${from}&to=${plusDays(from, 6)}`;
  const scenario = (await callApi(b, `time-policy/scenario/?${query}`, undefined, token)).data;
  const punches = scheduledPunches(parseScenario(scenario));
  return computeTimesheet(parseScenario({ ...scenario, punches })).totals;
}

async function start(b: BrowserSession) {
  await signIn(b);
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}

/** The assignment dialog: a schedule, a date typed as the language writes it, then confirm. */
async function assignInDialog(b: BrowserSession, texts: Texts, label: string, date: string) {
  const dialog = b.page.getByRole('dialog');
  await chooseOption(b, dialog, texts.schedule, label, label.slice(0, 12));
  const input = dialog.getByLabel(texts.from, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await dialog.getByRole('button', { name: texts.ok }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * On the employee's edit page: no schedule yet, then "Atribuir horário" in the side panel from
 * last week's Monday (so the whole current week has it). Returns the section.
 */
async function assignInPanel(b: BrowserSession, texts: Texts, employeeId: string, label: string) {
  await b.page.goto(b.url(`/employees/edit?id=${employeeId}`));
  const section = b.page.getByTestId('employee-schedule');
  await section.getByText(texts.none).waitFor();
  await section.getByRole('button', { name: texts.ok }).click();
  await assignInDialog(b, texts, label, texts.date(plusDays(thisMonday(), -7)));
  await section.getByTestId('current-schedule').getByText(label).waitFor();
  return section;
}

describe('schedules on the employee screens', () => {
  const b = useBrowser();

  it('assigns a night 12x36 in the side panel; the week preview shows the reduced night hour', async () => {
    const name = `Noturno 12x36 ${unique()}`;
    const { token, schedule } = await newSchedule(b, name, night12x36());
    const employeeId = await newEmployee(b, token, `Vigia Noturno ${unique()}`);

    await start(b);
    const section = await assignInPanel(b, PT, employeeId, schedule.label);
    const lastMonday = ptDate(plusDays(thisMonday(), -7));
    await b.page
      .getByText(`Horário “${schedule.label}” atribuído a partir de ${lastMonday}.`)
      .waitFor();
    const current = section.getByTestId('current-schedule');
    expect(await current.textContent()).toContain(`desde ${lastMonday}`);
    // The form shows the same, read-only.
    await b.page.getByTestId('form-schedule').getByText(schedule.label).waitFor();
    await section.getByTestId('schedule-history').getByText('Em vigor').waitFor();

    await section.getByRole('button', { name: 'Pré-visualizar semana' }).click();
    const preview = b.page.getByTestId('week-preview');
    const range = `${ptDate(thisMonday())} a ${ptDate(plusDays(thisMonday(), 6))}`;
    await preview.getByTestId('preview-range').getByText(range).waitFor();
    const totals = preview.getByTestId('preview-totals');
    await totals.waitFor();
    const expected = await expectedWeek(b, token, employeeId);
    expect(expected.nightMinutes).toBeGreaterThan(0);
    const totalsText = await totals.textContent();
    expect(totalsText).toContain('Total da semana');
    for (const figure of [
      expected.scheduledMinutes,
      expected.nightMinutes,
      expected.nightCreditedMinutes,
    ]) {
      expect(totalsText).toContain(clock(figure));
    }
    // A shift on a working day: 22:00–05:00 plus the extension to 07:00 is 09:00 of clock,
    // credited with the reduced hour as 10:17.
    const shift = preview.locator('tbody tr', { hasText: '19:00–07:00' }).first();
    await shift.waitFor();
    expect(await shift.textContent()).toMatch(/09:00.*10:17.*Prorrogação do noturno/);

    await preview.getByRole('button', { name: 'Próxima semana' }).click();
    const next = plusDays(thisMonday(), 7);
    await preview
      .getByTestId('preview-range')
      .getByText(`${ptDate(next)} a ${ptDate(plusDays(next, 6))}`)
      .waitFor();
    await preview.getByTestId('preview-totals').waitFor();
  });

  it('does the same in English: assignment, preview and totals', async () => {
    const name = `Office ${unique()}`;
    const { token, schedule } = await newSchedule(b, name, OFFICE);
    const employeeId = await newEmployee(b, token, `Clerk ${unique()}`);

    await start(b);
    await b.page.goto(b.url('/employees'));
    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-en-US').click();
    await b.page.getByRole('heading', { name: 'Employees' }).waitFor();
    const section = await assignInPanel(b, EN, employeeId, schedule.label);

    await section.getByRole('button', { name: 'Preview a week' }).click();
    const preview = b.page.getByTestId('week-preview');
    await preview.getByRole('columnheader', { name: 'Night (reduced hour)' }).first().waitFor();
    const totals = preview.getByTestId('preview-totals');
    await totals.getByText('Week total').waitFor();
    const expected = await expectedWeek(b, token, employeeId);
    expect(await totals.textContent()).toContain(clock(expected.scheduledMinutes));
    const monday = preview.locator('tbody tr', { hasText: 'Mon' }).first();
    expect(await monday.textContent()).toMatch(/08:00–12:00 · 13:00–17:00|Holiday/);
  });

  it('assigns from the list to the selected employees, and on the create form', async () => {
    const name = `Comercial ${unique()}`;
    const { token, schedule } = await newSchedule(b, name, OFFICE);
    const tag = `Escala${unique()}`;
    const ids = [
      await newEmployee(b, token, `${tag} Um`),
      await newEmployee(b, token, `${tag} Dois`),
    ];

    await start(b);
    await b.page.goto(b.url(`/employees?search=${tag}`));
    const rows = b.page.locator('tbody tr.ant-table-row');
    await rows.nth(1).waitFor();
    for (const row of await rows.all()) await row.locator('.ant-checkbox-input').check();
    await b.page.getByText('2 selecionados').waitFor();
    await b.page.getByRole('button', { name: 'Atribuir horário' }).click();
    await b.page.getByText('Atribuir horário a 2 colaboradores').waitFor();
    await assignInDialog(b, PT, schedule.label, '01/01/2025');
    await b.page.getByText('Horário atribuído a 2 colaboradores.').waitFor();
    for (const id of ids) {
      const list = (await callApi(b, `employees/${id}/schedules/`, undefined, token))
        .data as unknown as { schedule: { id: string }; effective_from: string }[];
      expect(list[0]).toMatchObject({
        schedule: { id: schedule.id },
        effective_from: '2025-01-01',
      });
    }

    // A new employee with a first schedule: "a partir de" follows the admission date.
    await b.page.goto(b.url('/employees/create'));
    const form = b.page.getByTestId('employee-form');
    await form.waitFor();
    await form.getByLabel('Nome completo').fill(`${tag} Três`);
    await form.getByLabel('CPF', { exact: true }).fill(randomCpf());
    const admission = form.getByLabel('Data de admissão', { exact: true });
    await admission.click();
    await admission.fill('02/03/2025');
    await admission.press('Enter');
    await chooseOption(b, form, 'Estabelecimento', 'Filial Recife', 'Filial Rec');
    await chooseOption(b, form, 'Horário', schedule.label, schedule.label.slice(0, 12));
    expect(await form.getByLabel('A partir de', { exact: true }).inputValue()).toBe('02/03/2025');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByTestId('employee-edit').waitFor();
    const current = b.page.getByTestId('employee-schedule').getByTestId('current-schedule');
    await current.getByText(schedule.label).waitFor();
    expect(await current.textContent()).toContain('desde 02/03/2025');
  });
});
