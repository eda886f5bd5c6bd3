import { z } from 'zod';
import { singleLineText } from '../validators/text-schemas.js';
import { timeOfDaySchema } from './time-policy.js';

// Time-tracking settings (issue 19): how the company takes punches — which collectors may punch,
// whether a position and a photo are required, the punch card's wording, what counts as an
// abnormal punch and where a workday begins. Path: system/time-tracking/settings/ (GET, PUT).
// A company that never saved gets TIME_TRACKING_DEFAULTS; every change applies from the next punch.

/** Where a punch may come from (the `Accessor` of api.md, plus a device of the company). */
export const PUNCH_COLLECTORS = ['web', 'mobile', 'desktop', 'device'] as const;
export type PunchCollector = (typeof PUNCH_COLLECTORS)[number];
/** required: no position, no punch; recorded: kept when the client gives one (flags otherwise). */
export const GEOLOCATION_MODES = ['required', 'recorded'] as const;
export type GeolocationMode = (typeof GEOLOCATION_MODES)[number];
/** A photo at a punch: not asked, asked but optional, or required. */
export const PUNCH_PHOTO_MODES = ['off', 'optional', 'required'] as const;
export type PunchPhotoMode = (typeof PUNCH_PHOTO_MODES)[number];

/** The bounds the settings screen and the API both check. */
export const TIME_TRACKING_LIMITS = {
  geofenceRadiusM: { min: 10, max: 5000 },
  photoRetentionDays: { min: 1, max: 3650 },
  cardWording: { max: 200 },
  farFromScheduleMinutes: { min: 1, max: 720 },
  repeatedPunchSeconds: { min: 10, max: 3600 },
} as const;

/** A punch photo's largest size: a phone/webcam JPEG is ~50–200 KB; the JSON body caps at 1 MB. */
export const PUNCH_PHOTO_MAX_BYTES = 512 * 1024;

const int = (bounds: { min: number; max: number }) =>
  z.number().int({ message: 'validation.not_integer' }).min(bounds.min).max(bounds.max);

/** The punch card's wording in one language: null (or blank) is the product's own. */
const wordingSchema = singleLineText()
  .max(TIME_TRACKING_LIMITS.cardWording.max)
  .nullable()
  .transform((v) => (v ? v : null));

export const timeTrackingSettingsBodySchema = z
  .object({
    collectors: z
      .array(z.enum(PUNCH_COLLECTORS))
      .min(1, { message: 'validation.punch_collectors_required' })
      .max(PUNCH_COLLECTORS.length)
      .refine((list) => new Set(list).size === list.length, {
        message: 'validation.invalid_value',
      }),
    geolocation: z.enum(GEOLOCATION_MODES),
    geofence_radius_m: int(TIME_TRACKING_LIMITS.geofenceRadiusM),
    photo: z.enum(PUNCH_PHOTO_MODES),
    photo_retention_days: int(TIME_TRACKING_LIMITS.photoRetentionDays),
    card_wording_pt: wordingSchema,
    card_wording_en: wordingSchema,
    far_from_schedule_minutes: int(TIME_TRACKING_LIMITS.farFromScheduleMinutes),
    repeated_punch_seconds: int(TIME_TRACKING_LIMITS.repeatedPunchSeconds),
    /** "HH:MM": a punch before it belongs to the previous workday (abnormal punches). */
    workday_cutoff: timeOfDaySchema,
  })
  .strict();
export type TimeTrackingSettingsBody = z.input<typeof timeTrackingSettingsBodySchema>;
export type TimeTrackingSettingsValues = z.output<typeof timeTrackingSettingsBodySchema>;

export const timeTrackingSettingsSchema = z
  .object({
    collectors: z.array(z.enum(PUNCH_COLLECTORS)),
    geolocation: z.enum(GEOLOCATION_MODES),
    geofence_radius_m: z.number().int(),
    photo: z.enum(PUNCH_PHOTO_MODES),
    photo_retention_days: z.number().int(),
    card_wording_pt: z.string().nullable(),
    card_wording_en: z.string().nullable(),
    far_from_schedule_minutes: z.number().int(),
    repeated_punch_seconds: z.number().int(),
    workday_cutoff: z.string(),
    /** Null until the company first saves (the defaults apply). */
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'TimeTrackingSettings' });
export type TimeTrackingSettings = z.infer<typeof timeTrackingSettingsSchema>;

/** What a company that never saved gets (the same as the table's column defaults). */
export const TIME_TRACKING_DEFAULTS: TimeTrackingSettingsValues = {
  collectors: [...PUNCH_COLLECTORS],
  geolocation: 'recorded',
  geofence_radius_m: 100,
  photo: 'off',
  photo_retention_days: 90,
  card_wording_pt: null,
  card_wording_en: null,
  // The same as FAR_FROM_SCHEDULE_MINUTES / REPEATED_PUNCH_SECONDS (abnormal-punches.ts), written
  // out: importing them would close an import cycle (abnormal-punches → punches → here).
  far_from_schedule_minutes: 60,
  repeated_punch_seconds: 60,
  workday_cutoff: '00:00',
};
