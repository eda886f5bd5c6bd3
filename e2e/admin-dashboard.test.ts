import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousA11yIssues } from './support/a11y.js';
import { adminToken, callApi, companyToken } from './support/api.js';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { DEMO_PASSWORD, DEMO_USERS } from './support/sign-in.js';

// Issue 16: a platform administrator opens the three dashboards and the list of every user, in
// Portuguese and in English, and sees the figures the API gives for the seeded data. The demo
// company is put for the time of the test on a plan whose seats equal its active employees, so
// it appears among the companies near their limit (its trial comes back at the end).

interface Dashboard {
  companies: { total: number; suspended: number };
  users: { total: number; active_30d: number };
  subscriptions: { trial: number; active: number; past_due: number };
  employees: number;
  devices: number;
  mrr_cents: number;
  near_seat_limit: { company: { name: string }; plan: { name: string }; used: number }[];
  recent_companies: { name: string }[];
  users_by_role: Record<'owner' | 'admin' | 'employee' | 'custom', number>;
}

const LOCALES = { pt: 'pt-BR', 'en-US': 'en-US' } as const;
const planName = `Painel E2E ${Date.now() % 100000}`;
let admin: string;
let subscriptionId: string;
let companyName: string;

async function api(path: string, method = 'GET', body?: unknown) {
  const res = await fetch(new URL(`/api/v1.0/${path}`, inject('baseUrl')), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: unknown }).data;
}

const dashboard = async () => (await api('admin-ponteiro/dashboard/companyInfo/')) as Dashboard;

/** Text as Intl writes it, with the (narrow) no-break spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const number = (lang: keyof typeof LOCALES, n: number) =>
  new Intl.NumberFormat(LOCALES[lang]).format(n);
const money = (lang: keyof typeof LOCALES, cents: number) =>
  plain(
    new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'BRL' }).format(
      cents / 100,
    ),
  );

async function expectFigure(page: Page, testId: string, ...texts: string[]) {
  const card = page.getByTestId(testId);
  await card.waitFor();
  const content = plain(await card.textContent());
  for (const text of texts) expect(content, testId).toContain(plain(text));
}

async function settle(page: Page, testId: string) {
  await page.getByTestId(testId).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').first().waitFor({
    state: 'detached',
  });
  await page.waitForTimeout(400);
}

async function signInAdminHere(b: BrowserSession, lang: keyof typeof LOCALES) {
  await b.page.goto(b.url('/admin-login'));
  await b.page.getByTestId('admin-login-screen').waitFor();
  await b.page.getByLabel(lang === 'pt' ? 'Usuário' : 'Username').fill('admin');
  await b.page.getByLabel(lang === 'pt' ? 'Senha' : 'Password').fill(DEMO_PASSWORD);
  await b.page.getByLabel(lang === 'pt' ? 'Senha' : 'Password').press('Enter');
  await b.page.waitForURL((url) => url.pathname === '/admin/dashboard');
}

const TEXTS = {
  pt: {
    suspended: (n: number) => `${n} ${n === 1 ? 'suspensa' : 'suspensas'}`,
    seats: (used: number) => `${used} de ${used}`,
    owner: 'Proprietário',
    search: 'Buscar por nome ou e-mail',
    title: 'Painel',
    nav: 'Painéis',
  },
  'en-US': {
    suspended: (n: number) => `${n} suspended`,
    seats: (used: number) => `${used} of ${used}`,
    owner: 'Owner',
    search: 'Search by name or email',
    title: 'Dashboard',
    nav: 'Dashboards',
  },
} as const;

beforeAll(async () => {
  const b = {
    url: (path: string) => new URL(path, inject('baseUrl')).toString(),
  } as BrowserSession;
  admin = await adminToken(b);
  const owner = await companyToken(b);
  const active = (
    (await callApi(b, 'organization/dashboard/', undefined, owner)).data as {
      active: number;
    }
  ).active;
  // The company of the owner's token (companyToken selects the first one).
  const signedIn = await callApi(b, 'oauth2/token/', {
    email: DEMO_USERS.owner,
    password: DEMO_PASSWORD,
  });
  const mine = (await callApi(b, 'auth/companies/', undefined, signedIn.data.access_token))
    .data as unknown as { id: string }[];
  const companyId = mine[0]!.id;
  const plan = (await api('admin-ponteiro/plan/', 'POST', {
    name: planName,
    description: null,
    monthly_price_cents: 12_345,
    yearly_price_cents: 123_450,
    seats: Math.max(active, 1),
    enable_access: true,
    enable_visitor: true,
  })) as { id: string };
  const subscription = (await api('admin-ponteiro/subscription/', 'POST', {
    company_id: companyId,
    plan_id: plan.id,
    status: 'active',
    starts_on: '2026-01-01',
  })) as { id: string; company: { name: string } };
  subscriptionId = subscription.id;
  companyName = subscription.company.name;
});

afterAll(async () => {
  // The demo company goes back to its trial (later tests add employees).
  if (subscriptionId) await api(`admin-ponteiro/subscription/${subscriptionId}/`, 'DELETE');
});

for (const lang of ['pt', 'en-US'] as const) {
  describe(`back-office dashboards (${lang})`, () => {
    const b = useBrowser({ locale: LOCALES[lang] });
    const tx = TEXTS[lang];

    it('shows the figures of the three dashboards and lists every user', async () => {
      const data = await dashboard();
      expect(data.near_seat_limit.map((n) => n.plan.name)).toContain(planName);
      expect(data.mrr_cents).toBeGreaterThanOrEqual(12_345);

      await signInAdminHere(b, lang);
      await settle(b.page, 'admin-dashboard');
      await b.page.getByRole('heading', { name: tx.title, exact: true }).waitFor();
      await expectFigure(
        b.page,
        'figure-companies',
        number(lang, data.companies.total),
        tx.suspended(data.companies.suspended),
      );
      await expectFigure(b.page, 'figure-users', number(lang, data.users.total));
      await expectFigure(
        b.page,
        'figure-active-subscriptions',
        number(lang, data.subscriptions.active),
      );
      await expectFigure(
        b.page,
        'figure-trial-subscriptions',
        number(lang, data.subscriptions.trial),
      );
      await expectFigure(b.page, 'figure-employees', number(lang, data.employees));
      await expectFigure(b.page, 'figure-devices', number(lang, data.devices));
      await expectFigure(b.page, 'figure-mrr', money(lang, data.mrr_cents));
      // The MRR chart is drawn (this month has revenue).
      await b.page.getByTestId('mrr-chart').locator('.recharts-area').first().waitFor();
      await b.page.getByTestId('growth-chart').locator('.recharts-bar').first().waitFor();
      expect(await seriousA11yIssues(b.page)).toEqual([]);

      // On to the companies dashboard through its own menu.
      await b.page
        .getByRole('navigation', { name: tx.nav })
        .getByText(lang === 'pt' ? 'Empresas' : 'Companies', { exact: true })
        .click();
      await b.page.waitForURL((url) => url.pathname === '/admin/dashboard-company');
      await settle(b.page, 'admin-dashboard-company');
      const near = b.page
        .getByTestId('near-seat-limit')
        .getByRole('row', { name: new RegExp(planName) });
      await near.waitFor();
      const used = data.near_seat_limit.find((n) => n.plan.name === planName)!.used;
      expect(plain(await near.textContent())).toContain(companyName);
      expect(plain(await near.textContent())).toContain(tx.seats(used));
      await b.page
        .getByTestId('recent-companies')
        .getByText(data.recent_companies[0]!.name)
        .first()
        .waitFor();
      expect(await seriousA11yIssues(b.page)).toEqual([]);

      await b.page.goto(b.url('/admin/dashboard-user'));
      await settle(b.page, 'admin-dashboard-user');
      await expectFigure(b.page, 'figure-users', number(lang, data.users.total));
      await expectFigure(b.page, 'figure-active-users', number(lang, data.users.active_30d));
      await expectFigure(b.page, 'role-owner', tx.owner, number(lang, data.users_by_role.owner));
      await expectFigure(b.page, 'role-employee', number(lang, data.users_by_role.employee));
      expect(await seriousA11yIssues(b.page)).toEqual([]);

      await b.page.goto(b.url('/admin/user-list'));
      await settle(b.page, 'admin-user-list');
      await b.page.getByPlaceholder(tx.search).fill(DEMO_USERS.owner);
      const row = b.page.getByRole('row', { name: new RegExp(DEMO_USERS.owner) });
      await row.waitFor();
      await expect.poll(() => b.page.locator('tbody tr.ant-table-row').count()).toBe(1);
      expect(plain(await row.textContent())).toContain(`${companyName} · ${tx.owner}`);
      expect(await seriousA11yIssues(b.page)).toEqual([]);
    }, 120_000);
  });
}
