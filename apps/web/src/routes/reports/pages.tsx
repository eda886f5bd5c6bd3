import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';
import { AejPage, AfdPage } from './legal-file-page';
import { TimeMirrorPage } from './time-mirror/time-mirror-page';

// Screens of the `reports` area (one lazy chunk, with its texts). Being-built panels until their
// issue lands; AFD and AEJ already validate files from any REP; the time mirror is the
// employee's own timesheet (the grid of /timesheets/timesheet, read-only).
export const pages: AreaPages = {
  reports: AreaIndexScreen,
  reportsTimeMirror: TimeMirrorPage,
  reportsHoursBank: BeingBuiltScreen,
  reportsOvertime: BeingBuiltScreen,
  reportsPayroll: BeingBuiltScreen,
  reportsSummary: BeingBuiltScreen,
  reportsAej: AejPage,
  reportsAfd: AfdPage,
};
