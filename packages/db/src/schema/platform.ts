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
