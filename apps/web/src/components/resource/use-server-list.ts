import type { ListResult } from '@ponteiro/shared';
import {
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import { type ApiOperation, listPageOf, type Query } from '../../api/operations';
import { type ListStateOptions, useListState } from './use-list-state';

export type ListQuery = ReturnType<typeof useListState>['query'];

export interface ServerListOptions<T> extends ListStateOptions {
  /**
   * The list operation's `queryKeyOf(op)`; `{ query }` is appended, so the key is the one
   * `queryKeyOf(op, { query })` gives and invalidating `queryKeyOf(op)` refreshes every page.
   */
  queryKey: QueryKey;
  /** One page for the URL's state (company API, admin API…). */
  fetchPage: (query: ListQuery) => Promise<ListResult<T>>;
  /** The ordering when the URL has none. */
  defaultOrdering?: string;
  /** Whether a failed load is tried again (React Query's default otherwise). */
  retry?: UseQueryOptions['retry'];
}

/**
 * A page of a resource's list operation (`resourcePage<Position>(endpoints.organization.positions
 * .list)`) for generic screens, which name the records' type themselves (their columns and form
 * read it); screens of one resource use `listPageOf(op)` and get it from the table.
 */
export function resourcePage<T>(list: ApiOperation): (query: Query) => Promise<ListResult<T>> {
  const page: (query: Query) => Promise<unknown> = listPageOf(list);
  return page as (query: Query) => Promise<ListResult<T>>;
}

/**
 * A list whose pages, search, ordering and filters the API applies, driven by the URL
 * (`useListState`). The previous page stays on screen while the next one loads.
 */
export function useServerList<T>(options: ServerListOptions<T>) {
  const list = useListState(options.defaultOrdering, { prefix: options.prefix });
  const result = useQuery({
    queryKey: [...options.queryKey, { query: list.query }],
    queryFn: () => options.fetchPage(list.query),
    placeholderData: keepPreviousData,
    ...(options.retry === undefined ? {} : { retry: options.retry }),
  });
  return {
    ...list,
    result,
    rows: result.data?.results ?? [],
    total: result.data?.count ?? 0,
  };
}
