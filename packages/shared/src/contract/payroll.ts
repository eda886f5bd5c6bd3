import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { isCleanText } from '../validators/text.js';
import { singleLineText } from '../validators/text-schemas.js';
import { REPORT_MAX_DAYS, reportSelectionShape } from './reports.js';
import { periodRefinement } from './timesheets.js';

// Payroll export (issue 18, `/reports/payroll`, permission reports.payroll): the period's events
// per employee, read from the stored timesheets, mapped to the company's payroll event codes and
// written as xlsx, CSV or a fixed-width text with a layout the company saves by name.
// Paths: reports/payroll/, reports/payroll/event-codes/, reports/payroll/layouts/[:id/].

// ── Events ────────────────────────────────────────────────────────────────────────────────────

/**
 * The events besides overtime, in the order files list them. Overtime is one event per rate the
 * timesheets hold (`overtime_50`, `overtime_100`, `overtime_62.5`…), listed first by rate.
 * - `night_additional`: the night minutes as credited with the reduced hour (art. 73).
 * - `dsr_loss`: weekly paid rests lost (Lei 605/1949 art. 6), in days: a calendar week, Sunday to
 *   Saturday, with an unjustified absence loses one; it is counted in the period of the week's
 *   first unjustified absence, so a week that spans two periods is counted once.
 * - `absence_unjustified`: the scheduled minutes of unjustified absent days;
 *   `absence_unjustified_days`: how many such days (payroll systems take one or the other).
 * - `lateness` (late arrival) and `early_leave` (leaving early): beyond the tolerance, apart, so
 *   each can carry its own code.
 * - `hours_bank_payout`: hours bank credit paid as overtime at its expiry in the period (the
 *   ledger's `paid` lines).
 */
export const PAYROLL_FIXED_EVENTS = [
  'night_additional',
  'dsr_loss',
  'absence_unjustified',
  'absence_unjustified_days',
  'lateness',
  'early_leave',
  'hours_bank_payout',
] as const;
export type PayrollFixedEvent = (typeof PAYROLL_FIXED_EVENTS)[number];

/** The overtime rates every company sees, whether or not its rules use them. */
export const PAYROLL_BASE_RATES = ['50', '100'] as const;

/** `overtime_<rate>`: the percent paid on top, as the engine keys it ("50", "62.5"). */
export const PAYROLL_OVERTIME_EVENT = /^overtime_(\d{1,4}(?:\.\d{1,2})?)$/;

/** An event key: one of the fixed events or `overtime_<rate>`. */
export type PayrollEvent = PayrollFixedEvent | `overtime_${string}`;

export const PAYROLL_EVENT_UNITS = ['minutes', 'days'] as const;
export type PayrollEventUnit = (typeof PAYROLL_EVENT_UNITS)[number];

export function isPayrollEvent(value: string): value is PayrollEvent {
  return (
    (PAYROLL_FIXED_EVENTS as readonly string[]).includes(value) ||
    PAYROLL_OVERTIME_EVENT.test(value)
  );
}

/** The unit of an event's quantity: day counts for DSR and absent days, minutes otherwise. */
export function payrollEventUnit(event: PayrollEvent): PayrollEventUnit {
  return event === 'dsr_loss' || event === 'absence_unjustified_days' ? 'days' : 'minutes';
}

/** The event of an overtime rate (`50` → `overtime_50`; `62.50` → `overtime_62.5`). */
export function overtimeEvent(rate: string | number): PayrollEvent {
  return `overtime_${Number(rate)}`;
}

/** Overtime by rate first, then the fixed events in their order. */
export function comparePayrollEvents(a: string, b: string): number {
  const rate = (event: string) => PAYROLL_OVERTIME_EVENT.exec(event)?.[1];
  const ra = rate(a);
  const rb = rate(b);
  if (ra !== undefined && rb !== undefined) return Number(ra) - Number(rb);
  if (ra !== undefined) return -1;
  if (rb !== undefined) return 1;
  const order = PAYROLL_FIXED_EVENTS as readonly string[];
  return order.indexOf(a) - order.indexOf(b);
}

/** One spelling per event: `overtime_62.50` is `overtime_62.5`. */
export function canonicalPayrollEvent(event: PayrollEvent): PayrollEvent {
  const rate = PAYROLL_OVERTIME_EVENT.exec(event)?.[1];
  return rate === undefined ? event : overtimeEvent(rate);
}

const eventKeySchema = z
  .string()
  .refine(isPayrollEvent, { message: 'validation.payroll_event', abort: true })
  .transform((event) => canonicalPayrollEvent(event as PayrollEvent));

// ── Event codes ───────────────────────────────────────────────────────────────────────────────

/** A payroll system's event code ("0150", "HE50"): letters, digits, `.`, `-`, `_`. */
export const PAYROLL_CODE_MAX = 20;
const codeSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(PAYROLL_CODE_MAX)
  .regex(/^[A-Za-z0-9._-]+$/, { message: 'validation.payroll_code' });

/** One event with the company's code for it (null: not mapped, left out of every export). */
export const payrollEventCodeSchema = z
  .object({
    event: z.string(),
    unit: z.enum(PAYROLL_EVENT_UNITS),
    code: z.string().nullable(),
    description: z.string().nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'PayrollEventCode' });
export type PayrollEventCode = z.infer<typeof payrollEventCodeSchema>;

/** PUT reports/payroll/event-codes/: the whole mapping; an event left out loses its code. */
export const payrollEventCodesBodySchema = z
  .object({
    codes: z
      .array(
        z
          .object({
            event: eventKeySchema,
            code: codeSchema,
            description: singleLineText().max(100).nullable().optional(),
          })
          .strict(),
      )
      .max(100),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.codes.forEach((entry, i) => {
      if (seen.has(entry.event)) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.payroll_event_repeated',
          path: ['codes', i, 'event'],
        });
      }
      seen.add(entry.event);
    });
  });
export type PayrollEventCodesBody = z.input<typeof payrollEventCodesBodySchema>;

// ── Layouts ───────────────────────────────────────────────────────────────────────────────────

export const PAYROLL_LAYOUT_FIELDS = [
  'registration',
  'cpf',
  'pis',
  'name',
  'event_code',
  /** The event key (`overtime_50`). */
  'event',
  /** The code's description as the company saved it. */
  'description',
  'quantity',
  'period_start',
  'period_end',
  /** The month of the period's end (competência). */
  'competence',
  /** A fixed text (`value`): a company number, a record type, filler. */
  'constant',
] as const;
export type PayrollLayoutField = (typeof PAYROLL_LAYOUT_FIELDS)[number];

export const PAYROLL_DATE_FORMATS = [
  'ddmmyyyy',
  'yyyymmdd',
  'dd/mm/yyyy',
  'yyyy-mm-dd',
  'mmyyyy',
  'yyyymm',
  'mm/yyyy',
] as const;
export type PayrollDateFormat = (typeof PAYROLL_DATE_FORMATS)[number];

export const PAYROLL_LAYOUT_FORMATS = ['fixed', 'csv'] as const;
export const PAYROLL_ENCODINGS = ['utf-8', 'latin1'] as const;
export const PAYROLL_SEPARATORS = [';', ',', 'tab'] as const;
export const PAYROLL_COLUMNS_MAX = 30;
export const PAYROLL_WIDTH_MAX = 200;

export const payrollLayoutColumnSchema = z
  .object({
    field: z.enum(PAYROLL_LAYOUT_FIELDS),
    /** Characters (not bytes): required in a fixed-width layout; in CSV, pads or cuts the value. */
    width: z.number().int().min(1).max(PAYROLL_WIDTH_MAX).nullable().default(null),
    align: z.enum(['left', 'right']).default('left'),
    pad: z.enum(['space', 'zero']).default('space'),
    /** `constant`: the text written (kept as typed, spaces included). */
    value: z
      .string()
      .max(PAYROLL_WIDTH_MAX)
      .refine((v) => isCleanText(v), { message: 'validation.control_characters' })
      .nullable()
      .default(null),
    /** Dates: period_start / period_end default `ddmmyyyy`, competence `mmyyyy`. */
    date_format: z.enum(PAYROLL_DATE_FORMATS).nullable().default(null),
    /** CSV header text (default: the field's key). */
    label: singleLineText().max(50).nullable().default(null),
  })
  .strict();
export type PayrollLayoutColumn = z.output<typeof payrollLayoutColumnSchema>;

const layoutShape = {
  format: z.enum(PAYROLL_LAYOUT_FORMATS),
  /** utf-8 (default) or ISO-8859-1, which many payroll systems import; see `toLatin1`. */
  encoding: z.enum(PAYROLL_ENCODINGS).default('utf-8'),
  line_ending: z.enum(['crlf', 'lf']).default('crlf'),
  /** Minutes as `HH:MM` (`08:30`) or decimal hours with two places (`8,50`). */
  hours_format: z.enum(['hhmm', 'decimal']).default('hhmm'),
  decimal_separator: z.enum([',', '.']).default(','),
  /** CSV only. */
  separator: z.enum(PAYROLL_SEPARATORS).default(';'),
  /** CSV only: a first line with the columns' labels. */
  header: z.boolean().default(false),
  columns: z
    .array(payrollLayoutColumnSchema)
    .min(1, { message: 'validation.payroll_columns' })
    .max(PAYROLL_COLUMNS_MAX, { message: 'validation.payroll_columns' }),
};

function columnRules(
  layout: { format: string; columns: PayrollLayoutColumn[] },
  ctx: z.core.$RefinementCtx,
) {
  layout.columns.forEach((column, i) => {
    if (layout.format === 'fixed' && column.width === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: ['columns', i, 'width'],
      });
    }
    if (column.field === 'constant' && column.value === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: ['columns', i, 'value'],
      });
    }
  });
}

/** How a layout writes, without its name (what `payroll_layouts.layout` stores). */
export const payrollLayoutSpecSchema = z
  .object(layoutShape)
  .strict()
  .superRefine((layout, ctx) => columnRules(layout, ctx));
export type PayrollLayoutSpec = z.output<typeof payrollLayoutSpecSchema>;

/** POST / PUT reports/payroll/layouts/[:id/]. The name is unique in the company, in any case. */
export const payrollLayoutBodySchema = z
  .object({
    name: singleLineText().min(1, { message: 'validation.required' }).max(100),
    ...layoutShape,
  })
  .strict()
  .superRefine((layout, ctx) => columnRules(layout, ctx));
export type PayrollLayoutBody = z.input<typeof payrollLayoutBodySchema>;

export const payrollLayoutSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    format: z.enum(PAYROLL_LAYOUT_FORMATS),
    encoding: z.enum(PAYROLL_ENCODINGS),
    line_ending: z.enum(['crlf', 'lf']),
    hours_format: z.enum(['hhmm', 'decimal']),
    decimal_separator: z.enum([',', '.']),
    separator: z.enum(PAYROLL_SEPARATORS),
    header: z.boolean(),
    columns: z.array(
      z.object({
        field: z.enum(PAYROLL_LAYOUT_FIELDS),
        width: z.number().int().nullable(),
        align: z.enum(['left', 'right']),
        pad: z.enum(['space', 'zero']),
        value: z.string().nullable(),
        date_format: z.enum(PAYROLL_DATE_FORMATS).nullable(),
        label: z.string().nullable(),
      }),
    ),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PayrollLayout' });
export type PayrollLayout = z.infer<typeof payrollLayoutSchema>;

// ── The period's events (the screen) ──────────────────────────────────────────────────────────

/** GET reports/payroll/: the report selection, a page of employees at a time. */
export const payrollEventsQuerySchema = z
  .object({
    ...reportSelectionShape,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
  })
  .strict()
  .superRefine(periodRefinement(REPORT_MAX_DAYS))
  .superRefine((q, ctx) => {
    if ([q.employee_id, q.department_id, q.subsidiary_id].filter(Boolean).length > 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.report_one_target',
        path: ['employee_id'],
      });
    }
  });
export type PayrollEventsQuery = z.infer<typeof payrollEventsQuerySchema>;

export const payrollEmployeeEventsSchema = z
  .object({
    employee: z.object({
      id: z.uuid(),
      name: z.string(),
      registration: z.string().nullable(),
      cpf: z.string(),
    }),
    /** Events with a quantity in the period; `code` null: not mapped (left out of the files). */
    events: z.array(
      z.object({
        event: z.string(),
        unit: z.enum(PAYROLL_EVENT_UNITS),
        quantity: z.number().int(),
        code: z.string().nullable(),
        description: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'PayrollEmployeeEvents' });
export type PayrollEmployeeEvents = z.infer<typeof payrollEmployeeEventsSchema>;
