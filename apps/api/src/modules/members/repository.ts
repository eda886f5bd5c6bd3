import { companyMembers, type Database, invitations, users } from '@ponteiro/db';
import type { Member } from '@ponteiro/shared';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';

export async function listMembers(db: Database, companyId: string): Promise<Member[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.name));
  return rows.map((r) => ({
    user_id: r.userId,
    name: r.name,
    email: r.email,
    role: r.role,
    joined_at: r.joinedAt.toISOString(),
  }));
}

/** Locks the company's owner rows, so two demotions cannot both see "another owner remains". */
export async function countOwnersForUpdate(db: Database, companyId: string): Promise<number> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
    .for('update');
  return rows.length;
}

export async function setMemberRole(
  db: Database,
  companyId: string,
  userId: string,
  role: string,
): Promise<void> {
  await db
    .update(companyMembers)
    .set({ role, updatedAt: sql`now()` })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

export async function deleteMember(db: Database, companyId: string, userId: string): Promise<void> {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

export async function pendingInvitations(db: Database, companyId: string) {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(invitations.createdAt));
}

export async function isMemberByEmail(
  db: Database,
  companyId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)));
  return Number(row?.n ?? 0) > 0;
}
