import type { TimesheetOverviewRow } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { monthOf } from '../period/month';
import { ANA, CLOSED_PERIOD, figures, MANAGER } from '../timesheet/timesheet-fixtures';
import { OverviewPage } from './overview-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: ['timesheets', 'timesheets.timesheet'] } }),
}));

const BIA = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Bia Souza', cpf: '98765432100' };
const MATRIZ = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Matriz' };

function row(overrides: Partial<TimesheetOverviewRow>): TimesheetOverviewRow {
  return {
    employee: { ...ANA, registration: 'M-001' },
    subsidiary: MATRIZ,
    department: { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', name: 'Vendas' },
    schedule: { id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a', name: 'Comercial' },
    totals: figures({ scheduledMinutes: 10560, workedMinutes: 10000 }),
    problem_days: 0,
    pending_treatments: 0,
    days: 31,
    pending_days: 0,
    status: 'open',
    period: null,
    ...overrides,
  };
}

const ANA_ROW = row({
  totals: figures({
    workedMinutes: 10_590,
    overtime: { '50': 130, '100': 30 },
    nightCreditedMinutes: 0,
    deficitMinutes: 45,
    absenceMinutes: 480,
    hoursBankMinutes: -90,
  }),
  problem_days: 2,
  pending_treatments: 3,
  status: 'closed',
  period: {
    ...CLOSED_PERIOD,
    from: '2026-08-01',
    to: '2026-08-31',
    acceptance: {
      decision: 'disagree',
      note: 'A saída de 05/08 foi às 18:00',
      at: '2026-09-02T13:00:00Z',
      ip: null,
    },
  },
});
const BIA_ROW = row({
  employee: { ...BIA, registration: null },
  totals: figures({ workedMinutes: 9600, hoursBankMinutes: 75 }),
  pending_days: 4,
});

function serve(pages: (call: number) => { pending: number; total: number }) {
  let call = 0;
  apiRequest.mockImplementation(async (path: string, init: { method?: string }) => {
    if (path === 'timesheets/overview/') {
      const progress = pages(call++);
      return {
        results: [ANA_ROW, BIA_ROW],
        count: 2,
        page: 1,
        page_size: 25,
        progress: { pending_days: progress.pending, total_days: progress.total },
      };
    }
    if (path.startsWith('organization/') || path === 'time-policy/schedules/') {
      return { results: [], count: 0, page: 1, page_size: 100 };
    }
    if (init.method === 'POST' && path.startsWith('timesheets/periods/')) {
      return { periods: [{ ...CLOSED_PERIOD, closed_by: MANAGER }] };
    }
    throw new Error(`unexpected call: ${path}`);
  });
}

const overviewCalls = () =>
  apiRequest.mock.calls.filter(([path]) => path === 'timesheets/overview/');
const posts = () => apiRequest.mock.calls.filter(([, init]) => init.method === 'POST');

async function rowOf(name: string): Promise<HTMLElement> {
  const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
  return (await within(table).findByText(name)).closest('tr') as HTMLElement;
}

describe('the timesheets overview', () => {
  beforeEach(() => {
    apiRequest.mockReset();
  });

  it('lists each employee period with totals, problems, status and acceptance', async () => {
    serve(() => ({ pending: 0, total: 62 }));
    renderScreen(<OverviewPage />);
    const ana = await rowOf('Ana Lima');
    expect(overviewCalls()[0]?.[1].query).toEqual({
      page: 1,
      page_size: 25,
      ...monthOf(dayjs().format('YYYY-MM-DD')),
    });
    expect(ana).toHaveTextContent('CPF 123.456.789-09 · Matrícula M-001');
    expect(ana).toHaveTextContent('176:30');
    expect(ana).toHaveTextContent('50%: 2:10');
    expect(ana).toHaveTextContent('100%: 0:30');
    expect(within(ana).getByTestId('overview-bank')).toHaveTextContent('-1:30');
    expect(ana).toHaveTextContent('2 dias');
    expect(within(ana).getByRole('link', { name: '3 tratamentos pendentes' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/timesheets/abnormal-punch?employee_id=${ANA.id}`),
    );
    expect(within(ana).getByText('Fechada')).toBeInTheDocument();
    expect(within(ana).getByTestId('acceptance-disagreed')).toHaveTextContent('Discordou');
    await userEvent.hover(within(ana).getByTestId('acceptance-disagreed'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Observação: A saída de 05/08 foi às 18:00',
    );

    const bia = await rowOf('Bia Souza');
    expect(within(bia).getByTestId('overview-bank')).toHaveTextContent('1:15');
    expect(bia).toHaveTextContent('calculando 4 dias');
    expect(bia).toHaveTextContent('Aberta');
    // The employee opens the timesheet of the same period.
    const month = monthOf(dayjs().format('YYYY-MM-DD'));
    expect(
      within(bia).getByRole('link', { name: 'Abrir a folha de ponto de Bia Souza' }),
    ).toHaveAttribute(
      'href',
      `/timesheets/timesheet?employee_id=${BIA.id}&from=${month.from}&to=${month.to}`,
    );
  });

  it('offers the other timesheet screens the session may open', async () => {
    serve(() => ({ pending: 0, total: 62 }));
    renderScreen(<OverviewPage />);
    const links = await screen.findByTestId('timesheet-links');
    expect(within(links).getByRole('link', { name: /Marcações pelo gestor/ })).toHaveAttribute(
      'href',
      '/timesheets/admin-punch',
    );
    expect(within(links).getByRole('link', { name: /Marcações irregulares/ })).toBeInTheDocument();
    // No timesheets.punch_log: the punch log is not offered.
    expect(within(links).queryByRole('link', { name: /Registro de marcações/ })).toBeNull();
  });

  it('sends the address filters and search', async () => {
    serve(() => ({ pending: 0, total: 62 }));
    renderScreen(
      <OverviewPage />,
      `/?from=2026-08-01&to=2026-08-31&status=problems&subsidiary_id=${MATRIZ.id}&search=ana&page_size=50`,
    );
    await rowOf('Ana Lima');
    expect(overviewCalls()[0]?.[1].query).toEqual({
      page: 1,
      page_size: 50,
      from: '2026-08-01',
      to: '2026-08-31',
      search: 'ana',
      subsidiary_id: MATRIZ.id,
      status: 'problems',
    });
  });

  it('shows the calculation progress and asks again until it is done', async () => {
    serve((call) => (call === 0 ? { pending: 22, total: 62 } : { pending: 0, total: 62 }));
    renderScreen(<OverviewPage />);
    const progress = await screen.findByTestId('overview-progress');
    expect(progress).toHaveTextContent('Calculando: 40 de 62 dias');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
    await waitFor(() => expect(overviewCalls()).toHaveLength(2), { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByTestId('overview-progress')).toBeNull());
  });

  it('closes the period of the selected employees, and reopens it with a reason', async () => {
    serve(() => ({ pending: 0, total: 62 }));
    renderScreen(<OverviewPage />, '/?from=2026-08-01&to=2026-08-31');
    const ana = await rowOf('Ana Lima');
    const bia = await rowOf('Bia Souza');
    await userEvent.click(within(ana).getByRole('checkbox'));
    await userEvent.click(within(bia).getByRole('checkbox'));
    const bar = screen.getByRole('region', { name: '2 colaboradores selecionados' });
    await userEvent.click(within(bar).getByRole('button', { name: /Fechar período/ }));
    const dialog = await screen.findByTestId('period-change-dialog');
    expect(dialog).toHaveTextContent('De 01/08/2026 a 31/08/2026');
    expect(screen.getByText('Fechar o período de 2 colaboradores?')).toBeInTheDocument();
    const confirm = screen
      .getAllByRole('button', { name: 'Fechar período' })
      .find((button) => button.closest('.ant-modal'));
    await userEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.[0]).toBe('timesheets/periods/close/');
    expect(posts()[0]?.[1].body).toEqual({
      employee_ids: [ANA.id, BIA.id],
      from: '2026-08-01',
      to: '2026-08-31',
    });
    // The selection is cleared after the close.
    await waitFor(() => expect(screen.queryByRole('region', { name: /selecionad/ })).toBeNull());

    await userEvent.click(within(await rowOf('Ana Lima')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Reabrir período/ }));
    const reopen = await screen.findByTestId('period-change-dialog');
    await userEvent.type(within(reopen).getByLabelText('Motivo'), 'Ajuste de marcação');
    const ok = screen
      .getAllByRole('button', { name: 'Reabrir período' })
      .find((button) => button.closest('.ant-modal'));
    await userEvent.click(ok as HTMLElement);
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.[0]).toBe('timesheets/periods/reopen/');
    expect(posts()[1]?.[1].body).toEqual({
      employee_ids: [ANA.id],
      from: '2026-08-01',
      to: '2026-08-31',
      reason: 'Ajuste de marcação',
    });
  });
});
