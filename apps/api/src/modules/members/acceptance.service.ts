import { type Database, tenantOn } from '@ponteiro/db';
import { AppError, type CompanySummary } from '@ponteiro/shared';
import { auditIn, type RequestContext } from '../../lib/audit.js';
import { hashToken } from '../auth/tokens.js';
import { findUserById } from '../auth/users.repository.js';
import { findCompany, presentCompanySummary } from '../companies/repository.js';
import type { MembershipEvents } from '../membership/events.js';
import { addMember, findMembership } from '../membership/repository.js';
import { companyDefaultLanguage } from '../personalization/personalization.service.js';
import { findOpenInvitationForUpdate, markInvitationAccepted } from './invitations.repository.js';
import { setUserLanguage } from './repository.js';

/** Joining a company through an invitation. */
export function createAcceptanceService(deps: { db: Database; events: MembershipEvents }) {
  const { db, events } = deps;
  return {
    /**
     * Joins the company of a valid invitation. Only the invited address may accept: a forwarded
     * link does not let someone else in (it answers 404, like an unknown link). A cross-company
     * step (the user is in no company's session yet): the transaction is not company-scoped, and
     * the company, known only from the invitation, scopes the writes and the audit row.
     */
    async accept(userId: string, token: string, context: RequestContext): Promise<CompanySummary> {
      return db.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        const invitation = await findOpenInvitationForUpdate(tx, hashToken(token));
        if (!user || !invitation || invitation.email !== user.email) throw AppError.notFound();
        const { companyId } = invitation;
        const t = tenantOn(tx, { companyId });
        await markInvitationAccepted(t, invitation.id);
        await addMember(t, { userId, role: invitation.role });
        // An account opened to take this invitation starts in the company's language for new
        // users (System › Personalization); someone who already had an account keeps theirs.
        const language =
          user.createdAt >= invitation.createdAt ? await companyDefaultLanguage(t) : null;
        if (language && language !== user.language) await setUserLanguage(tx, userId, language);
        await events.joined(tx, context, { companyId, userId, email: user.email });
        const membership = await findMembership(t, userId);
        const company = await findCompany(tx, companyId);
        const audit = auditIn(tx, {
          context,
          companyId,
          actorType: 'user',
          actorId: userId,
          entity: 'invitation',
        });
        await audit({
          action: 'invitation_accepted',
          entityId: invitation.id,
          after: {
            role: membership?.role,
            ...(language && language !== user.language ? { language } : {}),
          },
        });
        return presentCompanySummary(company!, membership!.role);
      });
    },
  };
}
