import type { ListResult } from '@ponteiro/shared';

/** The page a list query asks for (1-based `page`, as the contract's list query has it). */
export interface PageQuery {
  page: number;
  page_size: number;
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

/** The page's items of a list already in memory (e.g. the departments tree). */
export function pageSlice<T>(items: readonly T[], query: PageQuery): T[] {
  const { limit, offset } = pageWindow(query);
  return items.slice(offset, offset + limit);
}

/** The list envelope: the page's results, the total matching count and the page asked for. */
export function listResult<T>(
  results: T[],
  count: number | string | bigint | undefined,
  query: PageQuery,
): ListResult<T> {
  return {
    results,
    count: Number(count ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}
