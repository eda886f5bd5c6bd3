import { endpoints, type PunchStatusData } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { hasCompanySession } from '../../../session/storage';
import { clockOffsetMs } from './clock';

/** The status answer with the device-to-server clock offset measured on it. */
export interface PunchClock {
  status: PunchStatusData;
  /** Add to Date.now() to read the server's clock. */
  offsetMs: number;
}

/** How often the card asks the status again (new offset, today's punches, blocked state). */
export const STATUS_REFRESH_MS = 5 * 60_000;

/**
 * The status operation's key with a mark of its own: the data here is the answer plus its clock
 * offset, so it must not share a cache entry with a plain status answer; invalidating
 * `queryKeyOf(endpoints.punches.status)` still refreshes it.
 */
export const PUNCH_CLOCK_QUERY_KEY = [...queryKeyOf(endpoints.punches.status), { clock: true }];

export async function fetchPunchClock(): Promise<PunchClock> {
  const sentAtMs = Date.now();
  const status = await callOperation(endpoints.punches.status, undefined, { silent: true });
  const receivedAtMs = Date.now();
  return {
    status,
    offsetMs: clockOffsetMs({ serverTimeMs: status.server_time_ms, sentAtMs, receivedAtMs }),
  };
}

/** The punch card's status, fetched again every few minutes (only with a company session). */
export function usePunchClock() {
  return useQuery({
    queryKey: PUNCH_CLOCK_QUERY_KEY,
    queryFn: fetchPunchClock,
    enabled: hasCompanySession(),
    // Off-line, React Query pauses the refetch and keeps the last answer: the clock goes on and
    // punches are queued; the status is asked again when the connection is back.
    refetchInterval: STATUS_REFRESH_MS,
  });
}
