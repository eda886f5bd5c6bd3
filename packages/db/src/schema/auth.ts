import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { id } from './columns.js';
import { users } from './identity.js';

/**
 * Refresh tokens, stored as SHA-256 hashes. Each sign-in (or company selection) starts a family;
 * every refresh rotates to a new token of the same family. Presenting a token that was already
 * rotated means it leaked: the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the family is scoped to; null before a company is chosen. */
    companyId: uuid('company_id'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Secrets the installation generates for itself (e.g. the token signing key), shared by instances. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Failed sign-in counters as leaky buckets: `failures` is the bucket's level, which drains at a
 * fixed rate since `updated_at` (sign-in-throttle.ts), so old failures stop counting on their own.
 * In the database so that every API instance sees the same counts.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: doublePrecision('failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Platform administrator tokens ended by sign-out before they expire (by the token's `jti`).
 * Rows past `expires_at` are useless, as the token is refused anyway, and are removed.
 */
export const adminTokenRevocations = pgTable(
  'admin_token_revocations',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_token_revocations_expires_idx').on(t.expiresAt)],
);

/** Single-use password reset links, stored hashed; valid 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
