import type { Employee, ScheduleAssignment } from '@ponteiro/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScheduleSection } from './schedule-section';

// The transport under the typed client: the section's calls reach it with their path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ apiRequest }));
const permissions = vi.hoisted(() => ({ list: ['employee', 'employee.edit'] }));
vi.mock('../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: permissions.list } }),
}));

const EMPLOYEE = { id: '7d1c7a52-4a8e-4c1e-9b7a-1f2d3c4b5a69', name: 'Rita Nogueira' } as Employee;
const NONE = 'Sem horário atribuído — não é possível calcular o ponto deste colaborador.';

const assignment = (over: Partial<ScheduleAssignment>): ScheduleAssignment => ({
  id: crypto.randomUUID(),
  schedule: { id: crypto.randomUUID(), name: 'Noturno 12x36', code: 'N1236' },
  effective_from: '2026-11-02',
  current: false,
  created_at: '2026-10-30T13:05:00Z',
  created_by: { id: crypto.randomUUID(), name: 'Ana Souza' },
  ...over,
});

function renderSection(assignments: ScheduleAssignment[]) {
  apiRequest.mockImplementation(async (path: string) => {
    if (path === `employees/${EMPLOYEE.id}/schedules/`) return assignments;
    throw new Error(`unexpected call: ${path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ScheduleSection employee={EMPLOYEE} />
    </QueryClientProvider>,
  );
}

describe('the side panel schedule section', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    permissions.list = ['employee', 'employee.edit'];
  });

  it('says plainly that there is no schedule, and offers to assign one', async () => {
    renderSection([]);
    expect(await screen.findByText(NONE)).toBeInTheDocument();
    expect(screen.getByText('Nenhum horário atribuído até agora.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Atribuir horário/ })).toBeInTheDocument();
    expect(screen.queryByTestId('current-schedule')).toBeNull();

    // The preview says the same, without asking the API for a scenario it would refuse.
    await userEvent.click(screen.getByRole('button', { name: /Pré-visualizar semana/ }));
    const preview = await screen.findByTestId('week-preview');
    expect(within(preview).getByText(NONE)).toBeInTheDocument();
    expect(apiRequest.mock.calls.map(([path]) => path)).toEqual([
      `employees/${EMPLOYEE.id}/schedules/`,
    ]);
  });

  it('shows the schedule in force, the next one and the history; assigning needs employee.edit', async () => {
    permissions.list = ['employee'];
    renderSection([
      assignment({
        effective_from: '2099-01-04',
        schedule: { id: 'b', name: 'Comercial', code: 'ADM' },
      }),
      assignment({ current: true }),
      assignment({ effective_from: '2026-01-05', created_by: { id: null, name: null } }),
    ]);
    const current = await screen.findByTestId('current-schedule');
    expect(current).toHaveTextContent('Noturno 12x36 (N1236)');
    expect(current).toHaveTextContent('desde 02/11/2026');
    expect(current).toHaveTextContent('A partir de 04/01/2099: Comercial (ADM).');
    expect(screen.queryByText(NONE)).toBeNull();

    const history = screen.getByTestId('schedule-history');
    const items = within(history).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('04/01/2099 · Comercial (ADM)'),
      expect.stringMatching(
        /02\/11\/2026 · Noturno 12x36 \(N1236\) Em vigor.*por Ana Souza em 30\/10\/2026/,
      ),
      expect.stringContaining('pelo sistema em'),
    ]);
    expect(screen.queryByRole('button', { name: /Atribuir horário/ })).toBeNull();
  });
});
