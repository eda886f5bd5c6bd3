import { z } from 'zod';
import { isoDateSchema } from '../validators/date-schemas.js';

// The company's AEJ (Portaria 671 art. 83, issue 15): written by the treatment program from the
// stored timesheets, the register and the schedules. Paths: reports/aej/, reports/aej/plan/,
// reports/aej/signature/.

/** The longest period one AEJ covers here (a year and a day, for a leap year). */
export const AEJ_MAX_DAYS = 366;

const aejPeriod = {
  from: isoDateSchema,
  to: isoDateSchema,
  /** Left out: every workplace of the company. */
  subsidiary_id: z.uuid({ message: 'validation.uuid' }).optional(),
};

const instantSchema = z.iso.datetime({ offset: true, message: 'validation.datetime' });

const period = <T extends { from: string; to: string }>(q: T, ctx: z.core.$RefinementCtx<T>) => {
  if (q.from > q.to) {
    ctx.addIssue({ code: 'custom', message: 'validation.date_range', path: ['to'] });
  } else if (
    (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 + 1 >
    AEJ_MAX_DAYS
  ) {
    ctx.addIssue({
      code: 'custom',
      message: `validation.period_max_days|${AEJ_MAX_DAYS}`,
      path: ['to'],
    });
  }
};

/**
 * The AEJ for a period. With `generated_at` (from the plan) the header carries that instant, so
 * the file and its .p7s are the same bytes.
 */
export const aejExportQuerySchema = z
  .object({ ...aejPeriod, generated_at: instantSchema.optional() })
  .superRefine(period);
export type AejExportQuery = z.infer<typeof aejExportQuerySchema>;

export const aejPlanQuerySchema = z.object(aejPeriod).superRefine(period);
export type AejPlanQuery = z.infer<typeof aejPlanQuerySchema>;

export const aejSignatureQuerySchema = z
  .object({ ...aejPeriod, generated_at: instantSchema })
  .superRefine(period);
export type AejSignatureQuery = z.infer<typeof aejSignatureQuerySchema>;

/** What a download of the AEJ will hold, and the instant that pins it. */
export const aejPlanSchema = z
  .object({
    file_name: z.string(),
    signature_file_name: z.string().nullable(),
    generated_at: z.string(),
    /** Employees (vínculos, record 03) and marks (record 05) in the file. */
    employees: z.number().int(),
    marks: z.number().int(),
    /** Employee-days of the period still being computed: the file waits for them. */
    pending_days: z.number().int(),
    signable: z.boolean(),
  })
  .meta({ id: 'AejPlan' });
export type AejPlan = z.infer<typeof aejPlanSchema>;
