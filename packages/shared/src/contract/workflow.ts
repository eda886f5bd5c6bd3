import { z } from 'zod';
import { isoDateSchema } from '../validators/date-schemas.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';
import { REQUEST_TYPES } from './requests.js';

// Approval flows (issue 17, `/workflow`, permissions settings.workflow.*): per request type, ordered
// steps whose approvers are resolved when the step starts; conditions choose the flow; one default
// flow per type. Delegation while an approver is away. Paths: workflow/flows/[:id/],
// workflow/delegations/[:id/], workflow/people/.

export const APPROVER_KINDS = [
  /** The manager of the employee's department (the nearest department up the tree with one). */
  'department_manager',
  /** The manager of that manager's department. */
  'manager_of_manager',
  /** Every member with a role (a built-in name or a custom role's id). */
  'role',
  /** Named users of the company. */
  'users',
] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

export const FLOW_MAX_STEPS = 5;
export const ESCALATE_MAX_DAYS = 60;

export const flowStepSchema = z
  .object({
    approver: z.enum(APPROVER_KINDS),
    /** approver `role`: the role's name (owner, admin…) or a custom role's id. */
    role: singleLineText().min(1).max(100).nullable().default(null),
    /** approver `users`: 1–20 members of the company. */
    user_ids: z
      .array(z.uuid({ message: 'validation.uuid' }))
      .max(20)
      .default([]),
    /** Without a decision for this many days the request goes to the next step (null: never). */
    escalate_after_days: z.number().int().min(1).max(ESCALATE_MAX_DAYS).nullable().default(null),
  })
  .strict()
  .superRefine((step, ctx) => {
    if (step.approver === 'role' && !step.role) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['role'] });
    }
    if (step.approver === 'users' && step.user_ids.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['user_ids'] });
    }
  });
export type FlowStep = z.output<typeof flowStepSchema>;

export const flowConditionsSchema = z
  .object({
    /** Empty: any subsidiary. */
    subsidiary_ids: z
      .array(z.uuid({ message: 'validation.uuid' }))
      .max(100)
      .default([]),
    /** Empty: any department (a department includes the ones below it). */
    department_ids: z
      .array(z.uuid({ message: 'validation.uuid' }))
      .max(100)
      .default([]),
    /** Only requests of more minutes than this (overtime; leave of hours). */
    min_minutes: z.number().int().min(0).max(100_000).nullable().default(null),
  })
  .strict();
export type FlowConditions = z.output<typeof flowConditionsSchema>;

export const flowBodySchema = z
  .object({
    name: singleLineText().trim().min(1, { message: 'validation.required' }).max(100),
    request_type: z.enum(REQUEST_TYPES),
    /** Lower first: the first active flow whose conditions match is used. */
    priority: z.number().int().min(0).max(1000).default(100),
    active: z.boolean().default(true),
    conditions: flowConditionsSchema.default({
      subsidiary_ids: [],
      department_ids: [],
      min_minutes: null,
    }),
    steps: z
      .array(flowStepSchema)
      .min(1, { message: 'validation.flow_steps' })
      .max(FLOW_MAX_STEPS, { message: 'validation.flow_steps' }),
  })
  .strict();
export type FlowBody = z.input<typeof flowBodySchema>;

export const flowSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    request_type: z.enum(REQUEST_TYPES),
    /** The type's default: used when no other flow matches; cannot be deleted or turned off. */
    is_default: z.boolean(),
    priority: z.number().int(),
    active: z.boolean(),
    conditions: z.object({
      subsidiary_ids: z.array(z.uuid()),
      department_ids: z.array(z.uuid()),
      min_minutes: z.number().int().nullable(),
    }),
    steps: z.array(
      z.object({
        approver: z.enum(APPROVER_KINDS),
        role: z.string().nullable(),
        user_ids: z.array(z.uuid()),
        escalate_after_days: z.number().int().nullable(),
      }),
    ),
    /** Requests waiting at one of its steps now. */
    pending: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: 'WorkflowFlow' });
export type Flow = z.infer<typeof flowSchema>;

export const flowListQuerySchema = z
  .object({ request_type: z.enum(REQUEST_TYPES).optional() })
  .strict();

export const delegationBodySchema = z
  .object({
    /** Whose approvals are delegated; absent → the caller's own (others need settings.workflow.edit). */
    user_id: z.uuid({ message: 'validation.uuid' }).optional(),
    delegate_user_id: z.uuid({ message: 'validation.uuid' }),
    from: isoDateSchema,
    to: isoDateSchema,
    note: multiLineText().trim().max(500).optional(),
  })
  .strict()
  .refine((b) => b.from <= b.to, { message: 'validation.date_range', path: ['to'] });
export type DelegationBody = z.infer<typeof delegationBodySchema>;

export const delegationSchema = z
  .object({
    id: z.uuid(),
    user: z.object({ id: z.uuid(), name: z.string() }),
    delegate: z.object({ id: z.uuid(), name: z.string() }),
    from: z.string(),
    to: z.string(),
    note: z.string().nullable(),
    /** Today is inside from–to (the Timezone header's today). */
    in_force: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'WorkflowDelegation' });
export type Delegation = z.infer<typeof delegationSchema>;

/** Members of the company an approver step or a delegation can name. */
export const workflowPeopleSchema = z.object({
  users: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.string() })),
  roles: z.array(z.object({ key: z.string(), name: z.string(), built_in: z.boolean() })),
});
export type WorkflowPeople = z.infer<typeof workflowPeopleSchema>;
