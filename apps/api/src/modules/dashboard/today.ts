import type { Tenant } from '@ponteiro/db';
import { isoInZone } from '@ponteiro/rep-files/register';
import type { DashboardPerson } from '@ponteiro/shared';
import { effectivePunchesOf } from '../punches/punch-log.repository.js';
import { leavesOf } from '../timesheets/leaves.repository.js';
import type { ScopeEmployee } from './dashboard.repository.js';
import { dayStanding } from './day-status.js';
import { plannedWorkdays } from './planned-marks.js';
import { zoneDate } from './zone-date.js';

// Today for many employees at once: the planned marks of today's workday (planned-marks.ts), the
// counting punches of today (the punch log's rule: recorded and not disregarded, or included and
// not undone) and the leave of the day — three reads for the whole scope.

/** One employee's day as the dashboard reads it. */
export interface EmployeeToday {
  person: DashboardPerson;
  /** Today's planned marks as ISO with offset (hour chart, the employee's card). */
  plannedIso: string[];
  /** Today's counting punches as ISO with offset, oldest first. */
  punchIso: string[];
}

/** Where each employee of `people` stands today (each in their workplace's zone). */
export async function employeesToday(
  t: Tenant,
  people: readonly ScopeEmployee[],
  now: Date,
): Promise<EmployeeToday[]> {
  if (people.length === 0) return [];
  const todayOf = new Map(people.map((p) => [p.id, zoneDate(now, p.timeZone)]));
  const dates = [...new Set(todayOf.values())].sort();
  const from = dates[0]!;
  const to = dates.at(-1)!;
  const ids = people.map((p) => p.id);
  const planned = await plannedWorkdays(t, people, from, to);
  const punches = await effectivePunchesOf(t, ids, from, to);
  const leaves = await leavesOf(t, ids, from, to);
  // Whole-day leave only: hours of leave (minutes) leave the rest of the day scheduled.
  const onLeave = new Set(
    leaves
      .filter((l) => l.minutes === null)
      .filter((l) => {
        const day = todayOf.get(l.employeeId)!;
        return l.fromDate <= day && l.toDate >= day;
      })
      .map((l) => l.employeeId),
  );

  return people.map((p) => {
    const day = todayOf.get(p.id)!;
    const punchIso = (punches.get(p.id) ?? [])
      .sort((a, b) => a.getTime() - b.getTime())
      .map((at) => isoInZone(at, p.timeZone))
      .filter((iso) => iso.slice(0, 10) === day);
    const workday = planned.get(p.id)?.get(day);
    const marks = workday?.marks ?? [];
    const standing = dayStanding({
      punches: punchIso.map((iso) => Date.parse(iso)),
      planned: marks.map((iso) => Date.parse(iso)),
      onLeave: onLeave.has(p.id),
      toleranceMinutes: workday?.toleranceMinutes ?? 0,
      now: now.getTime(),
    });
    return {
      plannedIso: marks,
      punchIso,
      person: {
        id: p.id,
        name: p.name,
        subsidiary_id: p.subsidiaryId,
        department_id: p.departmentId,
        status: standing.status,
        late: standing.late,
        late_minutes: standing.lateMinutes,
        working_now: standing.workingNow,
        punches: punchIso.length,
        first_punch: punchIso[0] ?? null,
        last_punch: punchIso.at(-1) ?? null,
        planned_start: marks[0] ?? null,
      },
    };
  });
}
