import {
  employeeSchedules,
  type StoredRules,
  type StoredSchedule,
  schedules,
  scheduleVersions,
  type Tenant,
  timeSettings,
  users,
} from '@ponteiro/db';
import { asc, count, countDistinct, desc, eq, ilike, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { selectPage } from '../../lib/select-page.js';

// SQL of schedules, their versions and the company's time settings (ADR 0012). Every function
// takes the request's Tenant: the company comes from the scope, never from an argument.

export type ScheduleRow = typeof schedules.$inferSelect;
export type VersionRow = typeof scheduleVersions.$inferSelect & { createdByName: string | null };
export type TimeSettingsRow = typeof timeSettings.$inferSelect;

export async function findTimeSettings(t: Tenant): Promise<TimeSettingsRow | undefined> {
  const [row] = await t.db.select().from(timeSettings).where(t.where(timeSettings));
  return row;
}

export async function saveTimeSettings(
  t: Tenant,
  values: { rules: StoredRules; workdayCutoff: string | null },
): Promise<TimeSettingsRow> {
  const [row] = await t.db
    .insert(timeSettings)
    .values(t.values(timeSettings, values))
    .onConflictDoUpdate({
      target: timeSettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function findSchedule(t: Tenant, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await t.db
    .select()
    .from(schedules)
    .where(t.where(schedules, eq(schedules.id, id)));
  return row;
}

/** Which of name and code another schedule of the company already has (case ignored). */
export async function takenScheduleFields(
  t: Tenant,
  values: { name: string; code: string },
  exceptId?: string,
): Promise<{ name: boolean; code: boolean }> {
  const rows = await t.db
    .select({ name: schedules.name, code: schedules.code })
    .from(schedules)
    .where(
      t.where(
        schedules,
        or(
          sql`lower(${schedules.name}) = lower(${values.name})`,
          sql`lower(${schedules.code}) = lower(${values.code})`,
        ),
        exceptId ? ne(schedules.id, exceptId) : undefined,
      ),
    );
  const lower = (s: string) => s.toLowerCase();
  return {
    name: rows.some((r) => lower(r.name) === lower(values.name)),
    code: rows.some((r) => lower(r.code) === lower(values.code)),
  };
}

const ORDER_COLUMNS = {
  name: schedules.name,
  code: schedules.code,
  created_at: schedules.createdAt,
};
export type ScheduleOrdering = keyof typeof ORDER_COLUMNS;

export async function listSchedulePage(
  t: Tenant,
  page: {
    searchPattern?: string;
    ordering: ScheduleOrdering;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ScheduleRow[]; total: number }> {
  const where = t.where(
    schedules,
    page.searchPattern
      ? or(ilike(schedules.name, page.searchPattern), ilike(schedules.code, page.searchPattern))
      : undefined,
  );
  return selectPage(t, schedules, {
    where,
    orderBy: ORDER_COLUMNS[page.ordering],
    descending: page.descending,
    limit: page.limit,
    offset: page.offset,
  });
}

export async function insertSchedule(
  t: Tenant,
  values: { name: string; code: string },
): Promise<ScheduleRow> {
  const [row] = await t.db.insert(schedules).values(t.values(schedules, values)).returning();
  return row!;
}

export async function updateSchedule(
  t: Tenant,
  id: string,
  values: { name: string; code: string },
): Promise<ScheduleRow> {
  const [row] = await t.db
    .update(schedules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(t.where(schedules, eq(schedules.id, id)))
    .returning();
  return row!;
}

export async function deleteSchedule(t: Tenant, id: string): Promise<void> {
  await t.db.delete(schedules).where(t.where(schedules, eq(schedules.id, id)));
}

const versionColumns = {
  companyId: scheduleVersions.companyId,
  id: scheduleVersions.id,
  scheduleId: scheduleVersions.scheduleId,
  effectiveFrom: scheduleVersions.effectiveFrom,
  schedule: scheduleVersions.schedule,
  rules: scheduleVersions.rules,
  overrides: scheduleVersions.overrides,
  preAssignedBreak: scheduleVersions.preAssignedBreak,
  createdBy: scheduleVersions.createdBy,
  createdAt: scheduleVersions.createdAt,
  createdByName: users.name,
};

/** Versions of the given schedules, oldest first, with their authors' names. */
export async function versionsOf(t: Tenant, scheduleIds: string[]): Promise<VersionRow[]> {
  if (scheduleIds.length === 0) return [];
  return t.db
    .select(versionColumns)
    .from(scheduleVersions)
    .leftJoin(users, eq(users.id, scheduleVersions.createdBy))
    .where(t.where(scheduleVersions, inArray(scheduleVersions.scheduleId, scheduleIds)))
    .orderBy(asc(scheduleVersions.scheduleId), asc(scheduleVersions.effectiveFrom));
}

/** Adds a version, or replaces the one of the same schedule and date (the newest word wins). */
export async function putVersion(
  t: Tenant,
  values: {
    scheduleId: string;
    effectiveFrom: string;
    schedule: StoredSchedule;
    rules: StoredRules;
    overrides: StoredRules;
    preAssignedBreak: boolean;
    createdBy: string | null;
  },
): Promise<void> {
  await t.db
    .insert(scheduleVersions)
    .values(t.values(scheduleVersions, values))
    .onConflictDoUpdate({
      target: [
        scheduleVersions.companyId,
        scheduleVersions.scheduleId,
        scheduleVersions.effectiveFrom,
      ],
      set: {
        schedule: values.schedule,
        rules: values.rules,
        overrides: values.overrides,
        preAssignedBreak: values.preAssignedBreak,
        createdBy: values.createdBy,
        createdAt: sql`now()`,
      },
    });
}

/**
 * How many employees work each schedule on `day`: for each employee, the assignment with the
 * latest date on or before `day` is the one in force.
 */
export async function employeesOnScheduleAt(
  t: Tenant,
  day: string,
  scheduleIds: string[],
): Promise<Map<string, number>> {
  if (scheduleIds.length === 0) return new Map();
  const inForce = t.db
    .selectDistinctOn([employeeSchedules.employeeId], {
      employeeId: employeeSchedules.employeeId,
      scheduleId: employeeSchedules.scheduleId,
    })
    .from(employeeSchedules)
    .where(t.where(employeeSchedules, lte(employeeSchedules.effectiveFrom, day)))
    .orderBy(employeeSchedules.employeeId, desc(employeeSchedules.effectiveFrom))
    .as('in_force');
  const rows = await t.db
    .select({ scheduleId: inForce.scheduleId, n: count() })
    .from(inForce)
    .where(inArray(inForce.scheduleId, scheduleIds))
    .groupBy(inForce.scheduleId);
  return new Map(rows.map((r) => [r.scheduleId, Number(r.n)]));
}

/** How many employees were ever given the schedule (past, present or future assignments). */
export async function employeesGivenSchedule(t: Tenant, scheduleId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: countDistinct(employeeSchedules.employeeId) })
    .from(employeeSchedules)
    .where(t.where(employeeSchedules, eq(employeeSchedules.scheduleId, scheduleId)));
  return Number(row?.n ?? 0);
}
