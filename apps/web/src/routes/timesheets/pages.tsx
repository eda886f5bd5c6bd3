import type { AreaPages } from '../../router/page-loaders';
import { AbnormalPunchApprovalPage, AbnormalPunchPage } from './abnormal-punch/abnormal-punch-page';
import { AdminPunchPage } from './admin-punch/admin-punch-page';
import { OverviewPage } from './overview/overview-page';
import { PunchLogPage } from './punch-log/punch-log-page';
import { TimesheetPage } from './timesheet/timesheet-page';

// Screens of the `timesheets` area (one lazy chunk, with its texts): the overview of every
// employee's period and one employee's timesheet (issue 15), the punch log, the manager's punches
// and the abnormal punches (issue 14). The overview links to the other screens (it replaced the
// area index).
export const pages: AreaPages = {
  timesheets: OverviewPage,
  timesheetsTimesheet: TimesheetPage,
  timesheetsAdminPunch: AdminPunchPage,
  timesheetsAbnormalPunch: AbnormalPunchPage,
  timesheetsAbnormalPunchApproval: AbnormalPunchApprovalPage,
  timesheetsPunchLog: PunchLogPage,
};
