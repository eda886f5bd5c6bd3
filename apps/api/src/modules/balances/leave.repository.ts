import type { Tenant } from '@ponteiro/db';
import type { LeaveCategory } from '@ponteiro/shared';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';
import { employeeSearch } from '../employees/search.js';

// SQL of the leave balance: the employees of a year, their leave (not cancelled) and the days the
// timesheets found them absent without justification.

export interface BalanceFilter {
  /** The year's first and last day: employees hired by its end, not gone before its start. */
  from: string;
  to: string;
  subsidiaryId?: string | undefined;
  departmentId?: string | undefined;
  search?: string | undefined;
}

export interface BalanceEmployeeRow {
  id: string;
  name: string;
  registration: string | null;
  department: string | null;
  admissionDate: string;
}

function inYear(t: Tenant, f: BalanceFilter): SQL {
  return sql`employees.company_id = ${t.companyId}
    and employees.admission_date <= ${f.to}::date
    and (employees.termination_date is null or employees.termination_date >= ${f.from}::date)
    ${f.subsidiaryId ? sql`and employees.subsidiary_id = ${f.subsidiaryId}` : sql``}
    ${f.departmentId ? sql`and employees.department_id = ${f.departmentId}` : sql``}
    ${f.search ? sql`and (${employeeSearch(f.search)})` : sql``}`;
}

/** The year's employees in name order; `page` null: all of them. */
export async function balanceEmployees(
  t: Tenant,
  f: BalanceFilter,
  page: { limit: number; offset: number } | null,
  onlyId?: string,
): Promise<{ rows: BalanceEmployeeRow[]; total: number }> {
  const where = sql`${inYear(t, f)} ${onlyId ? sql`and employees.id = ${onlyId}` : sql``}`;
  const result = await t.db.execute(sql`
    select employees.id, employees.name, employees.registration,
      departments.name as department, employees.admission_date::text as admission_date,
      count(*) over () as total
    from employees
    left join departments on departments.company_id = employees.company_id
      and departments.id = employees.department_id
    where ${where}
    order by employees.sort_name, employees.id
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  const rows = rowsOf(result);
  let total = rows.length > 0 ? Number(rows[0]?.total) : 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && page && page.offset > 0) {
    const counted = await t.db.execute(sql`select count(*) as n from employees where ${where}`);
    total = Number(rowsOf(counted)[0]?.n ?? 0);
  }
  return {
    total,
    rows: rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      registration: (r.registration as string | null) ?? null,
      department: (r.department as string | null) ?? null,
      admissionDate: String(r.admission_date),
    })),
  };
}

export interface BalanceLeaveRow {
  employeeId: string;
  leaveTypeId: string;
  fromDate: string;
  toDate: string;
  category: LeaveCategory;
  justified: boolean;
}

/** Every leave of these employees that was not cancelled, with its type's category. */
export async function leavesOf(
  t: Tenant,
  employeeIds: readonly string[],
): Promise<BalanceLeaveRow[]> {
  if (employeeIds.length === 0) return [];
  const result = await t.db.execute(sql`
    select l.employee_id, l.leave_type_id, l.from_date::text as from_date,
      l.to_date::text as to_date, lt.category, lt.justified
    from employee_leaves l
    join leave_types lt on lt.company_id = l.company_id and lt.id = l.leave_type_id
    where l.company_id = ${t.companyId} and l.employee_id = any(${uuidArray(employeeIds)})
      and l.cancelled_at is null
    order by l.employee_id, l.from_date`);
  return rowsOf(result).map((r) => ({
    employeeId: String(r.employee_id),
    leaveTypeId: String(r.leave_type_id),
    fromDate: String(r.from_date),
    toDate: String(r.to_date),
    category: r.category as LeaveCategory,
    justified: r.justified === true,
  }));
}

/**
 * Days the timesheets flag `absent` (no justification) inside closed periods, up to `to`: what
 * the company confirmed at the close. Open days may still be justified, and days never computed
 * are unknown; counting either would let merely viewing a month change someone's vacation.
 */
export async function absentDaysOf(
  t: Tenant,
  employeeIds: readonly string[],
  to: string,
): Promise<{ employeeId: string; day: string }[]> {
  if (employeeIds.length === 0) return [];
  const result = await t.db.execute(sql`
    select d.employee_id, d.day::text as day from timesheet_days d
    where d.company_id = ${t.companyId} and d.employee_id = any(${uuidArray(employeeIds)})
      and d.day <= ${to}::date and d.result is not null
      and (d.result -> 'flags') ? 'absent'
      and exists (select 1 from timesheet_periods p
        where p.company_id = d.company_id and p.employee_id = d.employee_id
          and p.reopened_at is null and d.day between p.from_date and p.to_date)
    order by d.employee_id, d.day`);
  return rowsOf(result).map((r) => ({ employeeId: String(r.employee_id), day: String(r.day) }));
}

export interface BalanceLeaveTypeRow {
  id: string;
  name: string;
  code: string;
  category: LeaveCategory;
  maxDays: number | null;
  active: boolean;
}

/** The company's leave types, in name order. */
export async function balanceLeaveTypes(t: Tenant): Promise<BalanceLeaveTypeRow[]> {
  const result = await t.db.execute(sql`
    select id, name, code, category, max_days, active from leave_types
    where company_id = ${t.companyId} order by lower(name), id`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    code: String(r.code),
    category: r.category as LeaveCategory,
    maxDays: r.max_days === null ? null : Number(r.max_days),
    active: r.active === true,
  }));
}
