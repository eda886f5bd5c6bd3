import type { HoursBankBalance } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n';
import { renderScreen } from '../../../test/render-screen';
import { HoursBankBalancePage } from './hours-bank-balance-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const permissions = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: permissions.list } }),
}));

const ANA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const LEDGER: HoursBankBalance = {
  employee: { id: ANA, name: 'Ana Banco', registration: 'M-7' },
  rules: {
    period: 'monthly',
    start_month: 1,
    expiry_months: null,
    at_expiry: 'pay',
    ref: 'CLT art. 59 §6',
  },
  from: '2026-07-01',
  to: '2026-07-31',
  opening: { date: '2026-07-01', minutes: 60 },
  balance_before: 0,
  lines: [
    { date: '2026-07-01', kind: 'opening', minutes: 60, balance: 60, note: 'Sistema anterior' },
    { date: '2026-07-06', kind: 'credit', minutes: 60, balance: 120 },
    { date: '2026-07-07', kind: 'debit', minutes: -60, balance: 60 },
    { date: '2026-07-31', kind: 'paid', minutes: -60, balance: 0 },
  ],
  balance: 0,
  period: { from: '2026-07-01', to: '2026-07-31' },
  next_expiry: null,
};

const ledgerCalls = () =>
  apiRequest.mock.calls.filter(([path]) => path === 'ta-events/hours-bank-balance/');

beforeEach(async () => {
  await setLanguage('pt');
  permissions.list = [];
  apiRequest.mockReset();
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'ta-events/hours-bank-balance/') return LEDGER;
    if (path === 'employees/') return { results: [], count: 0, page: 1, page_size: 25 };
    throw new Error(`unexpected call: ${path}`);
  });
});

describe('the hours bank balance', () => {
  it('an employee sees their own statement: balance, rules, each entry and the running balance', async () => {
    renderScreen(<HoursBankBalancePage />);
    const table = await screen.findByTestId('hours-bank-ledger');
    expect(ledgerCalls()[0]?.[1].query).toEqual({});
    expect(screen.queryByLabelText('Colaborador')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '01/07/2026Saldo anterior0:00',
      '01/07/2026Saldo inicial+1:001:00Sistema anterior',
      '06/07/2026Crédito+1:002:00',
      '07/07/2026Débito-1:001:00',
      '31/07/2026Pago como hora extra-1:000:00',
    ]);
    const summary = screen.getByTestId('hours-bank-summary');
    expect(summary).toHaveTextContent('Saldo em 31/07/2026');
    expect(summary).toHaveTextContent('Nada a vencer');
    expect(summary).toHaveTextContent(
      'Mensal · créditos vencem no fim do período · no vencimento, o crédito é pago como hora extra · CLT art. 59 §6',
    );
    expect(summary).toHaveTextContent('Saldo inicial de 1:00 em 01/07/2026.');
  });

  it('who works on timesheets chooses the employee first; the choice and dates go to the server', async () => {
    permissions.list = ['timesheets', 'timesheets.timesheet'];
    renderScreen(<HoursBankBalancePage />, '/?from=2026-07-05&to=2026-07-31');
    expect(
      await screen.findByText('Escolha um colaborador para ver o extrato.'),
    ).toBeInTheDocument();
    expect(ledgerCalls()).toHaveLength(0);
  });

  it('reads the employee and dates from the address', async () => {
    permissions.list = ['timesheets', 'timesheets.timesheet'];
    renderScreen(<HoursBankBalancePage />, `/?employee_id=${ANA}&from=2026-07-05&to=2026-07-31`);
    await screen.findByTestId('hours-bank-ledger');
    await waitFor(() =>
      expect(ledgerCalls()[0]?.[1].query).toEqual({
        employee_id: ANA,
        from: '2026-07-05',
        to: '2026-07-31',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Ana Banco · M-7' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    renderScreen(<HoursBankBalancePage />);
    const table = await screen.findByTestId('hours-bank-ledger');
    expect(within(table).getByText('Paid as overtime')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hours bank balance' })).toBeInTheDocument();
  });
});
