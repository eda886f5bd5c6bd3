import type { HoursBankOpening, HoursBankSettings } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { HoursBankPage } from './hours-bank-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const permissions = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: permissions.list } }),
}));

const SETTINGS: HoursBankSettings = {
  period: 'monthly',
  start_month: 1,
  expiry_months: null,
  daily_cap_minutes: 120,
  period_cap_minutes: null,
  multipliers: { weekday: 100, saturday: 100, rest_day: 200, holiday: 200 },
  at_expiry: 'pay',
  legal_basis: 'CLT art. 59 §6 (acordo individual, tácito ou escrito)',
  updated_at: null,
};
const DEBIT: HoursBankOpening = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  employee: { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Beatriz Saldo' },
  as_of: '2026-11-01',
  minutes: -90,
  note: 'Sistema anterior',
  created_at: '2026-11-02T13:00:00Z',
  created_by: { id: null, name: 'Ana Souza' },
};

function renderPage() {
  apiRequest.mockImplementation(async (path: string, init: { method: string; body?: object }) => {
    if (path === 'time-policy/hours-bank/' && init.method === 'PUT') {
      return { ...SETTINGS, ...init.body, legal_basis: 'CLT art. 59 §5', updated_at: null };
    }
    if (path === 'time-policy/hours-bank/') return SETTINGS;
    if (path === 'time-policy/hours-bank/openings/') {
      return { results: [DEBIT], count: 1, page: 1, page_size: 25 };
    }
    throw new Error(`unexpected call: ${path}`);
  });
  renderScreen(<HoursBankPage />);
}

describe('the hours bank screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    permissions.list = ['settings.time_policy.hours_bank', 'settings.time_policy.hours_bank.edit'];
  });

  it('saves the rules with HH:MM caps as minutes, and lists balances with debits in red', async () => {
    renderPage();
    const rules = await screen.findByTestId('hours-bank-rules');
    expect(rules).toHaveTextContent('Base legal das regras salvas: CLT art. 59 §6');
    expect(within(rules).getByLabelText('Limite de crédito por dia')).toHaveValue('02:00');

    await userEvent.click(within(rules).getByRole('radio', { name: /Semestral/ }));
    const periodCap = within(rules).getByLabelText('Limite de crédito no período');
    await userEvent.type(periodCap, '40 horas');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar regras' }));
    await within(rules).findByText('Informe horas e minutos como HH:MM, por exemplo 02:00.');
    await userEvent.clear(periodCap);
    await userEvent.type(periodCap, '40:30');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar regras' }));
    await waitFor(() =>
      expect(apiRequest.mock.calls.find(([, init]) => init.method === 'PUT')?.[1].body).toEqual({
        period: 'semiannual',
        start_month: 1,
        expiry_months: null,
        daily_cap_minutes: 120,
        period_cap_minutes: 2430,
        multipliers: SETTINGS.multipliers,
        at_expiry: 'pay',
      }),
    );
    await within(rules).findByText('Base legal das regras salvas: CLT art. 59 §5');

    const openings = screen.getByTestId('hours-bank-openings');
    const balance = await within(openings).findByText('-01:30');
    expect(balance).toHaveStyle({ color: '#cf1322' });
    expect(openings).toHaveTextContent('Ana Souza');
    expect(
      within(openings).getByRole('button', {
        name: 'Excluir o saldo de Beatriz Saldo em 01/11/2026',
      }),
    ).toBeInTheDocument();
  });

  it('is read-only without `.edit`: no save, no add, no row actions', async () => {
    permissions.list = ['settings.time_policy.hours_bank'];
    renderPage();
    const rules = await screen.findByTestId('hours-bank-rules');
    expect(within(rules).getByLabelText('Limite de crédito por dia')).toBeDisabled();
    expect(rules).toHaveTextContent('Você pode consultar estas regras, mas não alterá-las.');
    expect(screen.queryByRole('button', { name: 'Salvar regras' })).toBeNull();
    const openings = screen.getByTestId('hours-bank-openings');
    await within(openings).findByText('Beatriz Saldo');
    expect(within(openings).queryByRole('button', { name: /saldo/i })).toBeNull();
  });
});
