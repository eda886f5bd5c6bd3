import { afterAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yIssues } from './support/a11y.js';
import { adminToken } from './support/api.js';
import { type BrowserSession, useBrowser } from './support/browser.js';
import { DEMO_PASSWORD, signInAdmin } from './support/sign-in.js';

// Issue 16: the platform administrator finds the demo company in /admin/company-list, suspends it
// with a reason, sees its status and the history entry, and reactivates it; then the page in
// English. The demo company is active again at the end whatever happens (later tests use it).

const DEMO = 'Supermercados Bom Preço';
const REASON = `Contrato em revisão ${Date.now() % 100000}`;
const BACK = 'Pagamento regularizado';

const base = inject('baseUrl');
const api = async (path: string, method = 'GET', body?: unknown) => {
  const b = { url: (p: string) => new URL(p, base).toString() } as BrowserSession;
  const token = await adminToken(b);
  const res = await fetch(b.url(`/api/v1.0/admin-ponteiro/${path}`), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { data: unknown } };
};

describe('the companies of the back-office (pt)', () => {
  const b = useBrowser();

  // The demo company is active again whatever happened (later tests sign in to it).
  afterAll(async () => {
    const list = await api(`dashboard/companyList/?search=${encodeURIComponent(DEMO)}`);
    const companies = (list.body.data as { results: { id: string; status: string }[] }).results;
    for (const company of companies.filter((c) => c.status === 'suspended')) {
      await api(`companies/${company.id}/reactivate/`, 'POST', { reason: 'Fim do teste e2e' });
    }
  });

  it('finds the demo company, suspends it with a reason and reactivates it', async () => {
    await signInAdmin(b);
    await b.page.goto(b.url('/admin/company-list'));
    await b.page.getByTestId('admin-companies').waitFor();
    await b.page.getByRole('heading', { name: 'Empresas', exact: true }).waitFor();
    await b.page.getByLabel('Buscar por nome, razão social, CNPJ ou CPF').fill('Bom Preço');
    const row = b.page.getByRole('row', { name: new RegExp(DEMO) });
    await row.waitFor();
    await expect.poll(() => b.page.locator('tbody tr.ant-table-row').count()).toBe(1);
    await row.getByText('Bom Preço Comércio de Alimentos Ltda.', { exact: false }).waitFor();
    await row.getByTestId('company-status').getByText('Ativa').waitFor();
    await expectNoSeriousA11yIssues(b.page, '/admin/company-list');

    await row.getByRole('button', { name: `Ver a empresa ${DEMO}` }).click();
    const drawer = b.page.getByTestId('company-drawer');
    await drawer.getByText('America/Sao_Paulo').waitFor();
    await drawer.getByRole('tab', { name: /Pessoas/ }).click();
    await drawer.getByText('proprietario@demo.ponteiro.com.br').waitFor();

    // Suspend: the reason is required, and the dialog says the users will read it.
    await drawer.getByRole('button', { name: 'Suspender' }).click();
    const modal = b.page.locator('.ant-modal').filter({ hasText: `Suspender ${DEMO}` });
    await modal.getByText(/veem uma página com o motivo/).waitFor();
    await modal.getByRole('button', { name: 'Suspender' }).click();
    await modal.getByText('Informe o motivo (ao menos 3 caracteres).').waitFor();
    await modal.getByLabel('Motivo').fill(REASON);
    await modal.getByRole('button', { name: 'Suspender' }).click();
    await b.page.getByText(`Empresa ${DEMO} suspensa.`).waitFor();
    await modal.waitFor({ state: 'detached' });
    await row.getByTestId('company-status').getByText('Suspensa').waitFor();
    await drawer.getByRole('tab', { name: 'Resumo' }).click();
    await drawer.getByTestId('suspension-reason').getByText(REASON).waitFor();

    await drawer.getByRole('tab', { name: 'Histórico' }).click();
    const newest = drawer.getByTestId('history-entry').first();
    await newest.getByText('Suspensão').waitFor();
    expect(await newest.textContent()).toContain('Situação: Ativa → Suspensa');
    expect(await newest.textContent()).toContain(REASON);

    // Reactivate with a reason; back to active.
    await drawer.getByRole('button', { name: 'Reativar' }).click();
    const back = b.page.locator('.ant-modal').filter({ hasText: `Reativar ${DEMO}` });
    await back.getByText(`Motivo da suspensão: ${REASON}`).waitFor();
    await back.getByLabel('Motivo').fill(BACK);
    await back.getByRole('button', { name: 'Reativar' }).click();
    await b.page.getByText(`Empresa ${DEMO} reativada.`).waitFor();
    await row.getByTestId('company-status').getByText('Ativa').waitFor();
    await drawer.getByTestId('history-entry').first().getByText('Reativação').waitFor();
    expect(await drawer.getByTestId('history-entry').first().textContent()).toContain(BACK);
    await drawer.getByRole('button', { name: 'Suspender' }).waitFor();
  });
});

describe('the companies of the back-office (en-US)', () => {
  const b = useBrowser({ locale: 'en-US' });

  it('shows the list, the filters and the drawer in English', async () => {
    await b.page.goto(b.url('/admin-login'));
    await b.page.getByTestId('admin-login-screen').waitFor();
    await b.page.getByLabel('Username').fill('admin');
    await b.page.getByLabel('Password').fill(DEMO_PASSWORD);
    await b.page.getByLabel('Password').press('Enter');
    await b.page.waitForURL((url) => url.pathname === '/admin/dashboard');

    await b.page.goto(b.url('/admin/company-list'));
    await b.page.getByRole('heading', { name: 'Companies', exact: true }).waitFor();
    await b.page.getByText('Every company: plan, seat usage, distributor and status.').waitFor();
    await b.page.getByRole('combobox', { name: 'Status' }).waitFor();
    await b.page.getByRole('combobox', { name: 'Plan' }).waitFor();
    await b.page.getByRole('combobox', { name: 'Distributor' }).waitFor();
    await b.page.getByLabel('Search by name, legal name, CNPJ or CPF').fill('Bom Preço');
    const row = b.page.getByRole('row', { name: new RegExp(DEMO) });
    await row.getByTestId('company-status').getByText('Active').waitFor();
    await b.page.getByText('1 company').waitFor();
    await expectNoSeriousA11yIssues(b.page, '/admin/company-list (en-US)');

    await row.getByRole('button', { name: `View the company ${DEMO}` }).click();
    const drawer = b.page.getByTestId('company-drawer');
    await drawer.getByText('Legal name').waitFor();
    await drawer.getByRole('button', { name: 'Suspend' }).waitFor();
    await drawer.getByRole('tab', { name: 'History' }).click();
    await drawer.getByTestId('history-entry').first().getByText('Reactivated').waitFor();
  });
});
