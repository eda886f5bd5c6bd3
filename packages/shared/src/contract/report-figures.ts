import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { HOURS_BANK_PERIODS } from './leave-hours-bank.js';
import { REPORT_MAX_DAYS, reportSelectionShape } from './reports.js';
import { periodRefinement } from './timesheets.js';

// The figures reports (issue 18): hours bank, overtime and summary, from the stored timesheets.
// Every figure is a sum of what the timesheets (timesheet_days.result), the hours bank ledger and
// the approved overtime requests hold: a report never applies the law itself. Days after today
// have not happened: no figure of theirs counts. Durations are integer minutes.

/** At most one of employee, department (and those below it) or subsidiary. */
function oneTarget<
  T extends { employee_id?: string; department_id?: string; subsidiary_id?: string },
>(q: T, ctx: z.core.$RefinementCtx<T>) {
  const named = [q.employee_id, q.department_id, q.subsidiary_id].filter(Boolean).length;
  if (named > 1) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.report_one_target',
      path: ['employee_id'],
    });
  }
}

/** The report selection (`reportSelectionShape`) and a page of the per-employee list. */
export const reportFiguresListQuerySchema = z
  .object({
    ...reportSelectionShape,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  })
  .strict()
  .superRefine(periodRefinement(REPORT_MAX_DAYS))
  .superRefine(oneTarget);
export type ReportFiguresListQuery = z.infer<typeof reportFiguresListQuerySchema>;

/** The summary's selection (its groups are few: no pages). */
export const summaryReportQuerySchema = z
  .object(reportSelectionShape)
  .strict()
  .superRefine(periodRefinement(REPORT_MAX_DAYS))
  .superRefine(oneTarget);
export type SummaryReportQuery = z.infer<typeof summaryReportQuerySchema>;

const namedRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** Who a row is about, as the reports head them. */
export const reportPersonSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    registration: z.string().nullable(),
    department: namedRefSchema.nullable(),
    subsidiary: namedRefSchema,
  })
  .meta({ id: 'ReportPerson' });
export type ReportPerson = z.infer<typeof reportPersonSchema>;

// --- Hours bank -------------------------------------------------------------------------------

/**
 * One employee's bank over the period, from the ledger (`ta-events/hours-bank-balance/`):
 * `balance_before + credits + debits + adjustments + paid + forfeited = balance` (credits +,
 * debits −, adjustments ±, paid and forfeited − as they leave the bank).
 */
export const hoursBankReportRowSchema = z
  .object({
    employee: reportPersonSchema,
    /** The balance brought into the period (before `from`, or an opening balance inside it). */
    balance_before: z.number().int(),
    credits: z.number().int(),
    debits: z.number().int(),
    adjustments: z.number().int(),
    /** Credit not compensated by its expiry, paid as overtime (−). */
    paid: z.number().int(),
    /** Credit not compensated by its expiry, lost under the company's rules (−). */
    forfeited: z.number().int(),
    /** The balance at the end of `to`. */
    balance: z.number().int(),
    /** What expired in the period, when: the ledger's paid and forfeited lines, per day and kind. */
    expired: z.array(
      z.object({
        date: z.string(),
        kind: z.enum(['paid', 'forfeited']),
        minutes: z.number().int(),
      }),
    ),
    /** What expires next after `to`: the sum of the credits expiring that day. */
    next_expiry: z.object({ date: z.string(), minutes: z.number().int() }).nullable(),
  })
  .meta({ id: 'HoursBankReportRow' });
export type HoursBankReportRow = z.infer<typeof hoursBankReportRowSchema>;

export const hoursBankReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** The company's bank rules (null: nobody in the selection is on the bank). */
    rules: z
      .object({
        period: z.enum(HOURS_BANK_PERIODS),
        start_month: z.number().int(),
        expiry_months: z.number().int().nullable(),
        at_expiry: z.enum(['pay', 'forfeit']),
        ref: z.string(),
      })
      .nullable(),
    /** The page's employees on the bank, by name. */
    results: z.array(hoursBankReportRowSchema),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Employees of the selection left out: not on an hours-bank schedule in the period. */
    left_out: z.number().int(),
  })
  .meta({ id: 'HoursBankReport' });
export type HoursBankReport = z.infer<typeof hoursBankReportSchema>;

// --- Overtime ---------------------------------------------------------------------------------

export const OVERTIME_DAY_TYPES = ['workday', 'rest_day', 'holiday'] as const;
export type OvertimeDayType = (typeof OVERTIME_DAY_TYPES)[number];

/**
 * Overtime minutes, as the stored days have them: by rate (`overtime` of the day, keyed by rate),
 * by the day's type (a `holiday` flag, else a `rest_day` flag, else a workday) and authorized —
 * the day's approved overtime requests, at most the day's overtime — or not.
 */
export const overtimeFiguresSchema = z.object({
  by_rate: z.record(z.string(), z.number().int()),
  workday: z.number().int(),
  rest_day: z.number().int(),
  holiday: z.number().int(),
  total: z.number().int(),
  authorized: z.number().int(),
  unauthorized: z.number().int(),
});
export type OvertimeFigures = z.infer<typeof overtimeFiguresSchema>;

export const overtimeReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** The rates present, ascending ("50", "100"). */
    rates: z.array(z.string()),
    /** The page's employees with overtime in the period, by name. */
    results: z.array(overtimeFiguresSchema.extend({ employee: reportPersonSchema })),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Per department (the employee's own; null: none), for every employee with overtime. */
    departments: z.array(
      overtimeFiguresSchema.extend({
        department: namedRefSchema.nullable(),
        employees: z.number().int(),
      }),
    ),
    total: overtimeFiguresSchema.extend({ employees: z.number().int() }),
    /** Every month of the period, in order (the trend). */
    months: z.array(overtimeFiguresSchema.extend({ month: z.string() })),
  })
  .meta({ id: 'OvertimeReport' });
export type OvertimeReport = z.infer<typeof overtimeReportSchema>;

// --- Summary ----------------------------------------------------------------------------------

/**
 * A group's totals. Rates are percentages with two decimals (null when nothing was scheduled):
 * absenteeism = unjustified absence ÷ scheduled × 100; absenteeism with justified = (unjustified
 * absence + justified absence) ÷ scheduled × 100; overtime rate = overtime ÷ scheduled × 100.
 */
export const summaryFiguresSchema = z.object({
  /** Employees employed in the period (hired by its end, not gone before its start). */
  headcount: z.number().int(),
  scheduled: z.number().int(),
  /** Worked minutes, night part with the reduced hour. */
  worked: z.number().int(),
  overtime: z.number().int(),
  /** Clock minutes inside the night window. */
  night: z.number().int(),
  /** Unjustified absence. */
  absence: z.number().int(),
  justified: z.number().int(),
  late: z.number().int(),
  absenteeism_rate: z.number().nullable(),
  absenteeism_with_justified_rate: z.number().nullable(),
  overtime_rate: z.number().nullable(),
});
export type SummaryFigures = z.infer<typeof summaryFiguresSchema>;

export const summaryReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    /** Per department (the employee's own; null: none), by name. */
    departments: z.array(summaryFiguresSchema.extend({ department: namedRefSchema.nullable() })),
    /** Per subsidiary, by name. */
    subsidiaries: z.array(summaryFiguresSchema.extend({ subsidiary: namedRefSchema })),
    total: summaryFiguresSchema,
  })
  .meta({ id: 'SummaryReport' });
export type SummaryReport = z.infer<typeof summaryReportSchema>;
