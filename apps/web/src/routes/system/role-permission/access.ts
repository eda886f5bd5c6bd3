import { canAssignRole, effectivePermissions } from '@ponteiro/shared';
import { useSession } from '../../../session/session-query';

export interface RolePermissionAccess {
  /** The session is loaded (until then nothing is allowed, and nothing is said about it). */
  ready: boolean;
  /** The session holds `settings.system.role_permission` (every write of the screen needs it). */
  canManage: boolean;
  /** The signed-in user's id (their own row gets a confirmation before changes). */
  userId: string | undefined;
  /** Rank check: the session's role may give (or take away) `role`. */
  canAssign: (role: string) => boolean;
}

/** What the current session may do on the screen; the API enforces the same rules. */
export function useRolePermissionAccess(): RolePermissionAccess {
  const session = useSession().data;
  const roleName = session?.roleName ?? null;
  const canManage =
    session !== undefined &&
    roleName !== null &&
    effectivePermissions(roleName, session.permissions).includes('settings.system.role_permission');
  return {
    ready: session !== undefined,
    canManage,
    userId: session?.user.id,
    canAssign: (role) => canManage && roleName !== null && canAssignRole(roleName, role),
  };
}
