import { z } from 'zod';
import { isoDateSchema } from '../validators/date-schemas.js';
import { multiLineText } from '../validators/text-schemas.js';
import { HOURS_BANK_PERIODS } from './leave-hours-bank.js';
import { periodRefinement } from './timesheets.js';

/** At most this many days of ledger lines in one answer (the balance counts everything before). */
export const HOURS_BANK_LEDGER_MAX_DAYS = 731;

/** `/ta-events/hours-bank-balance`: one employee's hours bank as a ledger. */
export const hoursBankBalanceQuerySchema = z
  .object({
    /** Absent: the caller's own. */
    employee_id: z.uuid({ message: 'validation.uuid' }).optional(),
    /** Absent: the start of the compensation period of `to`. */
    from: isoDateSchema.optional(),
    /** Absent: today (Timezone header). */
    to: isoDateSchema.optional(),
  })
  .strict()
  .superRefine(periodRefinement(HOURS_BANK_LEDGER_MAX_DAYS));
export type HoursBankBalanceQuery = z.infer<typeof hoursBankBalanceQuerySchema>;

export const HOURS_BANK_LINE_KINDS = [
  'opening',
  'credit',
  'debit',
  'adjustment',
  'paid',
  'forfeited',
] as const;

export const hoursBankLineSchema = z
  .object({
    date: z.string(),
    kind: z.enum(HOURS_BANK_LINE_KINDS),
    /** Credit (+) or debit (−) in minutes. */
    minutes: z.number().int(),
    /** The balance after the line. */
    balance: z.number().int(),
    note: z.string().optional(),
  })
  .meta({ id: 'HoursBankLine' });
export type HoursBankLine = z.infer<typeof hoursBankLineSchema>;

export const hoursBankBalanceSchema = z
  .object({
    employee: z.object({ id: z.uuid(), name: z.string(), registration: z.string().nullable() }),
    rules: z.object({
      period: z.enum(HOURS_BANK_PERIODS),
      start_month: z.number().int(),
      expiry_months: z.number().int().nullable(),
      at_expiry: z.enum(['pay', 'forfeit']),
      /** The CLT paragraph the period rests on. */
      ref: z.string(),
    }),
    from: z.string(),
    to: z.string(),
    /** The opening balance the ledger starts from (else it starts at the admission). */
    opening: z.object({ date: z.string(), minutes: z.number().int() }).nullable(),
    /** The balance before `from`. */
    balance_before: z.number().int(),
    /** The movements and expiries from `from` to `to`, in order. */
    lines: z.array(hoursBankLineSchema),
    /** The balance at the end of `to`. */
    balance: z.number().int(),
    /** The compensation period `to` falls in. */
    period: z.object({ from: z.string(), to: z.string() }),
    next_expiry: z.object({ date: z.string(), minutes: z.number().int() }).nullable(),
  })
  .meta({ id: 'HoursBankBalance' });
export type HoursBankBalance = z.infer<typeof hoursBankBalanceSchema>;

/** A manual credit (+) or debit (−) of the bank, with its reason; corrected by another, never edited. */
export const hoursBankAdjustmentBodySchema = z
  .object({
    employee_id: z.uuid({ message: 'validation.uuid' }),
    day: isoDateSchema,
    minutes: z
      .number()
      .int()
      .min(-100_000)
      .max(100_000)
      .refine((m) => m !== 0, { message: 'validation.hours_bank_adjustment_zero' }),
    reason: multiLineText()
      .trim()
      .min(3, { message: 'validation.reason_required', abort: true })
      .max(500),
  })
  .strict();
export type HoursBankAdjustmentBody = z.infer<typeof hoursBankAdjustmentBodySchema>;

export const hoursBankAdjustmentSchema = z
  .object({
    id: z.uuid(),
    employee_id: z.uuid(),
    day: z.string(),
    minutes: z.number().int(),
    reason: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'HoursBankAdjustment' });
export type HoursBankAdjustment = z.infer<typeof hoursBankAdjustmentSchema>;
