import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
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
import { companyId, tenantRowId, timestamps } from './columns.js';
import { companies, users } from './identity.js';
import { employees, subsidiaries } from './organization.js';

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

/**
 * A holiday the company observes besides the national ones (which the engine knows): a state's
 * (for the workplaces in that state), a city's (for the workplaces in that city) or the company's
 * own (all workplaces, or one). `recurring` repeats it every year on that day from its year on.
 */
export const companyHolidays = pgTable(
  'company_holidays',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    date: date('date').notNull(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['state', 'municipal', 'company'] }).notNull(),
    /** UF, for state and municipal holidays. */
    state: text('state'),
    /** City name, for municipal holidays (matched to the workplace's address, accents ignored). */
    city: text('city'),
    /** A company day for one workplace only; null = every workplace. */
    subsidiaryId: uuid('subsidiary_id'),
    recurring: boolean('recurring').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.subsidiaryId],
      foreignColumns: [subsidiaries.companyId, subsidiaries.id],
    }).onDelete('cascade'),
    index('company_holidays_company_date_idx').on(t.companyId, t.date),
  ],
);

/** Federal optional days (pontos facultativos) a company adopts as days off, year by year. */
export const holidayAdoptions = pgTable(
  'holiday_adoptions',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** The engine's optional holiday id: carnival_monday, carnival_tuesday, ash_wednesday, corpus_christi. */
    holiday: text('holiday').notNull(),
  },
  (t) => [companyIsolation(), primaryKey({ columns: [t.companyId, t.year, t.holiday] })],
);

/** The same list as the contract's (`@ponteiro/shared` LEAVE_CATEGORIES). */
export const LEAVE_CATEGORIES = ['vacation', 'paid_leave', 'inss_benefit', 'other'] as const;

/** Kinds of leave (afastamentos): how each counts in the timesheet and what it needs. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    /** Justified: the day is not an absence (CLT art. 473 and the like). */
    justified: boolean('justified').notNull(),
    paid: boolean('paid').notNull(),
    /** Loses the weekly paid rest (DSR) of its week, as an unjustified absence does (Lei 605/49). */
    affectsDsr: boolean('affects_dsr').notNull().default(false),
    requiresDocument: boolean('requires_document').notNull().default(false),
    maxDays: integer('max_days'),
    active: boolean('active').notNull().default(true),
    /** For the vacation balance (CLT arts. 130 and 133). */
    category: text('category', { enum: LEAVE_CATEGORIES }).notNull().default('other'),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('leave_types_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('leave_types_company_code_key').on(t.companyId, sql`lower(${t.code})`),
  ],
);

/** How the company's hours bank works (CLT art. 59 §§2, 5 and 6): one row per company, when saved. */
export const hoursBankSettings = pgTable(
  'hours_bank_settings',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** monthly (§6), semiannual (§5, individual agreement), annual (§2, collective agreement). */
    period: text('period', { enum: ['monthly', 'semiannual', 'annual'] }).notNull(),
    /** The month (1–12) the first period starts. */
    startMonth: integer('start_month').notNull().default(1),
    /** Credits expire this many months after they are earned; null = at the end of the period. */
    expiryMonths: integer('expiry_months'),
    dailyCapMinutes: integer('daily_cap_minutes'),
    periodCapMinutes: integer('period_cap_minutes'),
    /** Credit per worked minute by kind of day, in percent (100 = one for one). */
    multipliers: jsonb('multipliers')
      .$type<{ weekday: number; saturday: number; restDay: number; holiday: number }>()
      .notNull(),
    /** What happens to a credit at expiry: paid as overtime, or forfeited (when the agreement says so). */
    atExpiry: text('at_expiry', { enum: ['pay', 'forfeit'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  () => [companyIsolation()],
);

/** An employee's hours bank balance on a date, as it stood before the product (or a correction). */
export const hoursBankOpenings = pgTable(
  'hours_bank_openings',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    employeeId: uuid('employee_id').notNull(),
    asOf: date('as_of').notNull(),
    /** Credit (+) or debit (−), in minutes. */
    minutes: integer('minutes').notNull(),
    note: text('note'),
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
    uniqueIndex('hours_bank_openings_employee_date_key').on(t.companyId, t.employeeId, t.asOf),
  ],
);

/**
 * A manual credit (+) or debit (−) of an employee's hours bank, with its reason (issue 17). Never
 * edited or deleted: a wrong one is corrected by another in the opposite direction.
 */
export const hoursBankAdjustments = pgTable(
  'hours_bank_adjustments',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    employeeId: uuid('employee_id').notNull(),
    day: date('day').notNull(),
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
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
    index('hours_bank_adjustments_employee_idx').on(t.companyId, t.employeeId, t.day),
  ],
);
