import type { Tenant } from '@ponteiro/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';
import { employeeSearch } from '../employees/search.js';
import { SUMMED_FIGURES } from './figures.js';

// SQL of the timesheets overview: the employees of a period (hired by its end, not gone before its
// start, with a schedule by its end) and the totals of their stored days.

/** Flags of a day that needs a look. */
export const PROBLEM_FLAGS = ['odd_punches', 'absent', 'break_short', 'rest_11h'] as const;
/** Flags of a day that needs a treatment (a punch included or disregarded, a leave). */
export const TREATMENT_FLAGS = ['odd_punches', 'absent'] as const;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export interface OverviewFilter {
  from: string;
  to: string;
  subsidiaryId?: string | undefined;
  departmentId?: string | undefined;
  scheduleId?: string | undefined;
  search?: string | undefined;
}

/** The employees of the period, as a WHERE over `employees`. */
function inPeriod(t: Tenant, f: OverviewFilter): SQL {
  return sql`employees.company_id = ${t.companyId}
    and employees.admission_date <= ${f.to}::date
    and (employees.termination_date is null or employees.termination_date >= ${f.from}::date)
    and exists (select 1 from employee_schedules es where es.company_id = employees.company_id
      and es.employee_id = employees.id and es.effective_from <= ${f.to}::date
      ${f.scheduleId ? sql`and es.schedule_id = ${f.scheduleId}` : sql``})
    ${f.subsidiaryId ? sql`and employees.subsidiary_id = ${f.subsidiaryId}` : sql``}
    ${f.departmentId ? sql`and employees.department_id = ${f.departmentId}` : sql``}
    ${f.search ? sql`and (${employeeSearch(f.search)})` : sql``}`;
}

const dayCount = (f: { from: string; to: string }) => sql`(${f.to}::date - ${f.from}::date + 1)`;

/** Employees of the period with days never computed or stale there (the recompute's work list). */
export async function employeesNeedingDays(
  t: Tenant,
  from: string,
  to: string,
  limit: number,
  exclude: readonly string[] = [],
): Promise<string[]> {
  const f = { from, to };
  const result = await t.db.execute(sql`
    select employees.id from employees
    where ${inPeriod(t, f)}
      ${
        exclude.length > 0
          ? sql`and employees.id <> all(array[${sql.join(
              exclude.map((id) => sql`${id}`),
              sql`, `,
            )}]::uuid[])`
          : sql``
      }
      and (select count(*) from timesheet_days d where d.company_id = employees.company_id
        and d.employee_id = employees.id and d.day between ${from}::date and ${to}::date
        and not d.stale) < ${dayCount(f)}
    order by employees.id limit ${limit}`);
  return rowsOf(result).map((r) => String(r.id));
}

export interface OverviewRow {
  employeeId: string;
  name: string;
  cpf: string;
  registration: string | null;
  subsidiaryId: string;
  subsidiaryName: string;
  departmentId: string | null;
  departmentName: string | null;
  scheduleId: string | null;
  scheduleName: string | null;
  sums: Record<string, number>;
  overtime: Record<string, number>;
  problemDays: number;
  treatmentDays: number;
  pendingDays: number;
  /** Closed periods covering the whole period / some of it. */
  closedWhole: boolean;
  closedSome: boolean;
  periodId: string | null;
}

/** One page of the overview, the count, and the pending/total employee-days of the selection. */
export async function overviewPage(
  t: Tenant,
  f: OverviewFilter & { status?: 'open' | 'closed' | 'problems' | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: OverviewRow[]; count: number; pendingDays: number; totalDays: number }> {
  const sums = sql.join(
    SUMMED_FIGURES.map(
      (field) => sql`coalesce(sum((d.result->>${field})::int), 0)::int as ${sql.identifier(field)}`,
    ),
    sql`, `,
  );
  const statusFilter =
    f.status === 'closed'
      ? sql`where closed_whole`
      : f.status === 'open'
        ? sql`where not closed_whole`
        : f.status === 'problems'
          ? sql`where problem_days > 0`
          : sql``;
  const result = await t.db.execute(sql`
    with scoped as (
      select employees.id, employees.name, employees.sort_name, employees.cpf,
        employees.registration, employees.subsidiary_id, employees.department_id
      from employees where ${inPeriod(t, f)}
    ), rows as (
      select s.*, sub.name as subsidiary_name, dep.name as department_name,
        sch.id as schedule_id, sch.name as schedule_name, agg.*,
        ${dayCount(f)} - agg.fresh_days as pending_days,
        coalesce(per.closed_whole, false) as closed_whole,
        coalesce(per.closed_some, false) as closed_some, per.period_id
      from scoped s
      join subsidiaries sub on sub.company_id = ${t.companyId} and sub.id = s.subsidiary_id
      left join departments dep on dep.company_id = ${t.companyId} and dep.id = s.department_id
      left join lateral (
        select es.schedule_id from employee_schedules es
        where es.company_id = ${t.companyId} and es.employee_id = s.id
          and es.effective_from <= ${f.to}::date
        order by es.effective_from desc limit 1
      ) cur on true
      left join schedules sch on sch.company_id = ${t.companyId} and sch.id = cur.schedule_id
      left join lateral (
        select count(*) filter (where not d.stale)::int as fresh_days,
          count(*) filter (where d.result->'flags' ?| ${textArray(PROBLEM_FLAGS)})::int as problem_days,
          count(*) filter (where d.result->'flags' ?| ${textArray(TREATMENT_FLAGS)})::int as treatment_days,
          ${sums},
          (select coalesce(jsonb_object_agg(o.key, o.total), '{}'::jsonb) from (
            select e.key, sum(e.value::int) as total
            from timesheet_days d2, jsonb_each_text(d2.result->'overtime') e
            where d2.company_id = ${t.companyId} and d2.employee_id = s.id
              and d2.day between ${f.from}::date and ${f.to}::date
            group by e.key) o) as overtime
        from timesheet_days d
        where d.company_id = ${t.companyId} and d.employee_id = s.id
          and d.day between ${f.from}::date and ${f.to}::date
      ) agg on true
      left join lateral (
        select bool_or(p.from_date <= ${f.from}::date and p.to_date >= ${f.to}::date) as closed_whole,
          true as closed_some,
          (array_agg(p.id order by p.closed_at desc))[1] as period_id
        from timesheet_periods p
        where p.company_id = ${t.companyId} and p.employee_id = s.id and p.reopened_at is null
          and p.from_date <= ${f.to}::date and p.to_date >= ${f.from}::date
        having count(*) > 0
      ) per on true
    ), filtered as (select * from rows ${statusFilter})
    select *, count(*) over ()::int as total_count,
      sum(pending_days) over ()::int as all_pending
    from filtered
    order by sort_name, id
    limit ${page.limit} offset ${page.offset}`);
  const raw = rowsOf(result);
  let count = raw.length > 0 ? Number(raw[0]!.total_count) : 0;
  let pendingDays = raw.length > 0 ? Number(raw[0]!.all_pending) : 0;
  if (raw.length === 0 && page.offset > 0) {
    const again = await overviewPage(t, f, { limit: 1, offset: 0 });
    count = again.count;
    pendingDays = again.pendingDays;
  }
  const days =
    (Date.parse(`${f.to}T00:00:00Z`) - Date.parse(`${f.from}T00:00:00Z`)) / 86_400_000 + 1;
  return {
    rows: raw.map((r) => ({
      employeeId: String(r.id),
      name: String(r.name),
      cpf: String(r.cpf),
      registration: (r.registration as string | null) ?? null,
      subsidiaryId: String(r.subsidiary_id),
      subsidiaryName: String(r.subsidiary_name),
      departmentId: (r.department_id as string | null) ?? null,
      departmentName: (r.department_name as string | null) ?? null,
      scheduleId: (r.schedule_id as string | null) ?? null,
      scheduleName: (r.schedule_name as string | null) ?? null,
      sums: Object.fromEntries(SUMMED_FIGURES.map((field) => [field, Number(r[field] ?? 0)])),
      overtime: Object.fromEntries(
        Object.entries(
          (typeof r.overtime === 'string' ? JSON.parse(r.overtime) : r.overtime) ?? {},
        ).map(([k, v]) => [k, Number(v)]),
      ),
      problemDays: Number(r.problem_days ?? 0),
      treatmentDays: Number(r.treatment_days ?? 0),
      pendingDays: Number(r.pending_days ?? days),
      closedWhole: r.closed_whole === true || r.closed_whole === 't',
      closedSome: r.closed_some === true || r.closed_some === 't',
      periodId: (r.period_id as string | null) ?? null,
    })),
    count,
    pendingDays,
    totalDays: count * days,
  };
}

/** Of these employees, those the period covers (hired by its end, with a schedule by then…). */
export async function employeesInPeriod(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<{ id: string; name: string }[]> {
  if (employeeIds.length === 0) return [];
  const result = await t.db.execute(sql`
    select employees.id, employees.name from employees
    where ${inPeriod(t, { from, to })}
      and employees.id = any(array[${sql.join(
        employeeIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])
    order by employees.sort_name, employees.id`);
  return rowsOf(result).map((r) => ({ id: String(r.id), name: String(r.name) }));
}

/** How many of these ids are employees of the company (a foreign id makes a bulk request 400). */
export async function countEmployees(t: Tenant, employeeIds: readonly string[]): Promise<number> {
  if (employeeIds.length === 0) return 0;
  const result = await t.db.execute(sql`
    select count(*)::int as n from employees where employees.company_id = ${t.companyId}
      and employees.id = any(array[${sql.join(
        employeeIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[])`);
  return Number(rowsOf(result)[0]?.n ?? 0);
}
