import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@ponteiro/shared';
import { useSearchParams } from 'react-router';

export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  ordering: string | undefined;
  /** Other filters kept in the URL (e.g. `status`, `subsidiary_id`). */
  filters: Record<string, string>;
}

export interface ListStateOptions {
  /**
   * Prefix of this list's URL parameters, when one page shows two lists (e.g. `invitations_`
   * gives `invitations_page`, `invitations_search`…). Its filters are the prefixed parameters.
   */
  prefix?: string;
}

export type ListStateChanges = Partial<Omit<ListState, 'filters'>> & {
  filters?: Record<string, string | undefined>;
};

export type ListUpdate = (changes: ListStateChanges) => void;

const RESERVED = ['page', 'page_size', 'search', 'ordering'];

/**
 * A list's page, size, search, ordering and filters, kept in the address: a reload, the back
 * button or a shared link shows the same list. Changing anything but the page goes back to page 1.
 */
export function useListState(defaultOrdering?: string, options: ListStateOptions = {}) {
  const prefix = options.prefix ?? '';
  const [params, setParams] = useSearchParams();
  const name = (key: string) => `${prefix}${key}`;
  const reserved = new Set(RESERVED.map(name));
  const size = Number(params.get(name('page_size')));
  const state: ListState = {
    page: Math.max(1, Number(params.get(name('page'))) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: params.get(name('search')) ?? '',
    ordering: params.get(name('ordering')) ?? defaultOrdering,
    filters: Object.fromEntries(
      [...params]
        .filter(([key]) => !reserved.has(key) && key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    ),
  };

  const update: ListUpdate = (changes) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (
          key: string,
          value: string | number | undefined,
          fallback?: string | number,
        ) => {
          if (value === undefined || value === '' || value === fallback) next.delete(name(key));
          else next.set(name(key), String(value));
        };
        if (changes.search !== undefined) set('search', changes.search);
        if (changes.ordering !== undefined) set('ordering', changes.ordering, defaultOrdering);
        if (changes.pageSize !== undefined) set('page_size', changes.pageSize, DEFAULT_PAGE_SIZE);
        for (const [key, value] of Object.entries(changes.filters ?? {})) set(key, value);
        const onlyPage = Object.keys(changes).every((key) => key === 'page');
        set('page', onlyPage ? changes.page : 1, 1);
        return next;
      },
      { replace: true },
    );
  };

  /** The API query for this state. */
  const query = {
    page: state.page,
    page_size: state.pageSize,
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.ordering ? { ordering: state.ordering } : {}),
    ...state.filters,
  };

  return { state, update, query, defaultOrdering };
}
