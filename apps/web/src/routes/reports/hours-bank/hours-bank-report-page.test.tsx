import type { HoursBankReport } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { setLanguage } from '../../../i18n';
import { callsOf, listPage, renderScreen } from '../../../test/render-screen';
import { HoursBankReportPage } from './hours-bank-report-page';

const apiRequest = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({
  roleName: 'admin' as string,
  permissions: ['reports', 'reports.hours_bank'],
}));
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({ useSession: () => ({ data: session }) }));

const CARLA = '0199a1b2-0000-7000-8000-000000000003';
const REPORT: HoursBankReport = {
  from: '2026-09-01',
  to: '2026-09-30',
  rules: {
    period: 'monthly',
    start_month: 1,
    expiry_months: null,
    at_expiry: 'pay',
    ref: 'CLT art. 59 §6',
  },
  results: [
    {
      employee: {
        id: CARLA,
        name: 'Carla Banco',
        registration: 'M-3',
        department: { id: '0199a1b2-0000-7000-8000-0000000000d2', name: 'Operações' },
        subsidiary: { id: '0199a1b2-0000-7000-8000-0000000000s2', name: 'Filial Sul' },
      },
      balance_before: 0,
      credits: 180,
      debits: -60,
      adjustments: 30,
      paid: 0,
      forfeited: 0,
      balance: 150,
      expired: [],
      next_expiry: { date: '2026-09-30', minutes: 150 },
    },
  ],
  count: 1,
  page: 1,
  page_size: 25,
  left_out: 3,
};
const PATH = 'reports/hours-bank/';

beforeEach(async () => {
  await setLanguage('pt');
  session.roleName = 'admin';
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string) => {
    if (path === PATH) return REPORT;
    if (path.startsWith('organization/')) return listPage([]);
    throw new Error(`unexpected call: ${path}`);
  });
});

describe('the hours bank report', () => {
  it("lists each bank employee's balances and movements, and who was left out", async () => {
    renderScreen(<HoursBankReportPage />, '/?from=2026-09-01&to=2026-09-30');
    const table = await screen.findByTestId('hours-bank-table');
    expect(callsOf(apiRequest, PATH)[0]?.[1].query).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
      page: 1,
      page_size: 25,
    });
    const row = within(table).getByText('Carla Banco').closest('tr')!;
    expect(row).toHaveTextContent('Matrícula M-3');
    expect(row).toHaveTextContent('Operações');
    expect(row).toHaveTextContent('+3:00');
    expect(row).toHaveTextContent('-1:00');
    expect(row).toHaveTextContent('+0:30');
    expect(row).toHaveTextContent('2:30 em 30/09/2026');
    expect(screen.getByTestId('hours-bank-left-out')).toHaveTextContent(
      '3 colaboradores da seleção não estão em horário com banco de horas',
    );
    expect(screen.getByTestId('hours-bank-rules')).toHaveTextContent(
      'compensação mensal · créditos vencem no fim do período · no vencimento, pagos como hora extra',
    );
    // The files are report jobs, in both formats.
    expect(screen.getByRole('button', { name: 'Gerar PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Gerar XLSX' })).toBeEnabled();
  });

  it('says when nobody is on the bank', async () => {
    apiRequest.mockResolvedValue({ ...REPORT, results: [], count: 0, left_out: 4, rules: null });
    renderScreen(<HoursBankReportPage />, '/?from=2026-09-01&to=2026-09-30');
    expect(
      await screen.findByText(
        'Nenhum colaborador da seleção está em horário com banco de horas neste período.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('hours-bank-rules')).toBeNull();
  });

  it('shows the error with a way to ask again', async () => {
    let fail = true;
    apiRequest.mockImplementation(async () => {
      if (fail) {
        throw new ApiError({
          kind: 'http',
          status: 400,
          code: 'validation_error',
          message: 'Não foi possível calcular.',
          path: PATH,
          method: 'GET',
        });
      }
      return REPORT;
    });
    renderScreen(<HoursBankReportPage />, '/?from=2026-09-01&to=2026-09-30');
    expect(await screen.findByText(/Não foi possível calcular/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('hours-bank-table')).toBeInTheDocument();
  });

  it('an Employee gets their own figures, without choosing whom', async () => {
    session.roleName = 'employee';
    renderScreen(<HoursBankReportPage />, '/?from=2026-09-01&to=2026-09-30');
    expect(await screen.findByTestId('hours-bank-table')).toBeInTheDocument();
    expect(screen.getByText('Você vê apenas os seus próprios valores.')).toBeInTheDocument();
    expect(screen.queryByTestId('report-scope')).toBeNull();
    expect(callsOf(apiRequest, PATH)[0]?.[1].query).not.toHaveProperty('department_id');
  });

  it('waits for the department before asking', async () => {
    renderScreen(<HoursBankReportPage />, '/?from=2026-09-01&to=2026-09-30&scope=department');
    expect(await screen.findByTestId('figures-incomplete')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gerar PDF' })).toBeDisabled());
    expect(callsOf(apiRequest, PATH)).toHaveLength(0);
  });
});
