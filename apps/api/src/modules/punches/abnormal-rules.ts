import {
  ABNORMAL_PERIOD_MAX_DAYS,
  ABNORMAL_PUNCH_KINDS,
  type AbnormalDetail,
  type AbnormalPunchKind,
  FAR_FROM_SCHEDULE_MINUTES,
  OFFLINE_CLOCK_GAP_MINUTES,
  REPEATED_PUNCH_SECONDS,
} from '@ponteiro/shared';
import { addDays } from '../../lib/calendar-date.js';

// What makes a punch or a day abnormal (the abnormal-punch screens): pure, so a table test pins
// every rule. The service gathers the facts (punches, planned marks) and decides nothing itself.
//
// A punch's day is its date in its workplace's zone, moved back a day when it falls before the
// company's workday cut-off (System › Time tracking, issue 19: with 05:00, a 02:00 punch belongs
// to the night shift that began the evening before). The planned marks are dated the same way.
// The thresholds (minutes from the schedule, seconds of a repeat) are the company's settings too,
// passed in so these rules stay pure.

/** A counting punch (recorded and not disregarded, or included and not undone). */
export interface RulePunch {
  /** The register record's id, or the inclusion's. */
  id: string;
  /** A punch of the register (punch-level kinds apply only to these). */
  recorded: boolean;
  /** Epoch ms of the punch, and the same instant as ISO with its offset. */
  at: number;
  iso: string;
  /** Epoch ms the register stored it. */
  recordedAt: number;
  day: string;
  flags: readonly string[];
  offline: boolean;
}

/** A planned mark of the schedule: epoch ms and ISO with offset (as the engine gives it). */
export interface PlannedMark {
  at: number;
  iso: string;
}

/** The company's thresholds (time-tracking settings); the product's defaults when absent. */
export interface AbnormalThresholds {
  farFromScheduleMinutes: number;
  repeatedPunchSeconds: number;
}

export const DEFAULT_THRESHOLDS: AbnormalThresholds = {
  farFromScheduleMinutes: FAR_FROM_SCHEDULE_MINUTES,
  repeatedPunchSeconds: REPEATED_PUNCH_SECONDS,
};

/**
 * The workday an instant belongs to, from its ISO with offset (wall time in its zone): its date,
 * or the day before when its wall time is before `cutoff` ('HH:MM'; '00:00' never moves it).
 */
export function workdayOf(iso: string, cutoff = '00:00'): string {
  const date = iso.slice(0, 10);
  return iso.slice(11, 16) < cutoff ? addDays(date, -1) : date;
}

export interface EmployeeFacts {
  /** Counting punches of the period, oldest first. */
  punches: readonly RulePunch[];
  /**
   * The schedule's marks by date (in the workplace's zone); undefined when the employee has no
   * schedule: the kinds that need one are skipped.
   */
  planned?: ReadonlyMap<string, readonly PlannedMark[]>;
  /** Today in the workplace's zone: a day is judged once it is over. */
  today: string;
  /** Days (inclusive) a missing punch is looked for: the period, employed, over; null: none. */
  missingWindow: { from: string; to: string } | null;
  /** The company's thresholds; DEFAULT_THRESHOLDS when not given. */
  thresholds?: AbnormalThresholds;
}

export interface Detected {
  kind: AbnormalPunchKind;
  day: string;
  /** The punch, for the kinds about one punch. */
  recordId: string | null;
  detail: AbnormalDetail;
}

const MINUTE = 60_000;

const inWindow = (day: string, window: EmployeeFacts['missingWindow']) =>
  window !== null && day >= window.from && day <= window.to;

/** The planned mark nearest to an instant, and how far (ms). */
export function nearestMark(
  at: number,
  marks: readonly PlannedMark[],
): { mark: PlannedMark; distance: number } | null {
  let best: { mark: PlannedMark; distance: number } | null = null;
  for (const mark of marks) {
    const distance = Math.abs(at - mark.at);
    if (!best || distance < best.distance) best = { mark, distance };
  }
  return best;
}

/** The anomalies of one punch of the register; `previous` is the counting punch before it. */
export function punchAnomalies(
  punch: RulePunch,
  previous: RulePunch | undefined,
  marksOfDay: readonly PlannedMark[] | undefined,
  thresholds: AbnormalThresholds = DEFAULT_THRESHOLDS,
): Detected[] {
  if (!punch.recorded) return [];
  const found: Detected[] = [];
  const add = (kind: AbnormalPunchKind, detail: AbnormalDetail = {}) =>
    found.push({ kind, day: punch.day, recordId: punch.id, detail });
  if (punch.flags.includes('outside_geofence')) add('outside_geofence');
  if (marksOfDay && marksOfDay.length > 0) {
    const nearest = nearestMark(punch.at, marksOfDay)!;
    if (nearest.distance > thresholds.farFromScheduleMinutes * MINUTE) {
      add('far_from_schedule', {
        expected: nearest.mark.iso,
        minutes_off: Math.round(nearest.distance / MINUTE),
      });
    }
  }
  if (previous && punch.at - previous.at <= thresholds.repeatedPunchSeconds * 1000) {
    add('repeated', {
      previous: previous.iso,
      seconds_apart: Math.round((punch.at - previous.at) / 1000),
    });
  }
  const gap = punch.recordedAt - punch.at;
  if (
    (punch.offline || punch.flags.includes('offline')) &&
    gap > OFFLINE_CLOCK_GAP_MINUTES * MINUTE
  ) {
    add('offline', { minutes_off: Math.floor(gap / MINUTE) });
  }
  return found;
}

/**
 * The anomalies of an employee's days: an odd count on a day that is over (today's first punch
 * is not news yet), and fewer punches than planned on a day of the missing window.
 */
export function dayAnomalies(facts: EmployeeFacts): Detected[] {
  const counts = new Map<string, number>();
  for (const punch of facts.punches) counts.set(punch.day, (counts.get(punch.day) ?? 0) + 1);
  const found: Detected[] = [];
  for (const [day, count] of counts) {
    if (count % 2 === 1 && day < facts.today) {
      found.push({ kind: 'odd_count', day, recordId: null, detail: { count } });
    }
  }
  for (const [day, marks] of facts.planned ?? []) {
    const count = counts.get(day) ?? 0;
    if (marks.length > 0 && count < marks.length && inWindow(day, facts.missingWindow)) {
      found.push({
        kind: 'missing',
        day,
        recordId: null,
        detail: { count, planned: marks.length },
      });
    }
  }
  return found;
}

/** Every anomaly of one employee over the period. */
export function detectAnomalies(facts: EmployeeFacts): Detected[] {
  const found = dayAnomalies(facts);
  facts.punches.forEach((punch, i) => {
    found.push(
      ...punchAnomalies(
        punch,
        facts.punches[i - 1],
        facts.planned?.get(punch.day),
        facts.thresholds,
      ),
    );
  });
  return found;
}

/**
 * The planned marks (ISO with offset, as the engine lists them) grouped by their workday (their
 * date, moved back before the cut-off like the punches).
 */
export function marksByDate(
  isoMarks: readonly string[],
  cutoff = '00:00',
): Map<string, PlannedMark[]> {
  const byDate = new Map<string, PlannedMark[]>();
  for (const iso of isoMarks) {
    const date = workdayOf(iso, cutoff);
    const list = byDate.get(date) ?? [];
    list.push({ at: Date.parse(iso), iso });
    byDate.set(date, list);
  }
  return byDate;
}

/** The list's default period: the last 7 days up to `today`. */
const DEFAULT_DAYS = 7;

/**
 * The period of a query: as given, or the last 7 days up to today; one end given, the other
 * follows it without passing the longest period (the contract refuses a longer one given whole).
 */
export function periodOf(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) {
    const last = addDays(query.from, ABNORMAL_PERIOD_MAX_DAYS - 1);
    const to = today < query.from ? query.from : today > last ? last : today;
    return { from: query.from, to };
  }
  const to = query.to ?? today;
  return { from: addDays(to, -(DEFAULT_DAYS - 1)), to };
}

/**
 * The days a missing punch is looked for: the period, from admission to termination, and only
 * days that are over (before today in the workplace's zone). A disabled employee without a
 * termination date: none (nobody knows since when). Days without a schedule plan nothing anyway.
 */
export function missingWindowOf(
  period: { from: string; to: string },
  employee: { admissionDate: string; terminationDate: string | null; status: string },
  today: string,
): { from: string; to: string } | null {
  if (employee.status !== 'active' && !employee.terminationDate) return null;
  const from = [period.from, employee.admissionDate].sort().at(-1)!;
  const ends = [period.to, addDays(today, -1)];
  if (employee.terminationDate) ends.push(employee.terminationDate);
  const to = ends.sort()[0]!;
  return from <= to ? { from, to } : null;
}

const KIND_ORDER = new Map(ABNORMAL_PUNCH_KINDS.map((kind, i) => [kind, i]));

/** The list's order of a kind (days first, then punches). */
export const kindOrder = (kind: AbnormalPunchKind) => KIND_ORDER.get(kind) ?? 0;
