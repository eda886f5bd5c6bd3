import type { PermissionKey } from '@ponteiro/shared';
import { useSession } from './session-query';

/** `can('employee.edit')`: whether the signed-in member holds the permission (hides actions). */
export function useCan(): (permission: PermissionKey) => boolean {
  const session = useSession();
  const permissions = session.data?.permissions ?? [];
  return (permission) => permissions.includes(permission);
}
