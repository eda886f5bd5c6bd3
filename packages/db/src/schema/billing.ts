import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { id, timestamps } from './columns.js';
import { companies } from './identity.js';
import { platformAdmins } from './platform.js';

// What the provider sells (plans) and what each company has (subscriptions). Platform tables:
// the back-office writes them as the owner; a company reads only its own subscription (session).

export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    /** Centavos of BRL. */
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    yearlyPriceCents: integer('yearly_price_cents').notNull(),
    /** Employees under contract; null: no limit. */
    seats: integer('seats'),
    enableAccess: boolean('enable_access').notNull(),
    enableVisitor: boolean('enable_visitor').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
    /** The plan a new company starts on: exactly one. */
    isTrial: boolean('is_trial').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('plans_trial_key').on(t.isTrial).where(sql`${t.isTrial}`),
  ],
);

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'cancelled'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    /** Seats for this company; null: the plan's. */
    seats: integer('seats'),
    createdBy: uuid('created_by').references(() => platformAdmins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [companyIsolation(), index('subscriptions_company_idx').on(t.companyId, t.createdAt)],
);
