import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
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
import { employees } from './organization.js';

// Time policy: what the time engine needs, per company. `schedule` and `rules` columns hold the
// engine's own objects (shared/guide/time-engine.md); the contract's zod schemas check them on the
// way in, so the JSON here is always what the engine reads.

/** The engine's schedule object: a fixed week or an n×m rotation anchored on a date. */
export type StoredSchedule =
  | { kind: 'weekly'; days: Partial<Record<string, [string, string][]>> }
  | { kind: 'cycle'; anchor: string; pattern: [string, string][][] };

/** The engine's rules (partial where only overrides are kept). */
export type StoredRules = Record<string, unknown>;

/** The company's defaults of every rule (advanced settings): one row per company, when saved. */
export const timeSettings = pgTable(
  'time_settings',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The rules as saved (partial); the statutory values fill what is left out. */
    rules: jsonb('rules').$type<StoredRules>().notNull().default(sql`'{}'::jsonb`),
    /** "HH:MM" where one workday ends for punches between shifts; null = halfway. */
    workdayCutoff: text('workday_cutoff'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  () => [companyIsolation()],
);

/** A named schedule (horário contratual); its times and rules live in versions. */
export const schedules = pgTable(
  'schedules',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    /** The AEJ `codHorContratual`. */
    code: text('code').notNull(),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('schedules_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('schedules_company_code_key').on(t.companyId, sql`lower(${t.code})`),
  ],
);

/**
 * A schedule's times and rules from a workday on. Never updated: a change adds a version (or
 * replaces the one of the same date), so past days keep computing with what applied then.
 */
export const scheduleVersions = pgTable(
  'schedule_versions',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    scheduleId: uuid('schedule_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    schedule: jsonb('schedule').$type<StoredSchedule>().notNull(),
    /** The rules the engine computes with: the overrides over the company defaults of that moment. */
    rules: jsonb('rules').$type<StoredRules>().notNull(),
    /** What the schedule set itself (shown as such; the rest came from the defaults). */
    overrides: jsonb('overrides').$type<StoredRules>().notNull().default(sql`'{}'::jsonb`),
    preAssignedBreak: boolean('pre_assigned_break').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.scheduleId],
      foreignColumns: [schedules.companyId, schedules.id],
    }).onDelete('cascade'),
    uniqueIndex('schedule_versions_schedule_from_key').on(
      t.companyId,
      t.scheduleId,
      t.effectiveFrom,
    ),
  ],
);

/** An employee works a schedule from a workday on, until the next assignment. */
export const employeeSchedules = pgTable(
  'employee_schedules',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    employeeId: uuid('employee_id').notNull(),
    scheduleId: uuid('schedule_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    // A schedule in use cannot be deleted (the service answers 409 first; this is the wall).
    foreignKey({
      columns: [t.companyId, t.scheduleId],
      foreignColumns: [schedules.companyId, schedules.id],
    }),
    uniqueIndex('employee_schedules_employee_from_key').on(
      t.companyId,
      t.employeeId,
      t.effectiveFrom,
    ),
    index('employee_schedules_company_schedule_idx').on(t.companyId, t.scheduleId),
  ],
);
