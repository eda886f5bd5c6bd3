import type { AbnormalPunch, PunchLogEntry } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { AbnormalPunchApprovalPage, AbnormalPunchPage } from './abnormal-punch-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: ['timesheets.timesheet'] } }),
}));
// Leaflet does not draw in jsdom: the map is the organization area's, tested there.
vi.mock('../../organization/geofence-map', () => ({
  default: ({ label }: { label: string }) => (
    <div data-testid="geofence-map" role="application" aria-label={label} />
  ),
}));

const ANA = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ana Lima', cpf: '12345678909' };
const BIA = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Bia Souza', cpf: '98765432100' };
const MATRIZ = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Matriz' };
const MANAGER = { id: '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f', name: 'Carla Gestora' };

function punch(overrides: Partial<PunchLogEntry>): PunchLogEntry {
  return {
    id: crypto.randomUUID(),
    kind: 'recorded',
    employee: ANA,
    subsidiary: MATRIZ,
    nsr: 41,
    punched_at: '2026-08-04T12:00:30-03:00',
    recorded_at: '2026-08-04T12:00:31-03:00',
    time_zone: 'America/Sao_Paulo',
    source: 'web',
    collector: '02',
    offline: false,
    hash: 'ab'.repeat(32),
    flags: [],
    latitude: null,
    longitude: null,
    accuracy_m: null,
    status: 'valid',
    treatments: [],
    receipt_url: null,
    ...overrides,
  };
}

function item(
  overrides: Partial<AbnormalPunch> & Pick<AbnormalPunch, 'kind' | 'day'>,
): AbnormalPunch {
  const employee = overrides.employee ?? ANA;
  const recordId = overrides.punch?.id ?? '';
  return {
    id: `${overrides.kind}:${employee.id}:${overrides.day}:${recordId}`,
    employee,
    subsidiary: MATRIZ,
    punch: null,
    detail: {},
    decision: null,
    ...overrides,
  };
}

const REPEATED_PUNCH = punch({});
const FAR_PUNCH = punch({ nsr: 45, punched_at: '2026-08-04T19:30:00-03:00' });
const ODD = item({ kind: 'odd_count', day: '2026-08-03', detail: { count: 3 } });
const MISSING = item({
  kind: 'missing',
  day: '2026-08-06',
  employee: BIA,
  detail: { count: 0, planned: 4 },
});
const REPEATED = item({
  kind: 'repeated',
  day: '2026-08-04',
  punch: REPEATED_PUNCH,
  detail: { previous: '2026-08-04T12:00:00-03:00', seconds_apart: 30 },
});
const FAR = item({
  kind: 'far_from_schedule',
  day: '2026-08-04',
  punch: FAR_PUNCH,
  detail: { expected: '2026-08-04T17:00:00-03:00', minutes_off: 150 },
});
const DECIDED = item({
  ...FAR,
  punch: { ...FAR_PUNCH, status: 'disregarded' },
  decision: {
    decision: 'disregard',
    reason: 'Saída registrada por engano',
    author: MANAGER,
    created_at: '2026-08-05T13:00:00Z',
  },
});

function answer(results: AbnormalPunch[]) {
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'timesheets/abnormal-punches/') {
      return { results, count: results.length, page: 1, page_size: 25 };
    }
    if (path === 'timesheets/abnormal-punches/decisions/') return { decided: 1 };
    if (path === 'employees/') return { results: [], count: 0, page: 1, page_size: 25 };
    if (path === `employees/${ANA.id}/`) return { ...ANA };
    if (path === 'organization/subsidiaries/') {
      return { results: [MATRIZ], count: 1, page: 1, page_size: 100 };
    }
    throw new Error(`unexpected call: ${path}`);
  });
}

const lastQuery = () =>
  apiRequest.mock.calls.filter(([path]) => path === 'timesheets/abnormal-punches/').at(-1)?.[1]
    .query;
const posts = () => apiRequest.mock.calls.filter(([, init]) => init.method === 'POST');

const rowOf = async (text: string) => {
  const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
};

const modalButton = (name: string) =>
  within(document.querySelector('.ant-modal') as HTMLElement).getByRole('button', { name });

describe('abnormal punches', () => {
  beforeEach(() => {
    apiRequest.mockReset();
  });

  it('lists the pending anomalies with what each one means, in figures', async () => {
    answer([MISSING, REPEATED, FAR, ODD]);
    renderScreen(<AbnormalPunchPage />);

    const odd = await rowOf('3 marcações no dia');
    expect(odd).toHaveTextContent('Ana Lima');
    expect(odd).toHaveTextContent('CPF 123.456.789-09');
    expect(odd).toHaveTextContent('03/08/2026');
    expect(within(odd).getByText('Quantidade ímpar')).toBeInTheDocument();
    expect(odd).toHaveTextContent('O dia inteiro');
    expect(await rowOf('0 de 4 marcações previstas')).toHaveTextContent('Bia Souza');
    const repeated = await rowOf('30 s depois da anterior (12:00)');
    expect(repeated).toHaveTextContent('Repetida');
    expect(repeated).toHaveTextContent('12:00 · NSR 41');
    expect(await rowOf('150 min do previsto (17:00)')).toHaveTextContent('19:30');

    // Each kind is explained in words.
    const help = screen.getByTestId('abnormal-help');
    expect(help).toHaveTextContent('O que cada alerta significa');
    expect(help).toHaveTextContent(
      'A marcação está a mais de 60 minutos de qualquer horário previsto para o dia.',
    );
    // Pending, the last 7 days, the first page.
    expect(lastQuery()).toMatchObject({ page: 1, page_size: 25, status: 'pending' });
    expect(lastQuery().from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A day can be approved, not disregarded; a punch both.
    expect(within(odd).queryByRole('button', { name: /Desconsiderar/ })).toBeNull();
    expect(
      within(repeated).getByRole('button', {
        name: 'Desconsiderar a marcação de Ana Lima em 04/08/2026 (“Repetida”)',
      }),
    ).toBeInTheDocument();
  });

  it('sends the address filters, cuts a long period to 31 days and says so', async () => {
    answer([]);
    const router = renderScreen(
      <AbnormalPunchPage />,
      `/?employee_id=${ANA.id}&from=2026-01-01&to=2026-03-31&kind=missing&subsidiary_id=${MATRIZ.id}`,
    );
    expect(await screen.findByText('Nenhuma ocorrência com estes filtros.')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: 1,
        page_size: 25,
        employee_id: ANA.id,
        subsidiary_id: MATRIZ.id,
        from: '2026-01-01',
        to: '2026-01-31',
        kind: 'missing',
        status: 'pending',
      }),
    );
    expect(
      screen.getByText('O período tem no máximo 31 dias: mostrando de 01/01/2026 a 31/01/2026.'),
    ).toBeInTheDocument();
    const filters = screen.getByTestId('abnormal-filters');
    expect(await within(filters).findByText('Ana Lima')).toBeInTheDocument();
    expect(within(filters).getByText('Marcação faltando')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      await screen.findByText('Nenhuma marcação irregular pendente no período.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver as ocorrências já decididas' })).toHaveAttribute(
      'href',
      '/timesheets/abnormal-punch-approval',
    );
  });

  it('approves one day from its row, with a reason the contract checks', async () => {
    answer([ODD, REPEATED]);
    renderScreen(<AbnormalPunchPage />);
    const odd = await rowOf('3 marcações no dia');
    await userEvent.click(
      within(odd).getByRole('button', {
        name: 'Aprovar “Quantidade ímpar” de Ana Lima em 03/08/2026',
      }),
    );
    const dialog = await screen.findByTestId('decision-dialog');
    expect(screen.getByText('Aprovar 1 ocorrência?')).toBeInTheDocument();
    await userEvent.click(modalButton('Aprovar'));
    expect(
      await within(dialog).findByText('Informe o motivo (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Saída autorizada');
    const loads = apiRequest.mock.calls.length;
    await userEvent.click(modalButton('Aprovar'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [path, init] = posts()[0] ?? [];
    expect(path).toBe('timesheets/abnormal-punches/decisions/');
    expect(init.body).toEqual({
      items: [{ kind: 'odd_count', employee_id: ANA.id, day: '2026-08-03' }],
      decision: 'approve',
      reason: 'Saída autorizada',
    });
    await waitFor(() => expect(screen.queryByTestId('decision-dialog')).toBeNull());
    // The list is fetched again.
    await waitFor(() => expect(apiRequest.mock.calls.length).toBeGreaterThan(loads + 1));
  });

  it('disregards the selected punches in bulk; a day in the selection allows approval only', async () => {
    answer([ODD, REPEATED, FAR]);
    renderScreen(<AbnormalPunchPage />);
    const repeated = await rowOf('30 s depois da anterior (12:00)');
    const far = await rowOf('150 min do previsto (17:00)');
    await userEvent.click(within(repeated).getByRole('checkbox'));
    await userEvent.click(within(far).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: '2 ocorrências selecionadas' });

    const odd = await rowOf('3 marcações no dia');
    await userEvent.click(within(odd).getByRole('checkbox'));
    const three = await screen.findByRole('region', { name: '3 ocorrências selecionadas' });
    expect(within(three).getByRole('button', { name: /Desconsiderar/ })).toBeDisabled();
    expect(three).toHaveTextContent('só podem ser aprovadas');
    await userEvent.click(within(odd).getByRole('checkbox'));
    await waitFor(() => expect(bar).toBeInTheDocument());

    const two = await screen.findByRole('region', { name: '2 ocorrências selecionadas' });
    await userEvent.click(within(two).getByRole('button', { name: /Desconsiderar/ }));
    const dialog = await screen.findByTestId('decision-dialog');
    expect(screen.getByText('Desconsiderar 2 marcações?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('deixam de contar na jornada');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Marcações em duplicidade');
    await userEvent.click(modalButton('Desconsiderar'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.[1].body).toEqual({
      items: [
        {
          kind: 'repeated',
          employee_id: ANA.id,
          day: '2026-08-04',
          record_id: REPEATED_PUNCH.id,
        },
        {
          kind: 'far_from_schedule',
          employee_id: ANA.id,
          day: '2026-08-04',
          record_id: FAR_PUNCH.id,
        },
      ],
      decision: 'disregard',
      reason: 'Marcações em duplicidade',
    });
    // Done: the selection is cleared.
    await waitFor(() => expect(screen.queryByRole('region', { name: /selecionadas/ })).toBeNull());
  });

  it('shows the decided ones with who, when and why; approved or disregarded', async () => {
    answer([DECIDED]);
    const router = renderScreen(<AbnormalPunchApprovalPage />);
    expect(
      await screen.findByRole('heading', { name: 'Aprovação de ajustes' }),
    ).toBeInTheDocument();
    const row = await rowOf('Saída registrada por engano');
    // The decision, and the punch's own status beside it.
    expect(within(row).getAllByText('Desconsiderada', { selector: '.ant-tag' })).toHaveLength(2);
    expect(row).toHaveTextContent('Carla Gestora em 05/08/2026');
    expect(row).toHaveTextContent('Longe do horário');
    expect(within(row).getByText(/^19:30/)).toHaveClass('punch-when--disregarded');
    // Read-only: no selection, no actions.
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('button', { name: /Aprovar/ })).toBeNull();
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'approved' }));

    expect(screen.getByRole('radio', { name: 'Aprovadas' })).toBeChecked();
    await userEvent.click(screen.getByText('Desconsideradas'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=disregarded'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'disregarded' }));
  });
});
