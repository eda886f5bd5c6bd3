import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { companyId, tenantRowId, timestamps } from './columns.js';
import { companies, users } from './identity.js';

/** A company's own roles, built from the permission tree. Members refer to one by its id. */
export const companyRoles = pgTable(
  'company_roles',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    /** Permission keys, normalized (ancestors included). */
    permissions: jsonb('permissions').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('company_roles_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** An invitation by email to join a company with a role; accepted once, by link. */
export const invitations = pgTable(
  'invitations',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('invitations_token_key').on(t.tokenHash),
    index('invitations_company_email_idx').on(t.companyId, t.email),
  ],
);
