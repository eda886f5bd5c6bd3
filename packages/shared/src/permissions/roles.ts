import {
  ALL_PERMISSIONS,
  normalizePermissions,
  type PermissionKey,
  type PermissionNode,
  pruneTree,
} from './tree.js';

// Built-in roles and the role hierarchy. A company also has custom roles, built from the
// permission tree; a member's role is a built-in name or a custom role's id, so any value that is
// not a built-in name counts as a custom role. Built-in names are matched exactly (case-sensitive).

export const BUILT_IN_ROLES = ['owner', 'super_admin', 'admin', 'employee'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** Built-in roles that hold every permission and open every route. */
export const FULL_ACCESS_ROLES = ['owner', 'super_admin', 'admin'] as const;
export type FullAccessRole = (typeof FULL_ACCESS_ROLES)[number];

export function isBuiltInRole(roleName: string): roleName is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(roleName);
}

/** Owner, SuperAdmin and Admin: all permissions, full route access. Exact, case-sensitive match. */
export function isFullAccessRole(roleName: string): roleName is FullAccessRole {
  return (FULL_ACCESS_ROLES as readonly string[]).includes(roleName);
}

/** The Employee role's reduced tree, as quoted by the specification. */
export const EMPLOYEE_PERMISSIONS: readonly PermissionKey[] = Object.freeze(
  normalizePermissions([
    'user_profile',
    'company_profile',
    'ta_events.leave',
    'ta_events.manual_punch',
    'ta_events.overtime',
    'timesheets.punch_log',
    'reports.time_mirror',
    'reports.hours_bank',
    'reports.overtime',
    'reports.payroll',
  ] satisfies PermissionKey[]),
);

/** The reduced tree shown for the Employee role. */
export const EMPLOYEE_PERMISSION_TREE: readonly PermissionNode[] = pruneTree(EMPLOYEE_PERMISSIONS);

export function permissionsOfBuiltInRole(role: BuiltInRole): readonly PermissionKey[] {
  return role === 'employee' ? EMPLOYEE_PERMISSIONS : ALL_PERMISSIONS;
}

/**
 * What a member actually holds: the built-in role's set, or for a custom role its stored list,
 * normalized (unknown keys dropped, ancestors added).
 */
export function effectivePermissions(
  roleName: string,
  permissions: readonly string[],
): readonly PermissionKey[] {
  return isBuiltInRole(roleName)
    ? permissionsOfBuiltInRole(roleName)
    : normalizePermissions(permissions);
}

/**
 * Role hierarchy: owner > super_admin > admin > custom roles and employee. Custom roles rank
 * admin-minus-one, the same as employee.
 */
export const ROLE_RANK = {
  owner: 4,
  super_admin: 3,
  admin: 2,
  custom: 1,
  employee: 1,
} as const satisfies Record<BuiltInRole | 'custom', number>;

/** Rank of a role name; any name that is not built-in is a custom role. */
export function roleRank(roleName: string): number {
  return isBuiltInRole(roleName) ? ROLE_RANK[roleName] : ROLE_RANK.custom;
}

/**
 * Hierarchy guard: an actor may assign only roles at or below their own rank. It checks rank only;
 * the caller still checks that the actor holds the permission to manage members or roles.
 */
export function canAssignRole(actorRole: string, targetRole: string): boolean {
  return roleRank(targetRole) <= roleRank(actorRole);
}
