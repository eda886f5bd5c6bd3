import type { Page } from 'playwright-core';
import type { BrowserSession } from './browser.js';

export const DEMO_PASSWORD = 'Ponteiro@2026';
export const DEMO_USERS = {
  owner: 'proprietario@demo.ponteiro.com.br',
  admin: 'admin@demo.ponteiro.com.br',
  employee: 'colaborador@demo.ponteiro.com.br',
} as const;

/** Fills the sign-in form already on screen and submits it with Enter. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByTestId('signin-screen').waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByLabel('Senha').press('Enter');
}

/** Signs a company user in through /signin and waits for the landing screen. */
export async function signIn(b: BrowserSession, email: string = DEMO_USERS.owner) {
  await b.page.goto(b.url('/signin'));
  await submitSignIn(b.page, email);
  await b.page.waitForURL((url) => url.pathname === '/dashboard');
}

/** Signs the platform admin in through /admin-login. */
export async function signInAdmin(b: BrowserSession) {
  await b.page.goto(b.url('/admin-login'));
  await b.page.getByTestId('admin-login-screen').waitFor();
  await b.page.getByLabel('Usuário').fill('admin');
  await b.page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await b.page.getByLabel('Senha').press('Enter');
  await b.page.waitForURL((url) => url.pathname === '/admin/dashboard');
}
