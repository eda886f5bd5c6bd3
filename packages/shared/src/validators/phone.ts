import { COUNTRY_CODES, type DialCode } from '../constants/index.js';

// Phone numbers are stored as digits only, without the country code (that is a separate field).

const PHONE_SEPARATORS = /[\s()-]/g;
const ANY_PHONE = /^\d{8,15}$/;
/** Brazil: DDD (2 digits) + 8-digit landline or 9-digit mobile. */
const BRAZIL_PHONE = /^\d{10,11}$/;

export const DIAL_CODES = COUNTRY_CODES.map((c) => c.dialCode) as [DialCode, ...DialCode[]];

export function isDialCode(value: string): value is DialCode {
  return (DIAL_CODES as readonly string[]).includes(value);
}

/** Strips spaces, dashes and parentheses: `(11) 98765-4321` → `11987654321`. */
export function normalizePhone(value: string): string {
  return value.replace(PHONE_SEPARATORS, '');
}

/**
 * 8–15 digits after normalising (E.164 allows at most 15); with `+55`, 10–11 digits including the
 * DDD. A `+` or a country code inside the number is not accepted: it has its own field.
 */
export function isValidPhone(value: string, dialCode?: string | null): boolean {
  const phone = normalizePhone(value);
  return dialCode === '+55' ? BRAZIL_PHONE.test(phone) : ANY_PHONE.test(phone);
}
