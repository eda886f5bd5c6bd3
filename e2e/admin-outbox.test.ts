import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { signInAdmin } from './support/sign-in.js';

describe('email outbox in the back-office', () => {
  const b = useBrowser();

  it('is not public; a platform administrator reads an email and follows its link', async () => {
    const email = `caixa-${Date.now()}@example.com`;
    const signUp = await fetch(b.url('/api/v1.0/auth/users/sign_up/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Celia Prado', email, password: 'Girassol-Azul-2026' }),
    });
    expect(signUp.status).toBe(201);
    await fetch(b.url('/api/v1.0/auth/users/forgot_password/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect((await fetch(b.url('/api/dev/outbox/'))).status).not.toBe(200);
    expect((await fetch(b.url('/api/v1.0/admin-ponteiro/outbox/'))).status).toBe(401);

    await signInAdmin(b);
    await b.page.goto(b.url('/admin/outbox'));
    await b.page.getByTestId('admin-outbox').waitFor();
    await b.page.getByLabel('Buscar por destinatário ou assunto').fill(email);
    const open = b.page.getByRole('link', { name: `Abrir o e-mail para ${email}` });
    await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(1);
    await open.click();

    await b.page.getByTestId('admin-outbox-email').waitFor();
    await b.page.getByText('Redefinição de senha do Ponteiro').waitFor();
    await b.page
      .getByTestId('outbox-email-text')
      .locator('a[href*="/reset-password?token="]')
      .click();
    await b.page.getByTestId('reset-password-screen').waitFor();
  });
});
