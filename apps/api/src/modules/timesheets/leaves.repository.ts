import { employeeLeaves, leaveTypes, type Tenant, users, uuidv7 } from '@ponteiro/db';
import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';

// SQL of the leave managers record on the timesheet (employee_leaves). A cancelled leave stays,
// with who cancelled it and why; only the others count.

export interface LeaveRow {
  id: string;
  employeeId: string;
  leaveTypeId: string;
  leaveTypeName: string;
  leaveTypeCode: string;
  justified: boolean;
  requiresDocument: boolean;
  fromDate: string;
  toDate: string;
  /** A partial-day leave's minutes; null: whole days. */
  minutes: number | null;
  reason: string;
  documentKey: string | null;
  documentType: string | null;
  documentName: string | null;
  documentSize: number | null;
  authorUserId: string | null;
  authorName: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
}

const columns = {
  id: employeeLeaves.id,
  employeeId: employeeLeaves.employeeId,
  leaveTypeId: employeeLeaves.leaveTypeId,
  leaveTypeName: leaveTypes.name,
  leaveTypeCode: leaveTypes.code,
  justified: leaveTypes.justified,
  requiresDocument: leaveTypes.requiresDocument,
  fromDate: employeeLeaves.fromDate,
  toDate: employeeLeaves.toDate,
  minutes: employeeLeaves.minutes,
  reason: employeeLeaves.reason,
  documentKey: employeeLeaves.documentKey,
  documentType: employeeLeaves.documentType,
  documentName: employeeLeaves.documentName,
  documentSize: employeeLeaves.documentSize,
  authorUserId: employeeLeaves.authorUserId,
  authorName: users.name,
  createdAt: employeeLeaves.createdAt,
  cancelledAt: employeeLeaves.cancelledAt,
};

function select(t: Tenant) {
  return t.db
    .select(columns)
    .from(employeeLeaves)
    .innerJoin(
      leaveTypes,
      sql`${leaveTypes.companyId} = ${employeeLeaves.companyId} and ${leaveTypes.id} = ${employeeLeaves.leaveTypeId}`,
    )
    .leftJoin(users, eq(users.id, employeeLeaves.authorUserId));
}

/** The leave in force (not cancelled) of these employees that touches `from`…`to`. */
export async function leavesOf(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<LeaveRow[]> {
  if (employeeIds.length === 0) return [];
  return select(t)
    .where(
      t.where(
        employeeLeaves,
        and(
          inArray(employeeLeaves.employeeId, [...employeeIds]),
          isNull(employeeLeaves.cancelledAt),
          lte(employeeLeaves.fromDate, to),
          gte(employeeLeaves.toDate, from),
        ),
      ),
    )
    .orderBy(asc(employeeLeaves.fromDate));
}

export async function findLeave(t: Tenant, id: string): Promise<LeaveRow | undefined> {
  const [row] = await select(t).where(t.where(employeeLeaves, eq(employeeLeaves.id, id)));
  return row;
}

/** Whether another leave in force of the employee overlaps `from`…`to`. */
export async function overlappingLeave(
  t: Tenant,
  employeeId: string,
  from: string,
  to: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await t.db
    .select({ id: employeeLeaves.id })
    .from(employeeLeaves)
    .where(
      t.where(
        employeeLeaves,
        and(
          eq(employeeLeaves.employeeId, employeeId),
          isNull(employeeLeaves.cancelledAt),
          lte(employeeLeaves.fromDate, to),
          gte(employeeLeaves.toDate, from),
          exceptId ? ne(employeeLeaves.id, exceptId) : undefined,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertLeave(
  t: Tenant,
  values: {
    employeeId: string;
    leaveTypeId: string;
    fromDate: string;
    toDate: string;
    minutes?: number | null;
    reason: string;
    authorUserId: string | null;
    /** The document, when it is already stored (an approved request's attachment). */
    documentKey?: string | null;
    documentType?: string | null;
    documentName?: string | null;
    documentSize?: number | null;
  },
): Promise<string> {
  const id = uuidv7();
  await t.db.insert(employeeLeaves).values(t.values(employeeLeaves, { id, ...values }));
  return id;
}

/** Points the leave at its document; answers the key it replaced. */
export async function setLeaveDocument(
  t: Tenant,
  id: string,
  document: { key: string; type: string; name: string; size: number },
): Promise<string | null> {
  const [before] = await t.db
    .select({ key: employeeLeaves.documentKey })
    .from(employeeLeaves)
    .where(t.where(employeeLeaves, eq(employeeLeaves.id, id)))
    .for('update');
  await t.db
    .update(employeeLeaves)
    .set({
      documentKey: document.key,
      documentType: document.type,
      documentName: document.name,
      documentSize: document.size,
    })
    .where(t.where(employeeLeaves, eq(employeeLeaves.id, id)));
  return before?.key ?? null;
}

export async function cancelLeave(
  t: Tenant,
  id: string,
  by: string | null,
  reason: string,
): Promise<void> {
  await t.db
    .update(employeeLeaves)
    .set({ cancelledAt: sql`now()`, cancelledBy: by, cancelReason: reason })
    .where(t.where(employeeLeaves, eq(employeeLeaves.id, id)));
}
