import { AreaIndexScreen } from '../../components/area-index';
import type { AreaPages } from '../../router/page-loaders';
import { HoursBankReportPage } from './hours-bank/hours-bank-report-page';
import { AejPage, AfdPage } from './legal-file-page';
import { OvertimeReportPage } from './overtime/overtime-report-page';
import { PayrollPage } from './payroll/payroll-page';
import { SummaryReportPage } from './summary/summary-report-page';
import { TimeMirrorPage } from './time-mirror/time-mirror-page';

// Screens of the `reports` area (one lazy chunk, with its texts): the time mirror (the employee's
// own, or anyone's as files for staff), hours bank, overtime, payroll export and summary (files made
// by report jobs, kept in Downloads), and the company's AFD/AEJ beside the validator of any REP's.
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
