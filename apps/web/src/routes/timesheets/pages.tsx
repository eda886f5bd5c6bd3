import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';
import { AbnormalPunchApprovalPage, AbnormalPunchPage } from './abnormal-punch/abnormal-punch-page';
import { AdminPunchPage } from './admin-punch/admin-punch-page';
import { PunchLogPage } from './punch-log/punch-log-page';

// Screens of the `timesheets` area (one lazy chunk, with its texts). Being-built panels until
// their issue lands; the punch log, the manager's punches and the abnormal punches (issue 14)
// are real.
export const pages: AreaPages = {
  timesheets: AreaIndexScreen,
  timesheetsTimesheet: BeingBuiltScreen,
  timesheetsAdminPunch: AdminPunchPage,
  timesheetsAbnormalPunch: AbnormalPunchPage,
  timesheetsAbnormalPunchApproval: AbnormalPunchApprovalPage,
  timesheetsPunchLog: PunchLogPage,
};
