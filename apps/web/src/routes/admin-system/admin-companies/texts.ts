import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { adminCompanies as enUS } from '../../../i18n/locales/en-US/admin-companies';
import { adminCompanies as pt } from '../../../i18n/locales/pt/admin-companies';

export const ADMIN_COMPANIES_NS = 'adminCompanies';

registerAreaTexts(ADMIN_COMPANIES_NS, { pt, 'en-US': enUS });

/** `t` of the /admin/company-list and record-history texts; core keys fall back to `translation`. */
export function useAdminCompaniesTranslation() {
  return useTranslation(ADMIN_COMPANIES_NS);
}
