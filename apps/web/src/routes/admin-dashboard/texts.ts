import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { adminDashboard as enUS } from '../../i18n/locales/en-US/admin-dashboard';
import { adminDashboard as pt } from '../../i18n/locales/pt/admin-dashboard';

export const ADMIN_DASHBOARD_NS = 'adminDashboard';

registerAreaTexts(ADMIN_DASHBOARD_NS, { pt, 'en-US': enUS });

/** `t` of the back-office dashboards and of /admin/user-list; core keys fall back to `translation`. */
export function useAdminDashboardTranslation() {
  return useTranslation(ADMIN_DASHBOARD_NS);
}
