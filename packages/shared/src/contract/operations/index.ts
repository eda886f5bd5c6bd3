import { abnormalPunchesOperations } from './abnormal-punches.js';
import { adminOperations } from './admin.js';
import { authOperations } from './auth.js';
import { balancesOperations } from './balances.js';
import { companiesOperations } from './companies.js';
import { dashboardOperations } from './dashboard.js';
import { employeesOperations } from './employees.js';
import { feedbackOperations } from './feedback.js';
import { legalFilesOperations, mediaOperations } from './files.js';
import { invitationsOperations, membersOperations, rolesOperations } from './members.js';
import { notificationSettingsOperations } from './notification-settings.js';
import { organizationOperations } from './organization.js';
import { payrollOperations } from './payroll.js';
import { personalizationOperations } from './personalization.js';
import { profileOperations } from './profile.js';
import { afdExportOperations, punchesOperations, punchTreatmentOperations } from './punches.js';
import { reportFiguresOperations } from './report-figures.js';
import { reportJobsOperations, timeMirrorOperations } from './reports.js';
import { notificationsOperations, requestsOperations, workflowOperations } from './requests.js';
import { simulatorOperations } from './simulator.js';
import { subscriptionOperations } from './subscription.js';
import { systemOperations } from './system.js';
import { scheduleAssignmentOperations, timePolicyOperations } from './time-policy.js';
import { timeTrackingOperations } from './time-tracking.js';
import { aejExportOperations, timesheetsOperations } from './timesheets.js';
import { webhooksOperations } from './webhooks.js';

export { XLSX_CONTENT_TYPE } from './employees.js';
export { idParams, plainIdParams } from './params.js';

/**
 * The route table: every HTTP operation of the API, grouped by feature. The API registers each
 * entry once (`defineRoute`), the web calls them through `callOperation`; a test checks that the
 * server's routes and this table are the same set.
 */
export const operations = {
  system: systemOperations,
  auth: authOperations,
  companies: companiesOperations,
  profile: profileOperations,
  members: membersOperations,
  invitations: invitationsOperations,
  roles: rolesOperations,
  organization: organizationOperations,
  employees: employeesOperations,
  scheduleAssignments: scheduleAssignmentOperations,
  timePolicy: timePolicyOperations,
  punches: punchesOperations,
  punchTreatments: punchTreatmentOperations,
  abnormalPunches: abnormalPunchesOperations,
  afdExport: afdExportOperations,
  timesheets: timesheetsOperations,
  balances: balancesOperations,
  requests: requestsOperations,
  workflow: workflowOperations,
  notifications: notificationsOperations,
  aejExport: aejExportOperations,
  reportJobs: reportJobsOperations,
  timeMirror: timeMirrorOperations,
  reportFigures: reportFiguresOperations,
  payroll: payrollOperations,
  legalFiles: legalFilesOperations,
  media: mediaOperations,
  feedback: feedbackOperations,
  subscription: subscriptionOperations,
  dashboard: dashboardOperations,
  timeTracking: timeTrackingOperations,
  notificationSettings: notificationSettingsOperations,
  personalization: personalizationOperations,
  simulator: simulatorOperations,
  webhooks: webhooksOperations,
  admin: adminOperations,
};
