import { z } from 'zod';
import type { DialCode } from '../constants/index.js';
import { DIAL_CODES, isValidPhone, normalizePhone } from './phone.js';
import { requiredText } from './required-text.js';

/** One of the product's COUNTRY_CODES (`+55`, `+91`, `+86`, `+1`), written exactly so. */
export const dialCodeSchema = z.enum(DIAL_CODES, { message: 'validation.invalid_value' });

/** Any supported country: digits only after normalizing, 8–15 of them. Outputs the digits. */
export const phoneSchema = requiredText()
  .overwrite(normalizePhone)
  .refine((v) => isValidPhone(v), { message: 'validation.phone', abort: true });

/** A phone whose country is already known (`+55` → 10–11 digits including the DDD). */
export function phoneSchemaFor(dialCode: DialCode) {
  return requiredText()
    .overwrite(normalizePhone)
    .refine((v) => isValidPhone(v, dialCode), { message: 'validation.phone', abort: true });
}

export interface PhoneFields {
  phone?: string | null | undefined;
  country_code?: string | null | undefined;
}

/**
 * Object-level check for `{ phone, country_code }` (e.g. sign-up) where the country decides the
 * length; the issue goes on `phone`. Usage: `z.object({ phone: phoneSchema.optional(),
 * country_code: dialCodeSchema.optional() }).superRefine(checkPhoneForDialCode)`.
 */
export function checkPhoneForDialCode<T extends PhoneFields>(value: T, ctx: z.RefinementCtx<T>) {
  if (!value.phone || isValidPhone(value.phone, value.country_code)) return;
  ctx.addIssue({
    code: 'custom',
    message: 'validation.phone',
    path: ['phone'],
    input: value.phone,
  });
}
