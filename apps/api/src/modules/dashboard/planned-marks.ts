import type { Tenant } from '@ponteiro/db';
import { isoInZone } from '@ponteiro/rep-files/register';
import type { EngineSchedule, OptionalHolidayKey } from '@ponteiro/shared';
import { DEFAULT_RULES, WEEKDAYS } from '@ponteiro/time-engine';
import { addDays } from '../../lib/calendar-date.js';
import { instantOf } from '../punches/wall-time.js';
import { assignmentsOfEmployees } from '../time-policy/assignments.repository.js';
import { holidaysOf } from '../time-policy/holiday-calendar.js';
import {
  adoptedIn,
  asStored,
  holidaysBetween,
  workplaces,
} from '../time-policy/holidays.repository.js';
import { versionsOf } from '../time-policy/repository.js';
import { pairsOn } from '../time-policy/scenario-builder.js';
import { versionAt } from '../time-policy/schedules.service.js';

// The planned marks of many employees' workdays, read straight off the schedules: the same
// inputs the engine plans with (the assignment and the version in force on the day, the rules'
// rest weekdays, the workplace's holidays), without building and parsing a whole scenario per
// employee — the dashboard answers for a 1,000-employee company several times a minute, and the
// scenario path (punches, absences, the day before) costs ~0.5 ms per employee it does not need.

/** One workday's plan: its marks (ISO with the workplace's offset) and the tolerance per mark. */
export interface PlannedWorkday {
  marks: string[];
  toleranceMinutes: number;
}

interface Planned {
  id: string;
  subsidiaryId: string;
  timeZone: string;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The workdays `from`…`to` of each employee that plan marks (rest days, holidays and days without
 * an assignment are left out), by employee and by the workday's date.
 */
export async function plannedWorkdays(
  t: Tenant,
  people: readonly Planned[],
  from: string,
  to: string,
): Promise<Map<string, Map<string, PlannedWorkday>>> {
  const result = new Map<string, Map<string, PlannedWorkday>>();
  if (people.length === 0) return result;
  const assignments = await assignmentsOfEmployees(
    t,
    people.map((p) => p.id),
  );
  const byEmployee = new Map<string, typeof assignments>();
  for (const a of assignments) {
    byEmployee.set(a.employeeId, [...(byEmployee.get(a.employeeId) ?? []), a]);
  }
  for (const list of byEmployee.values()) {
    list.sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  }
  const versions = new Map<string, Awaited<ReturnType<typeof versionsOf>>>();
  for (const v of await versionsOf(t, [...new Set(assignments.map((a) => a.scheduleId))])) {
    versions.set(v.scheduleId, [...(versions.get(v.scheduleId) ?? []), v]);
  }
  const years: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(y);
  const places = new Map((await workplaces(t)).map((w) => [w.id, w]));
  const stored = (await holidaysBetween(t, from, to)).map(asStored);
  const adopted = (await adoptedIn(t, years)) as Map<number, Set<OptionalHolidayKey>>;
  const holidaysByPlace = new Map<string, Set<string>>();
  // The same wall time in the same zone on the same date is one instant: computed once.
  const isoCache = new Map<string, string>();
  const isoAt = (day: string, hhmm: string, zone: string) => {
    const key = `${zone}|${day}|${hhmm}`;
    let iso = isoCache.get(key);
    if (!iso) {
      iso = isoInZone(instantOf(`${day}T${hhmm}`, zone), zone);
      isoCache.set(key, iso);
    }
    return iso;
  };

  /** The plan of one schedule on one day at one workplace (null: nothing planned). */
  const planOf = (
    list: Awaited<ReturnType<typeof versionsOf>> | undefined,
    day: string,
    holidays: ReadonlySet<string>,
    zone: string,
  ): PlannedWorkday | null => {
    if (!list || list.length === 0) return null;
    const version = versionAt(list, day);
    const rules = { ...DEFAULT_RULES, ...(version.rules as object) };
    const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    if (holidays.has(day) || rules.restDays.includes(weekday)) return null;
    const pairs = pairsOn(version.schedule as EngineSchedule, day);
    if (pairs.length === 0) return null;
    // A pair that starts before the previous one ended, or ends at or before its start, is on
    // the next calendar day (a night shift), as the engine reads the schedule.
    const marks: string[] = [];
    let date = day;
    let previous = -1;
    for (const [start, end] of pairs) {
      if (toMinutes(start) < previous) date = addDays(date, 1);
      marks.push(isoAt(date, start, zone));
      if (toMinutes(end) <= toMinutes(start)) date = addDays(date, 1);
      marks.push(isoAt(date, end, zone));
      previous = toMinutes(end);
    }
    return { marks, toleranceMinutes: rules.tolerancePerMark };
  };
  const planCache = new Map<string, PlannedWorkday | null>();

  for (const person of people) {
    const own = byEmployee.get(person.id);
    if (!own) continue;
    let holidays = holidaysByPlace.get(person.subsidiaryId);
    if (!holidays) {
      const place = places.get(person.subsidiaryId);
      holidays = new Set(place ? holidaysOf(from, to, stored, adopted, place) : []);
      holidaysByPlace.set(person.subsidiaryId, holidays);
    }
    const days = new Map<string, PlannedWorkday>();
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const assignment = own.findLast((a) => a.effectiveFrom <= day);
      if (!assignment) continue;
      // Everyone on a schedule at a workplace has the same plan that day: planned once.
      const key = `${assignment.scheduleId}|${person.subsidiaryId}|${person.timeZone}|${day}`;
      let workday = planCache.get(key);
      if (workday === undefined) {
        workday = planOf(versions.get(assignment.scheduleId), day, holidays, person.timeZone);
        planCache.set(key, workday);
      }
      if (workday) days.set(day, workday);
    }
    result.set(person.id, days);
  }
  return result;
}
