import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { adminDistributors as enUS } from '../../../i18n/locales/en-US/admin-distributors';
import { adminDistributors as pt } from '../../../i18n/locales/pt/admin-distributors';

export const ADMIN_DISTRIBUTORS_NS = 'adminDistributors';

registerAreaTexts(ADMIN_DISTRIBUTORS_NS, { pt, 'en-US': enUS });

/** `t` of the /admin/distributor and /admin/devices texts; core keys fall back to `translation`. */
export function useAdminDistributorsTranslation() {
  return useTranslation(ADMIN_DISTRIBUTORS_NS);
}
