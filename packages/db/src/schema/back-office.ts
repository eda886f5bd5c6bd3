import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { plans } from './billing.js';
import { companyId, id, tenantRowId } from './columns.js';
import { companies, users } from './identity.js';
import { locations } from './organization.js';
import { distributors, platformAdmins } from './platform.js';

// What the provider runs the business with (back-office issue): feedback from company users,
// mobile app releases, device products, resellers' commissions and the company devices.

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'question', 'other', 'upgrade'] as const;
export const FEEDBACK_STATUSES = ['new', 'read', 'answered'] as const;

/** What a company user sends from "Send feedback"; the provider reads and answers it. */
export const feedback = pgTable(
  'feedback',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    message: text('message').notNull(),
    /** The app path the user was on. */
    page: text('page'),
    appVersion: text('app_version'),
    screenshotKey: text('screenshot_key'),
    screenshotType: text('screenshot_type'),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => platformAdmins.id, { onDelete: 'set null' }),
    /** When the user saw the reply (the unread badge in the app). */
    replyReadAt: timestamp('reply_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('feedback_status_created_idx').on(t.status, t.createdAt),
    index('feedback_company_user_idx').on(t.companyId, t.userId, t.createdAt),
  ],
);

export const APP_PLATFORMS = ['android', 'ios'] as const;

/** Mobile app releases: what the apps compare against to offer (or force) an update. */
export const appReleases = pgTable(
  'app_releases',
  {
    id: id(),
    platform: text('platform', { enum: APP_PLATFORMS }).notNull(),
    version: text('version').notNull(),
    build: integer('build').notNull(),
    notesPt: text('notes_pt').notNull().default(''),
    notesEn: text('notes_en').notNull().default(''),
    /** Older versions must update before use. */
    minSupportedVersion: text('min_supported_version'),
    forcedUpdate: boolean('forced_update').notNull().default(false),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdBy: uuid('created_by').references(() => platformAdmins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('app_releases_version_key').on(t.platform, t.version),
    uniqueIndex('app_releases_build_key').on(t.platform, t.build),
  ],
);

/** Device models' code prefixes (serial numbers start with them). */
export const PRODUCT_CODE_PREFIXES = ['DSPS', 'HCSS', 'DPLD'] as const;

/** The device models the provider sells; a company registers its devices against them. */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    codePrefix: text('code_prefix', { enum: PRODUCT_CODE_PREFIXES }),
    description: text('description'),
    photoKey: text('photo_key'),
    photoType: text('photo_type'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('products_name_key').on(sql`lower(${t.name})`)],
);

/** A reseller's commission on each plan it sells, in basis points (1250 = 12.5 %). */
export const distributorCommissions = pgTable(
  'distributor_commissions',
  {
    distributorId: uuid('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    commissionBp: integer('commission_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.distributorId, t.planId] })],
);

export const DEVICE_KINDS = ['time_clock', 'access_controller'] as const;
export const DEVICE_PROTOCOLS = ['zkteco_push', 'controlid'] as const;

/**
 * A company's devices (time clocks, access controllers). The back-office lists them; the devices
 * issue registers them and feeds their punches into the register.
 */
export const devices = pgTable(
  'devices',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Unique across the platform: a device identifies itself by it. */
    serialNumber: text('serial_number').notNull(),
    kind: text('kind', { enum: DEVICE_KINDS }).notNull(),
    protocol: text('protocol', { enum: DEVICE_PROTOCOLS }).notNull(),
    locationId: uuid('location_id'),
    isActive: boolean('is_active').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
      name: 'devices_location_fk',
    }),
    uniqueIndex('devices_serial_key').on(t.serialNumber),
    index('devices_company_idx').on(t.companyId, t.name),
  ],
);
