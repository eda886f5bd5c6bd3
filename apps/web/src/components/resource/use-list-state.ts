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

const RESERVED = new Set(['page', 'page_size', 'search', 'ordering']);

/**
 * A list's page, size, search, ordering and filters, kept in the address: a reload, the back
 * button or a shared link shows the same list. Changing anything but the page goes back to page 1.
 */
export function useListState(defaultOrdering?: string) {
  const [params, setParams] = useSearchParams();
  const size = Number(params.get('page_size'));
  const state: ListState = {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: params.get('search') ?? '',
    ordering: params.get('ordering') ?? defaultOrdering,
    filters: Object.fromEntries([...params].filter(([key]) => !RESERVED.has(key))),
  };

  const update = (
    changes: Partial<Omit<ListState, 'filters'>> & { filters?: Record<string, string | undefined> },
  ) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const set = (
          key: string,
          value: string | number | undefined,
          fallback?: string | number,
        ) => {
          if (value === undefined || value === '' || value === fallback) next.delete(key);
          else next.set(key, String(value));
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

  return { state, update, query };
}
