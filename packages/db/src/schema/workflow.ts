import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { companyId, tenantRowId } from './columns.js';
import { companies, users } from './identity.js';
import { employees } from './organization.js';
import { leaveTypes } from './time-policy.js';

// TA events and workflow (issue 17, ADR 0024): what employees ask (a missed punch, overtime,
// leave), the approval flows that route it, delegations, and the in-app notifications.

export const REQUEST_TYPE_VALUES = ['manual_punch', 'overtime', 'leave'] as const;
export const REQUEST_STATUS_VALUES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/** One step of a flow, as stored (the contract's `FlowStep`). */
export interface StoredFlowStep {
  approver: 'department_manager' | 'manager_of_manager' | 'role' | 'users';
  role: string | null;
  user_ids: string[];
  escalate_after_days: number | null;
}

export interface StoredFlowConditions {
  subsidiary_ids: string[];
  department_ids: string[];
  min_minutes: number | null;
}

/** An approval flow: which requests it takes (conditions) and its ordered steps. */
export const workflowFlows = pgTable(
  'workflow_flows',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    requestType: text('request_type', { enum: REQUEST_TYPE_VALUES }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    priority: integer('priority').notNull().default(100),
    active: boolean('active').notNull().default(true),
    conditions: jsonb('conditions').$type<StoredFlowConditions>().notNull(),
    steps: jsonb('steps').$type<StoredFlowStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('workflow_flows_default_idx')
      .on(t.companyId, t.requestType)
      .where(sql`${t.isDefault}`),
  ],
);

/** While `userId` is away, `delegateUserId` decides what waits for them. */
export const workflowDelegations = pgTable(
  'workflow_delegations',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateUserId: uuid('delegate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('workflow_delegations_delegate_idx').on(t.companyId, t.delegateUserId, t.toDate),
  ],
);

/** A request of an employee (or filed on their behalf) and where it stands in its flow. */
export const taRequests = pgTable(
  'ta_requests',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    employeeId: uuid('employee_id').notNull(),
    type: text('type', { enum: REQUEST_TYPE_VALUES }).notNull(),
    status: text('status', { enum: REQUEST_STATUS_VALUES }).notNull().default('pending'),
    /** manual_punch and overtime: the day; leave: its first day. */
    day: date('day').notNull(),
    /** manual_punch: the instant asked (from the wall time in the workplace zone). */
    punchedAt: timestamp('punched_at', { withTimezone: true }),
    /** The wall time as asked, "HH:MM". */
    wallTime: text('wall_time'),
    /** overtime: minutes asked; leave: the hours of a partial day. */
    minutes: integer('minutes'),
    leaveTypeId: uuid('leave_type_id'),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    reason: text('reason').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentType: text('attachment_type'),
    attachmentName: text('attachment_name'),
    attachmentSize: integer('attachment_size'),
    /** The flow it follows, copied when sent: a later edit of the flow does not move it. */
    flowId: uuid('flow_id'),
    flowName: text('flow_name').notNull(),
    steps: jsonb('steps').$type<StoredFlowStep[]>().notNull(),
    /** 1-based step waiting for a decision. */
    currentStep: integer('current_step').notNull().default(1),
    /** Who may decide at the current step (resolved when it started). */
    approverIds: uuid('approver_ids').array().notNull().default(sql`'{}'::uuid[]`),
    stepStartedAt: timestamp('step_started_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What the approval wrote: the included punch's treatment or the leave. */
    resultId: uuid('result_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('ta_requests_employee_idx').on(t.companyId, t.employeeId, t.day),
    index('ta_requests_pending_idx')
      .on(t.companyId, t.stepStartedAt)
      .where(sql`${t.status} = 'pending'`),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.leaveTypeId],
      foreignColumns: [leaveTypes.companyId, leaveTypes.id],
    }),
  ],
);

export const REQUEST_ACTION_VALUES = [
  'submit',
  'approve',
  'reject',
  'escalate',
  'cancel',
  'fallback',
] as const;

/** A request's path: every submission, decision, escalation and cancellation. */
export const taRequestEvents = pgTable(
  'ta_request_events',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    requestId: uuid('request_id').notNull(),
    action: text('action', { enum: REQUEST_ACTION_VALUES }).notNull(),
    step: integer('step').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The approver the actor stood in for (delegation). */
    onBehalfOf: uuid('on_behalf_of').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    // clock_timestamp: several events of one transaction keep their order.
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('ta_request_events_request_idx').on(t.companyId, t.requestId, t.at),
    foreignKey({
      columns: [t.companyId, t.requestId],
      foreignColumns: [taRequests.companyId, taRequests.id],
    }).onDelete('cascade'),
  ],
);

export const NOTIFICATION_KIND_VALUES = [
  'request_submitted',
  'request_decided',
  'request_escalated',
  'vacation_expiring',
  'hours_bank_expiring',
  'abnormal_punch',
  'period_closed',
  'certificate_expiring',
  'webhook_paused',
] as const;

/** One in-app notification for one user of one company. */
export const notifications = pgTable(
  'notifications',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KIND_VALUES }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /** One reminder per subject and day (the expiry jobs may run more than once). */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('notifications_user_idx').on(t.companyId, t.userId, t.createdAt),
    uniqueIndex('notifications_dedupe_idx')
      .on(t.companyId, t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);
