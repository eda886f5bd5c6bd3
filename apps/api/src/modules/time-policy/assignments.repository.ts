import {
  departments,
  employeeSchedules,
  employees,
  schedules,
  subsidiaries,
  type Tenant,
  users,
} from '@ponteiro/db';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { employeeSearch } from '../employees/search.js';

// SQL of who works which schedule from when (employee_schedules), and of the employee facts the
// scenario builder needs. Company tables only through the Tenant (ADR 0011).

export interface AssignmentRow {
  id: string;
  scheduleId: string;
  scheduleName: string;
  scheduleCode: string;
  effectiveFrom: string;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
}

/** An employee's assignments, newest date first. */
export async function assignmentsOfEmployee(
  t: Tenant,
  employeeId: string,
): Promise<AssignmentRow[]> {
  return t.db
    .select({
      id: employeeSchedules.id,
      scheduleId: employeeSchedules.scheduleId,
      scheduleName: schedules.name,
      scheduleCode: schedules.code,
      effectiveFrom: employeeSchedules.effectiveFrom,
      createdAt: employeeSchedules.createdAt,
      createdBy: employeeSchedules.createdBy,
      createdByName: users.name,
    })
    .from(employeeSchedules)
    .innerJoin(
      schedules,
      sql`${schedules.companyId} = ${employeeSchedules.companyId} and ${schedules.id} = ${employeeSchedules.scheduleId}`,
    )
    .leftJoin(users, eq(users.id, employeeSchedules.createdBy))
    .where(t.where(employeeSchedules, eq(employeeSchedules.employeeId, employeeId)))
    .orderBy(desc(employeeSchedules.effectiveFrom));
}

/**
 * Gives each employee the schedule from `effectiveFrom`, replacing an assignment of the same date.
 * Returns what each employee had on that date before, for the audit.
 */
export async function putAssignments(
  t: Tenant,
  employeeIds: string[],
  values: { scheduleId: string; effectiveFrom: string; createdBy: string | null },
): Promise<Map<string, string>> {
  if (employeeIds.length === 0) return new Map();
  const before = await t.db
    .select({ employeeId: employeeSchedules.employeeId, scheduleId: employeeSchedules.scheduleId })
    .from(employeeSchedules)
    .where(
      t.where(
        employeeSchedules,
        inArray(employeeSchedules.employeeId, employeeIds),
        eq(employeeSchedules.effectiveFrom, values.effectiveFrom),
      ),
    );
  await t.db
    .insert(employeeSchedules)
    .values(employeeIds.map((employeeId) => t.values(employeeSchedules, { employeeId, ...values })))
    .onConflictDoUpdate({
      target: [
        employeeSchedules.companyId,
        employeeSchedules.employeeId,
        employeeSchedules.effectiveFrom,
      ],
      set: { scheduleId: values.scheduleId, createdBy: values.createdBy, createdAt: sql`now()` },
    });
  return new Map(before.map((r) => [r.employeeId, r.scheduleId]));
}

/** Which of `ids` are this company's employees (locked against a concurrent delete). */
export async function existingEmployees(t: Tenant, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(t.where(employees, inArray(employees.id, ids)))
    .orderBy(asc(employees.id))
    .for('share');
  return rows.map((r) => r.id);
}

/** The employees of a department and of every department below it. */
export async function employeesOfDepartmentTree(
  t: Tenant,
  departmentId: string,
): Promise<string[]> {
  // A company has tens or hundreds of departments: walking the tree here is one small read.
  const all = await t.db
    .select({ id: departments.id, parentId: departments.parentId })
    .from(departments)
    .where(t.where(departments));
  const tree = new Set([departmentId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of all) {
      if (d.parentId && tree.has(d.parentId) && !tree.has(d.id)) {
        tree.add(d.id);
        grew = true;
      }
    }
  }
  const rows = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(t.where(employees, inArray(employees.departmentId, [...tree])))
    .orderBy(asc(employees.id))
    .for('share');
  return rows.map((r) => r.id);
}

export async function departmentExists(t: Tenant, id: string): Promise<boolean> {
  const [row] = await t.db
    .select({ id: departments.id })
    .from(departments)
    .where(t.where(departments, eq(departments.id, id)));
  return row !== undefined;
}

/** What the scenario needs of an employee: the workplace and its time zone. */
export async function employeeForScenario(
  t: Tenant,
  employeeId: string,
): Promise<{ id: string; subsidiaryId: string; timezone: string } | undefined> {
  const [row] = await t.db
    .select({
      id: employees.id,
      subsidiaryId: employees.subsidiaryId,
      timezone: subsidiaries.timezone,
    })
    .from(employees)
    .innerJoin(
      subsidiaries,
      sql`${subsidiaries.companyId} = ${employees.companyId} and ${subsidiaries.id} = ${employees.subsidiaryId}`,
    )
    .where(t.where(employees, eq(employees.id, employeeId)));
  return row;
}

export interface UnassignedRow {
  id: string;
  name: string;
  registration: string | null;
  admissionDate: string;
  nextFrom: string | null;
}

/**
 * Active employees with no assignment on or before `day` (searched by name or registration,
 * sorted the Portuguese way), and the date of a later one when there is one.
 */
export async function unassignedPage(
  t: Tenant,
  day: string,
  page: { search?: string; limit: number; offset: number },
): Promise<{ rows: UnassignedRow[]; total: number }> {
  const assignedBy = (
    cmp: 'le' | 'gt',
  ) => sql`(select min(${employeeSchedules.effectiveFrom}) from ${employeeSchedules}
    where ${employeeSchedules.companyId} = ${employees.companyId}
      and ${employeeSchedules.employeeId} = ${employees.id}
      and ${employeeSchedules.effectiveFrom} ${cmp === 'le' ? sql`<=` : sql`>`} ${day})`;
  const where = t.where(
    employees,
    eq(employees.status, 'active'),
    sql`${assignedBy('le')} is null`,
    // The employee list's own search (name without accents or case, CPF, registration).
    employeeSearch(page.search),
  );
  const [rows, [total]] = await Promise.all([
    t.db
      .select({
        id: employees.id,
        name: employees.name,
        registration: employees.registration,
        admissionDate: employees.admissionDate,
        nextFrom: sql<string | null>`${assignedBy('gt')}::text`,
      })
      .from(employees)
      .where(where)
      .orderBy(asc(employees.sortName), asc(employees.name), asc(employees.id))
      .limit(page.limit)
      .offset(page.offset),
    t.db.select({ n: count() }).from(employees).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The scenario facts of many employees at once (timesheets compute them in batches). */
export async function employeesForScenario(
  t: Tenant,
  employeeIds: readonly string[],
): Promise<
  {
    id: string;
    subsidiaryId: string;
    timezone: string;
    admissionDate: string;
    terminationDate: string | null;
  }[]
> {
  if (employeeIds.length === 0) return [];
  return t.db
    .select({
      id: employees.id,
      subsidiaryId: employees.subsidiaryId,
      timezone: subsidiaries.timezone,
      admissionDate: employees.admissionDate,
      terminationDate: employees.terminationDate,
    })
    .from(employees)
    .innerJoin(
      subsidiaries,
      sql`${subsidiaries.companyId} = ${employees.companyId} and ${subsidiaries.id} = ${employees.subsidiaryId}`,
    )
    .where(t.where(employees, inArray(employees.id, [...employeeIds])));
}

/** The assignments of many employees, oldest date first. */
export async function assignmentsOfEmployees(
  t: Tenant,
  employeeIds: readonly string[],
): Promise<{ employeeId: string; scheduleId: string; effectiveFrom: string }[]> {
  if (employeeIds.length === 0) return [];
  return t.db
    .select({
      employeeId: employeeSchedules.employeeId,
      scheduleId: employeeSchedules.scheduleId,
      effectiveFrom: employeeSchedules.effectiveFrom,
    })
    .from(employeeSchedules)
    .where(t.where(employeeSchedules, inArray(employeeSchedules.employeeId, [...employeeIds])))
    .orderBy(asc(employeeSchedules.effectiveFrom));
}
