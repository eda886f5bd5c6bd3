import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { isFullAccessRole } from '../permissions/roles.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { periodRefinement } from './timesheets.js';

// Reports (issue 18): every report is made from the stored timesheets, as a file by a background
// job (progress, the Downloads list, files kept 7 days) or, for one employee, straight away.
// Paths: reports/jobs/[:id/|:id/file/], reports/time-mirror/file/.

export const REPORT_KINDS = [
  'time_mirror',
  'hours_bank',
  'overtime',
  'payroll',
  'summary',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FORMATS = ['pdf', 'zip', 'xlsx', 'csv', 'txt'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The formats each report is made in. */
export const REPORT_KIND_FORMATS: Record<ReportKind, readonly ReportFormat[]> = {
  time_mirror: ['pdf', 'zip', 'xlsx'],
  hours_bank: ['pdf', 'xlsx'],
  overtime: ['pdf', 'xlsx'],
  payroll: ['xlsx', 'csv', 'txt'],
  summary: ['pdf', 'xlsx'],
};

/** The permission of each report (the Employee role holds four of them, for their own figures). */
export const REPORT_KIND_PERMISSIONS = {
  time_mirror: 'reports.time_mirror',
  hours_bank: 'reports.hours_bank',
  overtime: 'reports.overtime',
  payroll: 'reports.payroll',
  summary: 'reports.summary',
} as const satisfies Record<ReportKind, string>;

export const REPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ReportJobStatus = (typeof REPORT_JOB_STATUSES)[number];

/** The longest period one report covers (a year and a day, for the summary's months). */
export const REPORT_MAX_DAYS = 366;
/** The time mirror's longest period (a long month and a few days, as the timesheet screen). */
export const TIME_MIRROR_MAX_DAYS = 62;
/** How long a report file is kept. */
export const REPORT_KEEP_DAYS = 7;

const uuid = () => z.uuid({ message: 'validation.uuid' });

/**
 * Who and when: a period and, at most one of, an employee, a department (and those below it) or a
 * subsidiary; none: every employee of the company. An Employee always gets only their own.
 */
export const reportSelectionShape = {
  from: isoDateSchema,
  to: isoDateSchema,
  employee_id: uuid().optional(),
  department_id: uuid().optional(),
  subsidiary_id: uuid().optional(),
};

function oneTarget<
  T extends { employee_id?: string; department_id?: string; subsidiary_id?: string },
>(q: T, ctx: z.core.$RefinementCtx<T>) {
  const named = [q.employee_id, q.department_id, q.subsidiary_id].filter(Boolean).length;
  if (named > 1) {
    ctx.addIssue({
      code: 'custom',
      message: 'validation.report_one_target',
      path: ['employee_id'],
    });
  }
}

export const reportSelectionSchema = z
  .object(reportSelectionShape)
  .strict()
  .superRefine(periodRefinement(REPORT_MAX_DAYS))
  .superRefine(oneTarget);
export type ReportSelection = z.infer<typeof reportSelectionSchema>;

/** A report to make as a file (`POST reports/jobs/`). */
export const reportJobBodySchema = z
  .object({
    kind: z.enum(REPORT_KINDS),
    format: z.enum(REPORT_FORMATS),
    ...reportSelectionShape,
    /** Payroll csv/txt: the saved layout to write with (required for txt). */
    layout_id: uuid().optional(),
  })
  .strict()
  .superRefine(oneTarget)
  .superRefine((body, ctx) => {
    const max = body.kind === 'time_mirror' ? TIME_MIRROR_MAX_DAYS : REPORT_MAX_DAYS;
    periodRefinement<typeof body>(max)(body, ctx);
    if (!REPORT_KIND_FORMATS[body.kind].includes(body.format)) {
      ctx.addIssue({ code: 'custom', message: 'validation.report_format', path: ['format'] });
    }
    if (body.kind === 'payroll' && body.format === 'txt' && !body.layout_id) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['layout_id'] });
    }
    if (body.layout_id && body.kind !== 'payroll') {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.report_layout_payroll',
        path: ['layout_id'],
      });
    }
  });
export type ReportJobBody = z.infer<typeof reportJobBodySchema>;

export const reportJobSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(REPORT_KINDS),
    format: z.enum(REPORT_FORMATS),
    /** The filters as asked, and the names they stand for (for the Downloads list). */
    params: z.object({
      from: z.string(),
      to: z.string(),
      employee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      department: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      subsidiary: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      layout: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    }),
    status: z.enum(REPORT_JOB_STATUSES),
    /** Employees done of `total` (0 of 0 until the job starts). */
    done: z.number().int(),
    total: z.number().int(),
    /** Why it failed, in the language of the request. */
    error: z.string().nullable(),
    requested_by: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    expires_at: z.string(),
    /** The file, once done (download: `reports/jobs/:id/file/`). */
    file: z.object({ name: z.string(), type: z.string(), size: z.number().int() }).nullable(),
  })
  .meta({ id: 'ReportJob' });
export type ReportJob = z.infer<typeof reportJobSchema>;

export const reportJobListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    status: z.enum(REPORT_JOB_STATUSES).optional(),
    kind: z.enum(REPORT_KINDS).optional(),
  })
  .strict();
export type ReportJobListQuery = z.infer<typeof reportJobListQuerySchema>;

/** One employee's mirror, straight away (`reports/time-mirror/file/`); without employee_id: one's own. */
export const timeMirrorFileQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    employee_id: uuid().optional(),
    format: z.enum(['pdf', 'xlsx']).default('pdf'),
  })
  .strict()
  .superRefine(periodRefinement(TIME_MIRROR_MAX_DAYS));
export type TimeMirrorFileQuery = z.infer<typeof timeMirrorFileQuerySchema>;

/**
 * Whether a member sees everyone's figures of a report (full-access roles, and other roles than
 * Employee holding its permission) or only their own (the Employee role).
 */
export function seesEveryonesReport(
  role: string | null,
  permissions: readonly string[],
  kind: ReportKind,
): boolean {
  if (!role) return false;
  return (
    isFullAccessRole(role) ||
    (role !== 'employee' && permissions.includes(REPORT_KIND_PERMISSIONS[kind]))
  );
}
