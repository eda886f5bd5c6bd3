import { dayOf } from './clock.js';
import { computeDay, dayContext, emptyFigures, type PreviousWork } from './day.js';
import type { DayFigures, DayResult, Scenario, TimesheetResult } from './types.js';
import { assignPunches, planDays } from './workdays.js';

/**
 * The timesheet of one employee for the workdays `from`…`to`: punches go to the workday whose
 * shift they belong to (a night shift belongs to the day it starts), the day before `from` is
 * computed too so the first day knows the rest since the previous workday, and punches beyond
 * `to`'s workday are left out.
 */
export function computeTimesheet(scenario: Scenario): TimesheetResult {
  const from = dayOf(scenario.from);
  const to = dayOf(scenario.to);
  const plans = planDays(scenario, from - 1, to + 1);
  const punches = scenario.punches.map((ms) => Math.floor(ms / 60_000)).sort((a, b) => a - b);
  const byDay = assignPunches(plans, punches);
  const absences = new Map(scenario.absences.map((a) => [a.date, a.kind]));
  const ctx = dayContext(scenario);

  const days: DayResult[] = [];
  let previous: PreviousWork | undefined;
  for (let k = 0; k < plans.length - 1; k++) {
    const plan = plans[k]!;
    const { result, lastOut } = computeDay(ctx, plan, byDay[k]!, absences.get(plan.date), previous);
    if (plan.day >= from) days.push(result);
    if (lastOut !== undefined) previous = { day: plan.day, lastOut };
  }
  return {
    days,
    totals: sumDays(days, ctx.otRate, ctx.restRate),
  };
}

/** Totals: every figure summed over the days (overtime per rate). */
export function sumDays(days: readonly DayResult[], otRate: string, restRate: string): DayFigures {
  const t = emptyFigures(otRate, restRate);
  // Written out field by field: this runs for every employee of every report.
  for (const d of days) {
    t.scheduledMinutes += d.scheduledMinutes;
    t.workedClockMinutes += d.workedClockMinutes;
    t.workedMinutes += d.workedMinutes;
    t.nightMinutes += d.nightMinutes;
    t.nightCreditedMinutes += d.nightCreditedMinutes;
    t.deficitMinutes += d.deficitMinutes;
    t.lateMinutes += d.lateMinutes;
    t.earlyLeaveMinutes += d.earlyLeaveMinutes;
    t.absenceMinutes += d.absenceMinutes;
    t.justifiedMinutes += d.justifiedMinutes;
    t.hoursBankMinutes += d.hoursBankMinutes;
    t.breakSuppressedMinutes += d.breakSuppressedMinutes;
    t.interjornadaMissingMinutes += d.interjornadaMissingMinutes;
    // Every day carries exactly these two rates (one key when they are equal).
    t.overtime[otRate] = (t.overtime[otRate] ?? 0) + (d.overtime[otRate] ?? 0);
    if (restRate !== otRate) {
      t.overtime[restRate] = (t.overtime[restRate] ?? 0) + (d.overtime[restRate] ?? 0);
    }
  }
  return t;
}
