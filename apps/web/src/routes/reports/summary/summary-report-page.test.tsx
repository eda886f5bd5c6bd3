import type { SummaryFigures, SummaryReport } from '@ponteiro/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage, renderScreen } from '../../../test/render-screen';
import { SummaryReportPage } from './summary-report-page';

const apiRequest = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({
  roleName: 'admin' as string,
  permissions: ['reports', 'reports.summary'],
}));
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({ useSession: () => ({ data: session }) }));

const figures = (over: Partial<SummaryFigures>): SummaryFigures => ({
  headcount: 2,
  scheduled: 0,
  worked: 0,
  overtime: 0,
  night: 0,
  absence: 0,
  justified: 0,
  late: 0,
  absenteeism_rate: null,
  absenteeism_with_justified_rate: null,
  overtime_rate: null,
  ...over,
});
const id = (n: number) => `0199a1b2-0000-7000-8000-00000000000${n}`;
const REPORT: SummaryReport = {
  from: '2026-09-01',
  to: '2026-09-30',
  departments: [
    {
      department: { id: id(1), name: 'Operações' },
      ...figures({
        scheduled: 20160,
        worked: 2670,
        overtime: 180,
        absence: 17280,
        justified: 480,
        late: 30,
        absenteeism_rate: 85.71,
        absenteeism_with_justified_rate: 88.1,
        overtime_rate: 0.89,
      }),
    },
    { department: null, ...figures({ headcount: 1 }) },
  ],
  subsidiaries: [
    {
      subsidiary: { id: id(3), name: 'Filial Sul' },
      ...figures({ scheduled: 10080, absence: 8640, absenteeism_rate: 85.71, overtime_rate: 0 }),
    },
  ],
  total: figures({
    headcount: 3,
    scheduled: 30240,
    worked: 3600,
    overtime: 630,
    absence: 26880,
    justified: 480,
    late: 30,
    absenteeism_rate: 88.89,
    absenteeism_with_justified_rate: 90.48,
    overtime_rate: 2.08,
  }),
};
const PATH = 'reports/summary/';

beforeEach(async () => {
  await setLanguage('pt');
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string) => {
    if (path === PATH) return REPORT;
    if (path.startsWith('organization/')) return listPage([]);
    throw new Error(`unexpected call: ${path}`);
  });
});

describe('the period summary', () => {
  it('shows the rates with their formula, per department and per subsidiary', async () => {
    renderScreen(<SummaryReportPage />, '/?from=2026-09-01&to=2026-09-30');
    const table = await screen.findByTestId('summary-department-table');
    expect(callsOf(apiRequest, PATH)[0]?.[1].query).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(screen.getByTestId('summary-card-absenteeism')).toHaveTextContent('88,89%');
    expect(screen.getByTestId('summary-card-overtime')).toHaveTextContent('2,08%');
    expect(screen.getByTestId('summary-formula')).toHaveTextContent(
      'Absenteísmo = faltas injustificadas ÷ horas previstas × 100',
    );
    const operations = within(table).getByText('Operações').closest('tr')!;
    expect(
      within(operations)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Operações',
      '2',
      '336:00',
      '44:30',
      '3:00',
      '0:00',
      '288:00',
      '8:00',
      '0:30',
      '85,71%',
      '88,1%',
      '0,89%',
    ]);
    // Without a department, and nothing scheduled: no rate.
    const none = within(table).getByText('Sem departamento').closest('tr')!;
    expect(none).toHaveTextContent('—');
    expect(within(table).getByTestId('summary-department-total')).toHaveTextContent('88,89%');
    expect(screen.getByTestId('summary-department-chart').getAttribute('aria-label')).toContain(
      'Operações: Absenteísmo 85,71%',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Por filial' }));
    const subsidiaries = await screen.findByTestId('summary-subsidiary-table');
    expect(within(subsidiaries).getByText('Filial Sul').closest('tr')).toHaveTextContent('85,71%');
  });

  it('shows that it is working while the first answer comes', async () => {
    apiRequest.mockImplementation(() => new Promise(() => {}));
    renderScreen(<SummaryReportPage />, '/?from=2026-09-01&to=2026-09-30');
    expect(await screen.findByTestId('figures-loading')).toHaveTextContent(
      'Calculando os valores do período…',
    );
  });

  it('says when nobody worked in the period', async () => {
    apiRequest.mockResolvedValue({
      ...REPORT,
      departments: [],
      subsidiaries: [],
      total: figures({ headcount: 0 }),
    });
    renderScreen(<SummaryReportPage />, '/?from=2026-09-01&to=2026-09-30');
    expect(
      await screen.findByText('Nenhum colaborador no período com esses filtros.'),
    ).toBeInTheDocument();
  });
});
