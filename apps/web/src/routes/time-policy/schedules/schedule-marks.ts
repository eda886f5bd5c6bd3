import type { EngineSchedule, WeekdayKey } from '@ponteiro/shared';

// Calendar dates and scheduled times as plain numbers: dates are "YYYY-MM-DD" read as UTC days
// (so the browser's zone never shifts them), times "HH:MM" as minutes from the day's midnight.

export type Pair = readonly [string, string];

const DAY_MINUTES = 1440;
const DAY_MS = 86_400_000;
/** Date#getUTCDay order (Sunday first) → the contract's weekday keys. */
const BY_UTC_DAY: readonly WeekdayKey[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): WeekdayKey {
  return BY_UTC_DAY[new Date(dayNumber(date) * DAY_MS).getUTCDay()]!;
}

/** "HH:MM" → minutes of the day. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A day's pairs as minutes from that day's midnight, each time at its next occurrence after the
 * one before, as the engine reads a day: an out not after its in ("22:00"–"05:00") ends the next
 * morning, and an in earlier than the previous out is on the next day too.
 */
export function markMinutes(pairs: readonly Pair[]): [number, number][] {
  let last = -1;
  const next = (time: string, strictlyAfter: boolean) => {
    let at = Math.max(0, Math.floor(last / DAY_MINUTES)) * DAY_MINUTES + minutesOf(time);
    if (at < last || (strictlyAfter && at === last)) at += DAY_MINUTES;
    last = at;
    return at;
  };
  return pairs.map(([start, end]) => [next(start, false), next(end, true)]);
}

/** The scheduled pairs on a calendar date: its weekday's, or its place in the cycle. */
export function pairsOn(schedule: EngineSchedule, date: string): readonly Pair[] {
  if (schedule.kind === 'weekly') return schedule.days[weekdayOf(date)] ?? [];
  const length = schedule.pattern.length;
  const index = (((dayNumber(date) - dayNumber(schedule.anchor)) % length) + length) % length;
  return schedule.pattern[index] ?? [];
}
