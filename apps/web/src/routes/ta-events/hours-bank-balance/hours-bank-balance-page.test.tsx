import type { HoursBankBalance } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    if (path === 'ta-events/hours-bank-balance/adjustments/') {
      return {
        id: 'x',
        employee_id: ANA,
        day: '2026-07-20',
        minutes: -90,
        reason: 'r',
        created_at: '',
      };
    }
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

  it('adjusts the balance by hand: a debit of 1:30 with its reason', async () => {
    permissions.list = ['timesheets', 'timesheets.timesheet'];
    renderScreen(<HoursBankBalancePage />, `/?employee_id=${ANA}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajustar saldo' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing to record yet: zero hours are refused in the form.
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Acerto acordado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lançar ajuste' }));
    expect(
      await within(dialog).findByText('Informe horas diferentes de zero.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Débito'));
    const hours = within(dialog).getByLabelText('Horas');
    await userEvent.clear(hours);
    await userEvent.type(hours, '1');
    const minutes = within(dialog).getByLabelText('Minutos');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lançar ajuste' }));
    await waitFor(() => {
      const post = apiRequest.mock.calls.find(([, init]) => init.method === 'POST');
      expect(post?.[0]).toBe('ta-events/hours-bank-balance/adjustments/');
      expect(post?.[1].body).toMatchObject({
        employee_id: ANA,
        minutes: -90,
        reason: 'Acerto acordado',
      });
    });
  });

  it('speaks English', async () => {
    await setLanguage('en-US');
    renderScreen(<HoursBankBalancePage />);
    const table = await screen.findByTestId('hours-bank-ledger');
    expect(within(table).getByText('Paid as overtime')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hours bank balance' })).toBeInTheDocument();
  });
});
