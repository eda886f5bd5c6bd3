import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `timesheets` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  timesheets: AreaIndexScreen,
  timesheetsTimesheet: BeingBuiltScreen,
  timesheetsAdminPunch: BeingBuiltScreen,
  timesheetsAbnormalPunch: BeingBuiltScreen,
  timesheetsAbnormalPunchApproval: BeingBuiltScreen,
  timesheetsPunchLog: BeingBuiltScreen,
};
