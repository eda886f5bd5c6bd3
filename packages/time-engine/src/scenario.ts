// The contract's JSON input (shared/guide/time-engine.md) → the typed Scenario, or a ScenarioError
// that names the field. Unknown keys are ignored at the top level and inside `schedule` and `rules`
// (the contract lets callers send more); inside a `versions` entry they are errors, since a
// misspelt "from" or "rules" would silently change which terms a workday gets.

import {
  describe,
  field,
  item,
  readList,
  readObject,
  readString,
  ScenarioError,
} from './scenario-read.js';
import { readRules, WEEKDAY_LIST } from './scenario-rules.js';
import { dayNumber, readDate, readPunch, readTimeOfDay, readTimeZone } from './scenario-time.js';
import type {
  Absence,
  AbsenceKind,
  DaySchedule,
  Scenario,
  Schedule,
  ScheduleVersion,
  TimePair,
  Weekday,
} from './types.js';
import { WEEKDAYS } from './types.js';

export { ScenarioError, type ScenarioProblem } from './scenario-read.js';

/** A year, leap or not: longer periods are split by the caller (and bound the work per call). */
const MAX_PERIOD_DAYS = 366;
const MAX_PATTERN_DAYS = 366;
/** Far more than a period sees; bounds the work a bad input can ask for. */
const MAX_VERSIONS = 50;
const VERSION_KEYS = ['from', 'schedule', 'rules'];
const DAY_MINUTES = 24 * 60;
const PAIR = '["HH:MM","HH:MM"]';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The next occurrence of `time` (minutes of the day) at or after `previous` (minutes from the day's start). */
function nextAt(previous: number, time: number, allowSame: boolean): number {
  const candidate = Math.floor(previous / DAY_MINUTES) * DAY_MINUTES + time;
  return candidate < previous || (!allowSame && candidate === previous)
    ? candidate + DAY_MINUTES
    : candidate;
}

/**
 * One day's pairs. Times are read in order, each at its next occurrence, as the engine does: an
 * end ≤ its start is the next day ("22:00"–"05:00"), and so is a start earlier than the previous
 * end. A day that way spans at most 24 h; beyond that the pairs overlap or are out of order.
 */
function readDaySchedule(value: unknown, path: string): DaySchedule {
  const pairs = readList(value, path, `a list of ${PAIR} pairs`);
  const day: DaySchedule = [];
  let first = 0;
  let previous = 0;
  pairs.forEach((pair, k) => {
    const pairPath = item(path, k);
    if (!Array.isArray(pair) || pair.length !== 2) {
      throw new ScenarioError(
        pairPath,
        `expected a pair ${PAIR}, got ${describe(pair)}${Array.isArray(pair) ? ` of ${pair.length}` : ''}`,
      );
    }
    const startTime = readTimeOfDay(pair[0], item(pairPath, 0));
    const endTime = readTimeOfDay(pair[1], item(pairPath, 1));
    const start = k === 0 ? startTime : nextAt(previous, startTime, true);
    const end = nextAt(start, endTime, false);
    if (k === 0) first = start;
    if (end - first > DAY_MINUTES) {
      // A start read as the next day because it is earlier than the previous end.
      const overlaps = k > 0 && startTime < previous % DAY_MINUTES;
      throw new ScenarioError(
        pairPath,
        overlaps
          ? `overlaps the previous pair (starts at ${hhmm(startTime)}, before the previous pair ends at ${hhmm(previous)}; pairs go in chronological order and a day spans at most 24 h)`
          : `the day's pairs span from ${hhmm(first)} to ${hhmm(end)} of the next day, more than 24 h`,
        overlaps ? 'pairs_overlap' : 'day_over_24h',
      );
    }
    previous = end;
    day.push([pair[0], pair[1]] as TimePair);
  });
  return day;
}

function readSchedule(value: unknown, path: string): Schedule {
  const raw = readObject(value, path, 'a schedule object ({ "kind": "weekly" | "cycle", … })');
  const kind = readString(raw.kind, field(path, 'kind'), '"weekly" or "cycle"');
  if (kind === 'weekly') {
    const daysPath = field(path, 'days');
    const days = readObject(raw.days, daysPath, `an object keyed by ${WEEKDAY_LIST}`);
    for (const key of Object.keys(days)) {
      if (!(WEEKDAYS as readonly string[]).includes(key)) {
        throw new ScenarioError(field(daysPath, key), `unknown weekday (expected ${WEEKDAY_LIST})`);
      }
    }
    // Every weekday present: a missing one is a day off.
    const week = Object.fromEntries(
      WEEKDAYS.map((name) => [
        name,
        days[name] === undefined ? [] : readDaySchedule(days[name], field(daysPath, name)),
      ]),
    ) as Record<Weekday, DaySchedule>;
    return { kind, days: week };
  }
  if (kind === 'cycle') {
    const anchor = readDate(raw.anchor, field(path, 'anchor'));
    const patternPath = field(path, 'pattern');
    const pattern = readList(raw.pattern, patternPath, 'a list of day schedules');
    if (pattern.length === 0 || pattern.length > MAX_PATTERN_DAYS) {
      throw new ScenarioError(
        patternPath,
        `expected 1 to ${MAX_PATTERN_DAYS} day schedules, got ${pattern.length}`,
      );
    }
    return {
      kind,
      anchor,
      pattern: pattern.map((day, k) => readDaySchedule(day, item(patternPath, k))),
    };
  }
  throw new ScenarioError(
    field(path, 'kind'),
    `unknown schedule kind ${JSON.stringify(kind)} (expected "weekly" or "cycle")`,
  );
}

/** Absent and null both mean "none": JSON writers often emit null for an empty optional field. */
const optionalList = (value: unknown, path: string, expected: string) =>
  value === undefined || value === null ? [] : readList(value, path, expected);

function readAbsences(value: unknown): ({ date: string } & Absence)[] {
  const byDate = new Map<string, { kind: AbsenceKind; minutes?: number; path: string }>();
  optionalList(value, 'absences', 'a list of { "date", "kind" }').forEach((entry, k) => {
    const path = item('absences', k);
    // Extra keys (a note, a reason) are allowed: they are records, not rules.
    const raw = readObject(
      entry,
      path,
      '{ "date": "YYYY-MM-DD", "kind": "justified" | "unjustified" }',
    );
    const date = readDate(raw.date, field(path, 'date'));
    const kind = readString(raw.kind, field(path, 'kind'), '"justified" or "unjustified"');
    if (kind !== 'justified' && kind !== 'unjustified') {
      throw new ScenarioError(
        field(path, 'kind'),
        `unknown absence kind ${JSON.stringify(kind)} (expected "justified" or "unjustified")`,
      );
    }
    // A partial-day leave: the justified minutes (a whole day when absent).
    let minutes: number | undefined;
    if (raw.minutes !== undefined && raw.minutes !== null) {
      if (kind !== 'justified') {
        throw new ScenarioError(field(path, 'minutes'), 'only a justified absence has minutes');
      }
      if (typeof raw.minutes !== 'number' || !Number.isInteger(raw.minutes) || raw.minutes < 1) {
        throw new ScenarioError(field(path, 'minutes'), 'expected a whole number of minutes ≥ 1');
      }
      minutes = raw.minutes;
    }
    const earlier = byDate.get(date);
    if (earlier && earlier.kind !== kind) {
      throw new ScenarioError(path, `${date} is already ${earlier.kind} at ${earlier.path}`);
    }
    // Two records of one day: a whole-day one wins, else the minutes add up.
    if (!earlier) byDate.set(date, { kind, minutes, path });
    else if (earlier.minutes !== undefined) {
      earlier.minutes = minutes === undefined ? undefined : earlier.minutes + minutes;
    }
  });
  return [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, { kind, minutes }]) =>
      minutes === undefined ? { date, kind } : { date, kind, minutes },
    );
}

/**
 * `versions`: a schedule and rules from a date on, strictly ascending by `from`. Each is complete:
 * `schedule` is required and `rules` defaults to the statutory rules like the top-level one (not
 * to the top-level rules), so a version means the same wherever it sits in the list.
 */
function readVersions(value: unknown): ScheduleVersion[] {
  const list = optionalList(value, 'versions', 'a list of { "from", "schedule", "rules" }');
  if (list.length > MAX_VERSIONS) {
    throw new ScenarioError(
      'versions',
      `expected at most ${MAX_VERSIONS} versions, got ${list.length}`,
    );
  }
  const versions: ScheduleVersion[] = [];
  list.forEach((entry, k) => {
    const path = item('versions', k);
    const raw = readObject(entry, path, '{ "from": "YYYY-MM-DD", "schedule": {…}, "rules": {…} }');
    for (const key of Object.keys(raw)) {
      if (!VERSION_KEYS.includes(key)) {
        throw new ScenarioError(field(path, key), 'unknown key (expected from, schedule, rules)');
      }
    }
    const from = readDate(raw.from, field(path, 'from'));
    const previous = versions[k - 1];
    // Valid YYYY-MM-DD dates compare as text.
    if (previous && from <= previous.from) {
      throw new ScenarioError(
        field(path, 'from'),
        `${from} is not after ${item('versions', k - 1)}.from (${previous.from}); versions go in ascending order`,
      );
    }
    versions.push({
      from,
      schedule: readSchedule(raw.schedule, field(path, 'schedule')),
      rules: readRules(raw.rules, field(path, 'rules')),
    });
  });
  return versions;
}

/**
 * Checks and types a scenario. Punches without an offset are read in `timezone`; across a DST
 * change the offset before the change is used (see wallToInstant). Throws ScenarioError.
 */
export function parseScenario(raw: unknown): Scenario {
  const input = readObject(raw, '', 'the scenario to be a JSON object');
  const timezone = readTimeZone(input.timezone, 'timezone');
  const from = readDate(input.from, 'from');
  const to = readDate(input.to, 'to');
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) throw new ScenarioError('to', `${to} is before from (${from})`);
  if (days > MAX_PERIOD_DAYS) {
    throw new ScenarioError(
      'to',
      `the period ${from}…${to} has ${days} days (at most ${MAX_PERIOD_DAYS})`,
    );
  }
  const schedule = readSchedule(input.schedule, 'schedule');
  const rules = readRules(input.rules, 'rules');
  const versions = readVersions(input.versions);
  const holidays = optionalList(input.holidays, 'holidays', 'a list of dates YYYY-MM-DD').map(
    (date, k) => readDate(date, item('holidays', k)),
  );
  const absences = readAbsences(input.absences);
  const punches = optionalList(input.punches, 'punches', 'a list of ISO 8601 times').map(
    (punch, k) => readPunch(punch, item('punches', k), timezone),
  );
  return {
    timezone,
    from,
    to,
    schedule,
    rules,
    // Left out when empty: a scenario without versions reads exactly as before.
    ...(versions.length > 0 ? { versions } : {}),
    holidays: [...new Set(holidays)].sort(),
    absences,
    punches,
  };
}
