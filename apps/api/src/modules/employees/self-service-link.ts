import { type Database, employees } from '@ponteiro/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { auditIn, type RequestContext } from '../../lib/audit.js';
import { EMPLOYEE_ENTITY } from './history.js';

/**
 * Called when someone joins a company by invitation: the invitations table has no room for an
 * employee id, so the link is made here by address. When exactly one unlinked employee of the
 * company has the accepting user's email (and the user is not linked to another employee there
 * yet), that employee gets the user, so the Employee role's screens show their own data. Having
 * received and accepted the invitation at that address is the proof that it is theirs.
 * Returns the linked employee's id, or null.
 */
export async function linkEmployeeOnJoin(
  t: Database,
  context: RequestContext,
  join: { companyId: string; userId: string; email: string },
): Promise<string | null> {
  const inCompany = eq(employees.companyId, join.companyId);
  const [linked] = await t
    .select({ id: employees.id })
    .from(employees)
    .where(and(inCompany, eq(employees.userId, join.userId)));
  if (linked) return null;
  const candidates = await t
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        inCompany,
        isNull(employees.userId),
        sql`lower(${employees.email}) = lower(${join.email}::text)`,
      ),
    )
    .for('update');
  // Two employees sharing one address is ambiguous: link none rather than guess.
  if (candidates.length !== 1) return null;
  const id = candidates[0]!.id;
  await t
    .update(employees)
    .set({ userId: join.userId, updatedAt: new Date() })
    .where(and(inCompany, eq(employees.id, id)));
  const audit = auditIn(t, {
    context,
    companyId: join.companyId,
    actorType: 'user',
    actorId: join.userId,
    entity: EMPLOYEE_ENTITY,
  });
  await audit({
    action: 'update',
    entityId: id,
    before: { user: null },
    after: { user: { id: join.userId, email: join.email } },
  });
  return id;
}

/**
 * Called when a member leaves a company (removed by an administrator): the employee they were
 * linked to loses the link, so a later invitation can link someone else, and the history says so.
 */
export async function unlinkEmployeeOnLeave(
  t: Database,
  context: RequestContext,
  leave: { companyId: string; userId: string; actorId: string },
): Promise<void> {
  const unlinked = await t
    .update(employees)
    .set({ userId: null, updatedAt: new Date() })
    .where(and(eq(employees.companyId, leave.companyId), eq(employees.userId, leave.userId)))
    .returning({ id: employees.id, email: employees.email });
  const audit = auditIn(t, {
    context,
    companyId: leave.companyId,
    actorType: 'user',
    actorId: leave.actorId,
    entity: EMPLOYEE_ENTITY,
  });
  for (const row of unlinked) {
    await audit({
      action: 'update',
      entityId: row.id,
      before: { user: { id: leave.userId } },
      after: { user: null },
    });
  }
}
