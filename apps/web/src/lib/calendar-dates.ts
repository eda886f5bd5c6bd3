// Calendar dates ("YYYY-MM-DD") as UTC day numbers, so the browser's zone never shifts them:
// the week preview, the schedule form and the holiday calendar count days with these.

const DAY_MS = 86_400_000;
/** Date#getUTCDay order (Sunday first), as the engine and the contract name weekdays. */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

export const dayNumber = (date: string): number =>
  Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): WeekdayName {
  return WEEKDAYS[new Date(dayNumber(date) * DAY_MS).getUTCDay()]!;
}
