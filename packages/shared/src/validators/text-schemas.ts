import { z } from 'zod';
import { isAlphanumeric, isNameLike, normalizeNameLike } from './text.js';

// Length failures keep zod's own issue (code too_small/too_big with minimum/maximum): the shared
// `translateIssue` turns them into `validation.too_short`/`too_long` with the number filled in,
// which a fixed `{ message: 'validation.too_short' }` could not carry.

/** A person's or company's name: normalized (see text.ts), then `min`..`max` characters. */
export function nameLikeSchema(min = 2, max = 120) {
  return z
    .string()
    .overwrite(normalizeNameLike)
    .min(1, { message: 'validation.required', abort: true })
    .min(min)
    .max(max)
    .refine(isNameLike, { message: 'validation.name_like', abort: true });
}

/** Codes such as registration numbers: trimmed, 1..`max` ASCII letters/digits. */
export function alphanumericSchema(max: number) {
  return z
    .string()
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(max)
    .refine(isAlphanumeric, { message: 'validation.alphanumeric', abort: true });
}
