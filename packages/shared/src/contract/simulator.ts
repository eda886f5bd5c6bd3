import { z } from 'zod';
import { pageSizeSchema } from '../api/envelope.js';
import { DEFAULT_PAGE_SIZE } from '../constants/index.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { singleLineText } from '../validators/text-schemas.js';
import { engineRulesSchema, engineScheduleSchema } from './time-policy.js';
import { periodRefinement } from './timesheets.js';

// The what-if simulator (issue 20): a past period replayed by the engine under proposed rules (and
// optionally a proposed schedule), side by side with what was computed. Nothing real changes: the
// only row written is the simulation's own. Paths: time-policy/simulations/[:id/[file/]].

/** A simulation covers at most about a quarter (three months and a couple of days). */
export const SIMULATION_MAX_DAYS = 93;
/**
 * The monthly-salary divisor (CLT art. 64: 220 hours for a 44 h week): hourly rate = monthly
 * salary / 220, the same for every schedule so that two proposals compare on one basis.
 */
export const SIMULATION_SALARY_DIVISOR = 220;
/** The night premium the payroll estimate adds on credited night minutes (CLT art. 73: 20 %). */
export const SIMULATION_NIGHT_PREMIUM = 0.2;

export const SIMULATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const SIMULATION_WHO = ['all', 'subsidiary', 'department', 'employees'] as const;

const uuid = () => z.uuid({ message: 'validation.uuid' });

/** What changes: rules overrides (over each version's own) and, optionally, the schedule itself. */
export const simulationProposalSchema = z
  .object({
    rules: engineRulesSchema.default({}),
    /** Replaces every schedule of the period (e.g. a 12x36 cycle); null keeps each one's own. */
    schedule: engineScheduleSchema.nullable().default(null),
  })
  .strict();
export type SimulationProposal = z.infer<typeof simulationProposalSchema>;
export type SimulationProposalInput = z.input<typeof simulationProposalSchema>;

/**
 * A past period (≤ 93 days) and whose figures. That it ends today at the latest is checked by the
 * server against the caller's today (their Timezone header, api.md), not here.
 */
export const simulationSelectionSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    who: z.enum(SIMULATION_WHO).default('all'),
    subsidiary_id: uuid().optional(),
    department_id: uuid().optional(),
    employee_ids: z.array(uuid()).min(1).max(1000).optional(),
  })
  .strict()
  .superRefine(periodRefinement(SIMULATION_MAX_DAYS))
  .superRefine((value, ctx) => {
    const needs = { subsidiary: 'subsidiary_id', department: 'department_id' } as const;
    if (value.who === 'subsidiary' || value.who === 'department') {
      const key = needs[value.who];
      if (!value[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'validation.required' });
    }
    if (value.who === 'employees' && !value.employee_ids) {
      ctx.addIssue({ code: 'custom', path: ['employee_ids'], message: 'validation.required' });
    }
  });
export type SimulationSelection = z.infer<typeof simulationSelectionSchema>;

export const simulationBodySchema = z
  .object({
    proposal: simulationProposalSchema,
    selection: simulationSelectionSchema,
  })
  .strict();
export type SimulationBody = z.input<typeof simulationBodySchema>;

/** Saving gives a simulation a name (to open it again); null un-saves it. */
export const simulationSaveBodySchema = z
  .object({
    name: singleLineText()
      .min(1, { message: 'validation.required', abort: true })
      .max(120)
      .nullable(),
  })
  .strict();
export type SimulationSaveBody = z.infer<typeof simulationSaveBodySchema>;

export const simulationListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    page_size: pageSizeSchema.default(DEFAULT_PAGE_SIZE),
    /** 'true': only the saved (named) ones. */
    saved: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type SimulationListQuery = z.infer<typeof simulationListQuerySchema>;

/** One side's figures over the period (minutes; cost in the salary's currency). */
export const simulationFiguresSchema = z.object({
  /** Overtime minutes by rate ("50", "100"). */
  overtime: z.record(z.string(), z.number()),
  overtime_minutes: z.number(),
  night_credited_minutes: z.number(),
  deficit_minutes: z.number(),
  /** Σ hoursBankMinutes: credit (+) or debit (−) moved into the bank. */
  bank_minutes: z.number(),
  absence_minutes: z.number(),
  /** Days flagged rest_11h (the 11 h, or 35 h across a rest day, not kept) and the minutes missing. */
  rest_breach_days: z.number(),
  rest_missing_minutes: z.number(),
  /**
   * Σ overtime(rate) × hourly × (1 + rate/100) + night credited × hourly × 0.20 − (deficit +
   * absence) × hourly, hourly = monthly salary / 220 (per minute: / 60); null without a salary.
   */
  cost: z.number().nullable(),
});
export type SimulationFigures = z.infer<typeof simulationFiguresSchema>;

export const simulationEmployeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  registration: z.string().nullable(),
  department: z.string().nullable(),
  /** monthly salary / 220; null when no salary is known (minutes only). */
  hourly_rate: z.number().nullable(),
  baseline: simulationFiguresSchema,
  proposed: simulationFiguresSchema,
  /** proposed − baseline; `cost` is the payroll effect estimate. */
  difference: simulationFiguresSchema,
  /** The engine refused this employee's stored inputs (their figures are zero). */
  error: z.string().nullable(),
});
export type SimulationEmployee = z.infer<typeof simulationEmployeeSchema>;

export const simulationResultSchema = z.object({
  employees: z.array(simulationEmployeeSchema),
  totals: z.object({
    baseline: simulationFiguresSchema,
    proposed: simulationFiguresSchema,
    difference: simulationFiguresSchema,
  }),
  /** How many employees have a salary (their cost is in the totals' `cost`). */
  with_salary: z.number().int(),
});
export type SimulationResult = z.infer<typeof simulationResultSchema>;

export const simulationSchema = z.object({
  id: z.uuid(),
  /** Set when saved. */
  name: z.string().nullable(),
  status: z.enum(SIMULATION_STATUSES),
  /** Employees done of `total`. */
  done: z.number().int(),
  total: z.number().int(),
  proposal: simulationProposalSchema,
  selection: z.object({
    from: z.string(),
    to: z.string(),
    who: z.enum(SIMULATION_WHO),
    subsidiary_id: z.uuid().optional(),
    department_id: z.uuid().optional(),
    employee_ids: z.array(z.uuid()).optional(),
  }),
  /** Null until done, and in the list (open one to read it). */
  result: simulationResultSchema.nullable(),
  /** Why it failed, in the language of the request. */
  error: z.string().nullable(),
  created_by: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Simulation = z.infer<typeof simulationSchema>;
