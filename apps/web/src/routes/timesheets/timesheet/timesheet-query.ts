import { endpoints, type TimesheetData } from '@ponteiro/shared';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { PUNCH_LOG_KEY } from '../punch-log/use-punch-list';

// The timesheet operation and what refreshes after a change on the grid.

export const TIMESHEET = endpoints.timesheets.timesheet;
/** Every timesheet (any employee, any period): the prefix a change invalidates. */
export const TIMESHEET_KEY = queryKeyOf(TIMESHEET);
/** Every overview page. */
export const OVERVIEW_KEY = queryKeyOf(endpoints.timesheets.overview);
/** The abnormal punches (a treatment may settle one). */
const ABNORMAL_KEY = queryKeyOf(endpoints.abnormalPunches.list);

/** While a day is being recomputed the grid asks again this often (ms). */
export const PENDING_POLL_MS = 2000;

export interface TimesheetQuery {
  /** Left out: the caller's own timesheet (the mirror). */
  employee_id?: string;
  from: string;
  to: string;
}

/** Whether any day still waits for its figures. */
export function hasPendingDays(timesheet: TimesheetData | undefined): boolean {
  return timesheet?.days.some((day) => day.pending) ?? false;
}

/**
 * One timesheet; asked again every 2 s while a day is pending (a treatment or a leave changed an
 * input and the server recomputes in the background). The previous period stays on screen while
 * the next one loads.
 */
export function useTimesheet(query: TimesheetQuery, options: { enabled?: boolean } = {}) {
  const input = { query: { ...query } };
  return useQuery({
    queryKey: queryKeyOf(TIMESHEET, input),
    queryFn: () => callOperation(TIMESHEET, input, { silent: true }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (hasPendingDays(current.state.data) ? PENDING_POLL_MS : false),
  });
}

/**
 * After a treatment, a leave or a period change: every timesheet and overview (the figures are
 * recomputed), the punch lists and the abnormal punches (a treatment shows there too).
 */
export function refreshTimesheets(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TIMESHEET_KEY }),
    queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
    queryClient.invalidateQueries({ queryKey: PUNCH_LOG_KEY }),
    queryClient.invalidateQueries({ queryKey: ABNORMAL_KEY }),
  ]);
}
