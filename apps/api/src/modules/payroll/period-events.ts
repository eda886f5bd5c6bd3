import type { Tenant } from '@ponteiro/db';
import { addDays } from '../../lib/calendar-date.js';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import { computeDays } from '../timesheets/compute.js';
import { storedDays } from '../timesheets/days.repository.js';
import {
  DSR_LOOKBACK_DAYS,
  hoursBankPaid,
  type PayrollDay,
  type PayrollQuantity,
} from './events.js';
import type { EventCodeRow } from './payroll.repository.js';

// Reading the period's figures for the payroll events: the stored days (computed first when
// missing or stale; a closed period keeps the figures it was closed with) and the hours bank's
// payouts from its ledger.

/**
 * The stored days of these employees from the week before `from` (the DSR rule reads it) to `to`,
 * per employee. Days never computed, or whose inputs changed, are computed first.
 */
export async function payrollDays(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, PayrollDay[]>> {
  const start = addDays(from, -DSR_LOOKBACK_DAYS);
  const expected =
    employeeIds.length *
    ((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1);
  let rows = await storedDays(t, employeeIds, start, to);
  if (rows.length < expected || rows.some((r) => r.stale)) {
    await computeDays(t, employeeIds, start, to);
    rows = await storedDays(t, employeeIds, start, to);
  }
  const days = new Map<string, PayrollDay[]>(employeeIds.map((id) => [id, []]));
  for (const row of rows) days.get(row.employeeId)?.push({ date: row.day, result: row.result });
  return days;
}

/**
 * Minutes the hours bank paid an employee in the period, read inside the report's transaction
 * (the report's selection already decided who may be read).
 */
export async function payrollBankPaid(
  t: Tenant,
  hoursBank: HoursBankBalanceService,
  employeeId: string,
  period: { from: string; to: string },
  today: string,
): Promise<number> {
  // Credits expire once their last day is over: the line is dated that day, but the ledger
  // writes it only when asked past it. Asking one day on brings the period's last day's expiries
  // (and nothing of the next day can change them: expiries come before its movements).
  const ledger = await hoursBank.employeeLedger(
    t,
    employeeId,
    { from: period.from, to: addDays(period.to, 1) },
    today,
  );
  return hoursBankPaid(ledger.lines, period.from, period.to);
}

/** The code the company gave each event. */
export function codesByEvent(rows: readonly EventCodeRow[]) {
  return new Map(rows.map((r) => [r.event, { code: r.code, description: r.description }]));
}

/** The events of one employee with their codes (null: not mapped). */
export function withCodes(
  events: readonly PayrollQuantity[],
  codes: ReturnType<typeof codesByEvent>,
): (PayrollQuantity & { code: string | null; description: string | null })[] {
  return events.map((e) => ({
    ...e,
    code: codes.get(e.event)?.code ?? null,
    description: codes.get(e.event)?.description ?? null,
  }));
}
