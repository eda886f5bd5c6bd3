import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, callApi, companyToken } from './support/api.js';
import { acceptCookies, type BrowserSession, useBrowser } from './support/browser.js';
import { DEMO_PASSWORD, DEMO_USERS, signIn, submitSignIn } from './support/sign-in.js';

// Issue 16, the company side of the subscription: the provider suspends the demo company (its
// users meet the page that says why), /system/subscription, and /pricing from the public plans.

/** The demo company's id, as its owner's company list names it. */
async function demoCompanyId(b: BrowserSession): Promise<string> {
  const signedIn = await callApi(b, 'oauth2/token/', {
    email: DEMO_USERS.owner,
    password: DEMO_PASSWORD,
  });
  const companies = (await callApi(b, 'auth/companies/', undefined, signedIn.data.access_token))
    .data as unknown as { id: string }[];
  return companies[0]?.id as string;
}

/** A POST to the back-office that may answer 409 (already in that state). */
async function adminPost(b: BrowserSession, path: string, body: unknown, token: string) {
  const res = await fetch(b.url(`/api/v1.0/admin-ponteiro/${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return res.status;
}

describe('company subscription', () => {
  const b = useBrowser();
  const cleanups: (() => Promise<unknown>)[] = [];

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('a suspended company meets the page that says why (pt, en-US); reactivated, works again', async () => {
    const admin = await adminToken(b);
    const company = await demoCompanyId(b);
    const reason = 'Fatura de novembro em aberto';
    expect(await adminPost(b, `companies/${company}/suspend/`, { reason }, admin)).toBe(200);
    // Whatever happens below, the demo company is reactivated for the other browser tests.
    const reactivate = () =>
      adminPost(b, `companies/${company}/reactivate/`, { reason: 'Teste concluído' }, admin);
    cleanups.push(reactivate);

    await b.page.goto(b.url('/signin'));
    await submitSignIn(b.page, DEMO_USERS.owner);
    await b.page.waitForURL((url) => url.pathname === '/suspended');
    const page = b.page.getByTestId('suspended-screen');
    await page
      .getByRole('heading', { level: 1, name: 'O acesso desta empresa está suspenso' })
      .waitFor();
    expect(await b.page.getByTestId('suspended-reason').innerText()).toBe(reason);
    await page.getByText(/Suspenso desde \d+ de \w+ de \d{4}/).waitFor();
    expect(await b.page.getByTestId('suspended-contact-name').innerText()).toBe('Ponteiro');
    const mail = page.locator('a[href^="mailto:"]');
    expect(await mail.count()).toBe(1);
    await page.getByRole('button', { name: 'Sair' }).waitFor();

    // Any company route leads back to it.
    await b.page.goto(b.url('/employees'));
    await b.page.waitForURL((url) => url.pathname === '/suspended');
    await b.page.getByTestId('suspended-reason').waitFor();

    // In English.
    await b.page.getByTestId('language-switch').click();
    await b.page.getByTestId('language-option-en-US').click();
    await page
      .getByRole('heading', { level: 1, name: "This company's access is suspended" })
      .waitFor();
    await page.getByText('Reason').waitFor();
    expect(await b.page.getByTestId('suspended-reason').innerText()).toBe(reason);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // Reactivated: the next session answer opens the app again.
    expect(await reactivate()).toBe(200);
    await page.getByRole('button', { name: 'Check again' }).click();
    await b.page.waitForURL((url) => url.pathname === '/dashboard');
    await b.page.getByTestId('company-sidebar').waitFor();
  });

  it('/system/subscription shows the plan and the seats used/allowed', async () => {
    const token = await companyToken(b);
    const mine = (await callApi(b, 'company/subscription/', undefined, token)).data as {
      plan: string;
      seats: number | null;
      seats_used: number;
    };
    await signIn(b);
    await b.page.goto(b.url('/system/subscription'));
    const plan = b.page.getByTestId('subscription-plan-name');
    await plan.waitFor();
    expect(await plan.innerText()).toBe(mine.plan);
    const seats = await b.page.getByTestId('subscription-seats').innerText();
    expect(seats).toBe(
      mine.seats === null
        ? `${mine.seats_used} colaboradores ativos · ilimitado`
        : `${mine.seats_used} de ${mine.seats} colaboradores ativos`,
    );
    await b.page.getByTestId('subscription-modules').getByText('Ponto eletrônico').waitFor();
    expect(await b.page.getByTestId('subscription-contact').getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });

  it('the owner asks for a plan change; the back-office reads it as a plan-change request', async () => {
    const note = `Mais 15 colaboradores ${Date.now().toString(36)}`;
    await signIn(b);
    await acceptCookies(b);
    await b.page.goto(b.url('/system/subscription'));
    await b.page.getByTestId('subscription-upgrade').click();
    const dialog = b.page.getByRole('dialog', { name: 'Pedir mudança de plano' });
    await dialog.getByLabel('O que você precisa').fill(note);
    await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
    await b.page.getByText('Pedido enviado. A resposta chega em “Minhas mensagens”.').waitFor();
    const admin = await adminToken(b);
    const found = (await callApi(
      b,
      `admin-ponteiro/feedback/?category=upgrade&search=${encodeURIComponent(note)}`,
      undefined,
      admin,
    )) as { data: { results: { message: string; page: string }[] } };
    expect(found.data.results).toEqual([
      expect.objectContaining({ message: note, page: '/system/subscription' }),
    ]);
  });

  it('a public plan created in the back-office appears on /pricing', async () => {
    const admin = await adminToken(b);
    const name = `Plano E2E ${Date.now() % 100000}`;
    const body = {
      name,
      description: 'Criado pelo teste de navegador.',
      monthly_price_cents: 12_990,
      yearly_price_cents: 129_900,
      seats: 25,
      enable_access: true,
      enable_visitor: false,
      trial_days: 7,
      is_public: true,
    };
    const created = await callApi(b, 'admin-ponteiro/plan/', body, admin);
    const id = created.data.id as string;
    // Hidden again afterwards: the other tests see the demo's public plans only.
    cleanups.push(() =>
      fetch(b.url(`/api/v1.0/admin-ponteiro/plan/${id}/`), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ ...body, is_public: false }),
      }),
    );

    await b.page.goto(b.url('/pricing'));
    const plans = b.page.locator('[data-testid="pricing-plans"][data-source="live"]');
    await plans.waitFor();
    const card = plans.getByTestId('pricing-plan').filter({ hasText: name });
    await card.getByRole('heading', { level: 2, name }).waitFor();
    await card.getByText(/R\$\s129,90/).waitFor();
    await card.getByText(/ou R\$\s1\.299,00 por ano/).waitFor();
    await card.getByText('Até 25 colaboradores ativos').waitFor();
    await card.getByText('Controle de acesso').waitFor();
    await card.getByText('7 dias grátis para testar').waitFor();
    expect(await card.getByText('Visitantes').count()).toBe(0);
    expect(
      await card.getByRole('link', { name: `Testar o ${name} grátis` }).getAttribute('href'),
    ).toBe('/signup');
    // The rest of the page stays: the custom plan and the questions.
    await plans.getByRole('link', { name: 'Fale com vendas' }).waitFor();
    await b.page.getByRole('heading', { level: 2, name: 'Perguntas frequentes' }).waitFor();
  });
});
