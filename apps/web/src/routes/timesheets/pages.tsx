import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';
import { AdminPunchPage } from './admin-punch/admin-punch-page';
import { PunchLogPage } from './punch-log/punch-log-page';

// Screens of the `timesheets` area (one lazy chunk, with its texts). Being-built panels until
// their issue lands; the punch log and the manager's punches (issue 14) are real.
export const pages: AreaPages = {
  timesheets: AreaIndexScreen,
  timesheetsTimesheet: BeingBuiltScreen,
  timesheetsAdminPunch: AdminPunchPage,
  timesheetsAbnormalPunch: BeingBuiltScreen,
  timesheetsAbnormalPunchApproval: BeingBuiltScreen,
  timesheetsPunchLog: PunchLogPage,
};
