import type { Tenant } from '@ponteiro/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';

// The dashboard's own SQL: who the caller may see (the structure and the departments they manage),
// the scope's employees, the month's sums of stored days, open periods and the certificate. The
// punches, schedules and leave come from the modules that own them (scenario-builder, punch log).

const dateText = (value: unknown): string => String(value).slice(0, 10);

export interface StructureRow {
  id: string;
  name: string;
}

export interface DepartmentRow extends StructureRow {
  parentId: string | null;
}

/** The company's subsidiaries and departments (the filters' options), in name order. */
export async function structureOf(
  t: Tenant,
): Promise<{ subsidiaries: StructureRow[]; departments: DepartmentRow[] }> {
  const subsidiaries = rowsOf(
    await t.db.execute(sql`
      select id, name from subsidiaries where company_id = ${t.companyId} order by name, id`),
  ).map((r) => ({ id: String(r.id), name: String(r.name) }));
  const departments = rowsOf(
    await t.db.execute(sql`
      select id, name, parent_id from departments where company_id = ${t.companyId}
      order by name, id`),
  ).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    parentId: (r.parent_id as string | null) ?? null,
  }));
  return { subsidiaries, departments };
}

/** The departments whose manager is the caller's employee record (none when they have none). */
export async function departmentsManagedBy(t: Tenant, userId: string): Promise<string[]> {
  const result = await t.db.execute(sql`
    select d.id from departments d
    join employees e on e.company_id = d.company_id and e.id = d.manager_employee_id
    where d.company_id = ${t.companyId} and e.user_id = ${userId}`);
  return rowsOf(result).map((r) => String(r.id));
}

/** An employee of the dashboard's scope. */
export interface ScopeEmployee {
  id: string;
  name: string;
  subsidiaryId: string;
  departmentId: string | null;
  timeZone: string;
  admissionDate: string;
}

export interface ScopeFilter {
  subsidiaryId?: string | undefined;
  /** Only these departments (undefined: any, including none). */
  departmentIds?: readonly string[] | undefined;
  /** Employed on this date (admitted by it, not terminated before it). */
  on: string;
}

/** The active employees of the filter, in name order. */
export async function scopeEmployees(t: Tenant, filter: ScopeFilter): Promise<ScopeEmployee[]> {
  const narrow: SQL[] = [];
  if (filter.subsidiaryId) narrow.push(sql`and e.subsidiary_id = ${filter.subsidiaryId}`);
  if (filter.departmentIds) {
    if (filter.departmentIds.length === 0) return [];
    narrow.push(sql`and e.department_id = any(${uuidArray(filter.departmentIds)})`);
  }
  const result = await t.db.execute(sql`
    select e.id, e.name, e.subsidiary_id, e.department_id, s.timezone,
      e.admission_date::text as admission_date
    from employees e
    join subsidiaries s on s.company_id = e.company_id and s.id = e.subsidiary_id
    where e.company_id = ${t.companyId} and e.status = 'active'
      and e.admission_date <= ${filter.on}::date
      and (e.termination_date is null or e.termination_date >= ${filter.on}::date)
      ${sql.join(narrow, sql` `)}
    order by e.sort_name, e.name, e.id`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    subsidiaryId: String(r.subsidiary_id),
    departmentId: (r.department_id as string | null) ?? null,
    timeZone: String(r.timezone),
    admissionDate: dateText(r.admission_date),
  }));
}

/** Overtime (every rate) and the net hours-bank movement of the stored days, per day. */
export async function monthDaySums(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<{ date: string; overtime: number; bank: number }[]> {
  if (employeeIds.length === 0) return [];
  const result = await t.db.execute(sql`
    select d.day::text as day,
      coalesce(sum(o.minutes), 0)::int as overtime,
      coalesce(sum((d.result ->> 'hoursBankMinutes')::int), 0)::int as bank
    from timesheet_days d
    cross join lateral (
      select coalesce(sum(value::int), 0)::int as minutes from jsonb_each_text(
        case when jsonb_typeof(d.result -> 'overtime') = 'object' then d.result -> 'overtime'
          else '{}'::jsonb end)
    ) o
    where d.company_id = ${t.companyId} and d.employee_id = any(${uuidArray(employeeIds)})
      and d.day between ${from}::date and ${to}::date and d.result is not null
    group by d.day order by d.day`);
  return rowsOf(result).map((r) => ({
    date: dateText(r.day),
    overtime: Number(r.overtime),
    bank: Number(r.bank),
  }));
}

/**
 * How many of these employees, employed during `from`…`to`, have no closed (not reopened)
 * period covering `to`: their timesheet of that period is still open.
 */
export async function countOpenPeriods(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<number> {
  if (employeeIds.length === 0) return 0;
  const result = await t.db.execute(sql`
    select count(*)::int as n from employees e
    where e.company_id = ${t.companyId} and e.id = any(${uuidArray(employeeIds)})
      and e.admission_date <= ${to}::date
      and (e.termination_date is null or e.termination_date >= ${from}::date)
      and not exists (select 1 from timesheet_periods p
        where p.company_id = e.company_id and p.employee_id = e.id and p.reopened_at is null
          and p.from_date <= ${to}::date and p.to_date >= ${to}::date)`);
  return Number(rowsOf(result)[0]?.n ?? 0);
}

/** When the certificate that signs the company's files expires (null: none uploaded). */
export async function certificateValidUntil(t: Tenant): Promise<Date | null> {
  const result = await t.db.execute(sql`
    select certificate_valid_until from register_settings where company_id = ${t.companyId}`);
  const value = rowsOf(result)[0]?.certificate_valid_until;
  return value === null || value === undefined ? null : new Date(value as string);
}

/** A punch as the anomaly rules judge it, without what only a list shows (names, places). */
export interface RulePunchRow {
  id: string;
  recorded: boolean;
  employeeId: string;
  at: number;
  recordedAt: number;
  /** Its date in its workplace's zone. */
  day: string;
  flags: string[];
  offline: boolean;
  /** Out of the count: a disregard nobody undid, or an inclusion undone. */
  disregarded: boolean;
}

/**
 * The punches of these employees dated `from`…`to` in their zone (the punch log's lines, lean):
 * recorded ones with their disregard state, and inclusions with their undo state; by employee,
 * oldest first. Epochs and dates come from SQL: no per-row zone formatting in JavaScript.
 *
 * A week of a 1,000-employee company is some 25,000 punches; the embedded database spends about a
 * microsecond on each value it hands back, so they come packed, one text per employee-day
 * (`id,recorded,at,recorded_at,offline,disregarded,flag|flag;…`), and are split here.
 */
export async function rulePunchesOf(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
  /** 'HH:MM': a punch before it belongs to the previous workday (System › Time tracking). */
  cutoff = '00:00',
): Promise<RulePunchRow[]> {
  if (employeeIds.length === 0) return [];
  const ids = uuidArray(employeeIds);
  const shift = sql`${`${cutoff}:00`}::interval`;
  const lower = sql`(${from}::date - 1)::timestamp at time zone 'UTC'`;
  const upper = sql`(${to}::date + 2)::timestamp at time zone 'UTC'`;
  const result = await t.db.execute(sql`
    select employee_id, day,
      string_agg(concat_ws(',', id, recorded::int, at, recorded_at, offline::int,
        disregarded::int, array_to_string(flags, '|')), ';' order by at, id) as punches
    from (
      select r.id, true as recorded, r.employee_id,
        (extract(epoch from r.punched_at) * 1000)::float8 as at,
        (extract(epoch from r.recorded_at) * 1000)::float8 as recorded_at,
        ((r.punched_at at time zone r.time_zone) - ${shift})::date::text as day,
        r.flags, coalesce(r.offline, false) as offline,
        exists (select 1 from punch_treatments d
          where d.company_id = r.company_id and d.record_id = r.id and d.kind = 'disregard'
            and not exists (select 1 from punch_treatments u where u.company_id = d.company_id
              and u.target_id = d.id and u.kind = 'undo')) as disregarded
      from register_records r
      where r.company_id = ${t.companyId} and r.type = '7' and r.employee_id = any(${ids})
        and r.punched_at >= ${lower} and r.punched_at < ${upper}
      union all
      select pt.id, false, pt.employee_id,
        (extract(epoch from pt.punched_at) * 1000)::float8,
        (extract(epoch from pt.created_at) * 1000)::float8,
        ((pt.punched_at at time zone pt.time_zone) - ${shift})::date::text,
        '{}'::text[], false,
        exists (select 1 from punch_treatments u where u.company_id = pt.company_id
          and u.target_id = pt.id and u.kind = 'undo')
      from punch_treatments pt
      where pt.company_id = ${t.companyId} and pt.kind = 'include'
        and pt.employee_id = any(${ids})
        and pt.punched_at >= ${lower} and pt.punched_at < ${upper}
    ) lines
    where day between ${from} and ${to}
    group by employee_id, day
    order by employee_id, day`);
  const punches: RulePunchRow[] = [];
  for (const row of rowsOf(result)) {
    const employeeId = String(row.employee_id);
    const day = String(row.day);
    for (const packed of String(row.punches).split(';')) {
      const [id, recorded, at, recordedAt, offline, disregarded, flags] = packed.split(',');
      punches.push({
        id: id!,
        recorded: recorded === '1',
        employeeId,
        at: Number(at),
        recordedAt: Number(recordedAt),
        day,
        flags: flags ? flags.split('|') : [],
        offline: offline === '1',
        disregarded: disregarded === '1',
      });
    }
  }
  return punches;
}
