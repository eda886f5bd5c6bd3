import {
  departments,
  type Executor,
  employees,
  type StoredTimesheetDay,
  schedules,
  subsidiaries,
  type Tenant,
  timesheetPeriods,
} from '@ponteiro/db';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';

// SQL of the stored employee-days (timesheet_days). Triggers (migration 0015) mark a day stale
// and give it a new `dirty_seq` whenever one of its inputs changes; a computation stores its result
// only over the mark it read, so a change made while it ran is never lost (ADR 0020).

export interface StoredDayRow {
  employeeId: string;
  day: string;
  result: StoredTimesheetDay | null;
  scheduleId: string | null;
  stale: boolean;
  dirtySeq: number;
}

const dateText = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The stored days of these employees in `from`…`to`, by employee then date. */
export async function storedDays(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<StoredDayRow[]> {
  if (employeeIds.length === 0) return [];
  const result = await t.db.execute(sql`
    select employee_id, day::text as day, result, schedule_id, stale, dirty_seq
    from timesheet_days
    where company_id = ${t.companyId} and employee_id = any(${uuidArray(employeeIds)})
      and day between ${from}::date and ${to}::date
    order by employee_id, day`);
  return rowsOf(result).map((r) => ({
    employeeId: String(r.employee_id),
    day: dateText(r.day),
    result: (typeof r.result === 'string'
      ? JSON.parse(r.result)
      : r.result) as StoredTimesheetDay | null,
    scheduleId: (r.schedule_id as string | null) ?? null,
    stale: r.stale === true || r.stale === 't',
    dirtySeq: Number(r.dirty_seq),
  }));
}

/** A stored day's mark, without its figures: what a computation needs to know before it writes. */
export interface DayMark {
  employeeId: string;
  day: string;
  computed: boolean;
  stale: boolean;
  dirtySeq: number;
}

/** The marks of these employees' stored days in `from`…`to`. */
export async function dayMarks(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<DayMark[]> {
  if (employeeIds.length === 0) return [];
  const result = await t.db.execute(sql`
    select employee_id, day::text as day, result is not null as computed, stale, dirty_seq
    from timesheet_days
    where company_id = ${t.companyId} and employee_id = any(${uuidArray(employeeIds)})
      and day between ${from}::date and ${to}::date`);
  return rowsOf(result).map((r) => ({
    employeeId: String(r.employee_id),
    day: dateText(r.day),
    computed: r.computed === true || r.computed === 't',
    stale: r.stale === true || r.stale === 't',
    dirtySeq: Number(r.dirty_seq),
  }));
}

/** What a computation stores for one employee-day, over the mark it read (`seen`; 0: no row). */
export interface ComputedDay {
  employeeId: string;
  day: string;
  /** Null: the employee had no schedule (or was not employed) that day. */
  result: StoredTimesheetDay | null;
  scheduleId: string | null;
  seen: number;
}

/** Rows per statement: keeps each JSON parameter a few MB at most. */
const SAVE_CHUNK = 1000;

/**
 * Stores the results. A row marked again since it was read keeps its mark (and stays stale): the
 * next computation takes the newer input.
 */
export async function saveDays(t: Tenant, days: readonly ComputedDay[]): Promise<void> {
  for (let i = 0; i < days.length; i += SAVE_CHUNK) {
    const chunk = days.slice(i, i + SAVE_CHUNK).map((d) => ({
      employee_id: d.employeeId,
      day: d.day,
      result: d.result,
      schedule_id: d.scheduleId,
      seen: d.seen,
    }));
    await t.db.execute(sql`
      insert into timesheet_days
        (company_id, employee_id, day, result, schedule_id, stale, dirty_seq, computed_at)
      select ${t.companyId}, x.employee_id, x.day, x.result, x.schedule_id, false, x.seen, now()
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as x(employee_id uuid, day date, result jsonb, schedule_id uuid, seen bigint)
      on conflict (company_id, employee_id, day) do update
        set result = excluded.result, schedule_id = excluded.schedule_id, stale = false,
          computed_at = excluded.computed_at
        where timesheet_days.dirty_seq = excluded.dirty_seq`);
  }
}

/**
 * Days of a closed period keep the figures the period was closed with: a late input (a REP punch)
 * only clears their mark, and reopening the period marks them again.
 */
export async function keepFrozen(
  t: Tenant,
  days: readonly { employeeId: string; day: string; seen: number }[],
): Promise<void> {
  if (days.length === 0) return;
  const rows = days.map((d) => ({ employee_id: d.employeeId, day: d.day, seen: d.seen }));
  await t.db.execute(sql`
    update timesheet_days d set stale = false
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(employee_id uuid, day date, seen bigint)
    where d.company_id = ${t.companyId} and d.employee_id = x.employee_id and d.day = x.day
      and d.dirty_seq = x.seen`);
}

/** Marks these employees' stored days in `from`…`to` stale (a reopened period). */
export async function markStale(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<void> {
  if (employeeIds.length === 0) return;
  await t.db.execute(sql`
    update timesheet_days set stale = true, dirty_seq = nextval('timesheet_dirty_seq')
    where company_id = ${t.companyId} and employee_id = any(${uuidArray(employeeIds)})
      and day between ${from}::date and ${to}::date`);
}

/** Employees with stale days, and the span of them, a batch at a time (oldest mark first). */
export async function staleSpans(
  t: Tenant,
  limit: number,
): Promise<{ employeeId: string; from: string; to: string }[]> {
  const result = await t.db.execute(sql`
    select employee_id, min(day)::text as first, max(day)::text as last
    from timesheet_days where company_id = ${t.companyId} and stale
    group by employee_id order by min(dirty_seq) limit ${limit}`);
  return rowsOf(result).map((r) => ({
    employeeId: String(r.employee_id),
    from: dateText(r.first),
    to: dateText(r.last),
  }));
}

/** Companies with stale days (the periodic sweep; runs as the owner, across companies). */
export async function companiesWithStaleDays(db: Executor, limit: number): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct company_id from timesheet_days where stale limit ${limit}`,
  );
  return rowsOf(result).map((r) => String(r.company_id));
}

/** Closed (not reopened) periods of these employees that overlap `from`…`to`. */
export async function closedPeriodsOf(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
) {
  if (employeeIds.length === 0) return [];
  return t.db
    .select()
    .from(timesheetPeriods)
    .where(
      t.where(
        timesheetPeriods,
        and(
          inArray(timesheetPeriods.employeeId, [...employeeIds]),
          isNull(timesheetPeriods.reopenedAt),
          lte(timesheetPeriods.fromDate, to),
          gte(timesheetPeriods.toDate, from),
        ),
      ),
    );
}

/** Code and name of these schedules. */
export async function scheduleNames(
  t: Tenant,
  ids: readonly string[],
): Promise<Map<string, { code: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await t.db
    .select({ id: schedules.id, code: schedules.code, name: schedules.name })
    .from(schedules)
    .where(t.where(schedules, inArray(schedules.id, [...ids])));
  return new Map(rows.map((r) => [r.id, { code: r.code, name: r.name }]));
}

/** The employee as the timesheet heads it. */
export async function timesheetEmployee(t: Tenant, id: string) {
  const [row] = await t.db
    .select({
      id: employees.id,
      name: employees.name,
      cpf: employees.cpf,
      registration: employees.registration,
      subsidiaryId: employees.subsidiaryId,
      subsidiaryName: subsidiaries.name,
      timeZone: subsidiaries.timezone,
      departmentId: employees.departmentId,
      departmentName: departments.name,
    })
    .from(employees)
    .innerJoin(
      subsidiaries,
      sql`${subsidiaries.companyId} = ${employees.companyId} and ${subsidiaries.id} = ${employees.subsidiaryId}`,
    )
    .leftJoin(
      departments,
      sql`${departments.companyId} = ${employees.companyId} and ${departments.id} = ${employees.departmentId}`,
    )
    .where(t.where(employees, eq(employees.id, id)));
  return row;
}
