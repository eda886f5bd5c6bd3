import type { ListResult } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiOperation, queryKeyOf } from '../../api/operations';
import { compareText } from './local-text';
import { resourcePage } from './use-server-list';

interface Named {
  name?: unknown;
  /** Departments: the names from the root down. */
  path?: unknown;
}

/** The names an option sorts by: its path from the root (departments), else its name. */
function sortNames(item: Named): string[] {
  if (Array.isArray(item.path)) return item.path.map(String);
  return typeof item.name === 'string' ? [item.name] : [];
}

/**
 * Options in Portuguese order whatever order the API sent ("Açougue" before "Administrativo"),
 * a department right under its parent (compared name by name along the path).
 */
export function compareOptions(a: Named, b: Named): number {
  const [left, right] = [sortNames(a), sortNames(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const order = compareText(left[i], right[i]);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** Stable (outside the hook), so React Query runs it only when the page changes. */
function sortPage<T extends Named>(page: ListResult<T>): ListResult<T> {
  return { ...page, results: [...page.results].sort(compareOptions) };
}

/**
 * Options for a picker or a filter: the first 100 records (the largest page the API serves) of a
 * resource's list, e.g. `useOptions<Position>(endpoints.organization.positions)`. Its key is the
 * list's (`queryKeyOf`), so saving a record of that resource refreshes the options too.
 */
export function useOptions<T extends Named>(
  resource: { readonly list: ApiOperation },
  query: Record<string, string> = {},
) {
  const fullQuery = { page_size: 100, ...query };
  return useQuery({
    // What `queryKeyOf(list, { query })` gives, for any resource's list.
    queryKey: [...queryKeyOf(resource.list), { query: fullQuery }],
    queryFn: () => resourcePage<T>(resource.list)(fullQuery),
    select: sortPage<T>,
  });
}
