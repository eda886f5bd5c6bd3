import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';
import { importResultSchema } from './import-result.js';
import { scheduleCodeSchema } from './time-policy.js';

// Leave types (afastamentos) and the hours bank's settings and opening balances.
// Paths: time-policy/leave-types/[:id/], time-policy/hours-bank/, time-policy/hours-bank/openings/[:id/].

/**
 * What a leave type is for the vacation balance (CLT arts. 130 and 133): `vacation` (férias) is
 * taken from the acquisition periods; `paid_leave` (licença remunerada) and `inss_benefit`
 * (auxílio-doença or acidentário) can lose a period when long; `other` counts only as its days.
 */
export const LEAVE_CATEGORIES = ['vacation', 'paid_leave', 'inss_benefit', 'other'] as const;
export type LeaveCategory = (typeof LEAVE_CATEGORIES)[number];

export const leaveTypeBodySchema = z
  .object({
    name: singleLineText().min(1, { message: 'validation.required', abort: true }).max(120),
    code: scheduleCodeSchema,
    justified: z.boolean(),
    paid: z.boolean(),
    affects_dsr: z.boolean().default(false),
    requires_document: z.boolean().default(false),
    max_days: z.number().int().min(1).max(730).nullable().default(null),
    active: z.boolean().default(true),
    /** Omitted: `other` for a new type, unchanged on an edit. */
    category: z.enum(LEAVE_CATEGORIES).optional(),
  })
  .strict();
export type LeaveTypeBody = z.input<typeof leaveTypeBodySchema>;

export const leaveTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  justified: z.boolean(),
  paid: z.boolean(),
  affects_dsr: z.boolean(),
  requires_document: z.boolean(),
  max_days: z.number().int().nullable(),
  active: z.boolean(),
  category: z.enum(LEAVE_CATEGORIES),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type LeaveType = z.infer<typeof leaveTypeSchema>;

/** A document attached to a leave: PDF or image, at most 5 MB (issue 13; checked on upload). */
export const LEAVE_DOCUMENT_RULES = {
  maxBytes: 5 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

export const HOURS_BANK_PERIODS = ['monthly', 'semiannual', 'annual'] as const;

const percent = z.number().min(0).max(1000);
const capMinutes = z.number().int().min(1).max(100_000).nullable().default(null);

export const hoursBankSettingsBodySchema = z
  .object({
    period: z.enum(HOURS_BANK_PERIODS),
    start_month: z.number().int().min(1).max(12).default(1),
    expiry_months: z.number().int().min(1).max(12).nullable().default(null),
    daily_cap_minutes: capMinutes,
    period_cap_minutes: capMinutes,
    multipliers: z
      .object({ weekday: percent, saturday: percent, rest_day: percent, holiday: percent })
      .strict(),
    at_expiry: z.enum(['pay', 'forfeit']),
  })
  .strict()
  .superRefine((value, ctx) => {
    // CLT art. 59: credits must be compensated within the period the agreement allows.
    const limit = { monthly: 1, semiannual: 6, annual: 12 }[value.period];
    if (value.expiry_months !== null && value.expiry_months > limit) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiry_months'],
        message: `validation.hours_bank_expiry|${limit}`,
      });
    }
  });
export type HoursBankSettingsBody = z.input<typeof hoursBankSettingsBodySchema>;

export const hoursBankSettingsSchema = z.object({
  period: z.enum(HOURS_BANK_PERIODS),
  start_month: z.number().int(),
  expiry_months: z.number().int().nullable(),
  daily_cap_minutes: z.number().int().nullable(),
  period_cap_minutes: z.number().int().nullable(),
  multipliers: z.object({
    weekday: z.number(),
    saturday: z.number(),
    rest_day: z.number(),
    holiday: z.number(),
  }),
  at_expiry: z.enum(['pay', 'forfeit']),
  /** Which CLT rule the period rests on, for the screen to say. */
  legal_basis: z.string(),
  updated_at: z.iso.datetime({ offset: true }).nullable(),
});
export type HoursBankSettings = z.infer<typeof hoursBankSettingsSchema>;

export const hoursBankOpeningBodySchema = z
  .object({
    employee_id: z.uuid({ message: 'validation.uuid' }),
    as_of: isoDateSchema,
    minutes: z.number().int().min(-100_000).max(100_000),
    note: multiLineText()
      .max(500)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type HoursBankOpeningBody = z.input<typeof hoursBankOpeningBodySchema>;

export const hoursBankOpeningSchema = z.object({
  id: z.uuid(),
  employee: z.object({ id: z.uuid(), name: z.string() }),
  as_of: z.string(),
  minutes: z.number().int(),
  note: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  created_by: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
});
export type HoursBankOpening = z.infer<typeof hoursBankOpeningSchema>;

export const hoursBankOpeningListQuerySchema = listQuerySchema.extend({
  employee_id: z.uuid({ message: 'validation.uuid' }).optional(),
});

export const openingImportResultSchema = importResultSchema({ updates: true });
export type OpeningImportResult = z.infer<typeof openingImportResultSchema>;

/** "-12:30", "+3:05", "90" (minutes) → minutes; null when it is none of these. */
export function parseBalance(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '').replace('−', '-');
  const hm = /^([+-]?)(\d{1,5}):([0-5]\d)$/.exec(t);
  if (hm) return (hm[1] === '-' ? -1 : 1) * (Number(hm[2]) * 60 + Number(hm[3]));
  return /^[+-]?\d{1,6}$/.test(t) ? Number(t) : null;
}
