import { endpoints, positionBodySchema } from '@ponteiro/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CrudScreen } from './crud-screen';

// The transport under the typed client: the screen's calls reach it with their path and query.
const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({ apiRequest }));
vi.mock('../../session/session-query', () => ({
  useSession: () => ({ data: { permissions: ['organization.position.edit'] } }),
}));

interface Item {
  id: string;
  name: string;
}

const ROWS: Item[] = [
  { id: 'a', name: 'Açougueiro' },
  { id: 'b', name: 'Auxiliar' },
];

function renderScreen(url: string, onBulk: (ids: string[]) => void) {
  const element = (
    <CrudScreen<Item, { name: string }>
      operations={endpoints.organization.positions}
      permission="organization.position"
      title="Cargos"
      subtitle="Os cargos"
      testId="positions"
      texts={{
        add: 'Novo',
        create: 'Novo cargo',
        edit: 'Editar',
        created: 'Criado',
        saved: 'Salvo',
        deleted: 'Excluído',
        empty: 'Nenhum',
        search: 'Buscar cargos',
      }}
      columns={[{ key: 'name', dataIndex: 'name', title: 'Nome' }]}
      schema={positionBodySchema}
      fieldNames={['name']}
      valuesOf={(item) => ({ name: item?.name ?? '' })}
      bodyOf={(values) => ({ name: values.name })}
      fields={(_form, _item, rules) => (
        <Form.Item name="name" label="Nome" rules={rules('name')}>
          <Input />
        </Form.Item>
      )}
      filters={(state, update) => (
        <Button onClick={() => update({ filters: { kind: 'cbo' } })}>
          Só com CBO {state.filters.kind ?? ''}
        </Button>
      )}
      bulkActions={(ids, clear) => (
        <Button
          onClick={() => {
            onBulk(ids);
            clear();
          }}
        >
          Arquivar {ids.length}
        </Button>
      )}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('CrudScreen', () => {
  beforeEach(() => {
    apiRequest.mockReset();
    apiRequest.mockResolvedValue({ results: ROWS, count: 2, page: 1, page_size: 25 });
  });

  it('sends its filters to the API from the URL, and acts on the selected rows', async () => {
    const onBulk = vi.fn();
    const router = renderScreen('/?ordering=-name', onBulk);
    // The sticky header is a table of its own; the rows are in the last one.
    const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
    await within(table).findByText('Açougueiro');
    expect(apiRequest.mock.calls[0]?.[0]).toBe('organization/positions/');
    expect(apiRequest.mock.calls[0]?.[1]).toMatchObject({
      method: 'GET',
      query: { page: 1, page_size: 25, ordering: '-name' },
    });

    await userEvent.click(screen.getByRole('button', { name: /Só com CBO/ }));
    await waitFor(() => expect(router.state.location.search).toContain('kind=cbo'));
    await waitFor(() =>
      expect(apiRequest.mock.calls.at(-1)?.[1]).toMatchObject({
        query: { kind: 'cbo', ordering: '-name' },
      }),
    );

    // No selection, no bulk bar; selecting rows shows it with their ids.
    expect(screen.queryByRole('button', { name: /Arquivar/ })).toBeNull();
    for (const name of ['Açougueiro', 'Auxiliar']) {
      const row = within(table).getByText(name).closest('tr') as HTMLElement;
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Arquivar 2' }));
    expect(onBulk).toHaveBeenCalledWith(['a', 'b']);
    expect(screen.queryByRole('button', { name: /Arquivar/ })).toBeNull();
  });
});
