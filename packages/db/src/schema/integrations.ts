import type { WebhookEvent } from '@ponteiro/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { companyId, tenantRowId } from './columns.js';
import { companies, users } from './identity.js';

// What integrators and HR get beyond the daily work (issue 20): webhook subscriptions with their
// delivery log, and what-if simulations of the time rules over a past period.

/** active: delivering; paused: a day of failures (or paused by hand), nothing is sent. */
export const WEBHOOK_STATUS_VALUES = ['active', 'paused'] as const;

/** A company's webhook: where its events go, and the secret that signs them. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    url: text('url').notNull(),
    description: text('description'),
    /** The events it listens to (the contract's WEBHOOK_EVENTS). */
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    /** HMAC-SHA256 key of `X-Ponteiro-Signature` (shown to the company; rotated on request). */
    secret: text('secret').notNull(),
    status: text('status', { enum: WEBHOOK_STATUS_VALUES }).notNull().default('active'),
    /** Why it is paused: 'failures' (automatic) or 'manual'. */
    pausedReason: text('paused_reason'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The first failure of the current run of failures (null after a success). */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [companyIsolation(), primaryKey({ columns: [t.companyId, t.id] })],
);

/** pending: waits for its next attempt; succeeded: a 2xx answer; failed: gave up (24 h). */
export const WEBHOOK_DELIVERY_STATUS_VALUES = ['pending', 'succeeded', 'failed'] as const;

/** One event sent (or to be sent) to one subscription: the exact body, and how each try went. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    subscriptionId: uuid('subscription_id').notNull(),
    /** The event's own id (the same across the subscriptions it went to and across resends). */
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull(),
    /** The JSON body exactly as signed and sent. */
    body: text('body').notNull(),
    test: boolean('test').notNull().default(false),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUS_VALUES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last answer: HTTP status (null: no answer), time taken, first bytes, or the error. */
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    responseBody: text('response_body'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('webhook_deliveries_subscription_idx').on(t.companyId, t.subscriptionId, t.createdAt),
    // The sender's queue: what is due, across companies.
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** queued → running → done | failed. */
export const SIMULATION_STATUS_VALUES = ['queued', 'running', 'done', 'failed'] as const;

/** A what-if: a past period replayed under proposed rules (nothing real changes). */
export const simulations = pgTable(
  'simulations',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    /** Given when the simulation is saved to compare later (null: not saved). */
    name: text('name'),
    /** The proposal (rules replaced, schedule replaced) and who it covers (period, selection). */
    proposal: jsonb('proposal').notNull(),
    selection: jsonb('selection').notNull(),
    status: text('status', { enum: SIMULATION_STATUS_VALUES }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** Per employee and in total, as computed and as proposed (null until done). */
    result: jsonb('result'),
    error: text('error'),
    /** The language failures are worded in (the asker's). */
    language: text('language').notNull().default('pt'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('simulations_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
