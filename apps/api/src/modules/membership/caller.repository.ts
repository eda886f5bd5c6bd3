import {
  companies,
  companyMembers,
  companyRoles,
  type Executor,
  refreshTokens,
} from '@ponteiro/db';
import { and, eq, sql } from 'drizzle-orm';

/** What the company guard needs to know about a caller, read in one statement. */
export interface CompanyCaller {
  /** The session's refresh-token family still has a live token (sign-out revokes it). */
  sessionActive: boolean;
  /** The caller's role in the company, or null when not a member. */
  role: string | null;
  /** A custom role's stored permissions (null for a built-in role or no membership). */
  customPermissions: string[] | null;
  /** The provider suspended the company: nothing but the session answers its users. */
  suspended: boolean;
}

/**
 * The guard's reads of every company request — the session's family, the membership and a custom
 * role's permissions — as one statement instead of three round trips, prepared once per
 * connection under a fixed name (parsed and planned once, not on every request). Unscoped: it
 * establishes the scope (ADR tenancy). A custom role is stored as its company_roles id (text).
 * Exported for the bench's raw variant, which runs the same SQL through node-postgres.
 */
export function companyCallerQuery(db: Executor) {
  const familyId = sql.placeholder('familyId');
  const companyId = sql.placeholder('companyId');
  const userId = sql.placeholder('userId');
  return db
    .select({
      sessionActive: sql<boolean>`exists (
        select 1 from ${refreshTokens}
        where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.revokedAt} is null)`,
      role: companyMembers.role,
      customPermissions: companyRoles.permissions,
      suspended: sql<boolean>`exists (
        select 1 from ${companies}
        where ${companies.id} = ${companyId} and ${companies.suspendedAt} is not null)`,
    })
    .from(sql`(select 1) as caller`)
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)),
    )
    .leftJoin(
      companyRoles,
      and(
        eq(companyRoles.companyId, companyMembers.companyId),
        eq(sql`${companyRoles.id}::text`, companyMembers.role),
      ),
    );
}

/** Reads the caller's session, membership and role (see `companyCallerQuery`). */
export function createCompanyCallerReader(db: Executor) {
  const prepared = companyCallerQuery(db).prepare('ponteiro_company_caller');
  return async (caller: {
    familyId: string;
    companyId: string;
    userId: string;
  }): Promise<CompanyCaller> => {
    const [row] = await prepared.execute(caller);
    return {
      sessionActive: row?.sessionActive === true,
      role: row?.role ?? null,
      customPermissions: row?.customPermissions ?? null,
      suspended: row?.suspended === true,
    };
  };
}
