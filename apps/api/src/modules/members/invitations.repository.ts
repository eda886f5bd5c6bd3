import { type Executor, invitations, type Tenant } from '@ponteiro/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';

export type InvitationRow = typeof invitations.$inferSelect;

/** Not accepted and not revoked (it may still have expired). */
const open = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/** Open invitations of the company (not accepted, revoked or expired), oldest first. */
export async function pendingInvitations(t: Tenant): Promise<InvitationRow[]> {
  return t.db
    .select()
    .from(invitations)
    .where(t.where(invitations, open(), gt(invitations.expiresAt, sql`now()`)))
    .orderBy(asc(invitations.createdAt));
}

/** Revokes the open invitations of the company to this address (a new one replaces them). */
export async function revokeInvitationsTo(t: Tenant, email: string): Promise<void> {
  await t.db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(t.where(invitations, eq(invitations.email, email), open()));
}

export async function insertInvitation(
  t: Tenant,
  row: { email: string; role: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<InvitationRow> {
  const [inserted] = await t.db.insert(invitations).values(t.values(invitations, row)).returning();
  return inserted!;
}

/** Revokes one open invitation of the company; false when there is none with that id. */
export async function revokeInvitation(t: Tenant, id: string): Promise<boolean> {
  const rows = await t.db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(t.where(invitations, eq(invitations.id, id), open()))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/**
 * The open, unexpired invitation with this token hash, locked until the transaction ends. Not
 * company-scoped on purpose: the token is all the invitee has, and it names the company.
 */
export async function findOpenInvitationForUpdate(
  db: Executor,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), open(), gt(invitations.expiresAt, sql`now()`)))
    .for('update');
  return row;
}

export async function markInvitationAccepted(t: Tenant, id: string): Promise<void> {
  await t.db
    .update(invitations)
    .set({ acceptedAt: sql`now()` })
    .where(t.where(invitations, eq(invitations.id, id)));
}
