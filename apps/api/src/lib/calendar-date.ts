// Calendar dates (`YYYY-MM-DD`) as the API speaks them: one place for the arithmetic the time
// policy, the punches and their lists share.

/** `YYYY-MM-DD` plus `days` on the calendar (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` of an instant in a zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The earlier of two `YYYY-MM-DD` dates (they compare as text). */
export function earlierDate(a: string, b: string): string {
  return a < b ? a : b;
}

/** The later of two `YYYY-MM-DD` dates. */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}
