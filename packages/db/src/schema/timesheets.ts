import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { companyId, tenantRowId } from './columns.js';
import { companies, users } from './identity.js';
import { employees } from './organization.js';
import { leaveTypes } from './time-policy.js';

// Timesheets (ADR 0020): the engine's result per employee-day, kept and marked stale by triggers
// whenever an input changes (migration 0015); the leave that justifies absent days; closed periods
// and the employee's acceptance.

/** Every mark of an input change takes the next number: a computation only stores over the mark it read. */
export const timesheetDirtySeq = pgSequence('timesheet_dirty_seq');

/** One employee-day as the engine computed it (its day object, `shared/guide/time-engine.md`). */
export type StoredTimesheetDay = Record<string, unknown> & { date: string };

export const timesheetDays = pgTable(
  'timesheet_days',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    day: date('day').notNull(),
    /** The engine's day; null while a trigger's placeholder waits for its first computation. */
    result: jsonb('result').$type<StoredTimesheetDay>(),
    /**
     * The day's overtime (every rate) and hours-bank movement, kept beside the result so that
     * month sums (the dashboard's trend) add integers instead of unpacking each day's JSON.
     * timesheet_overtime_total() is created by migration 0023.
     */
    overtimeMinutes: integer('overtime_minutes')
      .notNull()
      .generatedAlwaysAs(sql`timesheet_overtime_total(result)`),
    bankMinutes: integer('bank_minutes')
      .notNull()
      .generatedAlwaysAs(sql`coalesce((result ->> 'hoursBankMinutes')::int, 0)`),
    /** The schedule in force that day (null: none assigned yet). */
    scheduleId: uuid('schedule_id'),
    /** An input changed since `result` was computed. */
    stale: boolean('stale').notNull().default(true),
    dirtySeq: bigint('dirty_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('timesheet_dirty_seq')`),
    computedAt: timestamp('computed_at', { withTimezone: true }),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.employeeId, t.day] }),
    index('timesheet_days_stale_idx').on(t.companyId, t.day).where(sql`${t.stale}`),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);

/** Leave (afastamento) recorded by a manager: it justifies, or records, the absent days it covers. */
export const employeeLeaves = pgTable(
  'employee_leaves',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    employeeId: uuid('employee_id').notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    /** A partial-day leave (one day): the minutes it justifies; null: whole days. */
    minutes: integer('minutes'),
    reason: text('reason').notNull(),
    /** The document (medical certificate…), stored through lib/storage. */
    documentKey: text('document_key'),
    documentType: text('document_type'),
    documentName: text('document_name'),
    documentSize: integer('document_size'),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('employee_leaves_employee_idx').on(t.companyId, t.employeeId, t.fromDate),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.companyId, t.leaveTypeId],
      foreignColumns: [leaveTypes.companyId, leaveTypes.id],
    }),
  ],
);

export const ACCEPTANCE_DECISIONS = ['accept', 'disagree'] as const;

/** A closed period of one employee: its days are frozen; reopening keeps the row, with who and why. */
export const timesheetPeriods = pgTable(
  'timesheet_periods',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    employeeId: uuid('employee_id').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().default(sql`now()`),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: uuid('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    reopenReason: text('reopen_reason'),
    acceptance: text('acceptance', { enum: ACCEPTANCE_DECISIONS }),
    acceptanceNote: text('acceptance_note'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedIp: text('accepted_ip'),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('timesheet_periods_employee_idx')
      .on(t.companyId, t.employeeId, t.fromDate)
      .where(sql`${t.reopenedAt} is null`),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
  ],
);
