import { endpoints, type PunchLogEntry } from '@ponteiro/shared';
import dayjs from 'dayjs';
import { listPageOf, queryKeyOf } from '../../../api/operations';
import { useServerList } from '../../../components/resource/use-server-list';
import { DEFAULT_PUNCH_ORDERING, punchLogQueryOf } from './punch-log-query';

/** The punch log operation: its key refreshes both punch lists after a treatment. */
export const PUNCH_LOG = endpoints.punchTreatments.punchLog;
export const PUNCH_LOG_KEY = queryKeyOf(PUNCH_LOG);

const fetchPunchLog = listPageOf(PUNCH_LOG);

/** Today in the browser (`YYYY-MM-DD`): the end of the default period. */
export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}

/**
 * A page of punches for the address's filters (the URL's names are the API's; the period
 * defaults to the last 7 days), with the API query the export reuses.
 */
export function usePunchList() {
  const today = todayIso();
  const list = useServerList<PunchLogEntry>({
    queryKey: PUNCH_LOG_KEY,
    fetchPage: (query) => fetchPunchLog(punchLogQueryOf(query, today)),
    defaultOrdering: DEFAULT_PUNCH_ORDERING,
  });
  return { ...list, today, apiQuery: punchLogQueryOf(list.query, today) };
}
