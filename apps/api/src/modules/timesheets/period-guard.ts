import type { Tenant } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';
import { closedPeriodsOf } from './days.repository.js';

/**
 * Refuses (409) a change to an employee's days inside a closed period: treatments and leave are
 * locked there until someone reopens the period with a reason.
 */
export async function refuseClosedDays(
  t: Tenant,
  employeeId: string,
  from: string,
  to: string = from,
): Promise<void> {
  const [closed] = await closedPeriodsOf(t, [employeeId], from, to);
  if (!closed) return;
  const day = from > closed.fromDate ? from : closed.fromDate;
  throw new AppError('conflict', { message: `validation.period_closed|${day}` });
}
