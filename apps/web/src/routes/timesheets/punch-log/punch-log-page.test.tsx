import type { PunchLogEntry } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { PunchLogPage } from './punch-log-page';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: ['timesheets.punch_log'] } }),
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
const HASH = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';
const MANAGER = { id: '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f', name: 'Carla Gestora' };

function entry(overrides: Partial<PunchLogEntry>): PunchLogEntry {
  return {
    id: crypto.randomUUID(),
    kind: 'recorded',
    employee: ANA,
    subsidiary: MATRIZ,
    nsr: 41,
    punched_at: '2026-08-03T08:01:00-03:00',
    recorded_at: '2026-08-03T08:01:02-03:00',
    time_zone: 'America/Sao_Paulo',
    source: 'mobile',
    collector: '02',
    offline: false,
    hash: HASH,
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

const OUTSIDE = entry({
  flags: ['outside_geofence'],
  latitude: -23.5505,
  longitude: -46.6333,
  accuracy_m: 12.4,
});
const DISREGARDED = entry({
  nsr: 42,
  punched_at: '2026-08-03T12:00:00-03:00',
  status: 'disregarded',
  treatments: [
    {
      id: crypto.randomUUID(),
      kind: 'disregard',
      reason: 'Marcação em duplicidade',
      author: MANAGER,
      created_at: '2026-08-04T13:00:00Z',
      undone: false,
    },
  ],
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

function answer(results: PunchLogEntry[]) {
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'timesheets/punch-log/') {
      return { results, count: results.length, page: 1, page_size: 25 };
    }
    if (path === 'employees/') return { results: [], count: 0, page: 1, page_size: 25 };
    if (path === `employees/${ANA.id}/`) return { ...ANA };
    if (path === 'organization/subsidiaries/') {
      return { results: [MATRIZ], count: 1, page: 1, page_size: 100 };
    }
    throw new Error(`unexpected call: ${path}`);
  });
}

const rowOf = async (text: string) => {
  const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
};

describe('the punch log', () => {
  beforeEach(() => {
    apiRequest.mockReset();
  });

  it('lists punches with CPF, zone, NSR, hash, flags, status and treatments', async () => {
    answer([OUTSIDE, DISREGARDED, INCLUDED]);
    renderScreen(<PunchLogPage />);

    const outside = await rowOf('03/08/2026 08:01');
    expect(outside).toHaveTextContent('Ana Lima');
    expect(outside).toHaveTextContent('CPF 123.456.789-09');
    // The tests run in UTC: the workplace's zone is named.
    expect(outside).toHaveTextContent('fuso America/Sao Paulo');
    expect(outside).toHaveTextContent('Celular');
    expect(outside).toHaveTextContent('02');
    expect(outside).toHaveTextContent('41');
    expect(outside).toHaveTextContent('a3f1c2d4e5b6…');
    expect(outside).not.toHaveTextContent(HASH);
    expect(within(outside).getByText('Fora da cerca')).toBeInTheDocument();
    expect(within(outside).getByText('Válida')).toBeInTheDocument();

    const disregarded = await rowOf('03/08/2026 12:00');
    expect(disregarded).toHaveClass('punch-row--disregarded');
    expect(within(disregarded).getByText('03/08/2026 12:00')).toHaveClass(
      'punch-when--disregarded',
    );
    expect(within(disregarded).getByText('Desconsiderada')).toBeInTheDocument();
    expect(within(disregarded).getByLabelText('1 tratamento')).toBeInTheDocument();

    const included = await rowOf('03/08/2026 18:00');
    expect(within(included).getByText('Incluída')).toBeInTheDocument();
    expect(included).toHaveTextContent('por Carla Gestora: Esqueceu de marcar a saída');

    // The query: the last 7 days, newest first, no page beyond the first.
    const query = apiRequest.mock.calls.find(([path]) => path === 'timesheets/punch-log/')?.[1]
      .query;
    expect(query).toMatchObject({ page: 1, page_size: 25, ordering: '-punched_at' });
    expect(query.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('opens a row: the treatment history, and the location with its map and link', async () => {
    answer([OUTSIDE, DISREGARDED]);
    renderScreen(<PunchLogPage />);

    const disregarded = await rowOf('03/08/2026 12:00');
    await userEvent.click(within(disregarded).getByRole('button', { name: /expand/i }));
    const history = await screen.findByTestId('punch-history');
    expect(history).toHaveTextContent('Desconsideração');
    expect(history).toHaveTextContent('Motivo: Marcação em duplicidade');
    expect(history).toHaveTextContent('Carla Gestora em 04/08/2026');
    // Read-only here: undoing is the manager's screen.
    expect(within(history).queryByRole('button')).toBeNull();

    const outside = await rowOf('03/08/2026 08:01');
    await userEvent.click(within(outside).getByRole('button', { name: /expand/i }));
    const location = await screen.findByTestId('punch-location');
    expect(location).toHaveTextContent('Latitude -23,5505, longitude -46,6333 · precisão de 12 m');
    expect(within(location).getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=-23.5505&mlon=-46.6333#map=18/-23.5505/-46.6333',
    );
    expect(await within(location).findByTestId('geofence-map')).toHaveAttribute(
      'aria-label',
      'Mapa do local da marcação de Ana Lima',
    );
  });

  it('sends the address filters and says when nothing matches them', async () => {
    answer([]);
    const router = renderScreen(
      <PunchLogPage />,
      `/?employee_id=${ANA.id}&from=2026-07-01&to=2026-07-31&status=disregarded&flag=offline&source=web`,
    );
    expect(await screen.findByText('Nenhuma marcação com estes filtros.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        apiRequest.mock.calls.find(([path]) => path === 'timesheets/punch-log/')?.[1].query,
      ).toEqual({
        page: 1,
        page_size: 25,
        ordering: '-punched_at',
        employee_id: ANA.id,
        from: '2026-07-01',
        to: '2026-07-31',
        status: 'disregarded',
        flag: 'offline',
        source: 'web',
      }),
    );
    // The picker names the employee of the link.
    const filters = screen.getByTestId('punch-filters');
    expect(await within(filters).findByText('Ana Lima')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Nenhuma marcação no período.')).toBeInTheDocument();
  });

  it('exports the same filters as xlsx', async () => {
    answer([OUTSIDE]);
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderScreen(<PunchLogPage />, '/?from=2026-07-01&to=2026-07-31&flag=offline');
    await rowOf('03/08/2026 08:01');
    apiRequest.mockImplementationOnce(async () => new Blob(['xlsx']));
    await userEvent.click(screen.getByRole('button', { name: /Exportar xlsx/ }));
    await waitFor(() => expect(saved).toEqual(['marcacoes-2026-07-01-2026-07-31.xlsx']));
    const [path, init] = apiRequest.mock.calls.at(-1) ?? [];
    expect(path).toBe('timesheets/punch-log/export/');
    expect(init.query).toEqual({
      ordering: '-punched_at',
      from: '2026-07-01',
      to: '2026-07-31',
      flag: 'offline',
    });
    click.mockRestore();
  });
});
