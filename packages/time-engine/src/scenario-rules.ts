// The scenario's `rules`: optional and partial, merged over the statutory DEFAULT_RULES (nested
// `night` and `breaks` partial too). Keys the engine does not know are ignored, as elsewhere in the
// scenario: the contract lets callers send more than it names (a night premium, say).

import { DEFAULT_RULES } from './rules.js';
import {
  field,
  item,
  readAmount,
  readBoolean,
  readList,
  readObject,
  readString,
  ScenarioError,
} from './scenario-read.js';
import { readTimeOfDay } from './scenario-time.js';
import { type Rules, WEEKDAYS, type Weekday } from './types.js';

/** Minutes: whole numbers, since the engine counts whole minutes. */
const MINUTE_RULES = [
  'tolerancePerMark',
  'tolerancePerDay',
  'interjornadaMinutes',
  'interjornadaAcrossRestDayMinutes',
] as const;
/** Percentages: any number ≥ 0 (a CCT may set 62.5). */
const RATE_RULES = ['overtimeRate', 'restDayRate'] as const;
const BREAK_RULES = ['shortAfter', 'shortBreak', 'longAfter', 'longBreak'] as const;

export const WEEKDAY_LIST = `${WEEKDAYS.slice(1).join(', ')}, sun`;

function readWeekday(value: unknown, path: string): Weekday {
  const name = readString(value, path, `a weekday (${WEEKDAY_LIST})`);
  if (!(WEEKDAYS as readonly string[]).includes(name)) {
    throw new ScenarioError(
      path,
      `unknown weekday ${JSON.stringify(name)} (expected ${WEEKDAY_LIST})`,
    );
  }
  return name as Weekday;
}

export function readRules(value: unknown, path: string): Rules {
  const rules: Rules = {
    ...DEFAULT_RULES,
    night: { ...DEFAULT_RULES.night },
    breaks: { ...DEFAULT_RULES.breaks },
    restDays: [...DEFAULT_RULES.restDays],
  };
  if (value === undefined || value === null) return rules;
  const raw = readObject(value, path, 'an object of rules');

  for (const key of MINUTE_RULES) {
    if (raw[key] !== undefined) rules[key] = readAmount(raw[key], field(path, key), true);
  }
  for (const key of RATE_RULES) {
    if (raw[key] !== undefined) rules[key] = readAmount(raw[key], field(path, key), false);
  }
  if (raw.hoursBank !== undefined)
    rules.hoursBank = readBoolean(raw.hoursBank, field(path, 'hoursBank'));
  if (raw.holidayHoursByCalendarDay !== undefined) {
    rules.holidayHoursByCalendarDay = readBoolean(
      raw.holidayHoursByCalendarDay,
      field(path, 'holidayHoursByCalendarDay'),
    );
  }
  // Off when left out, and then not set at all: DEFAULT_RULES has no such key (see types.ts).
  if (raw.preAssignedBreak !== undefined) {
    rules.preAssignedBreak = readBoolean(raw.preAssignedBreak, field(path, 'preAssignedBreak'));
  }
  if (raw.restDays !== undefined) {
    const listPath = field(path, 'restDays');
    const days = readList(raw.restDays, listPath, `a list of weekdays (${WEEKDAY_LIST})`).map(
      (day, k) => readWeekday(day, item(listPath, k)),
    );
    rules.restDays = WEEKDAYS.filter((day) => days.includes(day));
  }

  if (raw.breaks !== undefined) {
    const breaksPath = field(path, 'breaks');
    const breaks = readObject(raw.breaks, breaksPath, 'an object of break rules');
    for (const key of BREAK_RULES) {
      if (breaks[key] !== undefined)
        rules.breaks[key] = readAmount(breaks[key], field(breaksPath, key), true);
    }
  }

  if (raw.night !== undefined) {
    const nightPath = field(path, 'night');
    const night = readObject(raw.night, nightPath, 'an object of night rules');
    for (const key of ['start', 'end'] as const) {
      // Validated as minutes, kept as the "HH:MM" text the types and the engine use.
      if (night[key] !== undefined) {
        readTimeOfDay(night[key], field(nightPath, key));
        rules.night[key] = night[key] as string;
      }
    }
    for (const key of ['reducedHour', 'extendAfterEnd'] as const) {
      if (night[key] !== undefined)
        rules.night[key] = readBoolean(night[key], field(nightPath, key));
    }
    if (rules.night.start === rules.night.end) {
      throw new ScenarioError(
        nightPath,
        `start and end are both ${rules.night.start} (the night window needs two different times)`,
        'night_window_empty',
      );
    }
  }
  return rules;
}
