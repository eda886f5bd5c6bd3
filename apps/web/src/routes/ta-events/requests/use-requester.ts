import { useCan } from '../../../session/use-can';
import { usePunchClock } from '../punch/use-punch-status';

export interface Person {
  id: string;
  name: string;
}

/**
 * Who files a request: the caller's own employee record (from the punch status, which /ta-events
 * loads anyway), and whether they may file on someone's behalf (who works on timesheets).
 */
export function useRequester(): {
  own: Person | null;
  /** The punch status is still loading: `own` is not known yet. */
  loading: boolean;
  forOthers: boolean;
  /** Whether a "new request" makes sense at all (for oneself, or for someone else). */
  canFile: boolean;
} {
  const can = useCan();
  const clock = usePunchClock();
  const own = clock.data?.status.employee ?? null;
  const forOthers = can('timesheets.timesheet');
  return { own, loading: clock.isLoading, forOthers, canFile: own !== null || forOthers };
}
