import { companyMembers, type Executor, foldText, type Tenant, users } from '@ponteiro/db';
import type { Member } from '@ponteiro/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';

/** The company's members, by name the Portuguese way ("Açougueiro" before "Auxiliar"). */
export async function listMembers(t: Tenant): Promise<Member[]> {
  const rows = await t.db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(t.where(companyMembers))
    .orderBy(asc(foldText(sql`${users.name}`)), asc(users.name), asc(users.id));
  return rows.map((r) => ({
    user_id: r.userId,
    name: r.name,
    email: r.email,
    role: r.role,
    joined_at: r.joinedAt.toISOString(),
  }));
}

/** Locks the company's owner rows, so two demotions cannot both see "another owner remains". */
export async function countOwnersForUpdate(t: Tenant): Promise<number> {
  const rows = await t.db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(t.where(companyMembers, eq(companyMembers.role, 'owner')))
    .for('update');
  return rows.length;
}

export async function setMemberRole(t: Tenant, userId: string, role: string): Promise<void> {
  await t.db
    .update(companyMembers)
    .set({ role, updatedAt: sql`now()` })
    .where(t.where(companyMembers, eq(companyMembers.userId, userId)));
}

export async function deleteMember(t: Tenant, userId: string): Promise<void> {
  await t.db
    .delete(companyMembers)
    .where(t.where(companyMembers, eq(companyMembers.userId, userId)));
}

export async function isMemberByEmail(t: Tenant, email: string): Promise<boolean> {
  const [row] = await t.db
    .select({ n: count() })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(t.where(companyMembers), eq(users.email, email)));
  return Number(row?.n ?? 0) > 0;
}

/** Sets an account's language (a new member's, from the company's default for new users). */
export async function setUserLanguage(
  db: Executor,
  userId: string,
  language: string,
): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
