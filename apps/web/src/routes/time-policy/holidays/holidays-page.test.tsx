import type { CalendarDay, Holiday } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { HolidaysPage } from './holidays-page';

// The transport under the typed client: each call is answered by its path.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({ apiRequest }));
const permissions = vi.hoisted(() => ({ list: [] as string[] }));
vi.mock('../../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: permissions.list } }),
}));

const RECIFE = '0b6a3f52-7c1e-4d2a-9f3b-5e8d7c6b5a41';
const day = (over: Partial<CalendarDay>): CalendarDay => ({
  date: '2026-04-21',
  name: 'Tiradentes',
  kind: 'national',
  id: null,
  optional: null,
  adopted: false,
  state: null,
  city: null,
  subsidiary_id: null,
  ...over,
});
const DAYS: CalendarDay[] = [
  day({
    date: '2026-02-17',
    name: 'Carnaval (terça-feira)',
    kind: 'optional',
    optional: 'carnival_tuesday',
  }),
  day({}),
  day({
    date: '2026-07-16',
    name: 'Nossa Senhora do Carmo',
    kind: 'municipal',
    id: '5d0c7f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    state: 'PE',
    city: 'Recife',
  }),
];
const KEPT: Holiday = {
  id: '5d0c7f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  date: '2019-07-16',
  name: 'Nossa Senhora do Carmo',
  scope: 'municipal',
  state: 'PE',
  city: 'Recife',
  subsidiary_id: null,
  recurring: true,
  created_at: '2026-01-05T12:00:00Z',
  updated_at: '2026-01-05T12:00:00Z',
};
const page = <T,>(results: T[]) => ({ results, count: results.length, page: 1, page_size: 25 });

function renderPage(url: string) {
  apiRequest.mockImplementation(async (path: string) => {
    if (path === 'time-policy/holidays/calendar/') return DAYS;
    if (path === 'time-policy/holidays/optional/') return DAYS;
    if (path === 'time-policy/holidays/') return page([KEPT]);
    if (path === 'organization/subsidiaries/') return page([{ id: RECIFE, name: 'Filial Recife' }]);
    throw new Error(`unexpected call: ${path}`);
  });
  return renderScreen(<HolidaysPage />, url);
}

const callsTo = (path: string) => apiRequest.mock.calls.filter(([p]) => p === path);

describe('the holidays screen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    permissions.list = ['settings.time_policy.holiday', 'settings.time_policy.holiday.edit'];
  });

  it("draws the workplace's year, shows a picked day, and adopts an optional day", async () => {
    const router = renderPage(`/?year=2026&subsidiary_id=${RECIFE}`);
    const months = await screen.findByTestId('year-calendar');
    expect(within(months).getAllByRole('table')).toHaveLength(12);
    expect(within(months).getByText('julho')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('time-policy/holidays/calendar/')[0]?.[1]).toMatchObject({
        query: { year: 2026, subsidiary_id: RECIFE },
      }),
    );
    // The kept holidays below follow the year of the address.
    await waitFor(() =>
      expect(callsTo('time-policy/holidays/')[0]?.[1]).toMatchObject({ query: { year: '2026' } }),
    );

    const carmo = await within(months).findByRole('button', {
      name: '16 de julho: Nossa Senhora do Carmo',
    });
    await userEvent.click(carmo);
    const picked = screen.getByTestId('holiday-day');
    expect(picked).toHaveTextContent('Quinta-feira, 16/07/2026');
    expect(picked).toHaveTextContent('Recife/PE');
    expect(picked).toHaveTextContent('Municipal');

    const list = screen.getByTestId('year-days');
    expect(list).toHaveTextContent('21/04/2026');
    expect(list).toHaveTextContent('terça-feira');
    expect(list).toHaveTextContent('Ponto facultativo não adotado');
    expect(screen.getByTestId('holidays')).toHaveTextContent('16/07, todo ano desde 2019');

    // The import needs `.add`; adopting needs `.edit` and sends the year's whole list.
    expect(screen.queryByRole('button', { name: /Importar feriados/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('switch', {
        name: 'Adotar Carnaval (terça-feira) (17/02/2026) como folga',
      }),
    );
    await waitFor(() =>
      expect(callsTo('time-policy/holidays/optional/')[0]?.[1]).toMatchObject({
        method: 'PUT',
        body: { year: 2026, adopted: ['carnival_tuesday'] },
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Próximo ano' }));
    await waitFor(() => expect(router.state.location.search).toContain('year=2027'));
  });

  it('only reads the optional days without `.edit`, and writes the year into the address', async () => {
    permissions.list = ['settings.time_policy.holiday', 'settings.time_policy.holiday.add'];
    const router = renderPage('/');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?year=${new Date().getFullYear()}`),
    );
    const optional = await screen.findByTestId('optional-days');
    await within(optional).findByText('Não adotado');
    expect(within(optional).queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: /Importar feriados/ })).toBeInTheDocument();
  });
});
