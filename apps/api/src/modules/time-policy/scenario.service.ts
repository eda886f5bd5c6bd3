import { type Database, withTenant } from '@ponteiro/db';
import {
  AppError,
  type EngineScenario,
  type EngineSchedule,
  type FullRules,
  type OptionalHolidayKey,
  type ScenarioQuery,
} from '@ponteiro/shared';
import { addDays } from '../../lib/calendar-date.js';
import { effectivePunches } from '../punches/punch-log.repository.js';
import { assignmentsOfEmployee, employeeForScenario } from './assignments.repository.js';
import { holidaysOf } from './holiday-calendar.js';
import { adoptedIn, asStored, holidaysBetween, workplaces } from './holidays.repository.js';
import { versionsOf } from './repository.js';
import { versionAt } from './schedules.service.js';

/** One stretch of the timeline: from this workday on, this schedule and these rules. */
interface Stretch {
  from: string;
  schedule: EngineSchedule;
  rules: FullRules;
}

/**
 * The stretches of `from`…`to`: the employee's assignment in force on each day, and within it the
 * schedule's version in force. The first stretch is what applied on the day before `from` (or on
 * `from` when the employee had no schedule the day before).
 */
export function timeline(
  assignments: { scheduleId: string; effectiveFrom: string }[],
  versions: Map<
    string,
    { effectiveFrom: string; schedule: unknown; rules: unknown; preAssignedBreak?: boolean }[]
  >,
  from: string,
  to: string,
): Stretch[] {
  const sorted = [...assignments].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const first = sorted.findLastIndex((a) => a.effectiveFrom <= from);
  if (first < 0) {
    throw new AppError('business_rule', {
      message: `validation.no_schedule|${from}`,
      fieldErrors: { employee_id: [`validation.no_schedule|${from}`] },
    });
  }
  // The engine computes the day before `from` too (the rest since the previous workday): start
  // there when the employee had a schedule then, so a change on `from` is a version, not the past.
  const dayBefore = addDays(from, -1);
  const before = sorted.findLastIndex((a) => a.effectiveFrom <= dayBefore);
  const begin = before >= 0 ? dayBefore : from;
  const stretches: Stretch[] = [];
  const inPeriod = sorted
    .slice(before >= 0 ? before : first)
    .filter((a, k) => k === 0 || a.effectiveFrom <= to);
  inPeriod.forEach((assignment, k) => {
    const start = k === 0 ? begin : assignment.effectiveFrom;
    const end = k + 1 < inPeriod.length ? addDays(inPeriod[k + 1]!.effectiveFrom, -1) : to;
    const own = versions.get(assignment.scheduleId) ?? [];
    const starting = versionAt(own, start);
    const push = (
      day: string,
      v: { schedule: unknown; rules: unknown; preAssignedBreak?: boolean },
    ) =>
      stretches.push({
        from: day,
        schedule: v.schedule as EngineSchedule,
        // The engine reads the pre-assigned break (Portaria 671 art. 83) as a rule; only set
        // when on, so every other scenario stays exactly as the contract writes it.
        rules: (v.preAssignedBreak
          ? { ...(v.rules as FullRules), preAssignedBreak: true }
          : v.rules) as FullRules,
      });
    push(start, starting);
    for (const v of own) {
      if (v.effectiveFrom > start && v.effectiveFrom <= end) push(v.effectiveFrom, v);
    }
  });
  return stretches;
}

/**
 * The engine scenario (shared/guide/time-engine.md) that the product computes for an employee and
 * a period: one path from storage to the engine, which timesheets will take too.
 */
export function createScenarioService(db: Database) {
  return {
    build: (companyId: string, query: ScenarioQuery): Promise<EngineScenario> =>
      withTenant(db, { companyId }, async (t) => {
        const employee = await employeeForScenario(t, query.employee_id);
        if (!employee) throw AppError.notFound();
        const assignments = await assignmentsOfEmployee(t, employee.id);
        const scheduleIds = [...new Set(assignments.map((a) => a.scheduleId))];
        const versions = new Map<string, Awaited<ReturnType<typeof versionsOf>>>();
        for (const v of await versionsOf(t, scheduleIds)) {
          versions.set(v.scheduleId, [...(versions.get(v.scheduleId) ?? []), v]);
        }
        const [head, ...rest] = timeline(assignments, versions, query.from, query.to);
        // From the day before `from`: the engine computes it too (rest between workdays).
        const first = addDays(query.from, -1);
        const years = [];
        for (let y = Number(first.slice(0, 4)); y <= Number(query.to.slice(0, 4)); y++)
          years.push(y);
        const [place] = await workplaces(t, employee.subsidiaryId);
        const stored = (await holidaysBetween(t, first, query.to)).map(asStored);
        const adopted = (await adoptedIn(t, years)) as Map<number, Set<OptionalHolidayKey>>;
        return {
          timezone: employee.timezone,
          from: query.from,
          to: query.to,
          schedule: head!.schedule,
          rules: head!.rules,
          ...(rest.length > 0 ? { versions: rest } : {}),
          holidays: holidaysOf(first, query.to, stored, adopted, place!),
          // Leave comes with its issue (TA events).
          absences: [],
          // The punches that count (recorded and not disregarded, or included and not undone),
          // from the day before to the day after: the engine puts each in its workday.
          punches: await effectivePunches(
            t,
            employee.id,
            first,
            addDays(query.to, 1),
            employee.timezone,
          ),
        };
      }),
  };
}
export type ScenarioService = ReturnType<typeof createScenarioService>;
