import { NOTIFICATION_DEFAULTS } from '@ponteiro/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { companyToken } from './support/api.js';
import { acceptCookies, useBrowser } from './support/browser.js';
import { signIn } from './support/sign-in.js';

// Issue 19, System › Notifications: the owner turns the email of an event off, saves, reloads
// and finds it kept; then sends a test of it, which arrives in the bell (in the app only). The
// server is shared by every test file: the event goes back to its defaults afterwards.

const EVENT = 'hours_bank_expiring';
const NAME = 'Banco de horas vencendo';

describe('notification settings', () => {
  const b = useBrowser();
  let token: string | undefined;

  afterAll(async () => {
    if (token) {
      await fetch(b.url('/api/v1.0/system/notifications/settings/'), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ events: [{ event: EVENT, ...NOTIFICATION_DEFAULTS[EVENT] }] }),
      });
    }
  });

  it('the owner turns an email off, it is kept after a reload, and a test arrives in the bell', async () => {
    token = await companyToken(b);
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url('/system/notifications'));
    const table = b.page.getByTestId('notification-events');
    await table.waitFor();
    const email = table.getByRole('switch', { name: `E-mail: ${NAME}` });
    expect(await email.getAttribute('aria-checked')).toBe('true');
    await email.click();
    await b.page.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Configurações de notificação salvas.').waitFor();

    await b.page.reload();
    await table.waitFor();
    await expect
      .poll(() =>
        table.getByRole('switch', { name: `E-mail: ${NAME}` }).getAttribute('aria-checked'),
      )
      .toBe('false');
    expect(
      await table.getByRole('switch', { name: `No app: ${NAME}` }).getAttribute('aria-checked'),
    ).toBe('true');

    await b.page.getByRole('button', { name: `Enviar teste de ${NAME}` }).click();
    // In the app only: the email is off.
    await b.page.getByText('Teste enviado: no sininho.').waitFor();
    await b.page.getByTestId('notifications-menu').click();
    const panel = b.page.getByTestId('notifications-panel');
    await panel.waitFor();
    await panel
      .getByText(/\[Teste\] Crédito do banco de horas/)
      .first()
      .waitFor();
  });
});
