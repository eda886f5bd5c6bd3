import { type Executor, tenantOn } from '@ponteiro/db';
import { auditIn, type RequestContext } from '../../lib/audit.js';
import { EMPLOYEE_ENTITY } from './history.js';
import { linkedEmployeeId, lockUnlinkedByEmail, unlinkUser, updateEmployee } from './repository.js';

/**
 * Called when someone joins a company by invitation: the invitations table has no room for an
 * employee id, so the link is made here by address. When exactly one unlinked employee of the
 * company has the accepting user's email (and the user is not linked to another employee there
 * yet), that employee gets the user, so the Employee role's screens show their own data. Having
 * received and accepted the invitation at that address is the proof that it is theirs.
 * Returns the linked employee's id, or null.
 */
export async function linkEmployeeOnJoin(
  db: Executor,
  context: RequestContext,
  join: { companyId: string; userId: string; email: string },
): Promise<string | null> {
  // Runs in the caller's (members') transaction, on the company being joined.
  const t = tenantOn(db, join);
  if (await linkedEmployeeId(t, join.userId)) return null;
  const candidates = await lockUnlinkedByEmail(t, join.email);
  // Two employees sharing one address is ambiguous: link none rather than guess.
  if (candidates.length !== 1) return null;
  const id = candidates[0]!;
  await updateEmployee(t, id, { userId: join.userId });
  const audit = auditIn(db, {
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
  db: Executor,
  context: RequestContext,
  leave: { companyId: string; userId: string; actorId: string },
): Promise<void> {
  const unlinked = await unlinkUser(tenantOn(db, leave), leave.userId);
  const audit = auditIn(db, {
    context,
    companyId: leave.companyId,
    actorType: 'user',
    actorId: leave.actorId,
    entity: EMPLOYEE_ENTITY,
  });
  for (const id of unlinked) {
    await audit({
      action: 'update',
      entityId: id,
      before: { user: { id: leave.userId } },
      after: { user: null },
    });
  }
}
