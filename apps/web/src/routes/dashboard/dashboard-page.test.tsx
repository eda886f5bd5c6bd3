import type {
  DashboardMe,
  DashboardPerson,
  DashboardThisMonth,
  DashboardToday,
} from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { renderScreen } from '../../test/render-screen';
import { DashboardPage } from './dashboard-page';
import { TODAY_REFRESH_MS } from './staff-dashboard';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ apiRequest }));
const session = vi.hoisted(() => ({ roleName: 'owner' as string, employee: false }));
vi.mock('../../session/session-query', () => ({
  useSession: () => ({
    data: { roleName: session.roleName, permissions: [], subscription: null },
  }),
}));
// The punch card has tests of its own: here only whether it shows.
vi.mock('../ta-events/punch/use-punch-status', () => ({
  usePunchClock: () => ({
    data: { status: { employee: session.employee ? { id: 'e-own' } : null }, offsetMs: 0 },
  }),
}));
vi.mock('../ta-events/punch/punch-section', () => ({
  PunchSection: () => <section data-testid="punch-card">punch</section>,
}));
vi.mock('../ta-events/requests/requests-home', () => ({
  RequestsHome: () => <section data-testid="my-requests">requests</section>,
}));

const person = (over: Partial<DashboardPerson>): DashboardPerson => ({
  id: 'p',
  name: 'Pessoa',
  subsidiary_id: 's1',
  department_id: null,
  status: 'present',
  late: false,
  late_minutes: null,
  working_now: false,
  punches: 0,
  first_punch: null,
  last_punch: null,
  planned_start: '2026-06-04T08:00:00-03:00',
  ...over,
});

const TODAY: DashboardToday = {
  generated_at: '2026-06-04T13:00:00.000Z',
  date: '2026-06-04',
  scope: {
    kind: 'company',
    subsidiaries: [{ id: 's1', name: 'Matriz' }],
    departments: [{ id: 'd1', name: 'Operações', parent_id: null }],
  },
  counts: {
    employees: 4,
    present: 2,
    working_now: 1,
    late: 1,
    absent: 1,
    on_leave: 1,
    off: 0,
    expected: 0,
  },
  people: [
    person({
      id: 'a',
      name: 'Ana Lima',
      working_now: true,
      punches: 1,
      first_punch: '2026-06-04T07:58:00-03:00',
      last_punch: '2026-06-04T07:58:00-03:00',
    }),
    person({
      id: 'b',
      name: 'Bruno Reis',
      late: true,
      late_minutes: 20,
      punches: 2,
      first_punch: '2026-06-04T08:20:00-03:00',
      last_punch: '2026-06-04T09:00:00-03:00',
    }),
    person({ id: 'c', name: 'Carla Dias', status: 'absent' }),
    person({ id: 'd', name: 'Davi Souza', status: 'on_leave' }),
  ],
  by_hour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    punches: hour === 8 ? 2 : 0,
    scheduled: hour === 8 ? 4 : 0,
  })),
  pending: { approvals: 3 },
};

const MONTH: DashboardThisMonth = {
  from: '2026-06-01',
  to: '2026-06-04',
  days: [
    { date: '2026-06-01', overtime_minutes: 90, hours_bank_minutes: 30 },
    { date: '2026-06-02', overtime_minutes: 0, hours_bank_minutes: -15 },
  ],
  totals: { overtime_minutes: 90, hours_bank_minutes: 15 },
  abnormal_punches: 5,
  open_periods: { from: '2026-05-01', to: '2026-05-31', employees: 7 },
  certificate: { valid_until: null, days_left: null },
  vacations: {
    count: 1,
    items: [
      {
        employee: { id: 'c', name: 'Carla Dias' },
        concession_end: '2026-07-10',
        left_days: 30,
        overdue: false,
      },
    ],
  },
};

const ME: DashboardMe = {
  employee: { id: 'e-own', name: 'Ana Silva Santos' },
  date: '2026-06-04',
  status: 'present',
  schedule: [
    { start: '2026-06-04T08:00:00-03:00', end: '2026-06-04T12:00:00-03:00' },
    { start: '2026-06-04T13:00:00-03:00', end: '2026-06-04T17:00:00-03:00' },
  ],
  punches: ['2026-06-04T08:02:00-03:00'],
  late_minutes: null,
};

let answers: Record<string, () => unknown>;

beforeEach(() => {
  session.roleName = 'owner';
  session.employee = false;
  answers = {
    'dashboard/': () => TODAY,
    'dashboard/month/': () => MONTH,
    'dashboard/me/': () => ME,
    'ta-events/hours-bank-balance/': () => ({ balance: 135 }),
    'ta-events/leave-balance/': () => ({
      results: [{ vacation: { left_days: 20, due: '2026-09-30' } }],
    }),
  };
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string) => {
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected ${path}`);
    return answer();
  });
});

describe('DashboardPage (staff)', () => {
  it('shows the counts, the list behind a tile and links to the screens that resolve them', async () => {
    renderScreen(<DashboardPage />);
    const tiles = await screen.findByTestId('dashboard-tiles');
    expect(within(screen.getByTestId('tile-present')).getByText('2')).toBeTruthy();
    expect(
      within(screen.getByTestId('tile-present')).getByText('1 trabalhando agora'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('tile-late')).getByText('1')).toBeTruthy();
    // Present people first; a tile shows its own list.
    const list = screen.getByTestId('dashboard-people');
    expect(within(list).getByText('Ana Lima')).toBeTruthy();
    expect(within(list).getByText('20 min de atraso')).toBeTruthy();
    await userEvent.click(within(tiles).getByRole('button', { name: /Ausentes/ }));
    expect(within(screen.getByTestId('dashboard-people')).getByText('Carla Dias')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-people')).queryByText('Ana Lima')).toBeNull();
    expect(screen.getByRole('link', { name: 'Abrir: Presentes' }).getAttribute('href')).toBe(
      '/timesheets/punch-log',
    );
    expect(
      screen.getByRole('link', { name: 'Abrir: Aprovações aguardando você' }).getAttribute('href'),
    ).toBe('/ta-events#approvals');
    // The month: totals in hours:minutes, open periods, anomalies, certificate, vacations.
    const month = await screen.findByTestId('dashboard-month');
    expect(within(month).getByText('1:30')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-periods')).getByText('7')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-abnormal')).getByText('5')).toBeTruthy();
    expect(
      within(screen.getByTestId('dashboard-certificate')).getByText(/Nenhum certificado/),
    ).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-vacations')).getByText(/Carla Dias/)).toBeTruthy();
    expect(screen.queryByTestId('punch-card')).toBeNull();
  });

  it('refreshes today at most every 30 seconds and filters by department', async () => {
    expect(TODAY_REFRESH_MS).toBeLessThanOrEqual(30_000);
    renderScreen(<DashboardPage />);
    await screen.findByTestId('dashboard-tiles');
    await userEvent.click(screen.getByRole('combobox', { name: 'Departamento' }));
    await userEvent.click(await screen.findByTitle('Operações'));
    await waitFor(() =>
      expect(
        apiRequest.mock.calls.some(
          ([path, init]) =>
            path === 'dashboard/' &&
            (init as { query?: { department_id?: string } }).query?.department_id === 'd1',
        ),
      ).toBe(true),
    );
  });

  it('says so when the dashboard cannot be loaded, with a retry', async () => {
    answers['dashboard/'] = () => {
      throw new ApiError({
        kind: 'http',
        status: 500,
        code: 'internal_error',
        message: 'Falhou',
        path: 'dashboard/',
        method: 'GET',
      });
    };
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('Não foi possível carregar o painel.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('a manager is told they see their departments; staff who are employees keep their card', async () => {
    session.employee = true;
    answers['dashboard/'] = () => ({ ...TODAY, scope: { ...TODAY.scope, kind: 'departments' } });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText(/departamentos que gerencia/)).toBeTruthy();
    expect(screen.getByTestId('punch-card')).toBeTruthy();
    expect(await screen.findByTestId('my-day')).toBeTruthy();
  });
});

describe('DashboardPage (employee)', () => {
  it("shows the employee's own day, balances and requests, not the company's", async () => {
    session.roleName = 'employee';
    session.employee = true;
    renderScreen(<DashboardPage />);
    expect(await screen.findByTestId('employee-dashboard')).toBeTruthy();
    expect(screen.getByTestId('punch-card')).toBeTruthy();
    const day = await screen.findByTestId('my-day-schedule');
    expect(day.textContent).toBe('08:00–12:00 · 13:00–17:00');
    expect((await screen.findByTestId('my-day-punches')).textContent).toBe('08:02');
    const balances = screen.getByTestId('my-balances');
    expect(await within(balances).findByText('2:15')).toBeTruthy();
    expect(await within(balances).findByText('20')).toBeTruthy();
    expect(screen.getByTestId('my-requests')).toBeTruthy();
    expect(screen.queryByTestId('company-dashboard')).toBeNull();
    expect(apiRequest.mock.calls.some(([path]) => path === 'dashboard/')).toBe(false);
  });
});
