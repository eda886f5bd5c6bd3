import { TIME_TRACKING_DEFAULTS } from '@ponteiro/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { companyToken } from './support/api.js';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { DEMO_USERS, signIn } from './support/sign-in.js';

// Issue 19, System › Time tracking: the owner makes the location required on the screen, and the
// demo employee's web punch without a position (the browser's permission not granted) is refused
// with the company's message; the owner then restores the defaults on the screen. The e2e server
// is shared by every file: the defaults are put back in afterAll as well, whatever happened.

async function acceptCookies(b: BrowserSession) {
  await b.page.getByTestId('cookie-accept-all').click();
  await b.page.getByTestId('cookie-banner').waitFor({ state: 'hidden' });
}

/** Back to the defaults through the API (the same body as "Restaurar padrões"). */
async function restoreDefaults(b: BrowserSession) {
  const token = await companyToken(b);
  const res = await fetch(b.url('/api/v1.0/system/time-tracking/settings/'), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(TIME_TRACKING_DEFAULTS),
  });
  expect(res.status).toBe(200);
}

describe('time-tracking settings', () => {
  const b = useBrowser();
  afterAll(() => restoreDefaults(b));

  it('the owner makes the location required and saves', async () => {
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url('/system/time-tracking-setting'));
    const page = b.page.getByTestId('time-tracking-settings');
    await page.getByRole('heading', { name: 'Controle de ponto' }).waitFor();
    await page.getByLabel(/Obrigatória: sem localização/).check();
    await page.getByLabel('Texto em português').fill('Bom trabalho!');
    await page.getByTestId('card-preview-pt').getByText('Bom trabalho!').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Configurações de ponto salvas.').waitFor();
  });

  it("the employee's web punch without a position is refused with the message", async () => {
    // No geolocation permission granted: the browser gives no position.
    await signIn(b, DEMO_USERS.employee);
    await acceptCookies(b);
    await b.page.goto(b.url('/ta-events'));
    const card = b.page.getByTestId('punch-card');
    await card.getByTestId('punch-wording').getByText('Bom trabalho!').waitFor();
    await card.getByTestId('punch-location-required').waitFor();
    await card.getByTestId('punch-button').click();
    const failure = card.getByTestId('punch-failure');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(
      'A sua empresa exige a sua localização para registrar o ponto',
    );
  });

  it('the owner restores the defaults after confirming', async () => {
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url('/system/time-tracking-setting'));
    const page = b.page.getByTestId('time-tracking-settings');
    await page.getByRole('button', { name: 'Restaurar padrões' }).click();
    await b.page.locator('.ant-popover').getByRole('button', { name: 'Restaurar' }).click();
    await b.page.getByText('Configurações de ponto restauradas aos padrões.').waitFor();
    expect(await page.getByLabel(/Apenas registrada/).isChecked()).toBe(true);
    expect(await page.getByLabel('Texto em português').inputValue()).toBe('');
  });
});
