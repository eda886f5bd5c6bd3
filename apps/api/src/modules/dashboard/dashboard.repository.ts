import type { Tenant } from '@ponteiro/db';
import { offsetAt } from '@ponteiro/time-engine';
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
  // The stored columns beside each day's result (migration 0023): integers summed, no JSON read.
  const result = await t.db.execute(sql`
    select d.day::text as day, sum(d.overtime_minutes)::int as overtime,
      sum(d.bank_minutes)::int as bank
    from timesheet_days d
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

/** `YYYY-MM-DD` of a day number (days since 1970-01-01), cached: a week has a handful. */
const dayTexts = new Map<number, string>();
function dayText(dayNumber: number): string {
  let text = dayTexts.get(dayNumber);
  if (text === undefined) {
    text = new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
    if (dayTexts.size > 10_000) dayTexts.clear();
    dayTexts.set(dayNumber, text);
  }
  return text;
}

/**
 * The workday of an instant (epoch ms) in a zone: its local date after taking the cut-off off
 * (a punch before the cut-off belongs to the previous workday), as SQL's
 * `((at at time zone zone) - cutoff)::date` would say. The engine's offsets are cached per zone
 * and hour.
 */
function workdayOf(at: number, zone: string, cutoffMs: number): string {
  const local = at + offsetAt(zone, Math.floor(at / 60_000)) * 60_000 - cutoffMs;
  return dayText(Math.floor(local / 86_400_000));
}

/**
 * The punches of these employees dated `from`…`to` in their zone (the punch log's lines, lean):
 * recorded ones with their disregard state, and inclusions with their undo state; by employee,
 * then workday, oldest first.
 *
 * A week of a 1,000-employee company is some 25,000 punches, and the embedded database spends
 * about a microsecond on each value it hands back and more on each it formats (a zone
 * conversion, a float, a date). So the register answers one packed text per employee and zone
 * (`id,epoch-ms;…`), with what only some punches have (flags, off-line, recorded later) in a
 * second text for those alone; the workday is worked out here with the engine's cached offsets;
 * disregards and inclusions, rare, come in their own small reads.
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
  const cutoffMs = (Number(cutoff.slice(0, 2)) * 60 + Number(cutoff.slice(3, 5))) * 60_000;
  // A day either side: any zone's workday of from…to lies inside.
  const lower = sql`(${from}::date - 1)::timestamp at time zone 'UTC'`;
  const upper = sql`(${to}::date + 2)::timestamp at time zone 'UTC'`;
  const recorded = rowsOf(
    await t.db.execute(sql`
      select r.employee_id, r.time_zone,
        string_agg(r.id || ',' || (date_part('epoch', r.punched_at) * 1000)::bigint, ';')
          as punches,
        string_agg(case when r.offline or cardinality(r.flags) > 0 then concat_ws(',', r.id,
          (date_part('epoch', r.recorded_at) * 1000)::bigint, coalesce(r.offline, false)::int,
          array_to_string(r.flags, '|')) end, ';') as extras
      from register_records r
      where r.company_id = ${t.companyId} and r.type = '7' and r.employee_id = any(${ids})
        and r.punched_at >= ${lower} and r.punched_at < ${upper}
      group by r.employee_id, r.time_zone`),
  );
  // A disregard nobody undid takes its record out of the count.
  const disregarded = new Set(
    rowsOf(
      await t.db.execute(sql`
        select d.record_id from punch_treatments d
        join register_records r on r.company_id = d.company_id and r.id = d.record_id
        where d.company_id = ${t.companyId} and d.kind = 'disregard'
          and r.punched_at >= ${lower} and r.punched_at < ${upper}
          and not exists (select 1 from punch_treatments u where u.company_id = d.company_id
            and u.target_id = d.id and u.kind = 'undo')`),
    ).map((r) => String(r.record_id)),
  );
  const included = rowsOf(
    await t.db.execute(sql`
      select pt.id, pt.employee_id, pt.time_zone,
        (date_part('epoch', pt.punched_at) * 1000)::bigint as at,
        (date_part('epoch', pt.created_at) * 1000)::bigint as created,
        exists (select 1 from punch_treatments u where u.company_id = pt.company_id
          and u.target_id = pt.id and u.kind = 'undo') as undone
      from punch_treatments pt
      where pt.company_id = ${t.companyId} and pt.kind = 'include'
        and pt.employee_id = any(${ids})
        and pt.punched_at >= ${lower} and pt.punched_at < ${upper}`),
  );

  const byEmployee = new Map<string, RulePunchRow[]>();
  const add = (punch: RulePunchRow) => {
    if (punch.day < from || punch.day > to) return;
    const list = byEmployee.get(punch.employeeId);
    if (list) list.push(punch);
    else byEmployee.set(punch.employeeId, [punch]);
  };
  for (const row of recorded) {
    const employeeId = String(row.employee_id);
    const zone = String(row.time_zone);
    const extras = new Map<string, string[]>();
    if (row.extras) {
      for (const packed of String(row.extras).split(';')) {
        const parts = packed.split(',');
        extras.set(parts[0]!, parts);
      }
    }
    for (const packed of String(row.punches).split(';')) {
      const comma = packed.indexOf(',');
      const id = packed.slice(0, comma);
      const at = Number(packed.slice(comma + 1));
      const extra = extras.get(id);
      add({
        id,
        recorded: true,
        employeeId,
        at,
        recordedAt: extra ? Number(extra[1]) : at,
        day: workdayOf(at, zone, cutoffMs),
        flags: extra?.[3] ? extra[3].split('|') : [],
        offline: extra?.[2] === '1',
        disregarded: disregarded.has(id),
      });
    }
  }
  for (const row of included) {
    const at = Number(row.at);
    add({
      id: String(row.id),
      recorded: false,
      employeeId: String(row.employee_id),
      at,
      recordedAt: Number(row.created),
      day: workdayOf(at, String(row.time_zone), cutoffMs),
      flags: [],
      offline: false,
      disregarded: row.undone === true,
    });
  }
  const punches: RulePunchRow[] = [];
  for (const employeeId of [...byEmployee.keys()].sort()) {
    const list = byEmployee.get(employeeId)!;
    list.sort((a, b) =>
      a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.at - b.at || (a.id < b.id ? -1 : 1),
    );
    punches.push(...list);
  }
  return punches;
}
