import { dateOf, localToInstant, parseTimeOfDay, weekdayIndex } from './clock.js';
import type { Interval } from './intervals.js';
import { type Terms, termsByDay } from './terms.js';
import { type DaySchedule, type Scenario, WEEKDAYS, type Weekday } from './types.js';

export type { Interval };

/** One workday (jornada) as planned: its schedule in instants and what kind of day it is. */
export interface PlannedDay {
  day: number;
  date: string;
  weekday: Weekday;
  holiday: boolean;
  restDay: boolean;
  /** Scheduled pairs as instants; empty on a day off. */
  marks: Interval[];
  /** Where the workday sits in time: its scheduled span, or local noon on a day without one. */
  anchor: Interval;
  /** The schedule and rules in force on the day the workday starts. */
  terms: Terms;
}

/** A punch that would open a pair still closes the open one when it comes this soon. */
const MAX_PAIR_MINUTES = 16 * 60;

function scheduleOf(terms: Terms, day: number, weekday: Weekday): DaySchedule {
  const { schedule } = terms;
  if (schedule.kind === 'weekly') return schedule.days[weekday] ?? [];
  const length = schedule.pattern.length;
  const index = (((day - terms.anchorDay) % length) + length) % length;
  return schedule.pattern[index] ?? [];
}

/**
 * The pairs of a day as instants: each time later than the one before it on the same day, and a
 * time not after the previous one is on the next day ("22:00"–"05:00" ends the next morning).
 */
export function marksOf(zone: string, day: number, pairs: DaySchedule): Interval[] {
  const marks: Interval[] = [];
  let previous = -1;
  let dayOffset = 0;
  const at = (time: string, strictlyAfter: boolean) => {
    const minute = parseTimeOfDay(time);
    if (previous >= 0 && (strictlyAfter ? minute <= previous : minute < previous)) dayOffset += 1;
    previous = minute;
    return localToInstant(zone, day, dayOffset * 1440 + minute);
  };
  for (const [start, end] of pairs) {
    const from = at(start, false);
    marks.push([from, at(end, true)]);
  }
  return marks;
}

/** The workdays `first`…`last` (day numbers) of a scenario, each under its version's terms. */
export function planDays(scenario: Scenario, first: number, last: number): PlannedDay[] {
  const holidays = new Set(scenario.holidays);
  const termsOfDay = termsByDay(scenario, first, last);
  const plans: PlannedDay[] = [];
  for (let day = first; day <= last; day++) {
    const index = weekdayIndex(day);
    const weekday = WEEKDAYS[index]!;
    const date = dateOf(day);
    const terms = termsOfDay[day - first]!;
    const marks = marksOf(scenario.timezone, day, scheduleOf(terms, day, weekday));
    const noon = localToInstant(scenario.timezone, day, 720);
    plans.push({
      day,
      date,
      weekday,
      holiday: holidays.has(date),
      restDay: terms.restWeekdays[index]!,
      marks,
      anchor: marks.length > 0 ? [marks[0]![0], marks[marks.length - 1]![1]] : [noon, noon],
      terms,
    });
  }
  return plans;
}

/**
 * Which workday each punch belongs to. Workdays meet halfway between one's scheduled end and the
 * next one's start (noon stands in for a day without schedule), so a night shift keeps the
 * morning punches of the next calendar day. A punch that closes an open pair stays with its
 * workday across that line when it is at most 16 h after the pair's start (overtime past the
 * line is still that workday's).
 */
export function assignPunches(plans: PlannedDay[], punches: readonly number[]): number[][] {
  const byDay: number[][] = plans.map(() => []);
  let current = 0;
  for (const punch of punches) {
    const open = byDay[current]!;
    const closesPair =
      open.length % 2 === 1 &&
      punch - open[open.length - 1]! <= MAX_PAIR_MINUTES &&
      !nearerNextStart(plans, current, punch);
    if (!closesPair) {
      while (
        current < plans.length - 1 &&
        punch >= boundary(plans[current]!, plans[current + 1]!)
      ) {
        current += 1;
      }
      if (current === 0 && punch < boundary(plans[0]!, plans[0]!, true)) continue;
    }
    byDay[current]!.push(punch);
  }
  return byDay;
}

/**
 * Past the line into the next workday, a punch nearer that workday's start than the line is its
 * entry, not the end of an open pair: a forgotten lunch punch must not pull tomorrow's 07:55 into
 * today (a 15 h "shift"). Overtime that runs past the line still closes its pair.
 */
function nearerNextStart(plans: PlannedDay[], current: number, punch: number): boolean {
  const day = plans[current]!;
  const next = plans[current + 1];
  if (!next) return false;
  const line = boundary(day, next);
  return punch >= line && punch - line > next.anchor[0] - punch;
}

/** The line between two consecutive workdays (or, with `before`, the start of the first one). */
function boundary(day: PlannedDay, next: PlannedDay, before = false): number {
  if (before) return day.anchor[0] - (24 * 60 - (day.anchor[1] - day.anchor[0])) / 2;
  return Math.floor((day.anchor[1] + next.anchor[0]) / 2);
}
