import { z } from 'zod';
import { isValidTimeZone } from './timezone.js';

/** An IANA zone known to Intl, e.g. the browser's `Timezone` header or a company setting. */
export const timezoneSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .refine(isValidTimeZone, { message: 'validation.timezone', abort: true });

/**
 * `YYYY-MM-DD`, a real calendar date. zod's ISO date check already rejects `2023-02-29` and keeps
 * `format: date` in the generated OpenAPI; `isIsoDate` is the same rule without zod.
 */
export const isoDateSchema = z.iso.date({ message: 'validation.date' });
