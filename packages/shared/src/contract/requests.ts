import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';
import { timeOfDaySchema } from './time-policy.js';
import { leaveDocumentSchema } from './timesheets.js';

// TA events (issue 17): what an employee asks — a missed punch, overtime, leave — and the path it
// takes through the company's approval flow. Paths: ta-events/requests/[:id/[cancel/]],
// ta-events/approvals/[decide/].

export const REQUEST_TYPES = ['manual_punch', 'overtime', 'leave'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The permission each request type needs (to ask, and to see the requests of that type). */
export const REQUEST_PERMISSIONS = {
  manual_punch: 'ta_events.manual_punch',
  overtime: 'ta_events.overtime',
  leave: 'ta_events.leave',
} as const satisfies Record<RequestType, string>;

/** Overtime asked for one day, and the hours of a partial-day leave: up to 12 h. */
export const REQUEST_MAX_MINUTES = 720;
/** A leave request covers at most this many calendar days (a longer one is several requests). */
export const REQUEST_LEAVE_MAX_DAYS = 366;

const reasonText = () =>
  multiLineText().trim().min(3, { message: 'validation.reason_required', abort: true }).max(500);

/** Multipart fields are strings: "" counts as not given. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const minutesField = z.coerce
  .number({ message: 'validation.not_integer' })
  .int({ message: 'validation.not_integer' })
  .min(1, { message: 'validation.minutes_range' })
  .max(REQUEST_MAX_MINUTES, { message: 'validation.minutes_range' });

function days(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/**
 * The text fields of `POST ta-events/requests/` (multipart; the optional file comes
 * after them: field `file`, a PDF, JPEG or PNG up to 5 MB, told by its bytes).
 * - manual_punch: `date`, `time` (the employee's workplace wall time), `reason`;
 * - overtime: `date`, `minutes` (1–720), `reason`;
 * - leave: `leave_type_id`, `from`, `to`, optional `minutes` (a part of one day), `reason`.
 * `employee_id`: on someone's behalf (a manager who works on timesheets); absent → the caller.
 */
export const requestFormSchema = z
  .object({
    type: z.enum(REQUEST_TYPES, { message: 'validation.request_type' }),
    employee_id: optionalText(z.uuid({ message: 'validation.uuid' })),
    date: optionalText(isoDateSchema),
    time: optionalText(timeOfDaySchema),
    minutes: optionalText(minutesField),
    leave_type_id: optionalText(z.uuid({ message: 'validation.uuid' })),
    from: optionalText(isoDateSchema),
    to: optionalText(isoDateSchema),
    reason: reasonText(),
  })
  .strict()
  .superRefine((form, ctx) => {
    const need = (field: keyof typeof form) => {
      if (form[field] === undefined) {
        ctx.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
      }
    };
    const refuse = (field: keyof typeof form) => {
      if (form[field] !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'validation.not_for_type', path: [field] });
      }
    };
    if (form.type === 'manual_punch') {
      need('date');
      need('time');
      for (const f of ['minutes', 'leave_type_id', 'from', 'to'] as const) refuse(f);
    } else if (form.type === 'overtime') {
      need('date');
      need('minutes');
      for (const f of ['time', 'leave_type_id', 'from', 'to'] as const) refuse(f);
    } else {
      need('leave_type_id');
      need('from');
      need('to');
      for (const f of ['date', 'time'] as const) refuse(f);
      if (form.from && form.to) {
        if (form.from > form.to) {
          ctx.addIssue({ code: 'custom', message: 'validation.date_range', path: ['to'] });
        } else if (days(form.from, form.to) > REQUEST_LEAVE_MAX_DAYS) {
          ctx.addIssue({
            code: 'custom',
            message: `validation.period_max_days|${REQUEST_LEAVE_MAX_DAYS}`,
            path: ['to'],
          });
        } else if (form.minutes !== undefined && form.from !== form.to) {
          ctx.addIssue({ code: 'custom', message: 'validation.hours_one_day', path: ['minutes'] });
        }
      }
    }
  });
export type RequestForm = z.input<typeof requestFormSchema>;
export type RequestFields = z.output<typeof requestFormSchema>;

/** One event of a request's path: who did what, at which step, when, with which note. */
export const REQUEST_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'escalate',
  'cancel',
  'fallback',
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

export const requestEventSchema = z
  .object({
    action: z.enum(REQUEST_ACTIONS),
    /** The step (1-based) it happened at; 0 for the submission. */
    step: z.number().int(),
    actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    /** Set when the actor decided as the delegate of this approver. */
    on_behalf_of: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    note: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'RequestEvent' });
export type RequestEvent = z.infer<typeof requestEventSchema>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const taRequestSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(REQUEST_TYPES),
    status: z.enum(REQUEST_STATUSES),
    employee: z.object({
      id: z.uuid(),
      name: z.string(),
      registration: z.string().nullable(),
      department: z.string().nullable(),
    }),
    /** The manual punch's and the overtime's day; the leave's first day. */
    date: z.string(),
    /** manual_punch: the asked wall time "HH:MM" in the workplace zone. */
    time: z.string().nullable(),
    /** overtime: the minutes asked; leave: the hours of a partial day (null: whole days). */
    minutes: z.number().int().nullable(),
    leave_type: z
      .object({ id: z.uuid(), name: z.string(), code: z.string(), requires_document: z.boolean() })
      .nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    reason: z.string(),
    attachment: leaveDocumentSchema.nullable(),
    flow: z.object({ id: z.uuid().nullable(), name: z.string() }),
    /** 1-based; the step waiting for a decision (the last one once decided). */
    step: z.number().int(),
    steps: z.number().int(),
    /** Who may decide now (pending only). */
    approvers: z.array(person),
    /** The caller may decide it now (as an approver or a delegate). */
    can_decide: z.boolean(),
    /** The requester (or the author) may still cancel it. */
    can_cancel: z.boolean(),
    author: person.nullable(),
    decision_note: z.string().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    path: z.array(requestEventSchema),
  })
  .meta({ id: 'TaRequest' });
export type TaRequest = z.infer<typeof taRequestSchema>;

export const requestListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    search: singleLineText().max(200).optional(),
    type: z.enum(REQUEST_TYPES).optional(),
    status: z.enum(REQUEST_STATUSES).optional(),
    employee_id: z.uuid({ message: 'validation.uuid' }).optional(),
    /** Requests whose day (or leave) touches this period. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .strict();
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const requestCancelBodySchema = z.object({ note: reasonText() }).strict();
export type RequestCancelBody = z.infer<typeof requestCancelBodySchema>;

export const APPROVAL_DECISIONS = ['approve', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** Most requests one bulk decision takes at once. */
export const DECIDE_MAX = 100;

/** One decision for one or many requests of the caller's queue: all of them, or none. */
export const decideBodySchema = z
  .object({
    ids: z
      .array(z.uuid({ message: 'validation.uuid' }))
      .min(1, { message: 'validation.required' })
      .max(DECIDE_MAX),
    decision: z.enum(APPROVAL_DECISIONS),
    /** Required to reject (the employee sees why). */
    note: multiLineText().trim().max(500).optional(),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || (b.note?.length ?? 0) >= 3, {
    message: 'validation.rejection_note',
    path: ['note'],
  });
export type DecideBody = z.infer<typeof decideBodySchema>;

export const decideResultSchema = z.object({ decided: z.array(taRequestSchema) });

export const approvalQueueQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    search: singleLineText().max(200).optional(),
    type: z.enum(REQUEST_TYPES).optional(),
  })
  .strict();
export type ApprovalQueueQuery = z.infer<typeof approvalQueueQuerySchema>;
