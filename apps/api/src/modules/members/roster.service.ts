import { type Database, withTenant } from '@ponteiro/db';
import { AppError, type Member } from '@ponteiro/shared';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Actor } from '../../plugins/authenticate.js';
import { revokeUserInCompany } from '../auth/refresh-tokens.repository.js';
import type { MembershipEvents } from '../membership/events.js';
import { countOwnersForUpdate, deleteMember, listMembers, setMemberRole } from './repository.js';
import { actorScope, assertAssignable, targetRole } from './rules.js';

/** The company's users and their roles: list, change a role, remove someone. */
export function createRosterService(deps: { db: Database; events: MembershipEvents }) {
  const { db, events } = deps;
  return {
    list: (companyId: string): Promise<Member[]> => withTenant(db, { companyId }, listMembers),

    async changeRole(
      actor: Actor,
      userId: string,
      role: string,
      context: RequestContext,
    ): Promise<void> {
      await writeCompanyAudited(db, actorScope(actor, context, 'member'), async (t, audit) => {
        const before = await targetRole(t, actor, userId);
        await assertAssignable(t, actor, role);
        if (before === 'owner' && role !== 'owner' && (await countOwnersForUpdate(t)) <= 1) {
          throw new AppError('business_rule', { message: 'validation.last_owner' });
        }
        await setMemberRole(t, userId, role);
        await audit({
          action: 'role_changed',
          entityId: userId,
          before: { role: before },
          after: { role },
        });
      });
    },

    async remove(actor: Actor, userId: string, context: RequestContext): Promise<void> {
      await writeCompanyAudited(db, actorScope(actor, context, 'member'), async (t, audit) => {
        const before = await targetRole(t, actor, userId);
        if (before === 'owner' && (await countOwnersForUpdate(t)) <= 1) {
          throw new AppError('business_rule', { message: 'validation.last_owner' });
        }
        await deleteMember(t, userId);
        await events.left(t.db, context, {
          companyId: actor.companyId,
          userId,
          actorId: actor.userId,
        });
        // Their sessions in this company end now, not when the access token expires.
        await revokeUserInCompany(t, userId);
        await audit({
          action: 'member_removed',
          entityId: userId,
          before: { role: before },
        });
      });
    },
  };
}
