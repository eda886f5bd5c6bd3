import type { ListResult } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Options for a picker or a filter: the first 100 records (the largest page the API serves). */
export function useOptions<T>(resource: string, query: Record<string, string> = {}) {
  return useQuery({
    queryKey: [resource, 'options', query],
    queryFn: () =>
      api.get<ListResult<T>>(resource, { query: { page_size: 100, ...query }, silent: true }),
  });
}
