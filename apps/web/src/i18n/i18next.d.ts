import 'i18next';
import type { PtCatalogue } from './locales/pt';
import type { adminBilling } from './locales/pt/admin-billing';
import type { adminCatalogue } from './locales/pt/admin-catalogue';
import type { adminCompanies } from './locales/pt/admin-companies';
import type { adminDashboard } from './locales/pt/admin-dashboard';
import type { adminDistributors } from './locales/pt/admin-distributors';
import type { adminFeedback } from './locales/pt/admin-feedback';
import type { adminOutbox } from './locales/pt/admin-outbox';
import type { adminUsers } from './locales/pt/admin-users';
import type { afdAej } from './locales/pt/afd-aej';
import type { consentDialog } from './locales/pt/consent-dialog';
import type { dashboard } from './locales/pt/dashboard';
import type { employees } from './locales/pt/employees';
import type { feedback } from './locales/pt/feedback';
import type { hoursBankBalance } from './locales/pt/hours-bank-balance';
import type { layouts } from './locales/pt/layouts';
import type { leaveBalance } from './locales/pt/leave-balance';
import type { notificationCenter } from './locales/pt/notification-center';
import type { notificationSettings } from './locales/pt/notification-settings';
import type { organization } from './locales/pt/organization';
import type { personalization } from './locales/pt/personalization';
import type { profiles } from './locales/pt/profiles';
import type { punch } from './locales/pt/punch';
import type { reportFigures } from './locales/pt/report-figures';
import type { reportJobs } from './locales/pt/report-jobs';
import type { reportPayroll } from './locales/pt/report-payroll';
import type { reports } from './locales/pt/reports';
import type { rolePermission } from './locales/pt/role-permission';
import type { routeSummaries } from './locales/pt/route-summaries';
import type { subscription } from './locales/pt/subscription';
import type { taRequests } from './locales/pt/ta-requests';
import type { timePolicy } from './locales/pt/time-policy';
import type { timePolicyCalendar } from './locales/pt/time-policy-calendar';
import type { timePolicySimulator } from './locales/pt/time-policy-simulator';
import type { timeTracking } from './locales/pt/time-tracking';
import type { timesheets } from './locales/pt/timesheets';
import type { widgets } from './locales/pt/widgets';
import type { workflow } from './locales/pt/workflow';

// `t()` keys are checked by the compiler: the Portuguese catalogues are the reference type of each
// namespace (en-US is typed against them), and a screen's namespace falls back to `translation`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    returnNull: false;
    resources: {
      translation: PtCatalogue;
      adminFeedback: typeof adminFeedback;
      feedback: typeof feedback;
      adminCompanies: typeof adminCompanies;
      adminDashboard: typeof adminDashboard;
      adminDistributors: typeof adminDistributors;
      adminCatalogue: typeof adminCatalogue;
      employees: typeof employees;
      reports: typeof reports;
      adminOutbox: typeof adminOutbox;
      adminUsers: typeof adminUsers;
      adminBilling: typeof adminBilling;
      subscription: typeof subscription;
      leaveBalance: typeof leaveBalance;
      hoursBankBalance: typeof hoursBankBalance;
      organization: typeof organization;
      profiles: typeof profiles;
      rolePermission: typeof rolePermission;
      routeSummaries: typeof routeSummaries;
      consentDialog: typeof consentDialog;
      widgets: typeof widgets;
      layouts: typeof layouts;
      timePolicy: typeof timePolicy;
      timePolicyCalendar: typeof timePolicyCalendar;
      timePolicySimulator: typeof timePolicySimulator;
      punch: typeof punch;
      timesheets: typeof timesheets;
      afdAej: typeof afdAej;
      workflow: typeof workflow;
      dashboard: typeof dashboard;
      notificationCenter: typeof notificationCenter;
      notificationSettings: typeof notificationSettings;
      taRequests: typeof taRequests;
      reportPayroll: typeof reportPayroll;
      reportFigures: typeof reportFigures;
      reportJobs: typeof reportJobs;
      personalization: typeof personalization;
      timeTracking: typeof timeTracking;
    };
  }
}
