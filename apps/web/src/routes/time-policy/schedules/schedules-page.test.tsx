import type { Schedule } from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMERCIAL_WEEK } from './schedule-form-values';
import { SchedulesPage } from './schedules-page';

// The transport under the typed client, and a member who may edit schedules but neither delete
// them nor assign them (no employee.edit): the list hides what the API would refuse.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({
    data: {
      permissions: ['settings.time_policy.schedule', 'settings.time_policy.schedule.edit'],
    },
  }),
}));

function schedule(n: number, name: string, engine: unknown, rules = DEFAULT_RULES): Schedule {
  const id = `00000000-0000-4000-8000-00000000000${n}`;
  return {
    id,
    name,
    code: `C${n}`,
    kind: (engine as { kind: 'weekly' | 'cycle' }).kind,
    current: {
      id,
      effective_from: '2026-11-01',
      schedule: engine,
      rules,
      overrides: {},
      pre_assigned_break: false,
      created_at: '2026-11-01T12:00:00Z',
      created_by: { id: null, name: 'Mariana' },
    },
    versions: n,
    employees: 10 * n,
    created_at: '2026-11-01T12:00:00Z',
    updated_at: '2026-11-01T12:00:00Z',
  } as Schedule;
}

const ROWS = [
  schedule(1, 'Comercial 44h', { kind: 'weekly', days: COMMERCIAL_WEEK }),
  schedule(
    2,
    'Noturno 12x36',
    { kind: 'cycle', anchor: '2026-11-01', pattern: [[['19:00', '07:00']], []] },
    { ...DEFAULT_RULES, restDays: [] },
  ),
];

const UNASSIGNED = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Zélia Prado',
    registration: '1042',
    admission_date: '2026-10-01',
    next_schedule_from: '2026-12-01',
  },
];

function renderPage(rows: Schedule[], unassigned: unknown[] = []) {
  apiRequest.mockImplementation(async (path: string) =>
    path === 'time-policy/schedules/unassigned/'
      ? { results: unassigned, count: unassigned.length, page: 1, page_size: 100 }
      : { results: rows, count: rows.length, page: 1, page_size: 25 },
  );
  const router = createMemoryRouter([{ path: '*', element: <SchedulesPage /> }], {
    initialEntries: ['/time-policy/schedule'],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SchedulesPage', () => {
  beforeEach(() => apiRequest.mockReset());

  it('lists each schedule with its summary, weekly hours by the engine and counts', async () => {
    renderPage(ROWS);
    // The sticky header is a table of its own; the rows are in the last one.
    const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
    const office = (await within(table).findByText('Comercial 44h')).closest('tr') as HTMLElement;
    expect(office).toHaveTextContent('Semanal');
    expect(office).toHaveTextContent('seg–sex 08:00–12:00, 13:00–17:00; sáb 08:00–12:00');
    expect(within(office).getByText('44h')).toBeInTheDocument();
    const night = within(table).getByText('Noturno 12x36').closest('tr') as HTMLElement;
    expect(night).toHaveTextContent('Escala');
    expect(night).toHaveTextContent('12x36 19:00–07:00, a partir de 01/11/2026');
    // 797 credited minutes every other day: 46h30 a week on average.
    expect(within(night).getByText('46h30 (média)')).toBeInTheDocument();
    expect(within(night).getByText('20')).toBeInTheDocument();

    const listCall = apiRequest.mock.calls.find(([path]) => path === 'time-policy/schedules/');
    expect(listCall?.[1]).toMatchObject({
      method: 'GET',
      query: { page: 1, page_size: 25, ordering: 'name' },
    });
    expect(screen.getByRole('button', { name: 'Editar Comercial 44h' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Versões de Comercial 44h' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Atribuir/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Novo horário' })).toBeNull();
  });

  it('names the active employees without a schedule, who cannot be computed', async () => {
    renderPage(ROWS, UNASSIGNED);
    const banner = await screen.findByTestId('unassigned-banner');
    expect(banner).toHaveTextContent(
      '1 colaborador ativo está sem horário: o ponto dele não pode ser calculado até receber um.',
    );
    within(banner).getByRole('button', { name: 'Ver quem' }).click();
    await screen.findByText('Zélia Prado');
    expect(screen.getByText('matrícula 1042 · horário a partir de 01/12/2026')).toBeInTheDocument();
  });

  it('says so when the company has no schedule yet', async () => {
    renderPage([]);
    await screen.findByText('Nenhum horário cadastrado. Crie o primeiro em “Novo horário”.');
  });
});
