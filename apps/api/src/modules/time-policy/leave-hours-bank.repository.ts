import {
  employees,
  hoursBankOpenings,
  hoursBankSettings,
  leaveTypes,
  type Tenant,
  users,
} from '@ponteiro/db';
import { asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { selectPage } from '../../lib/select-page.js';

// SQL of leave types, the hours bank settings and opening balances (through the Tenant).

export type LeaveTypeRow = typeof leaveTypes.$inferSelect;
export type LeaveTypeValues = Omit<
  LeaveTypeRow,
  'companyId' | 'id' | 'createdAt' | 'updatedAt' | 'category'
> & { category?: LeaveTypeRow['category'] };
export type HoursBankRow = typeof hoursBankSettings.$inferSelect;
export type HoursBankValues = Omit<HoursBankRow, 'companyId' | 'updatedAt'>;

export async function findLeaveType(t: Tenant, id: string): Promise<LeaveTypeRow | undefined> {
  const [row] = await t.db
    .select()
    .from(leaveTypes)
    .where(t.where(leaveTypes, eq(leaveTypes.id, id)));
  return row;
}

export async function takenLeaveFields(
  t: Tenant,
  values: { name: string; code: string },
  exceptId?: string,
): Promise<{ name: boolean; code: boolean }> {
  const rows = await t.db
    .select({ name: leaveTypes.name, code: leaveTypes.code })
    .from(leaveTypes)
    .where(
      t.where(
        leaveTypes,
        or(
          sql`lower(${leaveTypes.name}) = lower(${values.name})`,
          sql`lower(${leaveTypes.code}) = lower(${values.code})`,
        ),
        exceptId ? ne(leaveTypes.id, exceptId) : undefined,
      ),
    );
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return {
    name: rows.some((r) => same(r.name, values.name)),
    code: rows.some((r) => same(r.code, values.code)),
  };
}

const LEAVE_ORDER = {
  name: leaveTypes.name,
  code: leaveTypes.code,
  created_at: leaveTypes.createdAt,
};
export type LeaveOrdering = keyof typeof LEAVE_ORDER;

export async function listLeavePage(
  t: Tenant,
  page: {
    searchPattern?: string;
    ordering: LeaveOrdering;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: LeaveTypeRow[]; total: number }> {
  const where = t.where(
    leaveTypes,
    page.searchPattern
      ? or(ilike(leaveTypes.name, page.searchPattern), ilike(leaveTypes.code, page.searchPattern))
      : undefined,
  );
  return selectPage(t, leaveTypes, {
    where,
    orderBy: LEAVE_ORDER[page.ordering],
    descending: page.descending,
    limit: page.limit,
    offset: page.offset,
  });
}

export async function insertLeaveTypes(
  t: Tenant,
  values: LeaveTypeValues[],
): Promise<LeaveTypeRow[]> {
  if (values.length === 0) return [];
  return t.db
    .insert(leaveTypes)
    .values(values.map((v) => t.values(leaveTypes, v)))
    .onConflictDoNothing()
    .returning();
}

export async function updateLeaveType(
  t: Tenant,
  id: string,
  values: LeaveTypeValues,
): Promise<LeaveTypeRow> {
  const [row] = await t.db
    .update(leaveTypes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(t.where(leaveTypes, eq(leaveTypes.id, id)))
    .returning();
  return row!;
}

export async function deleteLeaveType(t: Tenant, id: string): Promise<void> {
  await t.db.delete(leaveTypes).where(t.where(leaveTypes, eq(leaveTypes.id, id)));
}

export async function findHoursBank(t: Tenant): Promise<HoursBankRow | undefined> {
  const [row] = await t.db.select().from(hoursBankSettings).where(t.where(hoursBankSettings));
  return row;
}

export async function saveHoursBank(t: Tenant, values: HoursBankValues): Promise<HoursBankRow> {
  const [row] = await t.db
    .insert(hoursBankSettings)
    .values(t.values(hoursBankSettings, values))
    .onConflictDoUpdate({
      target: hoursBankSettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export interface OpeningRow {
  id: string;
  employeeId: string;
  employeeName: string;
  asOf: string;
  minutes: number;
  note: string | null;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string | null;
}

const openingColumns = {
  id: hoursBankOpenings.id,
  employeeId: hoursBankOpenings.employeeId,
  employeeName: employees.name,
  asOf: hoursBankOpenings.asOf,
  minutes: hoursBankOpenings.minutes,
  note: hoursBankOpenings.note,
  createdAt: hoursBankOpenings.createdAt,
  createdBy: hoursBankOpenings.createdBy,
  createdByName: users.name,
};

function openingsQuery(t: Tenant) {
  return t.db
    .select(openingColumns)
    .from(hoursBankOpenings)
    .innerJoin(
      employees,
      sql`${employees.companyId} = ${hoursBankOpenings.companyId} and ${employees.id} = ${hoursBankOpenings.employeeId}`,
    )
    .leftJoin(users, eq(users.id, hoursBankOpenings.createdBy));
}

export async function findOpening(t: Tenant, id: string): Promise<OpeningRow | undefined> {
  const [row] = await openingsQuery(t).where(
    t.where(hoursBankOpenings, eq(hoursBankOpenings.id, id)),
  );
  return row;
}

export async function listOpeningPage(
  t: Tenant,
  page: { searchPattern?: string; employeeId?: string; limit: number; offset: number },
): Promise<{ rows: OpeningRow[]; total: number }> {
  const where = t.where(
    hoursBankOpenings,
    page.employeeId ? eq(hoursBankOpenings.employeeId, page.employeeId) : undefined,
    page.searchPattern ? ilike(employees.name, page.searchPattern) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    openingsQuery(t)
      .where(where)
      .orderBy(asc(employees.sortName), desc(hoursBankOpenings.asOf), asc(hoursBankOpenings.id))
      .limit(page.limit)
      .offset(page.offset),
    t.db
      .select({ n: count() })
      .from(hoursBankOpenings)
      .innerJoin(
        employees,
        sql`${employees.companyId} = ${hoursBankOpenings.companyId} and ${employees.id} = ${hoursBankOpenings.employeeId}`,
      )
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function openingExists(
  t: Tenant,
  employeeId: string,
  asOf: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await t.db
    .select({ id: hoursBankOpenings.id })
    .from(hoursBankOpenings)
    .where(
      t.where(
        hoursBankOpenings,
        eq(hoursBankOpenings.employeeId, employeeId),
        eq(hoursBankOpenings.asOf, asOf),
      ),
    );
  return rows.some((r) => r.id !== exceptId);
}

export async function insertOpening(
  t: Tenant,
  values: {
    employeeId: string;
    asOf: string;
    minutes: number;
    note: string | null;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await t.db
    .insert(hoursBankOpenings)
    .values(t.values(hoursBankOpenings, values))
    .returning({ id: hoursBankOpenings.id });
  return row!.id;
}

export async function updateOpening(
  t: Tenant,
  id: string,
  values: { employeeId: string; asOf: string; minutes: number; note: string | null },
): Promise<void> {
  await t.db
    .update(hoursBankOpenings)
    .set(values)
    .where(t.where(hoursBankOpenings, eq(hoursBankOpenings.id, id)));
}

export async function deleteOpening(t: Tenant, id: string): Promise<void> {
  await t.db
    .delete(hoursBankOpenings)
    .where(t.where(hoursBankOpenings, eq(hoursBankOpenings.id, id)));
}

/** The company's employees named by CPF or registration, for an import to resolve its rows. */
export async function employeesByDocument(
  t: Tenant,
  cpfs: string[],
  registrations: string[],
): Promise<{ id: string; cpf: string; registration: string | null }[]> {
  if (cpfs.length === 0 && registrations.length === 0) return [];
  return t.db
    .select({ id: employees.id, cpf: employees.cpf, registration: employees.registration })
    .from(employees)
    .where(
      t.where(
        employees,
        or(
          cpfs.length > 0 ? inArray(employees.cpf, cpfs) : undefined,
          registrations.length > 0 ? inArray(employees.registration, registrations) : undefined,
        ),
      ),
    );
}

/** The opening balances kept for these employees, by employee and date. */
export async function openingsOf(
  t: Tenant,
  employeeIds: string[],
): Promise<
  { id: string; employeeId: string; asOf: string; minutes: number; note: string | null }[]
> {
  if (employeeIds.length === 0) return [];
  return t.db
    .select({
      id: hoursBankOpenings.id,
      employeeId: hoursBankOpenings.employeeId,
      asOf: hoursBankOpenings.asOf,
      minutes: hoursBankOpenings.minutes,
      note: hoursBankOpenings.note,
    })
    .from(hoursBankOpenings)
    .where(t.where(hoursBankOpenings, inArray(hoursBankOpenings.employeeId, employeeIds)));
}
