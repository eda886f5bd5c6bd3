import type { LeaveBalanceRow, VacationPeriodData } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderScreen } from '../../../test/render-screen';
import { LeaveBalancePage } from './leave-balance-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));

function period(over: Partial<VacationPeriodData>): VacationPeriodData {
  return {
    acquisition_start: '2024-03-06',
    acquisition_end: '2025-03-05',
    concession_end: '2026-03-05',
    unjustified_absences: 0,
    entitled_days: 30,
    accrued_days: 30,
    taken_days: 0,
    double_days: 0,
    left_days: 30,
    status: 'open',
    expiring_soon: false,
    refs: ['CLT art. 130', 'CLT art. 134'],
    ...over,
  };
}

const ANA: LeaveBalanceRow = {
  employee: {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Ana Férias',
    registration: 'M-001',
    department: 'Vendas',
    admission_date: '2023-03-06',
  },
  vacation: {
    periods: [
      period({
        acquisition_start: '2023-03-06',
        acquisition_end: '2024-03-05',
        concession_end: '2025-03-05',
        unjustified_absences: 6,
        entitled_days: 24,
        taken_days: 20,
        left_days: 4,
        status: 'overdue',
        refs: ['CLT art. 130', 'CLT art. 134', 'CLT art. 137; TST Súmula 81'],
      }),
      period({ status: 'acquiring', acquisition_start: '2024-03-06', accrued_days: 22.5 }),
    ],
    advance_days: 0,
    left_days: 4,
    due: '2025-03-05',
    attention: 'overdue',
  },
  leave: [
    {
      leave_type_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      name: 'Atestado médico',
      code: 'ATM',
      category: 'other',
      used_days: 2,
      max_days: null,
    },
    {
      leave_type_id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      name: 'Férias',
      code: 'FER',
      category: 'vacation',
      used_days: 0,
      max_days: 30,
    },
  ],
};

const BRUNO: LeaveBalanceRow = {
  ...ANA,
  employee: { ...ANA.employee, id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a', name: 'Bruno Afastado' },
  vacation: {
    periods: [
      period({
        acquisition_start: '2024-01-15',
        acquisition_end: '2024-09-30',
        entitled_days: 0,
        left_days: 0,
        status: 'lost',
        lost_reason: 'inss_benefit',
        refs: ['CLT art. 133', 'CLT art. 133 §2'],
      }),
    ],
    advance_days: 0,
    left_days: 0,
    due: null,
    attention: null,
  },
  leave: [],
};

const calls = () => apiRequest.mock.calls.filter(([path]) => path === 'ta-events/leave-balance/');

beforeEach(async () => {
  await setLanguage('pt');
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'ta-events/leave-balance/') {
      return {
        year: 2026,
        as_of: '2026-11-28',
        results: [ANA, BRUNO],
        count: 2,
        page: 1,
        page_size: 25,
      };
    }
    if (path.startsWith('organization/')) return { results: [], count: 0, page: 1, page_size: 100 };
    throw new Error(`unexpected call: ${path}`);
  });
});

async function rowOf(name: string): Promise<HTMLElement> {
  return (await screen.findByText(name)).closest('tr') as HTMLElement;
}

describe('the leave balance', () => {
  it('lists what each employee has to take, by when, and the leave used', async () => {
    renderScreen(<LeaveBalancePage />);
    const ana = await rowOf('Ana Férias');
    expect(ana).toHaveTextContent('M-001 · Vendas');
    expect(ana).toHaveTextContent('06/03/2023');
    expect(ana).toHaveTextContent('4 dias');
    expect(ana).toHaveTextContent('05/03/2025');
    expect(within(ana).getByTestId('vacation-attention')).toHaveTextContent(
      'Vencidas: pagar em dobro',
    );
    expect(ana).toHaveTextContent('ATM: 2');
    expect(await screen.findByText('Situação das férias em 28/11/2026.')).toBeInTheDocument();
    const bruno = await rowOf('Bruno Afastado');
    expect(within(bruno).queryByTestId('vacation-attention')).toBeNull();
  });

  it('opens a row: its acquisition periods (with the law) and its leave by type', async () => {
    renderScreen(<LeaveBalancePage />);
    await userEvent.click(await screen.findByText('Ana Férias'));
    const details = await screen.findByTestId('leave-balance-details');
    expect(details).toHaveTextContent('06/03/2023 a 05/03/2024');
    expect(details).toHaveTextContent('Vencidas');
    // The law behind each status is on the tag (tooltip and accessible description).
    expect(within(details).getByText('Vencidas').closest('.ant-tag')).toHaveAttribute(
      'aria-description',
      'CLT art. 130 · CLT art. 134 · CLT art. 137; TST Súmula 81',
    );
    expect(details).toHaveTextContent('22,5 dias adquiridos até agora');
    expect(details).toHaveTextContent('Atestado médico (ATM)');
    expect(details).not.toHaveTextContent('Férias (FER)');

    await userEvent.click(await screen.findByText('Bruno Afastado'));
    const all = await screen.findAllByTestId('leave-balance-details');
    expect(all.at(-1)).toHaveTextContent('Perdido (CLT art. 133)');
    expect(all.at(-1)).toHaveTextContent('Benefício do INSS de mais de 6 meses');
    expect(all.at(-1)).toHaveTextContent('Nenhum afastamento neste ano.');
  });

  it('keeps the year and "needs attention" in the address and asks the server for them', async () => {
    const router = renderScreen(<LeaveBalancePage />, '/?year=2025');
    await rowOf('Ana Férias');
    expect(calls()[0]?.[1].query).toMatchObject({ year: '2025', page: 1, page_size: 25 });
    await userEvent.click(
      screen.getByRole('switch', { name: 'Só com férias vencidas ou a vencer' }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('attention=true'));
    await waitFor(() => expect(calls().at(-1)?.[1].query).toMatchObject({ attention: 'true' }));
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    renderScreen(<LeaveBalancePage />);
    const ana = await rowOf('Ana Férias');
    expect(within(ana).getByTestId('vacation-attention')).toHaveTextContent(
      'Overdue: paid in double',
    );
    expect(screen.getByRole('heading', { name: 'Vacation and leave balance' })).toBeInTheDocument();
  });
});
