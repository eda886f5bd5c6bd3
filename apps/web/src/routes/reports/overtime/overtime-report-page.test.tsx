import type { OvertimeFigures, OvertimeReport } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage, renderScreen } from '../../../test/render-screen';
import { OvertimeReportPage } from './overtime-report-page';

const apiRequest = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({
  roleName: 'admin' as string,
  permissions: ['reports', 'reports.overtime'],
}));
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({ useSession: () => ({ data: session }) }));

const figures = (over: Partial<OvertimeFigures>): OvertimeFigures => ({
  by_rate: { 50: 0, 100: 0 },
  workday: 0,
  rest_day: 0,
  holiday: 0,
  total: 0,
  authorized: 0,
  unauthorized: 0,
  ...over,
});
const VENDAS = { id: '0199a1b2-0000-7000-8000-0000000000d1', name: 'Vendas' };
const ANA = figures({
  by_rate: { 50: 90, 100: 360 },
  workday: 90,
  rest_day: 240,
  holiday: 120,
  total: 450,
  authorized: 60,
  unauthorized: 390,
});
const REPORT: OvertimeReport = {
  from: '2026-09-01',
  to: '2026-09-30',
  rates: ['50', '100'],
  results: [
    {
      employee: {
        id: '0199a1b2-0000-7000-8000-000000000001',
        name: 'Ana Vendas',
        registration: null,
        department: VENDAS,
        subsidiary: { id: '0199a1b2-0000-7000-8000-0000000000s1', name: 'Matriz' },
      },
      ...ANA,
    },
  ],
  count: 1,
  page: 1,
  page_size: 25,
  departments: [{ department: VENDAS, employees: 1, ...ANA }],
  total: { employees: 1, ...ANA },
  months: [{ month: '2026-09', ...ANA }],
};
const TREND: OvertimeReport = {
  ...REPORT,
  from: '2026-04-01',
  months: ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08'].map((month) => ({
    month,
    ...figures({}),
  })),
};
TREND.months.push({ month: '2026-09', ...ANA });
const PATH = 'reports/overtime/';

beforeEach(async () => {
  await setLanguage('pt');
  session.roleName = 'admin';
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string, init: { query?: { from?: string } }) => {
    if (path === PATH) return init.query?.from === '2026-04-01' ? TREND : REPORT;
    if (path === 'reports/jobs/') {
      return {
        id: '0199a1b2-0000-7000-8000-00000000j0b1',
        kind: 'overtime',
        format: 'pdf',
        status: 'queued',
        done: 0,
        total: 0,
      };
    }
    if (path.startsWith('reports/jobs/')) throw new Error('not followed in this test');
    if (path.startsWith('organization/')) return listPage([]);
    throw new Error(`unexpected call: ${path}`);
  });
});

describe('the overtime report', () => {
  it('shows the totals, the per-employee and department tables and the trend', async () => {
    renderScreen(<OvertimeReportPage />, '/?from=2026-09-01&to=2026-09-30');
    const employees = await screen.findByTestId('overtime-employees');
    const queries = callsOf(apiRequest, PATH).map(([, init]) => init.query);
    expect(queries).toContainEqual({
      from: '2026-09-01',
      to: '2026-09-30',
      page: 1,
      page_size: 25,
    });
    // The trend: the six months up to the period's end.
    expect(queries).toContainEqual({
      from: '2026-04-01',
      to: '2026-09-30',
      page: 1,
      page_size: 25,
    });
    expect(screen.getByTestId('overtime-card-total')).toHaveTextContent('7:30');
    expect(screen.getByTestId('overtime-card-unauthorized')).toHaveTextContent('6:30');
    const header = within(employees)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(header).toEqual([
      'Colaborador',
      '50%',
      '100%',
      'Dia útil',
      'DSR',
      'Feriado',
      'Total',
      'Autorizadas',
      'Não autorizadas',
    ]);
    const row = within(employees).getByText('Ana Vendas').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Ana Vendas', '1:30', '6:00', '1:30', '4:00', '2:00', '7:30', '1:00', '6:30']);
    expect(within(employees).getByTestId('overtime-total')).toHaveTextContent('Total');
    const departments = screen.getByTestId('overtime-departments');
    expect(within(departments).getByText('Vendas').closest('tr')).toHaveTextContent('7:30');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('overtime-trend')).getByRole('img').getAttribute('aria-label'),
      ).toContain('09/2026: 7:30'),
    );
  });

  it('says when there is no overtime', async () => {
    const none = {
      ...REPORT,
      results: [],
      count: 0,
      departments: [],
      total: { employees: 0, ...figures({}) },
      months: [{ month: '2026-09', ...figures({}) }],
    };
    apiRequest.mockImplementation(async (path: string) => {
      if (path === PATH) return none;
      throw new Error(`unexpected call: ${path}`);
    });
    renderScreen(<OvertimeReportPage />, '/?from=2026-09-01&to=2026-09-30');
    expect(await screen.findByText('Nenhuma hora extra no período.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma hora extra nesses meses.')).toBeInTheDocument();
    expect(screen.queryByTestId('overtime-departments')).toBeNull();
  });

  it('makes the file as a report job with the same selection', async () => {
    renderScreen(<OvertimeReportPage />, '/?from=2026-09-01&to=2026-09-30');
    await screen.findByTestId('overtime-employees');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar XLSX' }));
    await waitFor(() => expect(callsOf(apiRequest, 'reports/jobs/', 'POST')).toHaveLength(1));
    expect(callsOf(apiRequest, 'reports/jobs/', 'POST')[0]?.[1].body).toEqual({
      kind: 'overtime',
      format: 'xlsx',
      from: '2026-09-01',
      to: '2026-09-30',
    });
  });
});
