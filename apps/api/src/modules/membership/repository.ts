import { companyMembers, type Tenant } from '@ponteiro/db';
import { eq } from 'drizzle-orm';

/**
 * Who belongs to the scope's company (company_members): the one read that auth, companies,
 * members, the session and the request guards share. It lives in its own module, below all of
 * them, so none of them imports another for it (that was the auth ⇄ companies cycle). Callers
 * outside a company transaction (the guard, a refresh, the company choice) pass
 * `tenantOn(db, { companyId })`.
 */
export async function findMembership(t: Tenant, userId: string) {
  const [row] = await t.db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(t.where(companyMembers, eq(companyMembers.userId, userId)));
  return row;
}

export async function isMember(t: Tenant, userId: string): Promise<boolean> {
  return (await findMembership(t, userId)) !== undefined;
}

/** Adds the user to the company; an existing membership is kept as it is. */
export async function addMember(
  t: Tenant,
  member: { userId: string; role: string },
): Promise<void> {
  await t.db.insert(companyMembers).values(t.values(companyMembers, member)).onConflictDoNothing();
}
