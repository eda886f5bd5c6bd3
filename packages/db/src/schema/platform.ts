import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/** Platform administrators: the provider's staff, separate from company users. */
export const platformAdmins = pgTable(
  'platform_admins',
  {
    id: id(),
    username: text('username').notNull(),
    name: text('name'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('platform_admins_username_key').on(t.username)],
);

/** Resellers: they bring companies and earn a commission per plan (distributor_commissions). */
export const distributors = pgTable(
  'distributors',
  {
    id: id(),
    name: text('name').notNull(),
    /** CNPJ, numeric or alphanumeric, without punctuation. */
    cnpj: text('cnpj').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    /** The signed contract (PDF) and the logo, in storage. */
    contractKey: text('contract_key'),
    contractName: text('contract_name'),
    logoKey: text('logo_key'),
    logoType: text('logo_type'),
    ...timestamps,
  },
  (t) => [uniqueIndex('distributors_cnpj_key').on(t.cnpj)],
);
