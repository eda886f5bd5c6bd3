import { describe, expect, it } from 'vitest';
import { callApi, companyToken, emailLink } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { signInAdmin, submitSignIn } from './support/sign-in.js';

describe('invitations and system users', () => {
  const b = useBrowser();

  it('a new person follows the emailed invitation, signs up and lands in the company', async () => {
    const owner = await companyToken(b);
    const email = `convidado-${Date.now()}@example.com`;
    await callApi(b, 'company/invitations/', { email, role: 'admin' }, owner);

    const invitation = await emailLink(b, email, /\/select-company\?invitation=/);
    await b.page.goto(invitation);

    // Not signed in: the sign-in screen keeps the invitation for afterwards; no account yet,
    // so on to sign-up, which keeps it too.
    await b.page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(b.page.url()).searchParams.get('next')).toMatch(
      /^\/select-company\?invitation=/,
    );
    await b.page.getByRole('link', { name: 'Cadastre-se' }).click();
    await b.page.getByTestId('signup-screen').waitFor();
    await b.page.getByLabel('Nome').fill('Bruno Convidado');
    await b.page.getByLabel('E-mail').fill(email);
    await b.page.getByLabel('Senha', { exact: true }).fill('Convite-2026');
    await b.page.getByRole('button', { name: 'Criar conta' }).click();

    await b.page.waitForURL((url) => url.pathname === '/dashboard');
    await b.page.getByTestId('company-sidebar').waitFor();
    // Admin role: the employees entry is in the menu.
    await b.page.getByTestId('company-sidebar').getByText('Colaboradores').waitFor();

    // The link is spent: opening it again explains and shows the company list.
    await b.page.goto(invitation);
    await b.page.getByText(/Este convite é inválido, expirou/).waitFor();
    await b.page.getByTestId('select-company-screen').waitFor();
  });

  it('a platform superuser creates and deactivates a system user; that user cannot sign in', async () => {
    await signInAdmin(b);
    await b.page.goto(b.url('/admin/users'));
    await b.page.getByTestId('admin-users').waitFor();
    await b.page.getByRole('button', { name: 'Novo usuário' }).click();

    const username = `suporte${Date.now() % 100000}`;
    const dialog = b.page.getByRole('dialog');
    await dialog.getByLabel('Usuário', { exact: true }).fill('Com Espaço');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Use letras minúsculas sem acento').waitFor();
    await dialog.getByLabel('Usuário', { exact: true }).fill(username);
    await dialog.getByLabel('Nome').fill('Equipe de Suporte');
    await dialog.getByLabel('Senha inicial').fill('Balcao-Azul-2026');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText(`Usuário ${username} criado.`).waitFor();

    await b.page.getByLabel('Buscar por usuário ou nome').fill(username);
    const row = b.page.getByRole('row', { name: new RegExp(username) });
    await row.waitFor();
    await expect.poll(() => b.page.locator('tbody tr.ant-table-row').count()).toBe(1);
    await row.getByRole('button', { name: `Editar ${username}` }).click();
    await b.page.getByRole('dialog').getByLabel('Ativo (pode entrar)').uncheck();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await b.page.getByText('Alterações salvas.').waitFor();
    await row.getByText('Inativo').waitFor();

    const refused = await fetch(b.url('/api/v1.0/admin-ponteiro/auth/login/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Balcao-Azul-2026' }),
    });
    expect(refused.status).toBe(401);
  });

  it('keeps the invitation through sign-in for someone who already has an account', async () => {
    const owner = await companyToken(b);
    const email = `existente-${Date.now()}@example.com`;
    await callApi(b, 'auth/users/sign_up/', {
      name: 'Carla Existente',
      email,
      password: 'Existe-2026',
    });
    await callApi(b, 'company/invitations/', { email, role: 'employee' }, owner);

    await b.page.goto(await emailLink(b, email, /\/select-company\?invitation=/));
    await b.page.waitForURL((url) => url.pathname === '/signin');
    await submitSignIn(b.page, email, 'Existe-2026');
    await b.page.waitForURL((url) => url.pathname === '/dashboard');
    // Employee role: the employees entry is not in the menu.
    await b.page.getByTestId('company-sidebar').waitFor();
    expect(await b.page.getByTestId('company-sidebar').getByText('Colaboradores').count()).toBe(0);
  });
});
