// Dates, times of day, time zones and punch instants of the scenario JSON. Everything is checked
// field by field (a regular expression alone would let "2026-02-30" through) and computed with
// Date.UTC plus Intl for zone offsets, so nothing depends on the machine's own time zone.

import { localToInstant } from './clock.js';
import { readString, ScenarioError } from './scenario-read.js';

/** Dates outside this range are typos ("0026", "20266"); it is also the holiday table's range. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2199;
const DAY_MS = 86_400_000;
const EXAMPLE_PUNCH = '2026-08-03T07:58:00-03:00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^(\d{2}):(\d{2})$/;
// Date, "T" or a space, HH:MM, optional :SS and fraction, optional Z or ±HH:MM.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** Why a year-month-day is not a real calendar date, or undefined when it is. */
function calendarProblem(year: number, month: number, day: number): string | undefined {
  if (year < MIN_YEAR || year > MAX_YEAR) return `year ${year} is outside ${MIN_YEAR}–${MAX_YEAR}`;
  if (month < 1 || month > 12) return `month ${pad(month)} does not exist`;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > length) return `${year}-${pad(month)} has ${length} days`;
  return undefined;
}

/** "YYYY-MM-DD", a real calendar date. */
export function readDate(value: unknown, path: string): string {
  const text = readString(value, path, 'a date YYYY-MM-DD');
  const match = DATE.exec(text);
  if (!match)
    throw new ScenarioError(path, `malformed date ${JSON.stringify(text)} (expected YYYY-MM-DD)`);
  const problem = calendarProblem(Number(match[1]), Number(match[2]), Number(match[3]));
  if (problem) throw new ScenarioError(path, `invalid date ${JSON.stringify(text)} (${problem})`);
  return text;
}

/** A date's day number (days since 1970-01-01), for period lengths and comparisons. */
export const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
  DAY_MS;

/** "HH:MM" from 00:00 to 23:59 → minutes of the day. "24:00" is refused: an end ≤ start already means the next day. */
export function readTimeOfDay(value: unknown, path: string): number {
  const text = readString(value, path, 'a time "HH:MM"');
  const match = TIME_OF_DAY.exec(text);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) {
    throw new ScenarioError(
      path,
      `invalid time of day ${JSON.stringify(text)} (expected HH:MM from 00:00 to 23:59)`,
    );
  }
  return hour * 60 + minute;
}

/** An IANA zone the runtime knows; a different letter case is accepted and canonicalised. */
export function readTimeZone(value: unknown, path: string): string {
  const zone = readString(value, path, 'an IANA time zone like "America/Sao_Paulo"');
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat(undefined, { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new ScenarioError(path, `unknown time zone ${JSON.stringify(zone)}`);
  }
  // Only the case is taken from Intl: its canonical name may be another alias
  // (Asia/Kolkata → Asia/Calcutta), which would surprise whoever reads the output.
  return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
}

/**
 * The instant of a wall-clock time in a zone. Around a DST change the offset *before* the change
 * wins: in a gap (a time that never happened) the time is read with the old offset, so it lands
 * just after the change; in an overlap (a time that happened twice) it is the earlier instant.
 * The same conversion as the scheduled marks (clock.ts), so punches and marks agree.
 */
export function wallToInstant(zone: string, wall: number): number {
  const minute = Math.floor(wall / 60_000);
  const day = Math.floor(minute / 1440);
  return localToInstant(zone, day, minute - day * 1440) * 60_000 + (wall - minute * 60_000);
}

/**
 * A punch: ISO 8601 with an offset (Z or ±HH:MM), or a local date-time without one, read in
 * `zone`. Seconds and a fraction are optional; a space may stand for the "T". → epoch ms.
 */
export function readPunch(value: unknown, path: string, zone: string): number {
  const text = readString(value, path, `an ISO 8601 time like ${EXAMPLE_PUNCH}`);
  const match = DATE_TIME.exec(text);
  if (!match) {
    throw new ScenarioError(
      path,
      `malformed time ${JSON.stringify(text)} (expected ISO 8601 like ${EXAMPLE_PUNCH})`,
    );
  }
  const [, y, mo, d, h, mi, s = '0', fraction = '', offset] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  const invalid = (why: string) =>
    new ScenarioError(path, `invalid time ${JSON.stringify(text)} (${why})`);
  const problem = calendarProblem(year!, month!, day!);
  if (problem) throw invalid(problem);
  if (hour! > 23) throw invalid(`hour ${pad(hour!)} is not 00–23`);
  if (minute! > 59) throw invalid(`minute ${pad(minute!)} is not 00–59`);
  if (second! > 59) throw invalid(`second ${pad(second!)} is not 00–59`);

  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, ms);
  if (offset === undefined) return wallToInstant(zone, wall);
  if (offset === 'Z') return wall;
  const offsetHours = Number(offset.slice(1, 3));
  // ±HH:MM, or ±HHMM as the AFD writes it.
  const offsetMinutes = Number(offset.slice(-2));
  if (offsetMinutes > 59) throw invalid(`offset minute ${pad(offsetMinutes)} is not 00–59`);
  if (offsetHours * 60 + offsetMinutes > 14 * 60)
    throw invalid(`offset ${offset} is beyond ±14:00`);
  const sign = offset.startsWith('-') ? -1 : 1;
  return wall - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
}
