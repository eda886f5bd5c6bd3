import type { Database } from '@ponteiro/db';
import type { ReportKind } from '@ponteiro/shared';
import type { TimeAttendanceServices } from '../../time-attendance-routes.js';
import { createPayrollMaker } from '../payroll/payroll-maker.js';
import { createFiguresMakers } from '../report-figures/makers.js';
import type { ReportMaker } from './report-generator.js';
import { createTimeMirrorMaker } from './time-mirror/maker.js';

// The maker of each report kind (issue 18). A kind listed here can be asked of `reports/jobs/`.

export interface ReportMakerDeps {
  db: Database;
  services: TimeAttendanceServices;
}

export function createReportMakers(
  deps: ReportMakerDeps,
): Partial<Record<ReportKind, ReportMaker>> {
  return {
    time_mirror: createTimeMirrorMaker({ timesheets: deps.services.timesheets }),
    ...createFiguresMakers({ hoursBank: deps.services.hoursBankBalance }),
    payroll: createPayrollMaker({ hoursBank: deps.services.hoursBankBalance }),
  };
}
