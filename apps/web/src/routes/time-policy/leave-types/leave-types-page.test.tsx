import type { LeaveType } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { LeaveTypesPage } from './leave-types-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const permissions = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: permissions.list } }),
}));

const FALTA: LeaveType = {
  id: '3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Falta injustificada',
  code: 'FALTA',
  justified: false,
  paid: false,
  affects_dsr: true,
  requires_document: false,
  max_days: null,
  active: true,
  category: 'other',
  created_at: '2026-01-05T12:00:00Z',
  updated_at: '2026-01-05T12:00:00Z',
};

function renderPage() {
  renderScreen(<LeaveTypesPage />);
}

describe('the leave types screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    apiRequest.mockImplementation(async (path: string, init: { method: string; body?: object }) => {
      if (init.method === 'POST') return { ...FALTA, ...init.body, id: crypto.randomUUID() };
      if (path === 'time-policy/leave-types/') {
        return { results: [FALTA], count: 1, page: 1, page_size: 25 };
      }
      throw new Error(`unexpected call: ${path}`);
    });
    permissions.list = [
      'settings.time_policy.leave_setting',
      'settings.time_policy.leave_setting.add',
    ];
  });

  it('lists the types with their traits and creates one from the form', async () => {
    renderPage();
    const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
    const row = (await within(table).findByText('Falta injustificada')).closest(
      'tr',
    ) as HTMLElement;
    // Justified, paid, costs the DSR, needs a document, max days, active.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Falta injustificada', 'FALTA', 'Não', 'Não', 'Sim', 'Não', 'Sem limite', 'Ativo']);
    // Only `.add`: no edit or delete buttons.
    expect(within(row).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Novo tipo/ }));
    const drawer = await screen.findByTestId('leave-types-drawer');
    await userEvent.type(within(drawer).getByLabelText('Nome'), 'Doação de sangue');
    await userEvent.type(within(drawer).getByLabelText('Código'), 'sangue');
    await userEvent.click(within(drawer).getByLabelText('Remunerado'));
    await userEvent.click(within(drawer).getByLabelText('Exige comprovante'));
    expect(drawer).toHaveTextContent('PDF ou imagem (JPEG ou PNG) de até 5 MB.');
    await userEvent.type(within(drawer).getByLabelText('Máximo de dias'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(apiRequest.mock.calls.find(([, init]) => init.method === 'POST')?.[1].body).toEqual({
        name: 'Doação de sangue',
        code: 'SANGUE',
        justified: true,
        paid: true,
        affects_dsr: false,
        requires_document: true,
        max_days: 1,
        active: true,
        category: 'other',
      }),
    );
  });
});
