import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { companyId, tenantRowId } from './columns.js';
import { companies, users } from './identity.js';

// Reports (issue 18, ADR 0025): report files made by background jobs and kept 7 days (the
// "Downloads" list), the company's payroll event codes and its saved payroll export layouts.

export const REPORT_JOB_STATUS_VALUES = ['queued', 'running', 'done', 'failed', 'expired'] as const;

/** A report being made or made: who asked, the filters, progress, and the file once done. */
export const reportJobs = pgTable(
  'report_jobs',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The report (`time_mirror`, `hours_bank`, `overtime`, `payroll`, `summary`). */
    kind: text('kind').notNull(),
    /** pdf | zip | xlsx | csv | txt. */
    format: text('format').notNull(),
    /** The filters as asked (the contract's body for that report). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** The language the file is written in. */
    language: text('language').notNull(),
    status: text('status', { enum: REPORT_JOB_STATUS_VALUES }).notNull().default('queued'),
    doneCount: integer('done_count').notNull().default(0),
    totalCount: integer('total_count').notNull().default(0),
    /** Why it failed: a message key of the validation catalogue. */
    error: text('error'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('report_jobs_requested_idx').on(t.companyId, t.requestedBy, t.createdAt),
    index('report_jobs_expires_idx').on(t.expiresAt),
  ],
);

/** The company's payroll system code for each payroll event (`overtime_50`, `night`, …). */
export const payrollEventCodes = pgTable(
  'payroll_event_codes',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [companyIsolation(), primaryKey({ columns: [t.companyId, t.event] })],
);

/** A payroll export layout the company saved by name (fixed-width or CSV: columns, widths…). */
export const payrollLayouts = pgTable(
  'payroll_layouts',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    /** The contract's layout (format, columns, widths, padding, hours format…). */
    layout: jsonb('layout').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('payroll_layouts_name_idx').on(t.companyId, sql`lower(${t.name})`),
  ],
);
