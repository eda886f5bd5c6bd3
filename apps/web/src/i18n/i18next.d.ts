import 'i18next';
import type { PtCatalogue } from './locales/pt';
import type { adminBilling } from './locales/pt/admin-billing';
import type { adminOutbox } from './locales/pt/admin-outbox';
import type { adminUsers } from './locales/pt/admin-users';
import type { afdAej } from './locales/pt/afd-aej';
import type { consentDialog } from './locales/pt/consent-dialog';
import type { employees } from './locales/pt/employees';
import type { layouts } from './locales/pt/layouts';
import type { organization } from './locales/pt/organization';
import type { profiles } from './locales/pt/profiles';
import type { punch } from './locales/pt/punch';
import type { reports } from './locales/pt/reports';
import type { rolePermission } from './locales/pt/role-permission';
import type { routeSummaries } from './locales/pt/route-summaries';
import type { timePolicy } from './locales/pt/time-policy';
import type { timePolicyCalendar } from './locales/pt/time-policy-calendar';
import type { timesheets } from './locales/pt/timesheets';
import type { widgets } from './locales/pt/widgets';

// `t()` keys are checked by the compiler: the Portuguese catalogues are the reference type of each
// namespace (en-US is typed against them), and a screen's namespace falls back to `translation`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    returnNull: false;
    resources: {
      translation: PtCatalogue;
      employees: typeof employees;
      reports: typeof reports;
      adminOutbox: typeof adminOutbox;
      adminUsers: typeof adminUsers;
      adminBilling: typeof adminBilling;
      organization: typeof organization;
      profiles: typeof profiles;
      rolePermission: typeof rolePermission;
      routeSummaries: typeof routeSummaries;
      consentDialog: typeof consentDialog;
      widgets: typeof widgets;
      layouts: typeof layouts;
      timePolicy: typeof timePolicy;
      timePolicyCalendar: typeof timePolicyCalendar;
      punch: typeof punch;
      timesheets: typeof timesheets;
      afdAej: typeof afdAej;
    };
  }
}
