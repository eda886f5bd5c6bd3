import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';
import { isoDateSchema } from '../validators/date-schemas.js';
import { singleLineText } from '../validators/text-schemas.js';
import { importResultSchema } from './import-result.js';

// Holidays: the national ones come from the engine (never typed), the federal optional days are
// adopted year by year, and the company keeps its state, municipal and own days.
// Paths: time-policy/holidays/[:id/], time-policy/holidays/calendar/, time-policy/holidays/optional/,
// time-policy/holidays/import/.

export const OPTIONAL_HOLIDAYS = [
  'carnival_monday',
  'carnival_tuesday',
  'ash_wednesday',
  'corpus_christi',
] as const;
export type OptionalHolidayKey = (typeof OPTIONAL_HOLIDAYS)[number];

export const HOLIDAY_SCOPES = ['state', 'municipal', 'company'] as const;
export type HolidayScope = (typeof HOLIDAY_SCOPES)[number];

export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export const holidayBodySchema = z
  .object({
    date: isoDateSchema,
    name: singleLineText().min(1, { message: 'validation.required', abort: true }).max(120),
    scope: z.enum(HOLIDAY_SCOPES),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(BRAZIL_STATES, { message: 'validation.state' }))
      .nullish()
      .transform((v) => v ?? null),
    city: singleLineText()
      .max(100)
      .nullish()
      .transform((v) => (v ? v : null)),
    subsidiary_id: z
      .uuid({ message: 'validation.uuid' })
      .nullish()
      .transform((v) => v ?? null),
    recurring: z.boolean().default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    // Each scope names where it applies, and only that.
    const need = (field: 'state' | 'city') =>
      value[field]
        ? undefined
        : ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    if (value.scope === 'state') need('state');
    if (value.scope === 'municipal') {
      need('state');
      need('city');
    }
    if (value.scope !== 'company' && value.subsidiary_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['subsidiary_id'],
        message: 'validation.holiday_subsidiary',
      });
    }
  });
export type HolidayBody = z.input<typeof holidayBodySchema>;

export const holidaySchema = z.object({
  id: z.uuid(),
  date: z.string(),
  name: z.string(),
  scope: z.enum(HOLIDAY_SCOPES),
  state: z.string().nullable(),
  city: z.string().nullable(),
  subsidiary_id: z.uuid().nullable(),
  recurring: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListQuerySchema = listQuerySchema.extend({
  year: z.coerce.number().int().min(1900).max(2199).optional(),
  scope: z.enum(HOLIDAY_SCOPES).optional(),
});

/** One day of the calendar of a year, for a workplace or for the whole company. */
export const calendarDaySchema = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(['national', 'optional', 'state', 'municipal', 'company']),
  /** The stored holiday (null for national and optional days). */
  id: z.uuid().nullable(),
  /** Optional days: the engine id, and whether the company adopted it that year. */
  optional: z.enum(OPTIONAL_HOLIDAYS).nullable(),
  adopted: z.boolean(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  subsidiary_id: z.uuid().nullable(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2199),
  /** The days of this workplace only (its state and city); absent = every day the company keeps. */
  subsidiary_id: z.uuid({ message: 'validation.uuid' }).optional(),
});

export const holidayAdoptionBodySchema = z
  .object({
    year: z.number().int().min(1900).max(2199),
    adopted: z.array(z.enum(OPTIONAL_HOLIDAYS)).max(OPTIONAL_HOLIDAYS.length),
  })
  .strict();

export const holidayImportResultSchema = importResultSchema({ updates: false });
export type HolidayImportResult = z.infer<typeof holidayImportResultSchema>;
export const holidayImportQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
