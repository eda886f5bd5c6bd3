import { hoursBankAdjustments, type Tenant, uuidv7 } from '@ponteiro/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';

// SQL of the hours bank ledger: the latest opening balance and the stored days' bank figures.

/** The employee's latest opening balance on or before `to`. */
export async function latestOpening(
  t: Tenant,
  employeeId: string,
  to: string,
): Promise<{ date: string; minutes: number; note: string | null } | null> {
  const result = await t.db.execute(sql`
    select as_of::text as as_of, minutes, note from hours_bank_openings
    where company_id = ${t.companyId} and employee_id = ${employeeId} and as_of <= ${to}::date
    order by as_of desc limit 1`);
  const row = rowsOf(result)[0];
  return row
    ? { date: String(row.as_of), minutes: Number(row.minutes), note: (row.note as string) ?? null }
    : null;
}

/** The bank figure (credit +, debit −) of each stored day from `from` to `to` that has one. */
export async function bankDays(
  t: Tenant,
  employeeId: string,
  from: string,
  to: string,
): Promise<{ day: string; minutes: number }[]> {
  const result = await t.db.execute(sql`
    select day::text as day, (result ->> 'hoursBankMinutes')::int as minutes
    from timesheet_days
    where company_id = ${t.companyId} and employee_id = ${employeeId}
      and day between ${from}::date and ${to}::date and result is not null
      and coalesce((result ->> 'hoursBankMinutes')::int, 0) <> 0
    order by day`);
  return rowsOf(result).map((r) => ({ day: String(r.day), minutes: Number(r.minutes) }));
}

/** Whether every day from `from` to `to` is stored and current (else it is computed first). */
export async function daysAreCurrent(
  t: Tenant,
  employeeId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await t.db.execute(sql`
    select count(*) filter (where not stale) as current from timesheet_days
    where company_id = ${t.companyId} and employee_id = ${employeeId}
      and day between ${from}::date and ${to}::date`);
  const expected =
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Number(rowsOf(result)[0]?.current ?? 0) >= expected;
}

/** The employee the ledger is about (this company's, or none). */
export async function ledgerEmployee(
  t: Tenant,
  id: string,
): Promise<{
  id: string;
  name: string;
  registration: string | null;
  admissionDate: string;
} | null> {
  const result = await t.db.execute(sql`
    select id, name, registration, admission_date::text as admission_date from employees
    where company_id = ${t.companyId} and id = ${id}`);
  const row = rowsOf(result)[0];
  return row
    ? {
        id: String(row.id),
        name: String(row.name),
        registration: (row.registration as string | null) ?? null,
        admissionDate: String(row.admission_date),
      }
    : null;
}

export type AdjustmentRow = typeof hoursBankAdjustments.$inferSelect;

/** Stores a manual credit or debit of the bank. */
export async function insertAdjustment(
  t: Tenant,
  values: { employeeId: string; day: string; minutes: number; reason: string; createdBy: string },
): Promise<AdjustmentRow> {
  const [row] = await t.db
    .insert(hoursBankAdjustments)
    .values(t.values(hoursBankAdjustments, { id: uuidv7(), ...values }))
    .returning();
  return row!;
}

/** The employee's manual adjustments from `from` to `to`. */
export async function adjustmentsOf(
  t: Tenant,
  employeeId: string,
  from: string,
  to: string,
): Promise<{ day: string; minutes: number; reason: string }[]> {
  const result = await t.db.execute(sql`
    select day::text as day, minutes, reason from hours_bank_adjustments
    where company_id = ${t.companyId} and employee_id = ${employeeId}
      and day between ${from}::date and ${to}::date
    order by day, created_at`);
  return rowsOf(result).map((r) => ({
    day: String(r.day),
    minutes: Number(r.minutes),
    reason: String(r.reason),
  }));
}
