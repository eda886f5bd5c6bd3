import type { ReportKind } from '@ponteiro/shared';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import type { ReportMaker } from '../reports/report-generator.js';
import { createHoursBankMaker } from './hours-bank-maker.js';
import { createOvertimeMaker } from './overtime-maker.js';
import { createSummaryMaker } from './summary-maker.js';

/** The figures reports' makers (pdf and xlsx), for the report jobs' registry. */
export function createFiguresMakers(deps: {
  hoursBank: HoursBankBalanceService;
}): Partial<Record<ReportKind, ReportMaker>> {
  return {
    hours_bank: createHoursBankMaker({ hoursBank: deps.hoursBank }),
    overtime: createOvertimeMaker(),
    summary: createSummaryMaker(),
  };
}
