import { type Database, type Executor, type Tenant, tenantOn, withTenant } from '@ponteiro/db';
import { AppError, type Invitation, resolveLanguage } from '@ponteiro/shared';
import { type Audit, auditIn, type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Actor } from '../../plugins/authenticate.js';
import { hashToken, newRefreshToken } from '../auth/tokens.js';
import { findUserByEmail, findUserById } from '../auth/users.repository.js';
import { findCompany } from '../companies/repository.js';
import { companyDefaultLanguage } from '../personalization/personalization.service.js';
import { invitationEmail } from './emails.js';
import {
  type InvitationRow,
  insertInvitation,
  pendingInvitations,
  revokeInvitation,
  revokeInvitationsTo,
} from './invitations.repository.js';
import { isMemberByEmail } from './repository.js';
import { actorScope, assertAssignable } from './rules.js';

const INVITATION_DAYS = 7;

const present = (i: InvitationRow): Invitation => ({
  id: i.id,
  email: i.email,
  role: i.role,
  expires_at: i.expiresAt.toISOString(),
  created_at: i.createdAt.toISOString(),
});

/** Invitations to join the company by email, with a role. */
export function createInvitationsService(deps: { db: Database; mailer: Mailer; appUrl: string }) {
  const { db, mailer } = deps;
  return {
    async listInvitations(companyId: string): Promise<Invitation[]> {
      return (await withTenant(db, { companyId }, pendingInvitations)).map(present);
    },

    /**
     * With `within`, the invitation is written inside the caller's transaction, already the
     * company's (an employee's self-service link writes the employee too), and the caller calls
     * `deliverSoon` after its commit.
     */
    async invite(
      actor: Actor,
      email: string,
      role: string,
      context: RequestContext,
      within?: Executor,
    ): Promise<Invitation> {
      const scope = actorScope(actor, context, 'invitation');
      const work = async (t: Tenant, audit: Audit): Promise<InvitationRow> => {
        await assertAssignable(t, actor, role);
        if (await isMemberByEmail(t, email)) {
          throw new AppError('conflict', { fieldErrors: { email: ['validation.already_member'] } });
        }
        // A new invitation replaces an older one to the same address.
        await revokeInvitationsTo(t, email);
        const token = newRefreshToken();
        const row = await insertInvitation(t, {
          email,
          role,
          tokenHash: hashToken(token),
          invitedBy: actor.userId,
          expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
        });
        const company = await findCompany(t.db, actor.companyId);
        const inviter = await findUserById(t.db, actor.userId);
        const invitee = await findUserByEmail(t.db, email);
        await mailer.queue(
          t.db,
          invitationEmail({
            to: email,
            // Someone without an account reads it in the company's language for new users.
            language: invitee ? resolveLanguage(invitee.language) : await companyDefaultLanguage(t),
            companyName: company?.tradeName || company?.legalName || '',
            inviterName: inviter?.name ?? '',
            // The address rides along so the sign-up page can prefill it for a new user.
            link: `${deps.appUrl}/select-company?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
          }),
        );
        await audit({ action: 'invite', entityId: row.id, after: { email, role } });
        return row;
      };
      // Inside the caller's transaction the audit rows join it; alone, the write is its own one.
      const row = within
        ? await work(tenantOn(within, scope), auditIn(within, scope))
        : await writeCompanyAudited(db, scope, work);
      if (!within) mailer.deliverSoon();
      return present(row);
    },

    /** Sends queued emails; for callers of `invite(…, within)`, after their commit. */
    deliverSoon: (): void => mailer.deliverSoon(),

    async revokeInvitation(actor: Actor, id: string, context: RequestContext): Promise<void> {
      const scope = actorScope(actor, context, 'invitation');
      await writeCompanyAudited(db, scope, async (t, audit) => {
        if (!(await revokeInvitation(t, id))) throw AppError.notFound();
        await audit({ action: 'invitation_revoked', entityId: id });
      });
    },
  };
}
