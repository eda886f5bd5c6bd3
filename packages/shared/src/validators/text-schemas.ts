import { z } from 'zod';
import { isAlphanumeric, isCleanText, isNameLike, normalizeNameLike } from './text.js';

// Length failures keep zod's own issue (code too_small/too_big with minimum/maximum): the shared
// `translateIssue` turns them into `validation.too_short`/`too_long` with the number filled in,
// which a fixed `{ message: 'validation.too_short' }` could not carry.

/** The issue of text holding a control or invisible character (see `forbiddenCharacter`). */
export const CONTROL_CHARACTERS = {
  message: 'validation.control_characters',
  abort: true,
} as const;

const isSingleLine = (value: string) => isCleanText(value);
const isMultiLine = (value: string) => isCleanText(value, { multiline: true });

/**
 * Free single-line text (names of things, codes, search terms, address parts): trimmed, then
 * refused with `validation.control_characters` when it holds a control or invisible character
 * (tab and line breaks included). Chain `.min()`/`.max()` after it; the check aborts first, so a
 * 100k-character string of NULs reports one message.
 */
export function singleLineText() {
  return z.string().trim().refine(isSingleLine, CONTROL_CHARACTERS);
}

/** Like `singleLineText`, but tab, LF and CR are allowed (notes, descriptions). */
export function multiLineText() {
  return z.string().trim().refine(isMultiLine, CONTROL_CHARACTERS);
}

/** A person's or company's name: normalized (see text.ts), then `min`..`max` characters. */
export function nameLikeSchema(min = 2, max = 120) {
  return z
    .string()
    .overwrite(normalizeNameLike)
    .min(1, { message: 'validation.required', abort: true })
    .refine(isSingleLine, CONTROL_CHARACTERS)
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
    .refine(isSingleLine, CONTROL_CHARACTERS)
    .max(max)
    .refine(isAlphanumeric, { message: 'validation.alphanumeric', abort: true });
}
