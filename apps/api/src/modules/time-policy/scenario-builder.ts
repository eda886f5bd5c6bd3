import type { Tenant } from '@ponteiro/db';
import { isoInZone } from '@ponteiro/rep-files/register';
import type { EngineScenario, EngineSchedule, OptionalHolidayKey } from '@ponteiro/shared';
import { addDays, earlierDate, laterDate } from '../../lib/calendar-date.js';
import { effectivePunchesOf } from '../punches/punch-log.repository.js';
import { leavesOf } from '../timesheets/leaves.repository.js';
import { assignmentsOfEmployees, employeesForScenario } from './assignments.repository.js';
import { holidaysOf } from './holiday-calendar.js';
import { adoptedIn, asStored, holidaysBetween, workplaces } from './holidays.repository.js';
import { versionsOf } from './repository.js';
import { timeline } from './scenario-timeline.js';
import { versionAt } from './schedules.service.js';

// The one path from storage to the engine (shared/guide/time-engine.md): the scenario of each
// employee for a period, read for many employees with one query per kind of input, so that the
// timesheets of a whole company compute in batches and `time-policy/scenario/` (one employee)
// answers exactly what the timesheet computed.

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The scheduled pairs of a day ([] on a day off), as the engine reads the schedule. */
export function pairsOn(schedule: EngineSchedule, day: string): [string, string][] {
  if (schedule.kind === 'weekly') {
    const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    return (schedule.days[weekday] ?? []) as [string, string][];
  }
  const n = schedule.pattern.length;
  const offset = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${schedule.anchor}T00:00:00Z`)) / 86_400_000,
  );
  return (schedule.pattern[((offset % n) + n) % n] ?? []) as [string, string][];
}

export interface EmployeeScenario {
  employeeId: string;
  subsidiaryId: string;
  /** The engine's input, as `time-policy/scenario/` answers it and `npx ponteiro timesheet` reads it. */
  scenario: EngineScenario;
  /** The schedule assigned on a day of the scenario, and its pairs that day. */
  scheduleOn(day: string): { scheduleId: string; pairs: [string, string][] } | null;
}

export interface BuildOptions {
  /**
   * Start each employee's scenario at their first assignment when it comes after `from` (the
   * timesheets); without it an employee with no schedule on `from` is refused (`no_schedule`).
   */
  clip?: boolean;
}

/**
 * The scenarios of `employeeIds` for `from`…`to`. Employees without a schedule in the period
 * (with `clip`) are left out of the map.
 */
export async function buildScenarios(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
  options: BuildOptions = {},
): Promise<Map<string, EmployeeScenario>> {
  const built = new Map<string, EmployeeScenario>();
  const people = await employeesForScenario(t, employeeIds);
  if (people.length === 0) return built;
  const ids = people.map((p) => p.id);
  const assignments = await assignmentsOfEmployees(t, ids);
  const byEmployee = new Map<string, typeof assignments>();
  for (const a of assignments) {
    byEmployee.set(a.employeeId, [...(byEmployee.get(a.employeeId) ?? []), a]);
  }
  const scheduleIds = [...new Set(assignments.map((a) => a.scheduleId))];
  const versions = new Map<string, Awaited<ReturnType<typeof versionsOf>>>();
  for (const v of await versionsOf(t, scheduleIds)) {
    versions.set(v.scheduleId, [...(versions.get(v.scheduleId) ?? []), v]);
  }
  // From the day before `from`: the engine computes it too (rest between workdays).
  const first = addDays(from, -1);
  const years: number[] = [];
  for (let y = Number(first.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(y);
  const places = new Map((await workplaces(t)).map((w) => [w.id, w]));
  const stored = (await holidaysBetween(t, first, to)).map(asStored);
  const adopted = (await adoptedIn(t, years)) as Map<number, Set<OptionalHolidayKey>>;
  const holidaysByPlace = new Map<string, string[]>();
  // The punches that count (recorded and not disregarded, or included and not undone), from the
  // day before to the day after: the engine puts each in its workday.
  const punches = await effectivePunchesOf(t, ids, first, addDays(to, 1));
  const leaves = await leavesOf(t, ids, from, to);

  for (const person of people) {
    const own = byEmployee.get(person.id) ?? [];
    let start = from;
    let end = to;
    if (options.clip) {
      // Only the days the employee worked here, with a schedule.
      for (const bound of [own[0]?.effectiveFrom, person.admissionDate]) {
        if (bound && bound > start) start = bound;
      }
      if (person.terminationDate && person.terminationDate < end) end = person.terminationDate;
      if (own.length === 0 || start > end) continue;
    }
    const [head, ...rest] = timeline(own, versions, start, end);
    let holidays = holidaysByPlace.get(person.subsidiaryId);
    if (!holidays) {
      holidays = holidaysOf(first, to, stored, adopted, places.get(person.subsidiaryId)!);
      holidaysByPlace.set(person.subsidiaryId, holidays);
    }
    const absences: EngineScenario['absences'] = [];
    for (const leave of leaves) {
      if (leave.employeeId !== person.id) continue;
      const kind = leave.justified ? 'justified' : 'unjustified';
      const last = earlierDate(leave.toDate, end);
      for (let d = laterDate(leave.fromDate, start); d <= last; d = addDays(d, 1)) {
        absences.push(
          leave.minutes !== null && kind === 'justified'
            ? { date: d, kind, minutes: leave.minutes }
            : { date: d, kind },
        );
      }
    }
    const scenario: EngineScenario = {
      timezone: person.timezone,
      from: start,
      to: end,
      schedule: head!.schedule,
      rules: head!.rules,
      ...(rest.length > 0 ? { versions: rest } : {}),
      holidays: start === from ? holidays : holidays.filter((d) => d >= addDays(start, -1)),
      absences,
      punches: (punches.get(person.id) ?? []).map((at) => isoInZone(at, person.timezone)),
    };
    built.set(person.id, {
      employeeId: person.id,
      subsidiaryId: person.subsidiaryId,
      scenario,
      scheduleOn(day) {
        const assignment = own.findLast((a) => a.effectiveFrom <= day);
        if (!assignment) return null;
        const version = versionAt(versions.get(assignment.scheduleId) ?? [], day);
        return {
          scheduleId: assignment.scheduleId,
          pairs: version ? pairsOn(version.schedule as EngineSchedule, day) : [],
        };
      },
    });
  }
  return built;
}
