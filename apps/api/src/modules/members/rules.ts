import type { Tenant, TenantScope } from '@ponteiro/db';
import { AppError, canAssignRole } from '@ponteiro/shared';
import type { AuditScope, RequestContext } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import { findMembership } from '../membership/repository.js';
import { roleExists } from '../roles/repository.js';

/** The acting member's audit rows in the company, about `entity`; also the company's scope. */
export const actorScope = (
  actor: Actor,
  context: RequestContext,
  entity: 'member' | 'invitation',
): AuditScope & TenantScope => ({
  context,
  companyId: actor.companyId,
  actorType: 'user',
  actorId: actor.userId,
  entity,
});

/** The role exists in the company and ranks no higher than the actor's own. */
export async function assertAssignable(t: Tenant, actor: Actor, role: string): Promise<void> {
  if (!(await roleExists(t.db, t.companyId, role))) {
    throw new AppError('validation_error', {
      fieldErrors: { role: ['validation.role_unknown'] },
    });
  }
  if (!canAssignRole(actor.role, role))
    throw new AppError('forbidden', { message: 'validation.role_rank' });
}

/** The target's current role; 404 when not a member (same as another company's user). */
export async function targetRole(t: Tenant, actor: Actor, userId: string): Promise<string> {
  const membership = await findMembership(t, userId);
  if (!membership) throw AppError.notFound();
  if (!canAssignRole(actor.role, membership.role))
    throw new AppError('forbidden', { message: 'validation.role_rank' });
  return membership.role;
}
