import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { byText, compareText, matchesSearch } from './local-text';
import { type LocalListOptions, useLocalList } from './use-local-list';

interface Row {
  id: string;
  name: string;
  role: string;
}

const ROWS: Row[] = [
  { id: '1', name: 'Zélia', role: 'admin' },
  { id: '2', name: 'auxiliar de limpeza', role: 'employee' },
  { id: '3', name: 'Açougueiro', role: 'employee' },
  { id: '4', name: 'Érico', role: 'owner' },
  { id: '5', name: 'Ana', role: 'employee' },
];

const OPTIONS: LocalListOptions<Row> = {
  defaultOrdering: 'name',
  searchText: (row) => [row.name],
  sorters: { name: byText((row: Row) => row.name) },
  filters: { role: (row, role) => row.role === role },
};

/** The hook inside a memory router at `url`, so its state lives in the address as in the app. */
function renderList(url: string, rows: Row[] = ROWS, options = OPTIONS) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useLocalList(rows, options), { wrapper });
  return { ...hook, search: () => router?.state.location.search };
}

const names = (rows: readonly Row[]) => rows.map((row) => row.name);

describe('local lists', () => {
  it('sort names the Portuguese way: accents and case do not move a name', () => {
    expect(compareText('Açougueiro', 'Auxiliar')).toBeLessThan(0);
    expect(compareText('Érico', 'Eva')).toBeLessThan(0);
    expect(compareText('ana', 'Ana')).toBe(0);
    const { result } = renderList('/');
    expect(names(result.current.rows)).toEqual([
      'Açougueiro',
      'Ana',
      'auxiliar de limpeza',
      'Érico',
      'Zélia',
    ]);
  });

  it('read search, filters, ordering and page from the URL', () => {
    const { result } = renderList('/?search=ERICO');
    expect(names(result.current.rows)).toEqual(['Érico']);
    expect(matchesSearch('sao', 'São Paulo')).toBe(true);

    const filtered = renderList('/?role=employee,owner&ordering=-name');
    expect(names(filtered.result.current.rows)).toEqual([
      'Érico',
      'auxiliar de limpeza',
      'Ana',
      'Açougueiro',
    ]);
    expect(filtered.result.current.total).toBe(4);
  });

  it('page 25 rows at a time and show the last page when the URL asks past the end', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: String(i),
      name: `Pessoa ${i + 1}`,
      role: 'employee',
    }));
    const { result } = renderList('/?page=9', many);
    expect(result.current.state.page).toBe(2);
    // Numbers inside names sort as numbers: "Pessoa 26" … "Pessoa 30" are the last five.
    expect(names(result.current.rows)).toEqual([
      'Pessoa 26',
      'Pessoa 27',
      'Pessoa 28',
      'Pessoa 29',
      'Pessoa 30',
    ]);
  });

  it('write changes to the URL, back to page 1, with a prefix when two lists share a page', () => {
    const { result, search } = renderList('/?tab=users&invitations_page=2', ROWS, {
      ...OPTIONS,
      prefix: 'invitations_',
    });
    expect(result.current.state.page).toBe(1);
    expect(result.current.state.filters).toEqual({});
    act(() => result.current.update({ search: 'ana' }));
    expect(search()).toBe('?tab=users&invitations_search=ana');
    expect(names(result.current.rows)).toEqual(['Ana']);
  });
});

describe('picker options', () => {
  it('come in Portuguese order, each department right under its parent', async () => {
    const { compareOptions } = await import('./use-options');
    const departments = [
      { name: 'Logística', path: ['Operações', 'Logística'] },
      { name: 'Açougue', path: ['Açougue'] },
      { name: 'Operações', path: ['Operações'] },
      { name: 'Administrativo', path: ['Administrativo'] },
      { name: 'Operações Especiais', path: ['Operações Especiais'] },
    ];
    expect(departments.sort(compareOptions).map((d) => d.path.join(' / '))).toEqual([
      'Açougue',
      'Administrativo',
      'Operações',
      'Operações / Logística',
      'Operações Especiais',
    ]);
  });
});
