import { endpoints, type TimesheetOverviewData } from '@ponteiro/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '../../../api/operations';
import { useListState } from '../../../components/resource/use-list-state';
import { todayIso } from '../punch-log/use-punch-list';
import { OVERVIEW_KEY, PENDING_POLL_MS } from '../timesheet/timesheet-query';
import { overviewQueryOf } from './overview-query';

/** Whether the selection still has employee-days being computed. */
export function isCalculating(data: TimesheetOverviewData | undefined): boolean {
  return (data?.progress.pending_days ?? 0) > 0;
}

/**
 * A page of the overview for the address's state (the kit's `useListState`: page, size, search
 * and filters in the URL). Like `useServerList`, the key is `queryKeyOf(overview, { query })` and
 * the previous page stays while the next loads; unlike it, the page is asked again every 2 s
 * while the server is still computing days, so the totals fill in by themselves.
 */
export function useOverview() {
  const today = todayIso();
  const list = useListState();
  const { query, period, clamped } = overviewQueryOf(list.query, today);
  const result = useQuery({
    queryKey: [...OVERVIEW_KEY, { query }],
    queryFn: () => callOperation(endpoints.timesheets.overview, { query }, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (isCalculating(current.state.data) ? PENDING_POLL_MS : false),
  });
  return {
    ...list,
    today,
    apiQuery: query,
    period,
    clamped,
    result,
    rows: result.data?.results ?? [],
    total: result.data?.count ?? 0,
  };
}
