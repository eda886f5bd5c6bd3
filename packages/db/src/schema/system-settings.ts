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

// The company's system settings (issue 19): how punches are taken, who is told of what, and how
// the product looks for the company. One row per company, absent until first saved: the API
// answers the defaults (packages/shared) for a company that never saved.

/** Where a punch may come from (the `Accessor` of api.md, plus a device of the company). */
export const PUNCH_COLLECTOR_VALUES = ['web', 'mobile', 'desktop', 'device'] as const;
/** Geolocation at a punch: required (no position, no punch) or only recorded when given. */
export const GEOLOCATION_MODE_VALUES = ['required', 'recorded'] as const;
/** A photo at a punch: not asked, asked but optional, or required. */
export const PUNCH_PHOTO_MODE_VALUES = ['off', 'optional', 'required'] as const;

/** How the company takes punches; changes apply from the next punch (audited). */
export const timeTrackingSettings = pgTable(
  'time_tracking_settings',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    collectors: jsonb('collectors')
      .$type<(typeof PUNCH_COLLECTOR_VALUES)[number][]>()
      .notNull()
      .default(sql`'["web","mobile","desktop","device"]'::jsonb`),
    geolocation: text('geolocation', { enum: GEOLOCATION_MODE_VALUES })
      .notNull()
      .default('recorded'),
    /** The radius a new workplace's geofence starts with, in metres. */
    geofenceRadiusM: integer('geofence_radius_m').notNull().default(100),
    photo: text('photo', { enum: PUNCH_PHOTO_MODE_VALUES }).notNull().default('off'),
    /** Days a punch photo (personal data, LGPD) is kept before it is erased. */
    photoRetentionDays: integer('photo_retention_days').notNull().default(90),
    /** The punch card's own wording above the button, per language (null: the product's). */
    cardWordingPt: text('card_wording_pt'),
    cardWordingEn: text('card_wording_en'),
    /** Minutes from the schedule's mark past which a punch is abnormal. */
    farFromScheduleMinutes: integer('far_from_schedule_minutes').notNull().default(60),
    /** Seconds within which a second punch is a repeat. */
    repeatedPunchSeconds: integer('repeated_punch_seconds').notNull().default(60),
    /** 'HH:MM': a punch before it belongs to the previous workday (night shifts). */
    workdayCutoff: text('workday_cutoff').notNull().default('00:00'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  () => [companyIsolation()],
);

/** A photo taken at a punch: personal data kept `photo_retention_days`, then erased. */
export const punchPhotos = pgTable(
  'punch_photos',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    /** The register record the photo belongs to. */
    recordId: uuid('record_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('punch_photos_record_idx').on(t.companyId, t.recordId),
    index('punch_photos_expires_idx').on(t.expiresAt),
  ],
);

/** Who hears of an event and how: one row per (company, event) once changed from the defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    /** The event (`request_submitted`, `abnormal_punch`, … in packages/shared). */
    event: text('event').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    toEmployee: boolean('to_employee').notNull().default(true),
    toManager: boolean('to_manager').notNull().default(true),
    /** Members holding one of these roles hear of it too. */
    roleIds: jsonb('role_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [companyIsolation(), primaryKey({ columns: [t.companyId, t.event] })],
);

/** The company's look: the brand colour the theme follows and new users' language. */
export const companyPersonalization = pgTable(
  'company_personalization',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** '#rrggbb', checked for WCAG AA contrast on white; null: the product's colour. */
    primaryColor: text('primary_color'),
    /** The language a new member's account starts in. */
    defaultLanguage: text('default_language').notNull().default('pt'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  () => [companyIsolation()],
);
