import type { Tenant } from '@ponteiro/db';
import { sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';

// SQL of the figures reports: sums over the stored days (timesheet_days.result, the engine's day
// object) and the approved overtime requests, for a chunk of employees at a time.

const dayCount = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** Of these employees, those with days in `from`…`to` never computed or stale. */
export async function employeesWithPendingDays(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<string[]> {
  if (employeeIds.length === 0 || from > to) return [];
  const result = await t.db.execute(sql`
    select e.id from unnest(${uuidArray(employeeIds)}) as e(id)
    where (select count(*) from timesheet_days d
      where d.company_id = ${t.companyId} and d.employee_id = e.id
        and d.day between ${from}::date and ${to}::date and not d.stale) < ${dayCount(from, to)}`);
  return rowsOf(result).map((r) => String(r.id));
}

/** Which of these employees work a schedule whose rules keep an hours bank, on a day of the period. */
export async function employeesOnHoursBank(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<Set<string>> {
  if (employeeIds.length === 0) return new Set();
  // An assignment holds from its date to the next one's; a version from its date to the next one's
  // (the first also before its date, as the engine reads them): the three spans must meet.
  const result = await t.db.execute(sql`
    with assignments as (
      select employee_id, schedule_id, effective_from as starts,
        lead(effective_from) over (partition by employee_id order by effective_from) as ends
      from employee_schedules
      where company_id = ${t.companyId} and employee_id = any(${uuidArray(employeeIds)})
    ), versions as (
      select schedule_id, effective_from as starts,
        lead(effective_from) over (partition by schedule_id order by effective_from) as ends,
        row_number() over (partition by schedule_id order by effective_from) as n,
        coalesce((rules ->> 'hoursBank')::boolean, false) as bank
      from schedule_versions where company_id = ${t.companyId}
    )
    select distinct a.employee_id from assignments a
    join versions v on v.schedule_id = a.schedule_id and v.bank
    where greatest(a.starts, ${from}::date, case when v.n = 1 then a.starts else v.starts end)
      < least(coalesce(a.ends, 'infinity'::date), ${to}::date + 1, coalesce(v.ends, 'infinity'::date))`);
  return new Set(rowsOf(result).map((r) => String(r.employee_id)));
}

/** One sum of overtime minutes: per employee or per month, by day type and rate, or authorized. */
export interface OvertimeSumRow {
  level: 'employee' | 'month';
  /** The employee id or the month (`YYYY-MM`). */
  key: string;
  /** `workday` | `rest_day` | `holiday`, or `authorized` (then `rate` is null). */
  type: string;
  rate: string | null;
  minutes: number;
}

/**
 * The overtime of these employees' stored days in `from`…`to`: per employee and per month, by
 * the day's type (a holiday flag, else a rest-day flag, else a workday) and rate; and the
 * authorized part — the day's approved overtime requests, at most the day's overtime (as the
 * timesheet tells it, `authorizedOvertime`).
 */
export async function overtimeSums(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<OvertimeSumRow[]> {
  if (employeeIds.length === 0 || from > to) return [];
  const ids = uuidArray(employeeIds);
  const result = await t.db.execute(sql`
    with days as (
      select d.employee_id, d.day,
        case when d.result -> 'flags' @> '["holiday"]'::jsonb then 'holiday'
          when d.result -> 'flags' @> '["rest_day"]'::jsonb then 'rest_day'
          else 'workday' end as day_type,
        case when jsonb_typeof(d.result -> 'overtime') = 'object' then d.result -> 'overtime'
          else '{}'::jsonb end as overtime
      from timesheet_days d
      where d.company_id = ${t.companyId} and d.employee_id = any(${ids})
        and d.day between ${from}::date and ${to}::date and d.result is not null
    ), rated as (
      select days.employee_id, days.day, days.day_type, o.key as rate, o.value::int as minutes
      from days cross join lateral jsonb_each_text(days.overtime) o
      where o.value::int <> 0
    ), daily as (
      select employee_id, day, sum(minutes)::int as minutes from rated group by employee_id, day
    ), approved as (
      select employee_id, day, sum(minutes)::int as minutes from ta_requests
      where company_id = ${t.companyId} and employee_id = any(${ids}) and type = 'overtime'
        and status = 'approved' and day between ${from}::date and ${to}::date
      group by employee_id, day
    ), authorized as (
      select daily.employee_id, daily.day, least(approved.minutes, daily.minutes) as minutes
      from daily join approved on approved.employee_id = daily.employee_id
        and approved.day = daily.day
    )
    select 'employee' as level, employee_id::text as key, day_type as type, rate,
      sum(minutes)::int as minutes
    from rated group by employee_id, day_type, rate
    union all
    select 'month', to_char(day, 'YYYY-MM'), day_type, rate, sum(minutes)::int
    from rated group by to_char(day, 'YYYY-MM'), day_type, rate
    union all
    select 'employee', employee_id::text, 'authorized', null, sum(minutes)::int
    from authorized group by employee_id
    union all
    select 'month', to_char(day, 'YYYY-MM'), 'authorized', null, sum(minutes)::int
    from authorized group by to_char(day, 'YYYY-MM')`);
  return rowsOf(result).map((r) => ({
    level: r.level as OvertimeSumRow['level'],
    key: String(r.key),
    type: String(r.type),
    rate: r.rate === null || r.rate === undefined ? null : String(r.rate),
    minutes: Number(r.minutes),
  }));
}

/** An employee's totals of the stored days the summary reads. */
export interface SummarySumRow {
  employeeId: string;
  scheduled: number;
  worked: number;
  overtime: number;
  night: number;
  absence: number;
  justified: number;
  late: number;
}

/** The summary's sums of these employees' stored days in `from`…`to`, per employee. */
export async function summarySums(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<SummarySumRow[]> {
  if (employeeIds.length === 0 || from > to) return [];
  const field = (name: string) => sql`coalesce(sum((d.result ->> ${name})::int), 0)::int`;
  const result = await t.db.execute(sql`
    select d.employee_id,
      ${field('scheduledMinutes')} as scheduled, ${field('workedMinutes')} as worked,
      coalesce(sum(o.minutes), 0)::int as overtime, ${field('nightMinutes')} as night,
      ${field('absenceMinutes')} as absence, ${field('justifiedMinutes')} as justified,
      ${field('lateMinutes')} as late
    from timesheet_days d
    cross join lateral (
      select coalesce(sum(value::int), 0)::int as minutes from jsonb_each_text(
        case when jsonb_typeof(d.result -> 'overtime') = 'object' then d.result -> 'overtime'
          else '{}'::jsonb end)
    ) o
    where d.company_id = ${t.companyId} and d.employee_id = any(${uuidArray(employeeIds)})
      and d.day between ${from}::date and ${to}::date and d.result is not null
    group by d.employee_id`);
  return rowsOf(result).map((r) => ({
    employeeId: String(r.employee_id),
    scheduled: Number(r.scheduled),
    worked: Number(r.worked),
    overtime: Number(r.overtime),
    night: Number(r.night),
    absence: Number(r.absence),
    justified: Number(r.justified),
    late: Number(r.late),
  }));
}
