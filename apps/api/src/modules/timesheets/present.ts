import type { TimesheetPeriod } from '@ponteiro/shared';
import type { PeriodRow } from './periods.repository.js';

/** A closed period as the API answers it. */
export function presentPeriod(row: PeriodRow): TimesheetPeriod {
  return {
    id: row.id,
    employee_id: row.employeeId,
    from: row.fromDate,
    to: row.toDate,
    closed_at: row.closedAt.toISOString(),
    closed_by: { id: row.closedBy, name: row.closedByName },
    acceptance:
      row.acceptance && row.acceptedAt
        ? {
            decision: row.acceptance,
            note: row.acceptanceNote,
            at: row.acceptedAt.toISOString(),
            ip: row.acceptedIp,
          }
        : null,
  };
}
