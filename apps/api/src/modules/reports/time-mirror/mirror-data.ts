import type { Tenant } from '@ponteiro/db';
import type { DayFiguresData, TimesheetDay, TimesheetPeriod } from '@ponteiro/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../lib/raw-rows.js';
import type { TimesheetService } from '../../timesheets/timesheet.service.js';
import type { ReportEmployee } from '../selection.js';

// What one employee's mirror shows: the timesheet's stored days (the figures the timesheet screen
// shows, never recomputed here), the closed periods with the employee's answer, and the employer.

export interface MirrorData {
  employee: ReportEmployee;
  /** The employer's legal name (the establishment's own, else the company's). */
  employerName: string;
  from: string;
  to: string;
  days: TimesheetDay[];
  totals: DayFiguresData;
  periods: TimesheetPeriod[];
}

export async function companyLegalName(t: Tenant): Promise<string> {
  const [row] = rowsOf(
    await t.db.execute(sql`select legal_name from companies where id = ${t.companyId}`),
  );
  return String(row?.legal_name ?? '');
}

export async function loadMirror(
  t: Tenant,
  timesheets: TimesheetService,
  employee: ReportEmployee,
  from: string,
  to: string,
  companyName: string,
): Promise<MirrorData> {
  // Days before admission or after termination are not the employee's: the mirror leaves them out.
  const first = employee.admissionDate > from ? employee.admissionDate : from;
  const last =
    employee.terminationDate && employee.terminationDate < to ? employee.terminationDate : to;
  const { days, totals, periods } = await timesheets.employeeDays(
    t,
    employee.id,
    employee.subsidiary.timeZone,
    first,
    last,
  );
  return {
    employee,
    employerName: employee.subsidiary.legalName ?? companyName,
    from,
    to,
    days,
    totals,
    periods,
  };
}
