import { companyMembers, companyRoles, type Executor, type Tenant, tenantOn } from '@ponteiro/db';
import { effectivePermissions, isBuiltInRole, type PermissionKey } from '@ponteiro/shared';
import { count, eq, sql } from 'drizzle-orm';

export type CompanyRoleRow = typeof companyRoles.$inferSelect;
type RoleValues = Pick<CompanyRoleRow, 'name' | 'permissions'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findCompanyRole(t: Tenant, id: string): Promise<CompanyRoleRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await t.db
    .select()
    .from(companyRoles)
    .where(t.where(companyRoles, eq(companyRoles.id, id)));
  return row;
}

/**
 * Whether `role` names a built-in role or one of this company's roles. Takes the executor and the
 * company as they are: the members module checks it inside its own transaction.
 */
export async function roleExists(db: Executor, companyId: string, role: string): Promise<boolean> {
  return (
    isBuiltInRole(role) || (await findCompanyRole(tenantOn(db, { companyId }), role)) !== undefined
  );
}

/**
 * What a member with `role` may do in the company. Part of establishing the caller's scope (the
 * authenticate guard, the session), so it runs before any scoped transaction exists.
 */
export async function resolvePermissions(
  db: Executor,
  companyId: string,
  role: string,
): Promise<readonly PermissionKey[]> {
  if (isBuiltInRole(role)) return effectivePermissions(role, []);
  const custom = await findCompanyRole(tenantOn(db, { companyId }), role);
  return custom ? effectivePermissions(role, custom.permissions) : [];
}

export async function listCompanyRoles(t: Tenant): Promise<CompanyRoleRow[]> {
  return t.db.select().from(companyRoles).where(t.where(companyRoles)).orderBy(companyRoles.name);
}

export async function memberCountsByRole(t: Tenant): Promise<Map<string, number>> {
  const rows = await t.db
    .select({ role: companyMembers.role, n: count() })
    .from(companyMembers)
    .where(t.where(companyMembers))
    .groupBy(companyMembers.role);
  return new Map(rows.map((r) => [r.role, Number(r.n)]));
}

export async function roleNameTaken(t: Tenant, name: string, exceptId?: string): Promise<boolean> {
  const rows = await t.db
    .select({ id: companyRoles.id })
    .from(companyRoles)
    .where(t.where(companyRoles, sql`lower(${companyRoles.name}) = lower(${name})`));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertCompanyRole(t: Tenant, values: RoleValues): Promise<CompanyRoleRow> {
  const [row] = await t.db.insert(companyRoles).values(t.values(companyRoles, values)).returning();
  return row!;
}

export async function updateCompanyRole(t: Tenant, id: string, values: RoleValues): Promise<void> {
  await t.db
    .update(companyRoles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(t.where(companyRoles, eq(companyRoles.id, id)));
}

export async function deleteCompanyRole(t: Tenant, id: string): Promise<void> {
  await t.db.delete(companyRoles).where(t.where(companyRoles, eq(companyRoles.id, id)));
}
