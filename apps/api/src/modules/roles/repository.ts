import { companyMembers, companyRoles, type Database } from '@ponteiro/db';
import { effectivePermissions, isBuiltInRole, type PermissionKey } from '@ponteiro/shared';
import { and, count, eq, sql } from 'drizzle-orm';

export type CompanyRoleRow = typeof companyRoles.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findCompanyRole(
  db: Database,
  companyId: string,
  id: string,
): Promise<CompanyRoleRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id)));
  return row;
}

/** Whether `role` names a built-in role or one of this company's roles. */
export async function roleExists(db: Database, companyId: string, role: string): Promise<boolean> {
  return isBuiltInRole(role) || (await findCompanyRole(db, companyId, role)) !== undefined;
}

/** What a member with `role` may do in the company. */
export async function resolvePermissions(
  db: Database,
  companyId: string,
  role: string,
): Promise<readonly PermissionKey[]> {
  if (isBuiltInRole(role)) return effectivePermissions(role, []);
  const custom = await findCompanyRole(db, companyId, role);
  return custom ? effectivePermissions(role, custom.permissions) : [];
}

export async function listCompanyRoles(db: Database, companyId: string) {
  const rows = await db
    .select()
    .from(companyRoles)
    .where(eq(companyRoles.companyId, companyId))
    .orderBy(companyRoles.name);
  return rows;
}

export async function memberCountsByRole(
  db: Database,
  companyId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: companyMembers.role, n: count() })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId))
    .groupBy(companyMembers.role);
  return new Map(rows.map((r) => [r.role, Number(r.n)]));
}

export async function roleNameTaken(
  db: Database,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: companyRoles.id })
    .from(companyRoles)
    .where(
      and(eq(companyRoles.companyId, companyId), sql`lower(${companyRoles.name}) = lower(${name})`),
    );
  return rows.some((r) => r.id !== exceptId);
}
