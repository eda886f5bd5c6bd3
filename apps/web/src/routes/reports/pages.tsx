import { AreaIndexScreen } from '../../components/area-index';
import type { AreaPages } from '../../router/page-loaders';
import { HoursBankReportPage } from './hours-bank/hours-bank-report-page';
import { AejPage, AfdPage } from './legal-file-page';
import { OvertimeReportPage } from './overtime/overtime-report-page';
import { PayrollPage } from './payroll/payroll-page';
import { SummaryReportPage } from './summary/summary-report-page';
import { TimeMirrorPage } from './time-mirror/time-mirror-page';

// Screens of the `reports` area (one lazy chunk, with its texts). Being-built panels until their
// issue lands; AFD and AEJ already validate files from any REP; the time mirror is the
// employee's own timesheet (the grid of /timesheets/timesheet, read-only).
export const pages: AreaPages = {
  reports: AreaIndexScreen,
  reportsTimeMirror: TimeMirrorPage,
  reportsHoursBank: HoursBankReportPage,
  reportsOvertime: OvertimeReportPage,
  reportsPayroll: PayrollPage,
  reportsSummary: SummaryReportPage,
  reportsAej: AejPage,
  reportsAfd: AfdPage,
};
