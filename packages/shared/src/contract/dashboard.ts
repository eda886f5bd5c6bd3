import { z } from 'zod';

// Dashboard (issue 19): today at a glance for staff (dashboard/ and dashboard/month/), and an
// Employee's own day (dashboard/me/).
//
// Definitions (each employee's "today" is the date in their workplace's zone):
// - present: at least one counting punch today (recorded and not disregarded, or included);
//   `working_now` of them have an odd number of punches (their last punch is an entry);
// - late: present, and the first punch came more than the schedule rules' tolerance per mark
//   (`tolerancePerMark`) after the first planned mark;
// - on leave: no punch and a leave (employee_leaves, not cancelled) covers today;
// - off: no punch, no leave and no planned mark today (rest day, holiday, no schedule);
// - absent: scheduled today, no punch, no leave, and the first mark + tolerance has passed;
// - expected: scheduled today, no punch yet, the first mark (+ tolerance) still ahead.
// Every active employee of the scope is in exactly one of present/on_leave/off/absent/expected.

const uuid = () => z.uuid({ message: 'validation.uuid' });

export const dashboardQuerySchema = z
  .object({
    /** Only employees of this subsidiary (their current workplace). */
    subsidiary_id: uuid().optional(),
    /** Only employees of this department and the departments under it. */
    department_id: uuid().optional(),
  })
  .strict();
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const DASHBOARD_STATUSES = ['present', 'on_leave', 'off', 'absent', 'expected'] as const;
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];

const named = z.object({ id: z.string(), name: z.string() });

/** What the caller's role lets them see: the whole company, or the departments they manage. */
const dashboardScopeSchema = z.object({
  kind: z.enum(['company', 'departments']),
  subsidiaries: z.array(named),
  /** Departments to filter by (for a manager: theirs and those under them). */
  departments: z.array(named.extend({ parent_id: z.string().nullable() })),
});

export const dashboardPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  subsidiary_id: z.string(),
  department_id: z.string().nullable(),
  status: z.enum(DASHBOARD_STATUSES),
  late: z.boolean(),
  /** Minutes after the first planned mark (null when not late). */
  late_minutes: z.number().int().nullable(),
  /** The last punch is an entry (odd count of counting punches). */
  working_now: z.boolean(),
  punches: z.number().int(),
  first_punch: z.string().nullable(),
  last_punch: z.string().nullable(),
  /** Today's first planned mark (ISO with offset), null when none. */
  planned_start: z.string().nullable(),
});
export type DashboardPerson = z.infer<typeof dashboardPersonSchema>;

export const dashboardTodaySchema = z
  .object({
    generated_at: z.string(),
    /** Today in the zone of most of the scope's workplaces (Brasília when none). */
    date: z.string(),
    scope: dashboardScopeSchema,
    counts: z.object({
      employees: z.number().int(),
      present: z.number().int(),
      working_now: z.number().int(),
      late: z.number().int(),
      absent: z.number().int(),
      on_leave: z.number().int(),
      off: z.number().int(),
      expected: z.number().int(),
    }),
    people: z.array(dashboardPersonSchema),
    /** Punches today by hour of the workplace's day (0–23) against the planned marks. */
    by_hour: z.array(
      z.object({
        hour: z.number().int(),
        punches: z.number().int(),
        scheduled: z.number().int(),
      }),
    ),
    pending: z.object({
      /** Requests waiting for the caller's decision (ta-events/approvals/). */
      approvals: z.number().int(),
    }),
  })
  .meta({ id: 'DashboardToday' });
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;

export const dashboardThisMonthSchema = z
  .object({
    /** This month so far: `from` is its first day, `to` today. */
    from: z.string(),
    to: z.string(),
    /** Per day of the month so far, from the stored timesheet days. */
    days: z.array(
      z.object({
        date: z.string(),
        overtime_minutes: z.number().int(),
        /** The day's net hours-bank movement (credit − debit). */
        hours_bank_minutes: z.number().int(),
      }),
    ),
    totals: z.object({
      overtime_minutes: z.number().int(),
      hours_bank_minutes: z.number().int(),
    }),
    /** Flagged punches and days of the last 7 days nobody decided on yet (abnormal punches). */
    abnormal_punches: z.number().int(),
    /** Last month's timesheets not closed yet (the period close on /timesheets). */
    open_periods: z.object({
      from: z.string(),
      to: z.string(),
      employees: z.number().int(),
    }),
    certificate: z.object({
      /** null: no certificate uploaded. */
      valid_until: z.string().nullable(),
      days_left: z.number().int().nullable(),
    }),
    /** Employees whose vacation concession period ends soon or has vacation days overdue. */
    vacations: z.object({
      count: z.number().int(),
      items: z.array(
        z.object({
          employee: named,
          concession_end: z.string(),
          left_days: z.number(),
          overdue: z.boolean(),
        }),
      ),
    }),
  })
  .meta({ id: 'DashboardThisMonth' });
export type DashboardThisMonth = z.infer<typeof dashboardThisMonthSchema>;

/** The caller's own day (any member): their employee record's schedule and punches today. */
export const dashboardMeSchema = z
  .object({
    /** null: the caller has no employee record in this company. */
    employee: named.nullable(),
    date: z.string(),
    status: z.enum(DASHBOARD_STATUSES).nullable(),
    /** Today's planned pairs (ISO instants with offset). */
    schedule: z.array(z.object({ start: z.string(), end: z.string() })),
    punches: z.array(z.string()),
    late_minutes: z.number().int().nullable(),
  })
  .meta({ id: 'DashboardMe' });
export type DashboardMe = z.infer<typeof dashboardMeSchema>;
