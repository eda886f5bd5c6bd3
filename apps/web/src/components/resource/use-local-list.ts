import { matchesSearch } from './local-text';
import { filterValues } from './table-controls';
import { type ListStateOptions, useListState } from './use-list-state';

export interface LocalListOptions<T> extends ListStateOptions {
  /** The texts of a row the search box looks in (accents and case ignored). */
  searchText: (row: T) => (string | null | undefined)[];
  /**
   * Comparators by column key (ascending). Compare names with `byText` (local-text.ts), which
   * sorts the Portuguese way; the keys are the sortable columns.
   */
  sorters?: Record<string, (a: T, b: T) => number>;
  /** URL filters by key: whether a row matches one of the filter's values. */
  filters?: Record<string, (row: T, value: string) => boolean>;
  /** The ordering when the URL has none (none: the API's order). */
  defaultOrdering?: string;
}

/**
 * A list the API sends whole (roles, members, invitations), searched, filtered, sorted and paged
 * in the browser — with the same URL state, search box and table controls as server lists.
 */
export function useLocalList<T>(all: readonly T[] | undefined, options: LocalListOptions<T>) {
  const list = useListState(options.defaultOrdering, { prefix: options.prefix });
  const { state } = list;
  const filters = Object.entries(options.filters ?? {});
  const matched = (all ?? []).filter(
    (row) =>
      matchesSearch(state.search, ...options.searchText(row)) &&
      filters.every(([key, test]) => {
        const values = filterValues(state.filters[key]);
        return values.length === 0 || values.some((value) => test(row, value));
      }),
  );
  const descending = state.ordering?.startsWith('-') ?? false;
  const compare = state.ordering ? options.sorters?.[state.ordering.replace(/^-/, '')] : undefined;
  // Array.prototype.sort is stable: equal rows keep the API's order.
  const sorted = compare
    ? [...matched].sort((a, b) => (descending ? compare(b, a) : compare(a, b)))
    : matched;
  // A page past the end (rows removed meanwhile) shows the last one.
  const lastPage = Math.max(1, Math.ceil(sorted.length / state.pageSize));
  const page = Math.min(state.page, lastPage);
  return {
    ...list,
    state: { ...state, page },
    rows: sorted.slice((page - 1) * state.pageSize, page * state.pageSize),
    total: sorted.length,
    sortable: Object.keys(options.sorters ?? {}),
  };
}
