export { offsetAt } from './clock.js';
export { brazilianHolidays, easterSunday, type HolidayOptions } from './holidays.js';
export {
  compensationPeriod,
  HOURS_BANK_REFS,
  type HoursBankLedger,
  type HoursBankLedgerRules,
  type HoursBankMovement,
  hoursBankLedger,
  type LedgerLine,
  type LedgerLineKind,
} from './hours-bank.js';
export { DEFAULT_RULES, REFS } from './rules.js';
export { parseScenario, ScenarioError, type ScenarioProblem } from './scenario.js';
export { scheduledPunches } from './scheduled-punches.js';
export { computeTimesheet } from './timesheet.js';
export * from './types.js';
export {
  entitledDays,
  VACATION_REFS,
  type VacationBalance,
  type VacationInput,
  type VacationInterruption,
  type VacationPeriod,
  type VacationStatus,
  vacationBalance,
  vacationSplitProblem,
} from './vacation.js';
