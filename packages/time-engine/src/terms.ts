// The schedule and rules in force on each workday. A scenario may change them from a date on
// (`versions`); everything that depends on them is read per workday from its PlannedDay's terms,
// resolved once per day here rather than looked up for every punch.

import { dayOf } from './clock.js';
import { type Rules, type Scenario, type Schedule, WEEKDAYS } from './types.js';

/** One schedule version, with what every day under it shares computed once. */
export interface Terms {
  schedule: Schedule;
  rules: Rules;
  /** The overtime keys of the output: a day carries its own version's two rates. */
  otRate: string;
  restRate: string;
  /** By weekday index (0 = Sunday): a weekly rest day. */
  restWeekdays: boolean[];
  /** A cycle's anchor as a day number (0 for a weekly schedule, which has none). */
  anchorDay: number;
}

export function termsOf(schedule: Schedule, rules: Rules): Terms {
  const rest = new Set(rules.restDays);
  return {
    schedule,
    rules,
    otRate: String(rules.overtimeRate),
    restRate: String(rules.restDayRate),
    restWeekdays: WEEKDAYS.map((weekday) => rest.has(weekday)),
    anchorDay: schedule.kind === 'cycle' ? dayOf(schedule.anchor) : 0,
  };
}

/**
 * The terms of each day `first`…`last` (day numbers), in order: the top-level ones, then from each
 * version's `from` that version's. Versions are strictly ascending (the parser checks it), so one
 * pass over the days and the list does.
 */
export function termsByDay(scenario: Scenario, first: number, last: number): Terms[] {
  const base = termsOf(scenario.schedule, scenario.rules);
  const versions = scenario.versions ?? [];
  const byDay: Terms[] = [];
  let current = base;
  let next = 0;
  for (let day = first; day <= last; day++) {
    const before = next;
    while (next < versions.length && dayOf(versions[next]!.from) <= day) next += 1;
    if (next !== before) {
      const version = versions[next - 1]!;
      current = termsOf(version.schedule, version.rules);
    }
    byDay.push(current);
  }
  return byDay;
}
