import { dayOf } from './clock.js';
import { computeDay, dayContext, emptyFigures, type PreviousWork, zeroOvertime } from './day.js';
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
  const absences = new Map(scenario.absences.map(({ date, ...absence }) => [date, absence]));
  const ctx = dayContext(scenario);

  const days: DayResult[] = [];
  let previous: PreviousWork | undefined;
  for (let k = 0; k < plans.length - 1; k++) {
    const plan = plans[k]!;
    const { result, lastOut } = computeDay(ctx, plan, byDay[k]!, absences.get(plan.date), previous);
    if (plan.day >= from) days.push(result);
    if (lastOut !== undefined) previous = { lastOut, acrossRestDay: false };
    // A day between two workdays counts as weekly rest by its own version's rest days.
    else if (previous && plan.restDay) previous.acrossRestDay = true;
  }
  const { overtimeRate, restDayRate } = scenario.rules;
  return {
    days,
    // No days only for a Scenario built by hand with `to` before `from`: zeros, as always.
    totals:
      days.length > 0
        ? sumDays(days)
        : emptyFigures(zeroOvertime(String(overtimeRate), String(restDayRate))),
  };
}

/**
 * Totals: every figure summed over the days. Overtime has every rate key that any day has, in the
 * order first seen: each day carries its own version's two rates, so without versions these are
 * the scenario's two rates, as on every day.
 */
export function sumDays(days: readonly DayResult[]): DayFigures {
  const t = emptyFigures({});
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
    for (const rate of Object.keys(d.overtime)) {
      t.overtime[rate] = (t.overtime[rate] ?? 0) + d.overtime[rate]!;
    }
  }
  return t;
}
