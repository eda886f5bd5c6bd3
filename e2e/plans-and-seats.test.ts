import { describe, expect, it } from 'vitest';
import { adminToken, callApi, companyToken } from './support/api.js';
import type { BrowserSession } from './support/browser.js';
import { acceptCookies, useBrowser } from './support/browser.js';
import { signIn, signInAdmin } from './support/sign-in.js';

// Issue 16: the subscription is real. The administrator creates a plan with access control and
// subscribes the demo company to it in the back-office; the company's menu follows the plan.
// Beyond the plan's seats a new employee is refused. Every subscription made here is deleted at
// the end, so the demo company is back on its trial for the other browser tests.

/** A CPF with valid check digits, different on every run. */
function newCpf(): string {
  const digits = String(100_000_000 + (Date.now() % 800_000_000))
    .slice(0, 9)
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((s, d, i) => s + d * (length + 1 - i), 0);
    const r = (sum * 10) % 11;
    digits.push(r === 10 ? 0 : r);
  }
  return digits.join('');
}

const api = (b: BrowserSession, path: string) => b.url(`/api/v1.0/${path}`);

async function send(
  b: BrowserSession,
  method: 'POST' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
) {
  const res = await fetch(api(b, path), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as { data: { id: string } };
}

/** The demo company's id, as its owner's token names it. */
async function demoCompanyId(b: BrowserSession): Promise<string> {
  const owner = await companyToken(b);
  const session = await callApi(b, 'base/user/session/', undefined, owner);
  return session.data.companyId as string;
}

/** A plan made through the API (prices in centavos). */
async function createPlan(
  b: BrowserSession,
  admin: string,
  name: string,
  over: Record<string, unknown>,
): Promise<string> {
  const created = await send(b, 'POST', 'admin-ponteiro/plan/', admin, {
    name,
    description: null,
    monthly_price_cents: 9900,
    yearly_price_cents: 99_000,
    seats: null,
    enable_access: false,
    enable_visitor: false,
    ...over,
  });
  return created.data.id;
}

async function subscribe(b: BrowserSession, admin: string, companyId: string, planId: string) {
  const created = await send(b, 'POST', 'admin-ponteiro/subscription/', admin, {
    company_id: companyId,
    plan_id: planId,
    starts_on: '2026-11-01',
  });
  return created.data.id;
}

/** Deletes the company's subscriptions made by the test (the trial stays). */
async function unsubscribeAll(b: BrowserSession, admin: string, companyId: string) {
  const list = await callApi(
    b,
    `admin-ponteiro/subscription/?company_id=${companyId}&page_size=100`,
    undefined,
    admin,
  );
  const rows = (list.data as unknown as { results: { id: string; status: string }[] }).results;
  for (const row of rows) {
    if (row.status !== 'trial') {
      await send(b, 'DELETE', `admin-ponteiro/subscription/${row.id}/`, admin);
    }
  }
}

describe('plans, subscriptions and seats', () => {
  const b = useBrowser();

  it('a plan with access control, subscribed in the back-office, brings the access menu', async () => {
    const admin = await adminToken(b);
    const companyId = await demoCompanyId(b);
    const stamp = Date.now() % 100_000;
    try {
      // On a plan without access control the company has no access group.
      await subscribe(
        b,
        admin,
        companyId,
        await createPlan(b, admin, `Só Ponto ${stamp}`, { seats: 1000 }),
      );
      await signIn(b);
      const sidebar = b.page.getByTestId('company-sidebar');
      await sidebar.getByText('Colaboradores').waitFor();
      expect(await sidebar.getByText('Acesso', { exact: true }).count()).toBe(0);

      // The administrator creates the plan in /admin/plan…
      await signInAdmin(b);
      await b.page.goto(b.url('/admin/plan'));
      await b.page.getByRole('button', { name: 'Novo plano' }).click();
      const dialog = b.page.getByRole('dialog');
      const planName = `Completo ${stamp}`;
      await dialog.getByLabel('Nome', { exact: true }).fill(planName);
      await dialog.getByLabel('Preço mensal (R$)').fill('199,90');
      await dialog.getByLabel('Preço anual (R$)').fill('1999,00');
      await dialog.getByLabel('Colaboradores').fill('500');
      await dialog.getByLabel('Controle de acesso').check();
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await b.page.getByText(`Plano ${planName} criado.`).waitFor();

      // …and subscribes the demo company to it in /admin/subscription.
      await b.page.goto(b.url('/admin/subscription'));
      await b.page.getByRole('button', { name: 'Nova assinatura' }).click();
      const subscription = b.page.getByRole('dialog');
      await subscription.getByLabel('Empresa').click();
      await subscription.getByLabel('Empresa').fill('Bom Preço');
      await b.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await subscription.getByLabel('Plano').click();
      await subscription.getByLabel('Plano').fill(planName);
      await b.page
        .locator('.ant-select-dropdown:visible')
        .getByText(planName, { exact: true })
        .click();
      await subscription.getByRole('button', { name: 'Salvar' }).click();
      await b.page.getByText(/Assinatura de .* criada\./).waitFor();
      await b.page.getByRole('row', { name: new RegExp(planName) }).waitFor();

      // The company user, signing in again (on a browser without the earlier sessions), now has
      // the access group.
      await b.context.clearCookies();
      await signIn(b);
      await b.page.getByTestId('company-sidebar').getByText('Acesso', { exact: true }).waitFor();
    } finally {
      await unsubscribeAll(b, admin, companyId);
    }
  });

  it("refuses a new employee beyond the plan's seats, with the limit in the message", async () => {
    const admin = await adminToken(b);
    const owner = await companyToken(b);
    const companyId = await demoCompanyId(b);
    const mine = await callApi(b, 'company/subscription/', undefined, owner);
    const used = mine.data.seats_used as number;
    try {
      await subscribe(
        b,
        admin,
        companyId,
        await createPlan(b, admin, `Lotado ${Date.now() % 100_000}`, { seats: used }),
      );
      await signIn(b);
      await acceptCookies(b);
      await b.page.goto(b.url('/employees/create'));
      await b.page.getByTestId('employee-form').waitFor();
      await b.page.getByLabel('Nome completo').fill('Pessoa Sem Vaga');
      await b.page.getByLabel('CPF', { exact: true }).fill(newCpf());
      const admission = b.page.getByLabel('Data de admissão', { exact: true });
      await admission.click();
      await admission.fill('02/03/2025');
      await admission.press('Enter');
      const subsidiary = b.page.getByLabel('Estabelecimento', { exact: true });
      await subsidiary.click();
      await b.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      await b.page.getByRole('button', { name: 'Salvar' }).click();
      await b.page
        .getByText(
          `O plano da empresa permite ${used} colaboradores ativos: desative alguém ou peça um plano maior.`,
        )
        .first()
        .waitFor();
    } finally {
      await unsubscribeAll(b, admin, companyId);
    }
  });
});
