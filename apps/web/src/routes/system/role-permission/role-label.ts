import { isBuiltInRole, type Role } from '@ponteiro/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from './queries';

/** Display name of a role reference: a built-in role's translated name or a custom role's name. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation();
  const roles = useRoles().data;
  return useCallback(
    (role: string) => {
      if (isBuiltInRole(role)) return t(`auth.roles.${role}`);
      return (
        roles?.find((candidate: Role) => candidate.id === role)?.name ??
        t('rolePermission.unknownRole')
      );
    },
    [roles, t],
  );
}
