import { isBuiltInRole, type Role } from '@ponteiro/shared';
import { useCallback } from 'react';
import { useRoles } from './queries';
import { useRolePermissionTranslation } from './texts';

/** Display name of a role reference: a built-in role's translated name or a custom role's name. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useRolePermissionTranslation();
  const roles = useRoles().data;
  return useCallback(
    (role: string) => {
      if (isBuiltInRole(role)) return t(`auth.roles.${role}`);
      return roles?.find((candidate: Role) => candidate.id === role)?.name ?? t('unknownRole');
    },
    [roles, t],
  );
}
