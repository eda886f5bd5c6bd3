import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { punchLogEntrySchema, treatmentReasonBodySchema } from './punches.js';

// Abnormal punches (issue 14): the punches and days the product flags for a manager, and the
// manager's decisions on them (approve: it counts as it is; disregard: the punch stops counting).
// Paths: timesheets/abnormal-punches/, timesheets/abnormal-punches/decisions/.

/**
 * What the product flags. Days that are over: an odd number of counting punches (`odd_count`);
 * fewer counting punches than the schedule plans on a workday (`missing`). Punches of the register:
 * outside the location's geofence, far from every planned mark of their day, repeated within a
 * minute of the previous one, sent later by an offline client with a clock gap.
 */
export const ABNORMAL_PUNCH_KINDS = [
  'odd_count',
  'missing',
  'outside_geofence',
  'far_from_schedule',
  'repeated',
  'offline',
] as const;
export type AbnormalPunchKind = (typeof ABNORMAL_PUNCH_KINDS)[number];

/** Kinds about a whole day (no punch of their own): approved only; a day is fixed by inclusion. */
export const DAY_ABNORMAL_KINDS = ['odd_count', 'missing'] as const satisfies AbnormalPunchKind[];

/** Whether a kind is about a day rather than one punch. */
export function isDayAbnormalKind(kind: AbnormalPunchKind): boolean {
  return (DAY_ABNORMAL_KINDS as readonly string[]).includes(kind);
}

/** Pending: nobody decided yet (or a disregard was undone on the punch since). */
export const ABNORMAL_PUNCH_STATUSES = ['pending', 'approved', 'disregarded'] as const;
export type AbnormalPunchStatus = (typeof ABNORMAL_PUNCH_STATUSES)[number];

export const ABNORMAL_PUNCH_DECISIONS = ['approve', 'disregard'] as const;
export type AbnormalPunchDecision = (typeof ABNORMAL_PUNCH_DECISIONS)[number];

/** The longest period the list computes at once (days, both ends included). */
export const ABNORMAL_PERIOD_MAX_DAYS = 31;
/** A punch this far (minutes) from every planned mark of its day is `far_from_schedule`. */
export const FAR_FROM_SCHEDULE_MINUTES = 60;
/** A punch this close (seconds) to the previous counting punch is `repeated`. */
export const REPEATED_PUNCH_SECONDS = 60;
/** An offline punch stored this much later (minutes) than its clock says is `offline`. */
export const OFFLINE_CLOCK_GAP_MINUTES = 5;
/** Items of one decision request. */
export const ABNORMAL_DECISION_MAX_ITEMS = 200;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const abnormalPunchQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    /** Days in each workplace's zone, inclusive; default the last 7 days up to today. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    employee_id: z.uuid({ message: 'validation.uuid' }).optional(),
    subsidiary_id: z.uuid({ message: 'validation.uuid' }).optional(),
    kind: z.enum(ABNORMAL_PUNCH_KINDS).optional(),
    status: z.enum(ABNORMAL_PUNCH_STATUSES).default('pending'),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_range' });
    } else if (daysBetween(q.from, q.to) + 1 > ABNORMAL_PERIOD_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `validation.period_max_days|${ABNORMAL_PERIOD_MAX_DAYS}`,
      });
    }
  });
export type AbnormalPunchQuery = z.infer<typeof abnormalPunchQuerySchema>;

/** What makes an anomaly abnormal, in figures (each kind fills its own). */
export const abnormalDetailSchema = z.object({
  /** far_from_schedule: the nearest planned mark (ISO with offset). */
  expected: z.string().optional(),
  /** far_from_schedule: minutes from it; offline: minutes between the clock and the storing. */
  minutes_off: z.number().int().optional(),
  /** odd_count, missing: counting punches of the day. */
  count: z.number().int().optional(),
  /** missing: punches the schedule plans that day. */
  planned: z.number().int().optional(),
  /** repeated: the previous counting punch (ISO with offset) and the seconds between them. */
  previous: z.string().optional(),
  seconds_apart: z.number().int().optional(),
});
export type AbnormalDetail = z.infer<typeof abnormalDetailSchema>;

export const abnormalDecisionInfoSchema = z.object({
  decision: z.enum(ABNORMAL_PUNCH_DECISIONS),
  reason: z.string(),
  author: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  created_at: z.string(),
});
export type AbnormalDecisionInfo = z.infer<typeof abnormalDecisionInfoSchema>;

/** One flagged punch or day. */
export const abnormalPunchSchema = z
  .object({
    /** Stable: `${kind}:${employee_id}:${day}:${record_id ?? ''}`. */
    id: z.string(),
    kind: z.enum(ABNORMAL_PUNCH_KINDS),
    employee: z.object({ id: z.uuid(), name: z.string(), cpf: z.string() }),
    /** The punch's workplace; the employee's for a day. */
    subsidiary: z.object({ id: z.uuid(), name: z.string() }),
    /** The day (date of the punches in their workplace's zone). */
    day: z.string(),
    /** The punch, for the kinds about one punch; null for a day. */
    punch: punchLogEntrySchema.nullable(),
    detail: abnormalDetailSchema,
    /** The latest decision; null while pending. */
    decision: abnormalDecisionInfoSchema.nullable(),
  })
  .meta({ id: 'AbnormalPunch' });
export type AbnormalPunch = z.infer<typeof abnormalPunchSchema>;

/** The stable id of an anomaly (the list's row key, and what a decision names). */
export function abnormalPunchId(item: {
  kind: AbnormalPunchKind;
  employee_id: string;
  day: string;
  record_id?: string | null;
}): string {
  return `${item.kind}:${item.employee_id}:${item.day}:${item.record_id ?? ''}`;
}

export const abnormalDecisionItemSchema = z
  .object({
    kind: z.enum(ABNORMAL_PUNCH_KINDS),
    employee_id: z.uuid({ message: 'validation.uuid' }),
    day: isoDateSchema,
    /** The punch (register record), for the kinds about one punch; none for a day. */
    record_id: z.uuid({ message: 'validation.uuid' }).optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    const day = isDayAbnormalKind(item.kind);
    if (day && item.record_id !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['record_id'],
        message: 'validation.abnormal_day_no_punch',
      });
    }
    if (!day && item.record_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['record_id'],
        message: 'validation.abnormal_punch_required',
      });
    }
  });
export type AbnormalDecisionItem = z.infer<typeof abnormalDecisionItemSchema>;

export const abnormalDecisionBodySchema = z
  .object({
    items: z.array(abnormalDecisionItemSchema).min(1).max(ABNORMAL_DECISION_MAX_ITEMS),
    decision: z.enum(ABNORMAL_PUNCH_DECISIONS),
    /** Kept with the decision (and with the disregard treatment it writes): same rule. */
    reason: treatmentReasonBodySchema.shape.reason,
  })
  .strict();
export type AbnormalDecisionBody = z.infer<typeof abnormalDecisionBodySchema>;

export const abnormalDecisionResultSchema = z
  .object({ decided: z.number().int() })
  .meta({ id: 'AbnormalPunchDecisionResult' });
export type AbnormalDecisionResult = z.infer<typeof abnormalDecisionResultSchema>;
