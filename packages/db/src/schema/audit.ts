import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { id } from './columns.js';

/**
 * Every write leaves a row here: who, what, when, before/after. company_id is null for
 * platform-level events (back-office, sign-in before a company is chosen).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    companyId: uuid('company_id'),
    actorType: text('actor_type', { enum: ['user', 'admin', 'system', 'device'] }).notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    index('audit_log_company_created_idx').on(t.companyId, t.createdAt),
    index('audit_log_company_entity_idx').on(t.companyId, t.entity, t.entityId),
    // A back-office record's history (admin-<slug>/history/), whatever company it belongs to.
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
  ],
);
