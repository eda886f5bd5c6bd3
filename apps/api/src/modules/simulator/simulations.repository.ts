import { type Executor, simulations, type Tenant, users } from '@ponteiro/db';
import type { SimulationSelection } from '@ponteiro/shared';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';
import {
  departmentExists,
  employeesOfDepartmentTree,
} from '../time-policy/assignments.repository.js';

// The simulations rows (the only thing a simulation writes) and the reads it needs beyond the
// scenario builder: who the selection covers, with their monthly salary.

export type SimulationRow = typeof simulations.$inferSelect & { creatorName: string | null };

const columns = { row: simulations, creatorName: users.name };
const flat = (r: { row: typeof simulations.$inferSelect; creatorName: string | null }) => ({
  ...r.row,
  creatorName: r.creatorName,
});

export async function insertSimulation(
  t: Tenant,
  values: Omit<typeof simulations.$inferInsert, 'companyId'>,
) {
  const [row] = await t.db
    .insert(simulations)
    .values({ ...values, companyId: t.companyId })
    .returning();
  return row!;
}

export async function findSimulation(t: Tenant, id: string): Promise<SimulationRow | undefined> {
  const [row] = await t.db
    .select(columns)
    .from(simulations)
    .leftJoin(users, eq(users.id, simulations.createdBy))
    .where(t.where(simulations, eq(simulations.id, id)));
  return row ? flat(row) : undefined;
}

/** The row but its result (a list need not carry every employee's figures). */
const listColumns = {
  companyId: simulations.companyId,
  id: simulations.id,
  name: simulations.name,
  proposal: simulations.proposal,
  selection: simulations.selection,
  status: simulations.status,
  done: simulations.done,
  total: simulations.total,
  error: simulations.error,
  language: simulations.language,
  createdBy: simulations.createdBy,
  createdAt: simulations.createdAt,
  finishedAt: simulations.finishedAt,
};

/** Newest first; without the results (heavy), which `findSimulation` reads. */
export async function listSimulations(
  t: Tenant,
  f: { savedOnly: boolean; limit: number; offset: number },
): Promise<{ rows: SimulationRow[]; count: number }> {
  const where = t.where(simulations, f.savedOnly ? isNotNull(simulations.name) : undefined);
  const rows = await t.db
    .select({ row: listColumns, creatorName: users.name })
    .from(simulations)
    .leftJoin(users, eq(users.id, simulations.createdBy))
    .where(where)
    .orderBy(desc(simulations.createdAt), desc(simulations.id))
    .limit(f.limit)
    .offset(f.offset);
  const [total] = await t.db.select({ n: count() }).from(simulations).where(where);
  return {
    rows: rows.map((r) => ({ ...r.row, result: null, creatorName: r.creatorName })),
    count: Number(total?.n ?? 0),
  };
}

export async function nameSimulation(t: Tenant, id: string, name: string | null) {
  await t.db
    .update(simulations)
    .set({ name })
    .where(t.where(simulations, eq(simulations.id, id)));
}

export async function deleteSimulation(t: Tenant, id: string) {
  await t.db.delete(simulations).where(t.where(simulations, eq(simulations.id, id)));
}

/** Takes a waiting (or interrupted) simulation for this run; undefined when finished or gone. */
export async function claimSimulation(t: Tenant, id: string) {
  const [row] = await t.db
    .update(simulations)
    .set({ status: 'running', done: 0, error: null })
    .where(
      t.where(
        simulations,
        and(eq(simulations.id, id), inArray(simulations.status, ['queued', 'running'])),
      ),
    )
    .returning();
  return row;
}

export async function saveSimulationProgress(t: Tenant, id: string, done: number, total: number) {
  await t.db
    .update(simulations)
    .set({ done, total })
    .where(t.where(simulations, and(eq(simulations.id, id), eq(simulations.status, 'running'))));
}

export async function finishSimulation(
  t: Tenant,
  id: string,
  values: { status: 'done'; result: unknown } | { status: 'failed'; error: string },
) {
  await t.db
    .update(simulations)
    .set({ ...values, finishedAt: sql`now()` })
    .where(t.where(simulations, eq(simulations.id, id)));
}

/** Simulations a stopped server left waiting or half done (every company: the start-up's look). */
export async function unfinishedSimulations(db: Executor) {
  return db
    .select({ companyId: simulations.companyId, id: simulations.id })
    .from(simulations)
    .where(inArray(simulations.status, ['queued', 'running']))
    .orderBy(simulations.createdAt);
}

export interface SimulatedEmployee {
  id: string;
  name: string;
  registration: string | null;
  department: string | null;
  monthlySalary: number | null;
}

/**
 * Checks the named subsidiary, department or employees belong to the company: a field error
 * names the one that does not (the caller turns it into 422).
 */
export async function missingSelectionRef(
  t: Tenant,
  s: SimulationSelection,
): Promise<'subsidiary_id' | 'department_id' | 'employee_ids' | null> {
  if (s.who === 'subsidiary' && s.subsidiary_id) {
    const found = rowsOf(
      await t.db.execute(sql`select 1 from subsidiaries
        where company_id = ${t.companyId} and id = ${s.subsidiary_id}`),
    );
    if (found.length === 0) return 'subsidiary_id';
  }
  if (s.who === 'department' && s.department_id) {
    if (!(await departmentExists(t, s.department_id))) return 'department_id';
  }
  if (s.who === 'employees' && s.employee_ids) {
    const ids = [...new Set(s.employee_ids)];
    const found = rowsOf(
      await t.db.execute(sql`select count(*)::int as n from employees
        where company_id = ${t.companyId} and id = any(${uuidArray(ids)})`),
    );
    if (Number(found[0]?.n ?? 0) !== ids.length) return 'employee_ids';
  }
  return null;
}

/** The employees of the selection who worked in the period, by name, with their salary. */
export async function selectedEmployees(
  t: Tenant,
  s: SimulationSelection,
): Promise<SimulatedEmployee[]> {
  let ids: string[] | null = null;
  if (s.who === 'department' && s.department_id) {
    ids = await employeesOfDepartmentTree(t, s.department_id);
  } else if (s.who === 'employees' && s.employee_ids) {
    ids = [...new Set(s.employee_ids)];
  }
  if (ids && ids.length === 0) return [];
  const result = await t.db.execute(sql`
    select e.id, e.name, e.registration, d.name as department, e.monthly_salary::text as salary
    from employees e
    left join departments d on d.company_id = e.company_id and d.id = e.department_id
    where e.company_id = ${t.companyId}
      and e.admission_date <= ${s.to}::date
      and (e.termination_date is null or e.termination_date >= ${s.from}::date)
      ${s.who === 'subsidiary' && s.subsidiary_id ? sql`and e.subsidiary_id = ${s.subsidiary_id}` : sql``}
      ${ids ? sql`and e.id = any(${uuidArray(ids)})` : sql``}
    order by e.sort_name, e.name, e.id`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    registration: (r.registration as string | null) ?? null,
    department: (r.department as string | null) ?? null,
    monthlySalary: r.salary === null || r.salary === undefined ? null : Number(r.salary),
  }));
}
