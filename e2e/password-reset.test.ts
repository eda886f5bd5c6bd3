import { describe, expect, it } from 'vitest';
import { emailLink } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { submitSignIn } from './support/sign-in.js';

describe('forgotten password', () => {
  const b = useBrowser();

  it('resets the password through the link in the email (read from the outbox)', async () => {
    const email = `esqueci-${Date.now()}@example.com`;
    const signUp = await fetch(b.url('/api/v1.0/auth/users/sign_up/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renata Alves', email, password: 'Senha-antiga-1' }),
    });
    expect(signUp.status).toBe(201);

    await b.page.goto(b.url('/forgot-password'));
    await b.page.getByTestId('forgot-password-screen').waitFor();
    await b.page.getByLabel('E-mail').fill(email);
    await b.page.getByRole('button', { name: 'Enviar link' }).click();
    await b.page.getByText('Se existir uma conta com este e-mail').waitFor();

    await b.page.goto(await emailLink(b, email, /\/reset-password\?token=/));

    await b.page.getByTestId('reset-password-screen').waitFor();
    await b.page.getByLabel('Nova senha', { exact: true }).fill('Senha-nova-2027');
    await b.page.getByLabel('Confirme a senha').fill('Senha-nova-2027');
    await b.page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await b.page.getByText('Senha alterada. Entre com a nova senha.').waitFor();

    // The link works once.
    await b.page.reload();
    await b.page.getByText('Este link é inválido ou expirou.').waitFor();

    await b.page.goto(b.url('/signin'));
    await submitSignIn(b.page, email, 'Senha-nova-2027');
    await b.page.waitForURL((url) => url.pathname === '/create-company');
  });
});
