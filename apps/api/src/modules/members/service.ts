import {
  companies,
  companyMembers,
  type Database,
  invitations,
  refreshTokens,
  users,
} from '@ponteiro/db';
import {
  AppError,
  type CompanySummary,
  canAssignRole,
  type Invitation,
  type Member,
  resolveLanguage,
} from '@ponteiro/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type AuditScope, type RequestContext, writeAudit, writeAudited } from '../../lib/audit.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashToken, newRefreshToken } from '../auth/tokens.js';
import { findMembership } from '../companies/repository.js';
import { linkEmployeeOnJoin, unlinkEmployeeOnLeave } from '../employees/self-service-link.js';
import { roleExists } from '../roles/repository.js';
import { invitationEmail } from './emails.js';
import {
  countOwnersForUpdate,
  deleteMember,
  isMemberByEmail,
  listMembers,
  pendingInvitations,
  setMemberRole,
} from './repository.js';

const INVITATION_DAYS = 7;

/** Who acts (the route's company scope). */
import type { Actor } from '../../plugins/authenticate.js';

export type { Actor };

/** Members of a company, their roles, and invitations to join it. */
export function createMembersService(deps: { db: Database; mailer: Mailer; appUrl: string }) {
  const { db, mailer } = deps;
  /** The acting member's audit rows: about members unless a row names another entity. */
  const memberScope = (actor: Actor, context: RequestContext): AuditScope => ({
    context,
    companyId: actor.companyId,
    actorType: 'user',
    actorId: actor.userId,
    entity: 'member',
  });

  async function assertAssignable(t: Database, actor: Actor, role: string) {
    if (!(await roleExists(t, actor.companyId, role))) {
      throw new AppError('validation_error', {
        fieldErrors: { role: ['validation.role_unknown'] },
      });
    }
    if (!canAssignRole(actor.role, role))
      throw new AppError('forbidden', { message: 'validation.role_rank' });
  }

  /** The target's current role; 404 when not a member (same as another company's user). */
  async function targetRole(t: Database, actor: Actor, userId: string): Promise<string> {
    const membership = await findMembership(t, actor.companyId, userId);
    if (!membership) throw AppError.notFound();
    if (!canAssignRole(actor.role, membership.role))
      throw new AppError('forbidden', { message: 'validation.role_rank' });
    return membership.role;
  }

  return {
    list: (companyId: string): Promise<Member[]> => listMembers(db, companyId),

    async changeRole(
      actor: Actor,
      userId: string,
      role: string,
      context: RequestContext,
    ): Promise<void> {
      await writeAudited(db, memberScope(actor, context), async (t, audit) => {
        const before = await targetRole(t, actor, userId);
        await assertAssignable(t, actor, role);
        if (
          before === 'owner' &&
          role !== 'owner' &&
          (await countOwnersForUpdate(t, actor.companyId)) <= 1
        ) {
          throw new AppError('business_rule', { message: 'validation.last_owner' });
        }
        await setMemberRole(t, actor.companyId, userId, role);
        await audit({
          action: 'role_changed',
          entityId: userId,
          before: { role: before },
          after: { role },
        });
      });
    },

    async remove(actor: Actor, userId: string, context: RequestContext): Promise<void> {
      await writeAudited(db, memberScope(actor, context), async (t, audit) => {
        const before = await targetRole(t, actor, userId);
        if (before === 'owner' && (await countOwnersForUpdate(t, actor.companyId)) <= 1) {
          throw new AppError('business_rule', { message: 'validation.last_owner' });
        }
        await deleteMember(t, actor.companyId, userId);
        await unlinkEmployeeOnLeave(t, context, {
          companyId: actor.companyId,
          userId,
          actorId: actor.userId,
        });
        // Their sessions in this company end now, not when the access token expires.
        await t
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(refreshTokens.userId, userId),
              eq(refreshTokens.companyId, actor.companyId),
              isNull(refreshTokens.revokedAt),
            ),
          );
        await audit({
          action: 'member_removed',
          entityId: userId,
          before: { role: before },
        });
      });
    },

    async listInvitations(companyId: string): Promise<Invitation[]> {
      return (await pendingInvitations(db, companyId)).map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        expires_at: i.expiresAt.toISOString(),
        created_at: i.createdAt.toISOString(),
      }));
    },

    /**
     * With `within`, the invitation is written inside the caller's transaction (an employee's
     * self-service link writes the employee too) and the caller calls `deliverSoon` after its
     * commit.
     */
    async invite(
      actor: Actor,
      email: string,
      role: string,
      context: RequestContext,
      within?: Database,
    ): Promise<Invitation> {
      const inTransaction = <T>(work: (tx: Database) => Promise<T>) =>
        within ? work(within) : db.transaction((tx) => work(tx as Database));
      const result = await inTransaction(async (tx) => {
        const t = tx as Database;
        await assertAssignable(t, actor, role);
        if (await isMemberByEmail(t, actor.companyId, email)) {
          throw new AppError('conflict', { fieldErrors: { email: ['validation.already_member'] } });
        }
        // A new invitation replaces an older one to the same address.
        await t
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(invitations.companyId, actor.companyId),
              eq(invitations.email, email),
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
            ),
          );
        const token = newRefreshToken();
        const [row] = await t
          .insert(invitations)
          .values({
            companyId: actor.companyId,
            email,
            role,
            tokenHash: hashToken(token),
            invitedBy: actor.userId,
            expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
          })
          .returning();
        const [company] = await t.select().from(companies).where(eq(companies.id, actor.companyId));
        const [inviter] = await t.select().from(users).where(eq(users.id, actor.userId));
        const [invitee] = await t.select().from(users).where(eq(users.email, email));
        await mailer.queue(
          t,
          invitationEmail({
            to: email,
            language: resolveLanguage(invitee?.language),
            companyName: company?.tradeName || company?.legalName || '',
            inviterName: inviter?.name ?? '',
            // The address rides along so the sign-up page can prefill it for a new user.
            link: `${deps.appUrl}/select-company?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
          }),
        );
        await writeAudit(t, context, {
          companyId: actor.companyId,
          actorType: 'user',
          actorId: actor.userId,
          action: 'invite',
          entity: 'invitation',
          entityId: row!.id,
          after: { email, role },
        });
        return row!;
      });
      if (!within) mailer.deliverSoon();
      return {
        id: result.id,
        email: result.email,
        role: result.role,
        expires_at: result.expiresAt.toISOString(),
        created_at: result.createdAt.toISOString(),
      };
    },

    /** Sends queued emails; for callers of `invite(…, within)`, after their commit. */
    deliverSoon: (): void => mailer.deliverSoon(),

    async revokeInvitation(actor: Actor, id: string, context: RequestContext): Promise<void> {
      await writeAudited(db, memberScope(actor, context), async (t, audit) => {
        const rows = await t
          .update(invitations)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(invitations.companyId, actor.companyId),
              eq(invitations.id, id),
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
            ),
          )
          .returning({ id: invitations.id });
        if (rows.length === 0) throw AppError.notFound();
        await audit({
          action: 'invitation_revoked',
          entity: 'invitation',
          entityId: id,
        });
      });
    },

    /**
     * Joins the company of a valid invitation. Only the invited address may accept: a forwarded
     * link does not let someone else in (it answers 404, like an unknown link).
     */
    async accept(userId: string, token: string, context: RequestContext): Promise<CompanySummary> {
      return db.transaction(async (tx) => {
        const t = tx as Database;
        const [user] = await t.select().from(users).where(eq(users.id, userId));
        const [invitation] = await t
          .select()
          .from(invitations)
          .where(
            and(
              eq(invitations.tokenHash, hashToken(token)),
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
              gt(invitations.expiresAt, sql`now()`),
            ),
          )
          .for('update');
        if (!user || !invitation || invitation.email !== user.email) throw AppError.notFound();
        await t
          .update(invitations)
          .set({ acceptedAt: sql`now()` })
          .where(
            and(eq(invitations.companyId, invitation.companyId), eq(invitations.id, invitation.id)),
          );
        await t
          .insert(companyMembers)
          .values({ companyId: invitation.companyId, userId, role: invitation.role })
          .onConflictDoNothing();
        await linkEmployeeOnJoin(t, context, {
          companyId: invitation.companyId,
          userId,
          email: user.email,
        });
        const membership = await findMembership(t, invitation.companyId, userId);
        const [company] = await t
          .select()
          .from(companies)
          .where(eq(companies.id, invitation.companyId));
        await writeAudit(t, context, {
          companyId: invitation.companyId,
          actorType: 'user',
          actorId: userId,
          action: 'invitation_accepted',
          entity: 'invitation',
          entityId: invitation.id,
          after: { role: membership?.role },
        });
        return {
          id: company!.id,
          employer_type: company!.employerType,
          employer_id: company!.employerId,
          legal_name: company!.legalName,
          trade_name: company!.tradeName,
          timezone: company!.timezone,
          role: membership!.role,
        };
      });
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
