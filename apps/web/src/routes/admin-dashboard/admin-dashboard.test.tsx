import type { AdminDashboard, DashboardMonth } from '@ponteiro/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAdminSlug } from '../../api/admin-path';
import { ApiError } from '../../api/api-error';
import { setLanguage } from '../../i18n';
import { renderScreen } from '../../test/render-screen';
import { AdminDashboardCompanyPage } from './companies-page';
import { AdminDashboardPage } from './overview-page';
import { formatCents, formatCentsShort, monthLabel } from './use-dashboard';
import { AdminDashboardUserPage } from './users-page';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ apiRequest }));

const month = (i: number, over: Partial<DashboardMonth> = {}): DashboardMonth => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  new_companies: 0,
  new_users: 0,
  churned: 0,
  mrr_cents: 0,
  ...over,
});

const ALFA = '33333333-3333-4333-8333-333333333333';
const DASHBOARD: AdminDashboard = {
  companies: { total: 1234, suspended: 3 },
  users: { total: 5678, active_30d: 910 },
  subscriptions: { trial: 40, active: 1100, past_due: 7 },
  employees: 45_678,
  devices: 321,
  mrr_cents: 12_345_678,
  monthly: Array.from({ length: 12 }, (_, i) =>
    month(i, { new_companies: i, new_users: 2 * i, churned: i % 2, mrr_cents: i * 1000 }),
  ),
  near_seat_limit: [
    {
      company: { id: ALFA, name: 'Alfa Relógios' },
      plan: { id: '11111111-1111-4111-8111-111111111111', name: 'Pro' },
      used: 9,
      seats: 10,
    },
  ],
  recent_companies: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Gama Comércio',
      created_at: '2026-11-20T12:00:00.000Z',
      suspended: true,
      plan: { id: '22222222-2222-4222-8222-222222222222', name: 'Teste' },
      status: 'trial',
    },
    {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Sem Plano Ltda',
      created_at: '2026-11-19T12:00:00.000Z',
      suspended: false,
      plan: null,
      status: null,
    },
  ],
  users_by_role: { owner: 1200, admin: 300, employee: 4000, custom: 25 },
};
const EMPTY: AdminDashboard = {
  companies: { total: 0, suspended: 0 },
  users: { total: 0, active_30d: 0 },
  subscriptions: { trial: 0, active: 0, past_due: 0 },
  employees: 0,
  devices: 0,
  mrr_cents: 0,
  monthly: Array.from({ length: 12 }, (_, i) => month(i)),
  near_seat_limit: [],
  recent_companies: [],
  users_by_role: { owner: 0, admin: 0, employee: 0, custom: 0 },
};

let answer: AdminDashboard | Error = DASHBOARD;

beforeEach(async () => {
  await setLanguage('pt');
  setAdminSlug('test');
  answer = DASHBOARD;
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'admin-test/dashboard/companyInfo/') {
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error(`unexpected call: ${path}`);
  });
});

const figure = (testId: string) => screen.findByTestId(testId);

describe('formatting', () => {
  it('money in BRL per language, months the same in both', async () => {
    expect(formatCents(12_345_678)).toMatch(/^R\$\s123\.456,78$/);
    expect(monthLabel('2026-03')).toBe('03/2026');
    await setLanguage('en-US');
    expect(formatCents(12_345_678)).toBe('R$123,456.78');
    expect(formatCentsShort(12_345_678)).toBe('R$123.5K');
  });
});

describe('/admin/dashboard', () => {
  it('shows the figures in pt', async () => {
    renderScreen(<AdminDashboardPage />, '/admin/dashboard');
    expect(await figure('figure-companies')).toHaveTextContent('1.234');
    expect(await figure('figure-companies')).toHaveTextContent('3 suspensas');
    expect(await figure('figure-users')).toHaveTextContent('5.678');
    expect(await figure('figure-users')).toHaveTextContent('910 ativos nos últimos 30 dias');
    expect(await figure('figure-active-subscriptions')).toHaveTextContent('1.100');
    expect(await figure('figure-active-subscriptions')).toHaveTextContent('7 em atraso');
    expect(await figure('figure-trial-subscriptions')).toHaveTextContent('40');
    expect(await figure('figure-employees')).toHaveTextContent('45.678');
    expect(await figure('figure-devices')).toHaveTextContent('321');
    expect((await figure('figure-mrr')).textContent).toMatch(/R\$\s123\.456,78/);
    expect(await figure('growth-chart')).toHaveTextContent('Crescimento e cancelamentos');
    expect(await figure('mrr-chart')).toHaveTextContent('MRR ao fim de cada mês');
  });

  it('in en-US too', async () => {
    await setLanguage('en-US');
    renderScreen(<AdminDashboardPage />, '/admin/dashboard');
    expect(await figure('figure-companies')).toHaveTextContent('1,234');
    expect(await figure('figure-companies')).toHaveTextContent('3 suspended');
    expect(await figure('figure-mrr')).toHaveTextContent('R$123,456.78');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('empty charts say so', async () => {
    answer = EMPTY;
    renderScreen(<AdminDashboardPage />, '/admin/dashboard');
    expect(await figure('growth-chart')).toHaveTextContent(
      'Nenhum movimento nos últimos 12 meses.',
    );
    expect(await figure('mrr-chart')).toHaveTextContent('Nenhum movimento nos últimos 12 meses.');
  });

  it('a failed load shows the error and tries again', async () => {
    answer = new ApiError({
      kind: 'http',
      status: 500,
      code: 'internal',
      message: 'boom',
      path: 'admin-test/dashboard/companyInfo/',
      method: 'GET',
    });
    renderScreen(<AdminDashboardPage />, '/admin/dashboard');
    expect(
      await screen.findByText('Não foi possível carregar os números do painel.'),
    ).toBeInTheDocument();
    answer = DASHBOARD;
    await userEvent.click(screen.getByRole('button', { name: /tentar/i }));
    expect(await figure('figure-companies')).toHaveTextContent('1.234');
  });

  it('its menu goes to the other dashboards', async () => {
    const router = renderScreen(<AdminDashboardPage />, '/admin/dashboard');
    await figure('figure-companies');
    await userEvent.click(screen.getByText('Empresas', { selector: '.ant-segmented-item-label' }));
    expect(router.state.location.pathname).toBe('/admin/dashboard-company');
  });
});

describe('/admin/dashboard-company', () => {
  it('lists the companies near their limit and the recent sign-ups', async () => {
    renderScreen(<AdminDashboardCompanyPage />, '/admin/dashboard-company');
    const near = await figure('near-seat-limit');
    const alfa = (await within(near).findByText('Alfa Relógios')).closest('tr') as HTMLElement;
    expect(alfa).toHaveTextContent('Pro');
    expect(alfa).toHaveTextContent('9 de 10');
    expect(alfa).toHaveTextContent('90%');
    expect(within(alfa).getByRole('link', { name: 'Usuários de Alfa Relógios' })).toHaveAttribute(
      'href',
      `/admin/user-list?company_id=${ALFA}`,
    );
    expect(within(near).getByRole('link', { name: 'Ver a lista de empresas' })).toHaveAttribute(
      'href',
      '/admin/company-list',
    );
    const recent = await figure('recent-companies');
    const gama = within(recent).getByText('Gama Comércio').closest('tr') as HTMLElement;
    expect(gama).toHaveTextContent('Suspensa');
    expect(gama).toHaveTextContent('Teste');
    expect(gama).toHaveTextContent('20/11/2026');
    expect(within(recent).getByText('Sem Plano Ltda').closest('tr')).toHaveTextContent('Sem plano');
    expect(await figure('figure-suspended')).toHaveTextContent('3');
  });

  it('empty tables say so', async () => {
    answer = EMPTY;
    renderScreen(<AdminDashboardCompanyPage />, '/admin/dashboard-company');
    expect(await figure('near-seat-limit')).toHaveTextContent('Nenhuma empresa perto do limite.');
    expect(await figure('recent-companies')).toHaveTextContent('Nenhuma empresa cadastrada ainda.');
  });
});

describe('/admin/dashboard-user', () => {
  it('shows users, the active ones and the roles', async () => {
    await setLanguage('en-US');
    renderScreen(<AdminDashboardUserPage />, '/admin/dashboard-user');
    expect(await figure('figure-users')).toHaveTextContent('5,678');
    expect(await figure('figure-active-users')).toHaveTextContent('910');
    expect(await figure('figure-inactive-users')).toHaveTextContent('4,768');
    expect(await figure('role-owner')).toHaveTextContent('Owner1,200');
    expect(await figure('role-employee')).toHaveTextContent('Employee4,000');
    expect(await figure('role-custom')).toHaveTextContent('Custom role25');
  });

  it('no roles: an empty state', async () => {
    answer = EMPTY;
    renderScreen(<AdminDashboardUserPage />, '/admin/dashboard-user');
    expect(await figure('users-by-role')).toHaveTextContent('Nenhum usuário vinculado a empresas.');
  });
});
