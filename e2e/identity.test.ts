import { COOKIE_NAMES } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { DEMO_PASSWORD, DEMO_USERS, signIn, signInAdmin, submitSignIn } from './support/sign-in.js';

/** A valid, random numeric CNPJ (mod 11 check digits). */
function randomCnpj(): string {
  const base = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).concat([0, 0, 0, 1]);
  const digit = (values: number[]) => {
    const weights =
      values.length === 12
        ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = values.reduce((sum, v, i) => sum + v * (weights[i] ?? 0), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

describe('identity', () => {
  const b = useBrowser();

  it('signs up, registers a company and lands on the dashboard', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    await b.page.goto(b.url('/signup'));
    await b.page.getByTestId('signup-screen').waitFor();
    await b.page.getByLabel('Nome').fill('Ana Teste');
    await b.page.getByLabel('E-mail').fill(email);
    // A common password is refused by the server, next to the field.
    await b.page.getByLabel('Senha', { exact: true }).fill('senha1234');
    await b.page.getByRole('button', { name: 'Criar conta' }).click();
    await b.page.getByText('Senha fácil de adivinhar', { exact: false }).waitFor();
    await b.page.getByLabel('Senha', { exact: true }).fill('cavalo-tinta-vulcao-9');
    await b.page.getByRole('button', { name: 'Criar conta' }).click();

    await b.page.waitForURL((url) => url.pathname === '/create-company');
    await b.page.getByTestId('create-company-screen').waitFor();
    const cnpj = b.page.getByRole('textbox', { name: 'CNPJ' });
    await cnpj.fill('11222333000180');
    await expect.poll(() => b.page.getByText('CNPJ inválido.').count()).toBe(1);
    await cnpj.fill(randomCnpj());
    await expect.poll(async () => (await cnpj.inputValue()).length).toBe(18);
    await b.page.getByLabel('Razão social').fill('Empresa Teste Ltda');
    await b.page.getByLabel('Razão social').press('Enter');

    await b.page.waitForURL((url) => url.pathname === '/dashboard');
    await b.page.getByTestId('company-sidebar').waitFor();
    expect(await b.page.getByTestId('user-menu').textContent()).toContain('Ana Teste');
  });

  it('signs out, and signing back in returns to the path first asked for', async () => {
    await signIn(b);
    await b.page.getByTestId('user-menu').click();
    await b.page.getByRole('menuitem', { name: 'Sair' }).click();
    await b.page.waitForURL((url) => url.pathname === '/signin');
    const cookies = await b.context.cookies();
    expect(cookies.map((c) => c.name)).not.toContain(COOKIE_NAMES.accessToken);

    await b.page.goto(b.url('/employees'));
    await b.page.waitForURL((url) => url.pathname === '/signin');
    expect(new URL(b.page.url()).searchParams.get('next')).toBe('/employees');
    await submitSignIn(b.page, DEMO_USERS.owner);
    await b.page.waitForURL((url) => url.pathname === '/employees');
    await b.page.getByTestId('employees').waitFor();
  });

  it('shows an Employee only their menu entries and refuses the employees screen', async () => {
    await b.page.goto(b.url('/signin'));
    await submitSignIn(b.page, DEMO_USERS.employee);
    await b.page.waitForURL((url) => url.pathname === '/ta-events');
    const sidebar = b.page.getByTestId('company-sidebar');
    await sidebar.waitFor();
    await expect
      .poll(() => sidebar.getByRole('menuitem').allTextContents())
      .toEqual(['Eventos de ponto', 'Relatórios']);

    await b.page.goto(b.url('/employees'));
    await b.page.getByTestId('no-permission').waitFor();
  });

  it('refreshes the token once for two concurrent 401s', async () => {
    await signIn(b);
    const refreshes: string[] = [];
    b.page.on('request', (request) => {
      if (request.url().includes('/oauth2/refresh_token/')) refreshes.push(request.url());
    });
    await b.context.addCookies([
      { name: COOKIE_NAMES.accessToken, value: 'garbled-token', url: b.url('/') },
    ]);
    const results = await b.page.evaluate(async () => {
      type Call = (endpoint: unknown) => Promise<unknown>;
      const { callOperation, endpoints } = (
        window as unknown as {
          __ponteiro: {
            callOperation: Call;
            endpoints: { auth: { session: unknown }; companies: { list: unknown } };
          };
        }
      ).__ponteiro;
      const [session, companies] = await Promise.all([
        callOperation(endpoints.auth.session),
        callOperation(endpoints.companies.list),
      ]);
      return { session, companies };
    });
    expect((results.session as { companyId: string | null }).companyId).toBeTruthy();
    expect(Array.isArray(results.companies)).toBe(true);
    expect(refreshes).toHaveLength(1);
    const access = (await b.context.cookies()).find((c) => c.name === COOKIE_NAMES.accessToken);
    expect(access?.value).not.toBe('garbled-token');
  });

  it('signs the platform admin in, and refuses a company token in the admin cookie', async () => {
    await signInAdmin(b);
    await b.page.getByTestId('admin-sidebar').waitFor();

    const answer = await fetch(b.url('/api/v1.0/oauth2/token/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD }),
    });
    const { data } = (await answer.json()) as { data: { access_token: string } };
    await b.context.clearCookies();
    await b.context.addCookies([
      {
        name: COOKIE_NAMES.adminSession,
        value: encodeURIComponent(
          JSON.stringify({ access_token: data.access_token, username: 'admin' }),
        ),
        url: b.url('/'),
      },
    ]);
    await b.page.goto(b.url('/admin/dashboard'));
    await b.page.waitForURL((url) => url.pathname === '/admin-login');
    await b.page.getByTestId('admin-login-screen').waitFor();
    const cookies = await b.context.cookies();
    expect(cookies.map((c) => c.name)).not.toContain(COOKIE_NAMES.adminSession);
  });
});
