import type { Database } from '@ponteiro/db';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import { createPayrollEventCodesService } from './event-codes.service.js';
import { createPayrollEventsService } from './events.service.js';
import { createPayrollLayoutsService } from './layouts.service.js';

/** The payroll export's services, as `payrollRoutes` takes them. */
export function createPayrollServices(deps: { db: Database; hoursBank: HoursBankBalanceService }) {
  return {
    events: createPayrollEventsService(deps),
    codes: createPayrollEventCodesService(deps.db),
    layouts: createPayrollLayoutsService(deps.db),
  };
}
