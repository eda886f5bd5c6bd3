import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, companyToken } from './support/api.js';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

/** Signs the owner in and accepts cookies, so the banner does not cover the drawer's buttons. */
async function start(b: BrowserSession) {
  await signIn(b);
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}

/** Types a date and leaves the field (Enter would also submit the form). */
async function fillDate(field: Locator, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Tab');
}

/** DD/MM/AAAA of a date `days` from today (the app's dates are the browser's, UTC here). */
function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10).split('-').reverse().join('/');
}

describe('time policy screens', () => {
  const b = useBrowser();

  it('creates a 12x36 night schedule with its computed totals, assigns it, versions it, and shows it in English', async () => {
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Noturno 12x36 ${suffix}`;
    await start(b);
    await b.page.goto(b.url('/time-policy/schedule'));
    await b.page.getByTestId('schedules').waitFor();
    await b.page.getByRole('button', { name: 'Novo horário' }).click();
    const form = b.page.getByTestId('schedule-form');
    await form.getByLabel('Nome', { exact: true }).fill(name);
    await form.getByLabel('Código (AEJ)').fill(`N-${suffix}`);
    await form.getByText('Escala: um ciclo de dias que se repete').click();
    // A rotation's weekly rest is its days off: the rules' DSR is emptied, and said so.
    await form.getByText('Numa escala o descanso semanal já está no ciclo').waitFor();
    await form.getByLabel('Dia 1, entrada 1').fill('19:00');
    await form.getByLabel('Dia 1, saída 1').fill('07:00');
    await form.getByLabel('Dia 1, saída 1').blur();
    await form.getByText('→ dia seguinte').first().waitFor();

    // The engine's figures: 12 h on the clock, 9 h of night (22–5 and, the whole window worked,
    // 5–7) credited as 10h17 with the reduced hour, a 13h17 workday, 46h30 a week on average.
    const preview = form.getByTestId('schedule-preview');
    const firstDay = preview.locator('tbody tr').first();
    await expect.poll(() => firstDay.textContent()).toContain('19:00–07:00');
    const cells = await firstDay.locator('td').allTextContents();
    expect(cells.slice(2)).toEqual(['12h', '9h', '10h17', '13h17']);
    const totals = await form.getByTestId('schedule-totals').textContent();
    expect(totals).toContain('46h30');
    expect(totals).toContain('31h30 no relógio = 36h com a hora reduzida');
    // Warned, not refused.
    const warnings = await form.getByTestId('schedule-warnings').textContent();
    expect(warnings).toContain('acima de 10 h');
    expect(warnings).toContain('acima de 44 h');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Horário “${name}” criado.`).waitFor();

    await b.page.getByLabel('Buscar por nome ou código').fill(suffix);
    await b.page.waitForURL((url) => url.searchParams.get('search') === suffix);
    const row = b.page.locator('tbody tr.ant-table-row', { hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('12x36 19:00–07:00, a partir de');
    expect(await row.textContent()).toContain('46h30 (média)');

    // In bulk to a department (and those below it).
    await b.page.getByRole('button', { name: `Atribuir ${name}` }).click();
    const assign = b.page.getByTestId('schedule-assign');
    const department = assign.getByLabel('Departamento', { exact: true });
    await department.click();
    await department.fill('Logística');
    await b.page
      .locator('.ant-select-dropdown:visible')
      .getByText('Logística', { exact: true })
      .click();
    await b.page.getByRole('button', { name: 'Atribuir', exact: true }).click();
    await b.page
      .getByText(/^\d+ colaboradores? receb(eu|eram) o horário a partir de \d{2}\/\d{2}\/\d{4}\.$/)
      .waitFor();
    await expect
      .poll(async () => Number(await row.locator('td').nth(5).textContent()))
      .toBeGreaterThan(0);

    // A new version from a later date: the days before keep the first one.
    await b.page.getByRole('button', { name: `Editar ${name}` }).click();
    await form.getByText('cria uma nova versão a partir desta data').waitFor();
    await fillDate(form.getByLabel('Vale a partir de'), dayFromToday(10));
    await form.getByLabel('Dia 1, entrada 1').fill('18:00');
    await form.getByLabel('Dia 1, saída 1').fill('06:00');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Horário “${name}” salvo.`).waitFor();
    await expect.poll(() => row.locator('td').nth(6).textContent()).toBe('2');

    await b.page.getByRole('button', { name: `Versões de ${name}` }).click();
    const versions = b.page.getByTestId('schedule-versions');
    await versions.getByText(`A partir de ${dayFromToday(10)}`).waitFor();
    expect(await versions.getByTestId('schedule-version').count()).toBe(2);
    expect(await versions.textContent()).toContain('Em vigor');
    expect(await versions.textContent()).toContain('Futura');
    expect(await versions.textContent()).toContain('18:00–06:00');
    expect(await versions.textContent()).toContain('Dias de descanso semanal (DSR): nenhum');
    await b.page.keyboard.press('Escape');
    await versions.waitFor({ state: 'hidden' });

    // Assigned, it cannot be deleted: the dialog says why.
    await b.page.getByRole('button', { name: `Excluir ${name}` }).click();
    await b.page.getByRole('button', { name: 'Excluir', exact: true }).click();
    const inUse = b.page.getByTestId('schedule-in-use');
    await inUse.getByText(/Não é possível excluir: o horário foi atribuído a \d+/).waitFor();
    await b.page.getByRole('button', { name: 'Entendi' }).click();

    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-en-US').click();
    await b.page.getByRole('heading', { name: 'Schedules' }).waitFor();
    await b.page.getByRole('button', { name: 'New schedule' }).waitFor();
    await b.page.getByRole('columnheader', { name: 'Hours per week' }).first().waitFor();
    await expect.poll(() => row.textContent()).toContain('12x36 19:00–07:00, from');
    expect(await row.textContent()).toContain('Rotation');
  }, 120_000);

  it('deletes an unused schedule after confirming', async () => {
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const name = `Sem uso ${suffix}`;
    const token = await companyToken(b);
    await callApi(
      b,
      'time-policy/schedules/',
      {
        name,
        code: `SU-${suffix}`,
        schedule: { kind: 'weekly', days: { mon: [['08:00', '17:00']] } },
        effective_from: '2026-01-01',
      },
      token,
    );
    await start(b);
    await b.page.goto(b.url(`/time-policy/schedule?search=${suffix}`));
    const row = b.page.locator('tbody tr.ant-table-row', { hasText: name });
    await row.waitFor();
    await b.page.getByRole('button', { name: `Excluir ${name}` }).click();
    await b.page.getByText('Só é possível excluir um horário que nunca foi atribuído').waitFor();
    await b.page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await b.page.getByText(`Horário “${name}” excluído.`).waitFor();
    await row.waitFor({ state: 'detached' });
  });

  it('changes a company default rule and takes it back to the statutory value', async () => {
    await start(b);
    await b.page.goto(b.url('/time-policy/advanced-setting'));
    const screen = b.page.getByTestId('advanced-settings');
    await screen.getByText('Versões já salvas mantêm as regras com que foram salvas').waitFor();
    const rate = screen.getByLabel('Adicional de hora extra');
    expect(await rate.inputValue()).toBe('50');
    await screen.getByText('Padrão legal: 50%').waitFor();
    await rate.fill('60');
    await screen.getByRole('button', { name: 'Salvar regras' }).click();
    await b.page.getByText('Regras avançadas salvas.').waitFor();
    await b.page.reload();
    await expect.poll(() => screen.getByLabel('Adicional de hora extra').inputValue()).toBe('60');

    // Blank is the statutory value again.
    await screen.getByLabel('Adicional de hora extra').fill('');
    await screen.getByRole('button', { name: 'Salvar regras' }).click();
    await b.page.getByText('Regras avançadas salvas.').last().waitFor();
    await expect.poll(() => screen.getByLabel('Adicional de hora extra').inputValue()).toBe('50');
  });
});
