import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { adminUsers as enUS } from '../../../i18n/locales/en-US/admin-users';
import { adminUsers as pt } from '../../../i18n/locales/pt/admin-users';

export const ADMIN_USERS_NS = 'adminUsers';

registerAreaTexts(ADMIN_USERS_NS, { pt, 'en-US': enUS });

/** `t` of the /admin/users texts (loaded with this chunk); core keys fall back to `translation`. */
export function useAdminUsersTranslation() {
  return useTranslation(ADMIN_USERS_NS);
}
