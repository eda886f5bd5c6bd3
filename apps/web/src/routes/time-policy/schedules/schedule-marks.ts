import type { EngineSchedule } from '@ponteiro/shared';
import { dayNumber, weekdayOf } from '../../../lib/calendar-dates';

// Scheduled times as plain numbers: "HH:MM" as minutes from the day's midnight (dates are
// lib/calendar-dates.ts's UTC day numbers).

export type Pair = readonly [string, string];

const DAY_MINUTES = 1440;

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
