/** Offset strings such as `+03:00` are not IANA zones (recent engines accept them in Intl). */
const OFFSET = /^[+-]/;

/**
 * A zone the runtime's Intl knows (`America/Sao_Paulo`, `UTC`). Intl is case-insensitive and also
 * accepts legacy links (`Brazil/East`); the value is not rewritten to its canonical name.
 */
export function isValidTimeZone(value: string): boolean {
  if (value === '' || OFFSET.test(value)) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
