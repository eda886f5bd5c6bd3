import type { PunchLogEntry, Treatment } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { AdminPunchPage } from './admin-punch-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: ['timesheets.timesheet'] } }),
}));

const ANA = { id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ana Lima', cpf: '12345678909' };
const BIA = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Bia Souza', cpf: '98765432100' };
const MANAGER = { id: '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f', name: 'Carla Gestora' };

function entry(overrides: Partial<PunchLogEntry>): PunchLogEntry {
  return {
    id: crypto.randomUUID(),
    kind: 'recorded',
    employee: ANA,
    subsidiary: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Matriz' },
    nsr: 41,
    punched_at: '2026-08-03T08:01:00-03:00',
    recorded_at: '2026-08-03T08:01:02-03:00',
    time_zone: 'America/Sao_Paulo',
    source: 'web',
    collector: '03',
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

const DISREGARD: Treatment = {
  id: crypto.randomUUID(),
  kind: 'disregard',
  reason: 'Marcação em duplicidade',
  author: MANAGER,
  created_at: '2026-08-04T13:00:00Z',
  undone: false,
};
const VALID = entry({});
const DISREGARDED = entry({
  nsr: 42,
  punched_at: '2026-08-03T12:00:00-03:00',
  status: 'disregarded',
  treatments: [DISREGARD],
});
const INCLUDED_ID = crypto.randomUUID();
const INCLUDED = entry({
  id: INCLUDED_ID,
  kind: 'included',
  employee: BIA,
  nsr: null,
  hash: null,
  collector: null,
  source: 'admin',
  punched_at: '2026-08-03T18:00:00-03:00',
  treatments: [
    {
      id: INCLUDED_ID,
      kind: 'include',
      reason: 'Esqueceu de marcar a saída',
      author: MANAGER,
      created_at: '2026-08-04T12:00:00Z',
      undone: false,
    },
  ],
});

function renderPage() {
  apiRequest.mockImplementation(async (path: string, init: { method: string; body?: object }) => {
    if (path === 'timesheets/punch-log/') {
      return { results: [VALID, DISREGARDED, INCLUDED], count: 3, page: 1, page_size: 25 };
    }
    if (path === 'employees/') return { results: [ANA, BIA], count: 2, page: 1, page_size: 25 };
    if (path === 'timesheets/admin-punches/') return { ...INCLUDED, employee: ANA };
    if (path === 'timesheets/admin-punches/bulk/') return { created: [INCLUDED, INCLUDED] };
    if (path === `timesheets/punches/${VALID.id}/disregard/`) {
      return { ...VALID, status: 'disregarded', treatments: [{ ...DISREGARD, ...init.body }] };
    }
    if (path === `timesheets/treatments/${DISREGARD.id}/undo/`) {
      return {
        ...DISREGARDED,
        status: 'valid',
        treatments: [
          { ...DISREGARD, undone: true },
          { ...DISREGARD, id: crypto.randomUUID(), kind: 'undo', ...init.body },
        ],
      };
    }
    throw new Error(`unexpected call: ${path}`);
  });
  renderScreen(<AdminPunchPage />);
}

const posts = () => apiRequest.mock.calls.filter(([, init]) => init.method === 'POST');
const punchLogLoads = () =>
  apiRequest.mock.calls.filter(([path]) => path === 'timesheets/punch-log/').length;

async function pickEmployee(name: string) {
  const form = screen.getByTestId('include-punch');
  await userEvent.click(within(form).getByLabelText('Colaboradores'));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${name}"]`,
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  await userEvent.click(option);
}

async function fillTimeAndReason(time: string, reason: string) {
  const form = screen.getByTestId('include-punch');
  await userEvent.type(within(form).getByLabelText('Hora'), time);
  await userEvent.type(within(form).getByLabelText('Motivo'), reason);
}

const rowOf = async (text: string) => {
  const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
};

describe('punches by manager', () => {
  beforeEach(() => {
    apiRequest.mockReset();
  });

  it('includes a punch for one employee: a wall time and the reason; the list refreshes', async () => {
    renderPage();
    await rowOf('03/08/2026 08:01');
    const loads = punchLogLoads();
    await pickEmployee('Ana Lima');
    await fillTimeAndReason('0800', 'Esqueceu de marcar a entrada');
    await userEvent.click(screen.getByRole('button', { name: /Incluir marcação/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [path, init] = posts()[0] ?? [];
    expect(path).toBe('timesheets/admin-punches/');
    expect(init.body).toEqual({
      employee_id: ANA.id,
      // The date defaults to today; the time was normalized from "0800" when the field was left.
      punched_at: `${dayjs().format('YYYY-MM-DD')}T08:00`,
      reason: 'Esqueceu de marcar a entrada',
    });
    await waitFor(() => expect(punchLogLoads()).toBeGreaterThan(loads));
  });

  it('includes the same punch for several employees in one call', async () => {
    renderPage();
    await rowOf('03/08/2026 08:01');
    await pickEmployee('Ana Lima');
    await pickEmployee('Bia Souza');
    await fillTimeAndReason('18:00', 'Sistema fora do ar');
    await userEvent.click(screen.getByRole('button', { name: /Incluir 2 marcações/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [path, init] = posts()[0] ?? [];
    expect(path).toBe('timesheets/admin-punches/bulk/');
    expect(init.body).toEqual({
      employee_ids: [ANA.id, BIA.id],
      punched_at: `${dayjs().format('YYYY-MM-DD')}T18:00`,
      reason: 'Sistema fora do ar',
    });
  });

  it("checks the form with the contract's rules before sending", async () => {
    renderPage();
    await rowOf('03/08/2026 08:01');
    const form = screen.getByTestId('include-punch');
    await userEvent.type(within(form).getByLabelText('Motivo'), 'ok');
    await userEvent.click(screen.getByRole('button', { name: /Incluir marcação/ }));
    // The form validates its fields one after the other: each message may come a moment later
    // on a busy machine.
    const slow = { timeout: 15_000 };
    expect(await within(form).findByText('Campo obrigatório.', {}, slow)).toBeInTheDocument();
    expect(
      await within(form).findByText('Informe a hora como HH:MM, por exemplo 08:00.', {}, slow),
    ).toBeInTheDocument();
    expect(
      await within(form).findByText('Informe o motivo (ao menos 3 caracteres).', {}, slow),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('shows included punches beside the originals; only valid recorded ones can be disregarded', async () => {
    renderPage();
    const included = await rowOf('03/08/2026 18:00');
    expect(within(included).getByText('Incluída')).toBeInTheDocument();
    expect(included).toHaveTextContent('por Carla Gestora: Esqueceu de marcar a saída');
    expect(within(included).queryByRole('button', { name: /Desconsiderar/ })).toBeNull();
    const disregarded = await rowOf('03/08/2026 12:00');
    expect(within(disregarded).queryByRole('button', { name: /Desconsiderar/ })).toBeNull();

    const valid = await rowOf('03/08/2026 08:01');
    await userEvent.click(
      within(valid).getByRole('button', {
        name: 'Desconsiderar a marcação de Ana Lima em 03/08/2026 08:01',
      }),
    );
    const dialog = await screen.findByTestId('treatment-dialog');
    expect(dialog).toHaveTextContent('A marcação de 03/08/2026 08:01 deixa de contar na jornada.');
    const confirm = () =>
      within(document.querySelector('.ant-modal') as HTMLElement).getByRole('button', {
        name: 'Desconsiderar',
      });
    await userEvent.click(confirm());
    expect(
      await within(dialog).findByText('Informe o motivo (ao menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Marcação por engano');
    await userEvent.click(confirm());
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [path, init] = posts()[0] ?? [];
    expect(path).toBe(`timesheets/punches/${VALID.id}/disregard/`);
    expect(init.body).toEqual({ reason: 'Marcação por engano' });
    await waitFor(() => expect(screen.queryByTestId('treatment-dialog')).toBeNull());
  });

  it('undoes a disregard from the history, with a reason, and shows the history after', async () => {
    renderPage();
    const disregarded = await rowOf('03/08/2026 12:00');
    await userEvent.click(within(disregarded).getByRole('button', { name: /expand/i }));
    const history = await screen.findByTestId('punch-history');
    await userEvent.click(
      within(history).getByRole('button', {
        name: 'Desfazer o tratamento “Desconsideração” de 03/08/2026 12:00',
      }),
    );
    const dialog = await screen.findByTestId('treatment-dialog');
    expect(dialog).toHaveTextContent('A marcação de Ana Lima em 03/08/2026 12:00 volta a ser');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Não era duplicada');
    await userEvent.click(
      within(document.querySelector('.ant-modal') as HTMLElement).getByRole('button', {
        name: 'Desfazer',
      }),
    );
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [path, init] = posts()[0] ?? [];
    expect(path).toBe(`timesheets/treatments/${DISREGARD.id}/undo/`);
    expect(init.body).toEqual({ reason: 'Não era duplicada' });

    const result = await screen.findByTestId('treatment-result');
    expect(result).toHaveTextContent('Histórico da marcação agora:');
    expect(result).toHaveTextContent('DesconsideraçãoDesfeito');
    expect(result).toHaveTextContent('Motivo: Não era duplicada');
    // An undo cannot itself be undone.
    expect(within(result).queryByRole('button')).toBeNull();
  });
});
