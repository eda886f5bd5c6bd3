import { employees, type Tenant, timesheetPeriods, users, uuidv7 } from '@ponteiro/db';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';

// SQL of closed periods (timesheet_periods): closing adds rows, reopening stamps them (the row
// stays, with who reopened and why), the employee's answer is written once on its row.

export type PeriodRow = typeof timesheetPeriods.$inferSelect & {
  closedByName: string | null;
  employeeName: string;
};

function select(t: Tenant) {
  return t.db
    .select({
      period: timesheetPeriods,
      closedByName: users.name,
      employeeName: employees.name,
    })
    .from(timesheetPeriods)
    .innerJoin(
      employees,
      sql`${employees.companyId} = ${timesheetPeriods.companyId} and ${employees.id} = ${timesheetPeriods.employeeId}`,
    )
    .leftJoin(users, eq(users.id, timesheetPeriods.closedBy));
}

const flat = (r: {
  period: typeof timesheetPeriods.$inferSelect;
  closedByName: string | null;
  employeeName: string;
}): PeriodRow => ({ ...r.period, closedByName: r.closedByName, employeeName: r.employeeName });

/** Closed (not reopened) periods of these employees overlapping `from`…`to`, oldest first. */
export async function activePeriods(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<PeriodRow[]> {
  if (employeeIds.length === 0) return [];
  const rows = await select(t)
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
    )
    .orderBy(asc(timesheetPeriods.fromDate));
  return rows.map(flat);
}

export async function periodsByIds(t: Tenant, ids: readonly string[]): Promise<PeriodRow[]> {
  if (ids.length === 0) return [];
  const rows = await select(t).where(
    t.where(timesheetPeriods, inArray(timesheetPeriods.id, [...ids])),
  );
  return rows.map(flat);
}

export async function findPeriod(t: Tenant, id: string): Promise<PeriodRow | undefined> {
  const [row] = await select(t).where(t.where(timesheetPeriods, eq(timesheetPeriods.id, id)));
  return row ? flat(row) : undefined;
}

export async function insertPeriods(
  t: Tenant,
  rows: { employeeId: string; fromDate: string; toDate: string; closedBy: string | null }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const withIds = rows.map((row) => ({ id: uuidv7(), ...row }));
  await t.db.insert(timesheetPeriods).values(withIds.map((row) => t.values(timesheetPeriods, row)));
  return withIds.map((row) => row.id);
}

export async function reopenPeriods(
  t: Tenant,
  ids: readonly string[],
  by: string | null,
  reason: string,
): Promise<void> {
  if (ids.length === 0) return;
  await t.db
    .update(timesheetPeriods)
    .set({ reopenedAt: sql`now()`, reopenedBy: by, reopenReason: reason })
    .where(t.where(timesheetPeriods, inArray(timesheetPeriods.id, [...ids])));
}

/** Writes the employee's answer, only if none was given (false: someone answered first). */
export async function answerPeriod(
  t: Tenant,
  id: string,
  answer: { acceptance: 'accept' | 'disagree'; note: string | null; ip: string | null },
): Promise<boolean> {
  const updated = await t.db
    .update(timesheetPeriods)
    .set({
      acceptance: answer.acceptance,
      acceptanceNote: answer.note,
      acceptedIp: answer.ip,
      acceptedAt: sql`now()`,
    })
    .where(
      t.where(
        timesheetPeriods,
        eq(timesheetPeriods.id, id),
        isNull(timesheetPeriods.acceptance),
        isNull(timesheetPeriods.reopenedAt),
      ),
    )
    .returning({ id: timesheetPeriods.id });
  return updated.length > 0;
}
