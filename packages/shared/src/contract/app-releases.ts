import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';
import { multiLineText } from '../validators/text-schemas.js';

// Mobile app releases (issue 16, back-office): what the apps compare against to offer or force
// an update. The back-office manages them under admin-<slug>/app_history/.

export const APP_RELEASE_PLATFORMS = ['android', 'ios'] as const;
export type AppReleasePlatform = (typeof APP_RELEASE_PLATFORMS)[number];

/** `major.minor.patch`, each part 0..9999 without leading zeros (`1.2.3`, `10.0.0`). */
export const APP_VERSION_PATTERN = /^(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})$/;

/** Release notes, per language. */
export const APP_RELEASE_NOTES_MAX = 5000;

/** Compares two versions of `APP_VERSION_PATTERN` part by part: <0, 0 or >0. */
export function compareAppVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const versionSchema = z
  .string()
  .trim()
  .regex(APP_VERSION_PATTERN, { message: 'validation.app_version' });

export const appReleaseSchema = z
  .object({
    id: z.uuid(),
    platform: z.enum(APP_RELEASE_PLATFORMS),
    version: z.string(),
    build: z.number().int(),
    notes_pt: z.string(),
    notes_en: z.string(),
    /** Older versions must update before use; null: none. */
    min_supported_version: z.string().nullable(),
    forced_update: z.boolean(),
    released_at: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AppRelease' });
export type AppRelease = z.infer<typeof appReleaseSchema>;

const notes = () => multiLineText().max(APP_RELEASE_NOTES_MAX).default('');

export const appReleaseBodySchema = z
  .object({
    platform: z.enum(APP_RELEASE_PLATFORMS),
    version: versionSchema,
    build: z.number().int().min(1).max(2_147_483_647),
    notes_pt: notes(),
    notes_en: notes(),
    min_supported_version: versionSchema.nullish().transform((v) => v ?? null),
    forced_update: z.boolean().default(false),
    /** Default: now. */
    released_at: z.iso
      .datetime({ offset: true, message: 'validation.datetime' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict()
  .refine(
    (b) => !b.min_supported_version || compareAppVersions(b.min_supported_version, b.version) <= 0,
    { message: 'validation.app_min_version', path: ['min_supported_version'] },
  );
export type AppReleaseBody = z.input<typeof appReleaseBodySchema>;

export const appReleaseListQuerySchema = listQuerySchema.extend({
  platform: z.enum(APP_RELEASE_PLATFORMS).optional(),
  /** One release: the answer is `{ data: release }` instead of a page. */
  id: z.uuid({ message: 'validation.uuid' }).optional(),
});
export type AppReleaseListQuery = z.infer<typeof appReleaseListQuerySchema>;

/** `?id=` of the edit (PUT app_history/?id=). */
export const appReleaseIdQuerySchema = z.object({ id: z.uuid({ message: 'validation.uuid' }) });
