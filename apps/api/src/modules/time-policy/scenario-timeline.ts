import { AppError, type EngineSchedule, type FullRules } from '@ponteiro/shared';
import { addDays } from '../../lib/calendar-date.js';
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
