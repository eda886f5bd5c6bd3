import { auditLog, type Tenant, users } from '@ponteiro/db';
import { EMPLOYEE_FIELDS, type EmployeeHistoryEntry, type ListResult } from '@ponteiro/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { listResult, type PageQuery, pageWindow } from '../../lib/pagination.js';
import { historyChanges } from './diff.js';

/** The audit entity of employees, and the actions their history shows. */
export const EMPLOYEE_ENTITY = 'employee';
export type EmployeeAction =
  | 'create'
  | 'update'
  | 'enable'
  | 'disable'
  | 'import_create'
  | 'import_update'
  | 'photo_update'
  | 'photo_delete'
  | 'self_service_invite';

/** Form fields first, then what only the history shows (status, photo, linked user). */
const FIELD_ORDER = [...EMPLOYEE_FIELDS, 'status', 'has_photo', 'user'];

/** One employee's audit rows, newest first, with the acting user's name. */
export async function employeeHistory(
  t: Tenant,
  employeeId: string,
  page: PageQuery,
): Promise<ListResult<EmployeeHistoryEntry>> {
  const where = t.where(
    auditLog,
    eq(auditLog.entity, EMPLOYEE_ENTITY),
    eq(auditLog.entityId, employeeId),
  );
  const { limit, offset } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    t.db
      .select({
        id: auditLog.id,
        at: auditLog.createdAt,
        action: auditLog.action,
        actorType: auditLog.actorType,
        actorId: auditLog.actorId,
        actorName: users.name,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, and(eq(auditLog.actorType, 'user'), eq(users.id, auditLog.actorId)))
      .where(where)
      // Rows of one transaction share created_at; the ids are time-ordered (uuidv7).
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    t.db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return listResult(
    rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      actor: { type: r.actorType, id: r.actorId, name: r.actorName ?? null },
      changes: historyChanges(r.before, r.after, FIELD_ORDER),
    })),
    total?.n,
    page,
  );
}
