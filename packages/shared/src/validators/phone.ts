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

/**
 * A stored phone as people read it. Brazil (`+55`, or no dial code): `(11) 98765-4321` for a
 * mobile, `(11) 3456-7890` for a landline. Other countries' numbers and anything that is not
 * a Brazilian shape come back unchanged, so nothing the user typed is lost.
 */
export function formatPhone(value: string, dialCode?: string | null): string {
  if (dialCode && dialCode !== '+55') return value;
  const phone = normalizePhone(value);
  if (!BRAZIL_PHONE.test(phone)) return value;
  const local = phone.slice(2);
  const split = local.length - 4;
  return `(${phone.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}
