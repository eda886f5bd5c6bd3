import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { rolePermission as enUS } from '../../../i18n/locales/en-US/role-permission';
import { rolePermission as pt } from '../../../i18n/locales/pt/role-permission';

export const ROLE_PERMISSION_NS = 'rolePermission';

registerAreaTexts(ROLE_PERMISSION_NS, { pt, 'en-US': enUS });

/** `t` of the /system/role-permission texts (loaded with this chunk); core keys fall back to `translation`. */
export function useRolePermissionTranslation() {
  return useTranslation(ROLE_PERMISSION_NS);
}
