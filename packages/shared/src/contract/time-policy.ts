import { z } from 'zod';
import { isoDateSchema } from '../validators/date-schemas.js';
import { singleLineText } from '../validators/text-schemas.js';

// Time policy: schedules (versioned, assigned to employees from a date), the company's default
// rules (advanced settings) and the engine scenario built from storage. `schedule` and `rules` are
// the time engine's objects exactly as shared/guide/time-engine.md writes them (camelCase keys:
// they are the engine's), so a stored schedule can be handed to `npx ponteiro timesheet` as it is.
// Paths: time-policy/schedules/[:id/[versions/]], time-policy/advanced-settings/,
// time-policy/scenario/, employees/:id/schedules/, employees/schedules/bulk/.

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** "HH:MM", 00:00–23:59. */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time_of_day' });

/** One scheduled pair; an end not after its start is on the next day ("22:00"–"05:00"). */
export const timePairSchema = z.tuple([timeOfDaySchema, timeOfDaySchema]);
/** A day's pairs in order; [] is a day off. Six pairs are more than any real shift has. */
export const dayPairsSchema = z.array(timePairSchema).max(6, { message: 'validation.max_pairs|6' });

export const weeklyScheduleSchema = z
  .object({
    kind: z.literal('weekly'),
    days: z
      .object(
        Object.fromEntries(WEEKDAY_KEYS.map((d) => [d, dayPairsSchema.optional()])) as {
          [K in WeekdayKey]: z.ZodOptional<typeof dayPairsSchema>;
        },
      )
      .strict(),
  })
  .strict();

/** n×m scales (12x36 = [[["07:00","19:00"]], []]): pattern[0] falls on `anchor`. */
export const cycleScheduleSchema = z
  .object({
    kind: z.literal('cycle'),
    anchor: isoDateSchema,
    pattern: z
      .array(dayPairsSchema)
      .min(2, { message: 'validation.cycle_length' })
      .max(56, { message: 'validation.cycle_length' }),
  })
  .strict();

export const engineScheduleSchema = z.discriminatedUnion('kind', [
  weeklyScheduleSchema,
  cycleScheduleSchema,
]);
export type EngineSchedule = z.infer<typeof engineScheduleSchema>;

const minutes = (max: number) => z.number().int().min(0).max(max);
/** Percent paid on top (50 = +50 %); a collective agreement may set 62.5. */
const rate = z.number().min(0).max(1000);

/** The engine's rules, every key optional: what is left out comes from the company defaults. */
export const engineRulesSchema = z
  .object({
    tolerancePerMark: minutes(60),
    tolerancePerDay: minutes(120),
    night: z
      .object({
        start: timeOfDaySchema,
        end: timeOfDaySchema,
        reducedHour: z.boolean(),
        extendAfterEnd: z.boolean(),
      })
      .partial()
      .strict(),
    overtimeRate: rate,
    restDayRate: rate,
    restDays: z.array(z.enum(WEEKDAY_KEYS)).max(7),
    hoursBank: z.boolean(),
    breaks: z
      .object({
        shortAfter: minutes(1440),
        shortBreak: minutes(1440),
        longAfter: minutes(1440),
        longBreak: minutes(1440),
      })
      .partial()
      .strict(),
    interjornadaMinutes: minutes(2880),
    interjornadaAcrossRestDayMinutes: minutes(2880),
    holidayHoursByCalendarDay: z.boolean(),
  })
  .partial()
  .strict();
export type EngineRulesInput = z.infer<typeof engineRulesSchema>;

/** Every rule with a value (what the engine computes with). */
export const fullRulesSchema = z.object({
  tolerancePerMark: z.number(),
  tolerancePerDay: z.number(),
  night: z.object({
    start: z.string(),
    end: z.string(),
    reducedHour: z.boolean(),
    extendAfterEnd: z.boolean(),
  }),
  overtimeRate: z.number(),
  restDayRate: z.number(),
  restDays: z.array(z.enum(WEEKDAY_KEYS)),
  hoursBank: z.boolean(),
  breaks: z.object({
    shortAfter: z.number(),
    shortBreak: z.number(),
    longAfter: z.number(),
    longBreak: z.number(),
  }),
  interjornadaMinutes: z.number(),
  interjornadaAcrossRestDayMinutes: z.number(),
  holidayHoursByCalendarDay: z.boolean(),
  /** Set (true) only in a scenario, from a version's pre_assigned_break. */
  preAssignedBreak: z.boolean().optional(),
});
export type FullRules = z.infer<typeof fullRulesSchema>;

// ── Advanced settings (the company's defaults) ───────────────────────────────────────────────

export const advancedSettingsBodySchema = z
  .object({
    rules: engineRulesSchema,
    /**
     * Where one workday ends and the next begins for punches that fall between two shifts
     * ("HH:MM"); null lets the engine split halfway between the shifts.
     */
    workday_cutoff: timeOfDaySchema.nullable().default(null),
  })
  .strict();
export type AdvancedSettingsBody = z.input<typeof advancedSettingsBodySchema>;

export const advancedSettingsSchema = z.object({
  /** The defaults as stored, merged over the statutory values: every key has a value. */
  rules: fullRulesSchema,
  workday_cutoff: z.string().nullable(),
  updated_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AdvancedSettings = z.infer<typeof advancedSettingsSchema>;

// ── Schedules ────────────────────────────────────────────────────────────────────────────────

/** The AEJ `codHorContratual`: up to 30 characters, letters, digits and - _ . / */
export const scheduleCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(30)
  .regex(/^[A-Za-z0-9._/-]+$/, { message: 'validation.schedule_code' });

export const scheduleBodySchema = z
  .object({
    name: singleLineText().min(1, { message: 'validation.required', abort: true }).max(120),
    code: scheduleCodeSchema,
    schedule: engineScheduleSchema,
    /** Partial: the keys left out take the company's defaults at the time of saving. */
    rules: engineRulesSchema.default({}),
    /** Intervalo pré-assinalado (Portaria 671 art. 83): the break is not punched. */
    pre_assigned_break: z.boolean().default(false),
    /** From which workday this version applies. */
    effective_from: isoDateSchema,
  })
  .strict();
export type ScheduleBody = z.input<typeof scheduleBodySchema>;

export const scheduleVersionSchema = z.object({
  id: z.uuid(),
  effective_from: z.string(),
  schedule: engineScheduleSchema,
  /** What the engine computes with: the overrides given, over the defaults of that day. */
  rules: fullRulesSchema,
  /** The keys the schedule set itself (the rest came from the company defaults). */
  overrides: engineRulesSchema,
  pre_assigned_break: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  created_by: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
});
export type ScheduleVersion = z.infer<typeof scheduleVersionSchema>;

export const scheduleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(['weekly', 'cycle']),
  /** The version in force today (the first one when all start later). */
  current: scheduleVersionSchema,
  versions: z.number().int(),
  /** Employees whose assignment in force today is this schedule. */
  employees: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const SCHEDULE_ORDERINGS = ['name', '-name', 'code', '-code', 'created_at', '-created_at'];

// ── Assignment ───────────────────────────────────────────────────────────────────────────────

export const scheduleAssignmentBodySchema = z
  .object({
    schedule_id: z.uuid({ message: 'validation.uuid' }),
    effective_from: isoDateSchema,
  })
  .strict();
export type ScheduleAssignmentBody = z.input<typeof scheduleAssignmentBodySchema>;

export const scheduleAssignmentSchema = z.object({
  id: z.uuid(),
  schedule: z.object({ id: z.uuid(), name: z.string(), code: z.string() }),
  effective_from: z.string(),
  /** Whether this is the assignment in force today. */
  current: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  created_by: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
});
export type ScheduleAssignment = z.infer<typeof scheduleAssignmentSchema>;

/** A selection of employees, or a whole department (its sub-departments included). */
export const bulkScheduleAssignmentBodySchema = z
  .object({
    schedule_id: z.uuid({ message: 'validation.uuid' }),
    effective_from: isoDateSchema,
    employee_ids: z
      .array(z.uuid({ message: 'validation.uuid' }))
      .min(1)
      .max(1000)
      .optional(),
    department_id: z.uuid({ message: 'validation.uuid' }).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if ((value.employee_ids === undefined) === (value.department_id === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['employee_ids'],
        message: 'validation.employees_or_department',
      });
    }
  });
export type BulkScheduleAssignmentBody = z.input<typeof bulkScheduleAssignmentBodySchema>;

export const bulkScheduleAssignmentResultSchema = z.object({
  /** How many employees got the schedule from that date. */
  assigned: z.number().int(),
});

/** An active employee with no schedule in force today: the timesheet cannot compute them. */
export const unassignedEmployeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  registration: z.string().nullable(),
  admission_date: z.string(),
  /** A schedule that starts later, if one is already assigned. */
  next_schedule_from: z.string().nullable(),
});
export type UnassignedEmployee = z.infer<typeof unassignedEmployeeSchema>;

// ── The engine scenario built from storage ───────────────────────────────────────────────────

/** At most a year per scenario, as the engine computes. */
export const scenarioQuerySchema = z
  .object({
    employee_id: z.uuid({ message: 'validation.uuid' }),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .superRefine((value, ctx) => {
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_range' });
      return;
    }
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
    if (days > 365)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.period_too_long' });
  });
export type ScenarioQuery = z.infer<typeof scenarioQuerySchema>;

const scenarioVersionSchema = z.object({
  from: z.string(),
  schedule: engineScheduleSchema,
  rules: fullRulesSchema,
});

/** The engine's input (shared/guide/time-engine.md) plus `versions` when the schedule changes. */
export const scenarioSchema = z.object({
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  schedule: engineScheduleSchema,
  rules: fullRulesSchema,
  versions: z.array(scenarioVersionSchema).optional(),
  holidays: z.array(z.string()),
  absences: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['justified', 'unjustified']),
      /** Partial-day leave: the minutes justified. */
      minutes: z.number().int().optional(),
    }),
  ),
  punches: z.array(z.string()),
});
export type EngineScenario = z.infer<typeof scenarioSchema>;
