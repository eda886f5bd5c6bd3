import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { singleLineText } from '../validators/text-schemas.js';
import { LEAVE_CATEGORIES } from './leave-hours-bank.js';

const uuid = () => z.uuid({ message: 'validation.uuid' });

/** `/ta-events/leave-balance`: a year's leave per employee and type, and the vacation periods. */
export const leaveBalanceQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    search: singleLineText().max(200).optional(),
    /** The calendar year of the leave figures; absent: the current year by the Timezone header. */
    year: z.coerce.number().int().min(1900).max(2200).optional(),
    /** Only this employee's row (who does not work on timesheets always gets their own). */
    employee_id: uuid().optional(),
    subsidiary_id: uuid().optional(),
    department_id: uuid().optional(),
    /** Only employees with vacation days overdue or whose concession period ends soon. */
    attention: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type LeaveBalanceQuery = z.infer<typeof leaveBalanceQuerySchema>;

export const VACATION_STATUSES = ['acquiring', 'open', 'taken', 'overdue', 'none', 'lost'] as const;

/** One acquisition period (CLT arts. 130–137), as the time engine computes it. */
export const vacationPeriodSchema = z
  .object({
    acquisition_start: z.string(),
    acquisition_end: z.string(),
    concession_end: z.string(),
    unjustified_absences: z.number().int(),
    entitled_days: z.number().int(),
    accrued_days: z.number(),
    taken_days: z.number().int(),
    double_days: z.number().int(),
    left_days: z.number().int(),
    status: z.enum(VACATION_STATUSES),
    lost_reason: z.enum(['paid_leave', 'company_stoppage', 'inss_benefit']).optional(),
    expiring_soon: z.boolean(),
    refs: z.array(z.string()),
  })
  .meta({ id: 'VacationPeriod' });
export type VacationPeriodData = z.infer<typeof vacationPeriodSchema>;

export const leaveBalanceRowSchema = z
  .object({
    employee: z.object({
      id: z.uuid(),
      name: z.string(),
      registration: z.string().nullable(),
      department: z.string().nullable(),
      admission_date: z.string(),
    }),
    vacation: z.object({
      periods: z.array(vacationPeriodSchema),
      /** Days taken before a period covered them (granted in advance). */
      advance_days: z.number().int(),
      /** Acquired days still to take (open and overdue periods). */
      left_days: z.number().int(),
      /** The earliest concession end of a period with days left, if any. */
      due: z.string().nullable(),
      /** `overdue`: days owed in double; `expiring`: a concession period ends soon. */
      attention: z.enum(['overdue', 'expiring']).nullable(),
    }),
    /** Days of each leave type used in the year (calendar days inside it, not cancelled). */
    leave: z.array(
      z.object({
        leave_type_id: z.uuid(),
        name: z.string(),
        code: z.string(),
        category: z.enum(LEAVE_CATEGORIES),
        used_days: z.number().int(),
        max_days: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'LeaveBalanceRow' });
export type LeaveBalanceRow = z.infer<typeof leaveBalanceRowSchema>;

export const leaveBalanceSchema = z.object({
  year: z.number().int(),
  /** The day the balance was read on (the vacation status depends on it). */
  as_of: z.string(),
  results: z.array(leaveBalanceRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;
