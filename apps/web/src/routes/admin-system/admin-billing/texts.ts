import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { adminBilling as enUS } from '../../../i18n/locales/en-US/admin-billing';
import { adminBilling as pt } from '../../../i18n/locales/pt/admin-billing';

export const ADMIN_BILLING_NS = 'adminBilling';

registerAreaTexts(ADMIN_BILLING_NS, { pt, 'en-US': enUS });

/** `t` of the /admin/plan and /admin/subscription texts; core keys fall back to `translation`. */
export function useAdminBillingTranslation() {
  return useTranslation(ADMIN_BILLING_NS);
}
