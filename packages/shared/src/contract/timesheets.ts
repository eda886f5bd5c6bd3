import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';
import { PUNCH_STATUSES, treatmentSchema } from './punches.js';

// Timesheets (issue 15): every employee-day computed by the time engine from the stored scenario,
// kept and recomputed in the background when an input changes; treatments on the grid, leave that
// justifies an absence, the period close (and reopen) and the employee's acceptance of their mirror.
// Paths: timesheets/timesheet/, timesheets/overview/, timesheets/leaves/[:id/document/|:id/cancel/],
// timesheets/periods/close/, timesheets/periods/reopen/, timesheets/periods/:id/acceptance/.

/** A period a screen may ask for at once: a long month and a few days around it. */
export const TIMESHEET_MAX_DAYS = 62;
/** A leave a manager records in one go (longer leave is several records, or issue 17's requests). */
export const LEAVE_MAX_DAYS = 366;

const reasonSchema = multiLineText()
  .trim()
  .min(3, { message: 'validation.reason_required', abort: true })
  .max(500);

const uuid = () => z.uuid({ message: 'validation.uuid' });

function dayCount(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** `from` ≤ `to`, and at most `max` days. */
export function periodRefinement<T extends { from?: string; to?: string }>(max: number) {
  return (q: T, ctx: z.core.$RefinementCtx<T>) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to) {
      ctx.addIssue({ code: 'custom', message: 'validation.date_range', path: ['to'] });
    } else if (dayCount(q.from, q.to) > max) {
      ctx.addIssue({ code: 'custom', message: `validation.period_max_days|${max}`, path: ['to'] });
    }
  };
}

/** The engine's figures of a day (shared/guide/time-engine.md), with the engine's field names. */
export const dayFiguresSchema = z.object({
  scheduledMinutes: z.number().int(),
  workedClockMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  nightMinutes: z.number().int(),
  nightCreditedMinutes: z.number().int(),
  /** Keyed by rate ("50", "100"). */
  overtime: z.record(z.string(), z.number().int()),
  deficitMinutes: z.number().int(),
  lateMinutes: z.number().int(),
  earlyLeaveMinutes: z.number().int(),
  absenceMinutes: z.number().int(),
  justifiedMinutes: z.number().int(),
  hoursBankMinutes: z.number().int(),
  breakSuppressedMinutes: z.number().int(),
  interjornadaMissingMinutes: z.number().int(),
});
export type DayFiguresData = z.infer<typeof dayFiguresSchema>;

export const explainSchema = z.object({
  /** The figure explained (`overtime.50`, `deficitMinutes`…). */
  field: z.string(),
  minutes: z.number().int(),
  rule: z.string(),
  /** The legal source ("CLT art. 58 §1"). */
  ref: z.string(),
});
export type ExplainData = z.infer<typeof explainSchema>;

/** A punch as the timesheet shows it: the original beside its treatments. */
export const timesheetPunchSchema = z.object({
  /** The register record's id, or the inclusion treatment's id. */
  id: z.uuid(),
  kind: z.enum(['recorded', 'included']),
  /** In the workplace's zone, with its offset. */
  punched_at: z.string(),
  nsr: z.number().int().nullable(),
  status: z.enum(PUNCH_STATUSES),
  /** Whether the engine counted it for this workday (a disregarded punch never counts). */
  counted: z.boolean(),
  treatments: z.array(treatmentSchema),
});
export type TimesheetPunch = z.infer<typeof timesheetPunchSchema>;

export const leaveDocumentSchema = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  /** Short-lived signed address of the file. */
  url: z.string(),
});

/** A leave (afastamento) that justifies, or records, absent days. */
export const employeeLeaveSchema = z
  .object({
    id: z.uuid(),
    employee_id: z.uuid(),
    leave_type: z.object({
      id: z.uuid(),
      name: z.string(),
      code: z.string(),
      justified: z.boolean(),
      requires_document: z.boolean(),
    }),
    from: z.string(),
    to: z.string(),
    /** A partial-day leave (an approved request for hours): the minutes it justifies. */
    minutes: z.number().int().nullable(),
    reason: z.string(),
    document: leaveDocumentSchema.nullable(),
    author: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
    created_at: z.string(),
  })
  .meta({ id: 'EmployeeLeave' });
export type EmployeeLeave = z.infer<typeof employeeLeaveSchema>;

export const ACCEPTANCE_DECISIONS = ['accept', 'disagree'] as const;
export type AcceptanceDecision = (typeof ACCEPTANCE_DECISIONS)[number];

/** A closed period of one employee, and what the employee said about it. */
export const timesheetPeriodSchema = z
  .object({
    id: z.uuid(),
    employee_id: z.uuid(),
    from: z.string(),
    to: z.string(),
    closed_at: z.string(),
    closed_by: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
    acceptance: z
      .object({
        decision: z.enum(ACCEPTANCE_DECISIONS),
        note: z.string().nullable(),
        at: z.string(),
        ip: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'TimesheetPeriod' });
export type TimesheetPeriod = z.infer<typeof timesheetPeriodSchema>;

/** One workday: the engine's day object plus what the product knows about it. */
export const timesheetDaySchema = dayFiguresSchema
  .extend({
    date: z.string(),
    flags: z.array(z.string()),
    explain: z.array(explainSchema),
    /** Every punch of the workday, counted or not, oldest first. */
    punches: z.array(timesheetPunchSchema),
    /** The treatments of the day (include, disregard, undo), oldest first. */
    treatments: z.array(treatmentSchema),
    /** The schedule in force, and its pairs for this day ([] on a day off). */
    schedule: z
      .object({
        id: z.uuid(),
        code: z.string(),
        name: z.string(),
        pairs: z.array(z.tuple([z.string(), z.string()])),
      })
      .nullable(),
    leave: employeeLeaveSchema.nullable(),
    /** Overtime of the day covered by approved overtime requests; the rest is unauthorized. */
    authorized_overtime_minutes: z.number().int(),
    /** The day is in a closed period: treatments and leave are refused. */
    closed: z.boolean(),
    /** An input changed and the figures are being recomputed. */
    pending: z.boolean(),
  })
  .meta({ id: 'TimesheetDay' });
export type TimesheetDay = z.infer<typeof timesheetDaySchema>;

export const timesheetQuerySchema = z
  .object({
    /** Left out: the caller's own timesheet. */
    employee_id: uuid().optional(),
    /** Default: the current month in the workplace's zone. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine(periodRefinement(TIMESHEET_MAX_DAYS))
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'validation.date_range',
    path: ['to'],
  });
export type TimesheetQuery = z.infer<typeof timesheetQuerySchema>;

export const timesheetSchema = z
  .object({
    employee: z.object({
      id: z.uuid(),
      name: z.string(),
      cpf: z.string(),
      registration: z.string().nullable(),
      subsidiary: z.object({ id: z.uuid(), name: z.string() }),
      department: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      time_zone: z.string(),
    }),
    from: z.string(),
    to: z.string(),
    days: z.array(timesheetDaySchema),
    totals: dayFiguresSchema,
    /** Closed periods that overlap `from`…`to`. */
    periods: z.array(timesheetPeriodSchema),
    /** The caller may treat punches, record leave and close (not the employee's own view). */
    can_treat: z.boolean(),
  })
  .meta({ id: 'Timesheet' });
export type TimesheetData = z.infer<typeof timesheetSchema>;

export const TIMESHEET_STATUSES = ['open', 'closed', 'problems'] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const timesheetOverviewQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    search: singleLineText().max(200).optional(),
    from: isoDateSchema,
    to: isoDateSchema,
    subsidiary_id: uuid().optional(),
    department_id: uuid().optional(),
    schedule_id: uuid().optional(),
    status: z.enum(TIMESHEET_STATUSES).optional(),
  })
  .superRefine(periodRefinement(TIMESHEET_MAX_DAYS));
export type TimesheetOverviewQuery = z.infer<typeof timesheetOverviewQuerySchema>;

/** One employee's period in the overview. */
export const timesheetOverviewRowSchema = z
  .object({
    employee: z.object({
      id: z.uuid(),
      name: z.string(),
      cpf: z.string(),
      registration: z.string().nullable(),
    }),
    subsidiary: z.object({ id: z.uuid(), name: z.string() }),
    department: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    schedule: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** Over the days computed so far. */
    totals: dayFiguresSchema,
    /** Days with a flag that needs a look (odd punches, absent, short break, short rest). */
    problem_days: z.number().int(),
    /** Days that still need a treatment: odd punches, or an absence with no leave. */
    pending_treatments: z.number().int(),
    days: z.number().int(),
    /** Days still being computed (never computed, or an input changed). */
    pending_days: z.number().int(),
    status: z.enum(['open', 'closed', 'partly_closed']),
    period: timesheetPeriodSchema.nullable(),
  })
  .meta({ id: 'TimesheetOverviewRow' });
export type TimesheetOverviewRow = z.infer<typeof timesheetOverviewRowSchema>;

export const timesheetOverviewSchema = z
  .object({
    results: z.array(timesheetOverviewRowSchema),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Employee-days of the whole selection (every page) still being computed, and their total. */
    progress: z.object({ pending_days: z.number().int(), total_days: z.number().int() }),
  })
  .meta({ id: 'TimesheetOverview' });
export type TimesheetOverviewData = z.infer<typeof timesheetOverviewSchema>;

/** Who a close or reopen is for: a list of employees, or a department and those below it. */
const periodTarget = {
  employee_ids: z.array(uuid()).min(1).max(1000).optional(),
  department_id: uuid().optional(),
  from: isoDateSchema,
  to: isoDateSchema,
};
const oneTarget = (q: { employee_ids?: string[]; department_id?: string }) =>
  (q.employee_ids === undefined) !== (q.department_id === undefined);

export const periodCloseBodySchema = z
  .object(periodTarget)
  .strict()
  .superRefine(periodRefinement(TIMESHEET_MAX_DAYS))
  .refine(oneTarget, { message: 'validation.employees_or_department', path: ['employee_ids'] });
export type PeriodCloseBody = z.infer<typeof periodCloseBodySchema>;

export const periodReopenBodySchema = z
  .object({ ...periodTarget, reason: reasonSchema })
  .strict()
  .superRefine(periodRefinement(TIMESHEET_MAX_DAYS))
  .refine(oneTarget, { message: 'validation.employees_or_department', path: ['employee_ids'] });
export type PeriodReopenBody = z.infer<typeof periodReopenBodySchema>;

export const periodChangeResultSchema = z.object({ periods: z.array(timesheetPeriodSchema) });
export type PeriodChangeResult = z.infer<typeof periodChangeResultSchema>;

export const acceptanceBodySchema = z
  .object({
    decision: z.enum(ACCEPTANCE_DECISIONS),
    /** Required to disagree: what the employee does not agree with. */
    note: multiLineText().trim().max(1000).optional(),
  })
  .strict()
  .refine((b) => b.decision === 'accept' || (b.note?.length ?? 0) >= 3, {
    message: 'validation.disagreement_note',
    path: ['note'],
  });
export type AcceptanceBody = z.infer<typeof acceptanceBodySchema>;

export const leaveBodySchema = z
  .object({
    employee_id: uuid(),
    leave_type_id: uuid(),
    from: isoDateSchema,
    to: isoDateSchema,
    reason: reasonSchema,
  })
  .strict()
  .superRefine(periodRefinement(LEAVE_MAX_DAYS));
export type LeaveBody = z.infer<typeof leaveBodySchema>;

export const leaveCancelBodySchema = z.object({ reason: reasonSchema }).strict();
export type LeaveCancelBody = z.infer<typeof leaveCancelBodySchema>;
