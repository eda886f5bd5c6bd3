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
import { companyId, id, timestamps } from './columns.js';
import { distributors } from './platform.js';

/** A person who signs in. One user may belong to several companies. */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased; the unique index makes sign-up race-safe. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    countryCode: text('country_code'),
    language: text('language').notNull().default('pt'),
    /** Storage key and real type (by its bytes) of the profile photo. */
    photoKey: text('photo_key'),
    photoType: text('photo_type'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export interface Address {
  zipCode?: string;
  street?: string;
  number?: string;
  complement?: string;
  district?: string;
  city?: string;
  state?: string;
  country?: string;
}

/** The employer (empregador): identified by CNPJ (numeric or alphanumeric) or CPF. */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    employerType: text('employer_type', { enum: ['cnpj', 'cpf'] }).notNull(),
    employerId: text('employer_id').notNull(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    address: jsonb('address').$type<Address>().notNull().default(sql`'{}'::jsonb`),
    logoKey: text('logo_key'),
    logoType: text('logo_type'),
    /** Suspended by the provider: its users sign in only to a page that says why. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The reseller that brought it. */
    distributorId: uuid('distributor_id').references(() => distributors.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  // One registration per employer document; a second sign-up with the same CNPJ/CPF is a 409.
  (t) => [uniqueIndex('companies_employer_key').on(t.employerType, t.employerId)],
);

/** Membership of a user in a company, with the role that decides what they may do. */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | super_admin | admin | employee, or a custom role's id (identity issue). */
    role: text('role').notNull(),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
  ],
);

export type CompanyMemberRow = typeof companyMembers.$inferSelect;
