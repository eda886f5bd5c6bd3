import { missingBreak, type WorkMinutes, withoutBreak } from './breaks.js';
import { dateOf, instantToLocal, isoInZone, localToInstant } from './clock.js';
import { type Interval, splitBy } from './intervals.js';
import { creditedMinutes, type NightRanges, nightMinutesOf, nightRanges } from './night.js';
import { REFS } from './rules.js';
import { type ToleranceCheck, toleranceOf } from './tolerance.js';
import type { Absence, DayFigures, DayResult, Explain, Flag, Scenario } from './types.js';
import type { PlannedDay } from './workdays.js';

/**
 * What every day of one timesheet shares, computed once. The schedule and rules are not here:
 * they may change from a date on (`versions`), so each day reads them from `plan.terms`.
 */
export interface DayContext {
  scenario: Scenario;
  holidays: ReadonlySet<string>;
}

export function dayContext(scenario: Scenario): DayContext {
  return { scenario, holidays: new Set(scenario.holidays) };
}

function note(explain: Explain[], field: string, minutes: number, rule: string, ref: string) {
  if (minutes !== 0) explain.push({ field, minutes, rule, ref });
}

/** The previous workday's last out, for the rest between workdays (CLT art. 66). */
export interface PreviousWork {
  lastOut: number;
  /**
   * A weekly rest day lies between it and the workday being computed. Set by the caller as it
   * passes the days in between, each with its own version's rest days.
   */
  acrossRestDay: boolean;
}

/** Zero overtime at a day's two rates (one key when they are equal). */
export function zeroOvertime(otRate: string, restRate: string): Record<string, number> {
  const overtime: Record<string, number> = {};
  overtime[otRate] = 0;
  overtime[restRate] = 0;
  return overtime;
}

/** Zero figures (the totals start from these; a day's result is built by emptyDay below). */
export function emptyFigures(overtime: Record<string, number>): DayFigures {
  const {
    date: _date,
    flags: _flags,
    explain: _explain,
    punches: _punches,
    ...figures
  } = emptyDay('', overtime, [], []);
  return figures;
}

/** A day with every figure at zero, written out: one object per employee-day, no spreads. */
function emptyDay(
  date: string,
  overtime: Record<string, number>,
  flags: Flag[],
  explain: Explain[],
): DayResult {
  return {
    date,
    scheduledMinutes: 0,
    workedClockMinutes: 0,
    workedMinutes: 0,
    nightMinutes: 0,
    nightCreditedMinutes: 0,
    overtime,
    deficitMinutes: 0,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    absenceMinutes: 0,
    justifiedMinutes: 0,
    hoursBankMinutes: 0,
    breakSuppressedMinutes: 0,
    interjornadaMissingMinutes: 0,
    flags,
    explain,
    punches: [],
  };
}

function withPunches(day: DayResult, punches: readonly number[], zone: string): DayResult {
  for (const minute of punches) day.punches.push(isoInZone(zone, minute));
  return day;
}

/** Calendar days other than the workday's own that are holidays, as instant ranges. */
function otherHolidayRanges(
  scenario: Scenario,
  plan: PlannedDay,
  holidays: ReadonlySet<string>,
  intervals: readonly Interval[],
): Interval[] {
  if (intervals.length === 0 || holidays.size === 0) return [];
  const zone = scenario.timezone;
  const first = instantToLocal(zone, intervals[0]![0]).day;
  const last = instantToLocal(zone, intervals[intervals.length - 1]![1] - 1).day;
  const ranges: Interval[] = [];
  for (let day = first; day <= last; day++) {
    if (day !== plan.day && holidays.has(dateOf(day))) {
      ranges.push([localToInstant(zone, day, 0), localToInstant(zone, day + 1, 0)]);
    }
  }
  return ranges;
}

/**
 * One workday: punches paired in order, then tolerance, overtime or deficit, night work, breaks,
 * rest since the previous workday, absences and the hours bank — each non-zero figure with the
 * rule behind it.
 */
export function computeDay(
  ctx: DayContext,
  plan: PlannedDay,
  punches: readonly number[],
  absence: Absence | undefined,
  previous: PreviousWork | undefined,
): { result: DayResult; lastOut: number | undefined } {
  const zone = ctx.scenario.timezone;
  const { rules, otRate, restRate } = plan.terms;
  const flags: Flag[] = [];
  const explain: Explain[] = [];
  // The result is filled in place: one object per day, fields in the contract's order.
  const f: DayResult = emptyDay(plan.date, zeroOvertime(otRate, restRate), flags, explain);

  const pairs: Interval[] = [];
  for (let k = 0; k + 1 < punches.length; k += 2) pairs.push([punches[k]!, punches[k + 1]!]);
  if (punches.length % 2 === 1) flags.push('odd_punches');

  const special = plan.holiday || plan.restDay;
  // Tolerance (art. 58 §1) on a scheduled day with punches: decided from the punches and the
  // marks alone, before any figure, since a tolerated day's break is the schedule's.
  const tolerance =
    special || plan.marks.length === 0 || punches.length === 0
      ? undefined
      : toleranceOf(punches, plan.marks, rules);
  /** A day within tolerance counts as scheduled, its breaks included. */
  const tolerated = tolerance?.tolerated === true;
  // Breaks (CLT art. 71): what is missing of the break the worked time requires. With a
  // pre-assigned break it is assumed taken (below): not worked, and not suppressed.
  const missing = pairs.length > 0 ? missingBreak(tolerated ? plan.marks : pairs, rules.breaks) : 0;
  const assumedBreak = rules.preAssignedBreak ? missing : 0;

  // Worked time, night part credited with the reduced hour.
  const workNight = nightRanges(zone, rules.night, pairs);
  const punched = creditedMinutes(pairs, workNight, rules.night);
  const punchedExtension = nightMinutesOf(pairs, {
    windows: [],
    extensions: workNight.extensions,
  });
  const worked = assumedBreak > 0 ? withoutBreak(punched, assumedBreak, rules.night) : punched;
  // Night minutes the break took (only when the day had too few daytime ones) come out of the
  // window first, then out of the extension after it.
  const extension = Math.min(punchedExtension, worked.night);
  f.workedClockMinutes = worked.clock;
  f.nightMinutes = worked.night;
  f.nightCreditedMinutes = worked.credited - worked.clock + worked.night;
  f.workedMinutes = worked.credited;
  explainWork(explain, punched, punchedExtension);
  if (extension > 0) flags.push('night_extended');
  if (worked !== punched)
    explainAssumedBreak(explain, punched, punchedExtension, worked, extension);

  if (plan.holiday) flags.push('holiday');
  if (plan.restDay) flags.push('rest_day');

  if (special) {
    // Rest days and holidays: every worked minute at the rest-day rate (Lei 605/1949).
    f.overtime[restRate] = (f.overtime[restRate] ?? 0) + f.workedMinutes;
    note(
      explain,
      `overtime.${restRate}`,
      f.workedMinutes,
      plan.holiday ? 'holiday_work' : 'rest_day_work',
      REFS.restDay,
    );
  } else if (plan.marks.length === 0) {
    flags.push('day_off');
    f.overtime[otRate] = (f.overtime[otRate] ?? 0) + f.workedMinutes;
    note(explain, `overtime.${otRate}`, f.workedMinutes, 'day_off_work', REFS.overtime);
  } else {
    scheduledDay(ctx, plan, tolerance, pairs, workNight, absence, { f, flags, explain });
  }

  // Hours bank: weekday overtime is a credit and a deficit a debit; rest-day work stays paid.
  if (rules.hoursBank && !special) {
    const credit = f.overtime[otRate] ?? 0;
    f.hoursBankMinutes = credit - f.deficitMinutes;
    note(explain, 'hoursBankMinutes', credit, 'hours_bank_credit', REFS.hoursBank);
    note(explain, 'hoursBankMinutes', -f.deficitMinutes, 'hours_bank_debit', REFS.hoursBank);
    f.overtime[otRate] = 0;
    f.deficitMinutes = 0;
    explainMovedToBank(explain, otRate);
  }

  // Breaks (CLT art. 71): the missing part is suppressed, unless it is pre-assigned (taken).
  if (pairs.length > 0) {
    f.breakSuppressedMinutes = missing - assumedBreak;
    if (f.breakSuppressedMinutes > 0) flags.push('break_short');
    if (assumedBreak > 0) flags.push('pre_assigned_break');
    note(explain, 'breakSuppressedMinutes', f.breakSuppressedMinutes, 'break', REFS.breaks);
  }

  // Rest between workdays (art. 66), 35 h across a weekly rest day (arts. 66 and 67).
  // The minimum rest is the new workday's rule: it is that workday's start that is checked.
  if (pairs.length > 0 && previous) {
    const { acrossRestDay } = previous;
    const required = acrossRestDay
      ? rules.interjornadaAcrossRestDayMinutes
      : rules.interjornadaMinutes;
    f.interjornadaMissingMinutes = Math.max(0, required - (pairs[0]![0] - previous.lastOut));
    if (f.interjornadaMissingMinutes > 0) flags.push('rest_11h');
    note(
      explain,
      'interjornadaMissingMinutes',
      f.interjornadaMissingMinutes,
      acrossRestDay ? 'interjornada_with_weekly_rest' : 'interjornada',
      acrossRestDay ? REFS.interjornadaRestDay : REFS.interjornada,
    );
  }

  return {
    result: withPunches(f, punches, zone),
    lastOut: pairs.length > 0 ? pairs[pairs.length - 1]![1] : undefined,
  };
}

/** The punched time: clock minutes, night minutes (window and extension), credited minutes. */
function explainWork(explain: Explain[], punched: WorkMinutes, extension: number) {
  const nightCredited = punched.credited - punched.clock + punched.night;
  note(explain, 'workedClockMinutes', punched.clock, 'punches', REFS.punches);
  note(explain, 'nightMinutes', punched.night - extension, 'night', REFS.night);
  note(explain, 'nightMinutes', extension, 'night_extension', REFS.nightExtension);
  note(explain, 'nightCreditedMinutes', nightCredited, 'night_reduced_hour', REFS.nightReduced);
  note(
    explain,
    'workedMinutes',
    punched.credited,
    nightCredited !== punched.night ? 'punches_with_reduced_night_hour' : 'punches',
    nightCredited !== punched.night ? REFS.nightReduced : REFS.punches,
  );
}

/**
 * The pre-assigned break taken out of the punched time: one negative entry per figure it changed,
 * so a figure's entries still add up to it (the night ones split like the night entries above).
 */
function explainAssumedBreak(
  explain: Explain[],
  punched: WorkMinutes,
  punchedExtension: number,
  worked: WorkMinutes,
  extension: number,
) {
  const rule = 'pre_assigned_break';
  const ref = REFS.preAssignedBreak;
  const nightCredited = (w: WorkMinutes) => w.credited - w.clock + w.night;
  const fromExtension = punchedExtension - extension;
  note(explain, 'workedClockMinutes', worked.clock - punched.clock, rule, ref);
  note(explain, 'nightMinutes', worked.night - punched.night + fromExtension, rule, ref);
  note(explain, 'nightMinutes', -fromExtension, rule, REFS.nightExtension);
  note(explain, 'nightCreditedMinutes', nightCredited(worked) - nightCredited(punched), rule, ref);
  note(explain, 'workedMinutes', worked.credited - punched.credited, rule, ref);
}

/** Overtime and deficit that went to the bank are explained by the bank, not as paid figures. */
function explainMovedToBank(explain: Explain[], otRate: string) {
  for (let k = explain.length - 1; k >= 0; k--) {
    const field = explain[k]!.field;
    if (field === `overtime.${otRate}` || field === 'deficitMinutes') explain.splice(k, 1);
  }
}

/** A day with a schedule: owed minutes, tolerance, overtime or deficit. */
function scheduledDay(
  ctx: DayContext,
  plan: PlannedDay,
  /** Undefined when there are no punches. */
  tolerance: ToleranceCheck | undefined,
  pairs: Interval[],
  workNight: NightRanges,
  absence: Absence | undefined,
  day: { f: DayFigures; flags: Flag[]; explain: Explain[] },
): void {
  const { scenario } = ctx;
  const zone = scenario.timezone;
  const { rules, otRate, restRate } = plan.terms;
  const { f, flags, explain } = day;
  // With holidayHoursByCalendarDay, the hours of a crossing shift that fall on a holiday are
  // holiday work, not owed schedule.
  const holidayRanges =
    ctx.holidays.size === 0 || !rules.holidayHoursByCalendarDay
      ? []
      : otherHolidayRanges(scenario, plan, ctx.holidays, [...plan.marks, ...pairs]);
  const marks = splitBy(plan.marks, holidayRanges);
  const work = splitBy(pairs, holidayRanges);
  const scheduleNight = nightRanges(zone, rules.night, plan.marks);
  const scheduled = creditedMinutes(marks.outside, scheduleNight, rules.night);
  f.scheduledMinutes = scheduled.credited;
  note(explain, 'scheduledMinutes', f.scheduledMinutes, 'schedule', REFS.schedule);
  // The schedule's own required break that its pairs do not contain is not owed work either:
  // measured and taken out exactly as from the punches (out of the hours not on a holiday).
  const assumedBreak = rules.preAssignedBreak ? missingBreak(plan.marks, rules.breaks) : 0;
  if (assumedBreak > 0) {
    f.scheduledMinutes = withoutBreak(scheduled, assumedBreak, rules.night).credited;
    const reduction = f.scheduledMinutes - scheduled.credited;
    note(explain, 'scheduledMinutes', reduction, 'pre_assigned_break', REFS.preAssignedBreak);
  }
  // A pre-assigned break comes out of the workday's hours not on a holiday first (the minimum
  // keeps the holiday hours within the worked ones; without the rule it never binds).
  const holidayWork =
    work.inside.length === 0
      ? 0
      : Math.min(f.workedMinutes, creditedMinutes(work.inside, workNight, rules.night).credited);
  const normalWork = f.workedMinutes - holidayWork;
  if (holidayWork > 0) {
    flags.push('holiday_hours');
    f.overtime[restRate] = (f.overtime[restRate] ?? 0) + holidayWork;
    note(explain, `overtime.${restRate}`, holidayWork, 'holiday_hours', REFS.restDay);
  }

  if (tolerance === undefined) {
    if (absence?.kind === 'justified') {
      flags.push('justified_absence');
      f.justifiedMinutes = Math.min(f.scheduledMinutes, absence.minutes ?? f.scheduledMinutes);
      note(explain, 'justifiedMinutes', f.justifiedMinutes, 'justified_absence', REFS.justified);
    }
    // Without a record, or past the hours a partial leave justifies, the day is an absence.
    const unjustified = f.scheduledMinutes - f.justifiedMinutes;
    if (absence?.kind !== 'justified' || unjustified > 0) {
      flags.push('absent');
      f.absenceMinutes = unjustified;
      note(explain, 'absenceMinutes', f.absenceMinutes, 'unjustified_absence', REFS.absence);
    }
    return;
  }

  if (tolerance.tolerated) {
    flags.push('tolerance');
    const within = Math.abs(normalWork - f.scheduledMinutes) || tolerance.deviation;
    note(explain, 'tolerance', within, 'tolerance', REFS.tolerance);
    return;
  }
  f.lateMinutes = tolerance.lateMinutes;
  f.earlyLeaveMinutes = tolerance.earlyLeaveMinutes;
  note(explain, 'lateMinutes', f.lateMinutes, 'late_arrival', REFS.late);
  note(explain, 'earlyLeaveMinutes', f.earlyLeaveMinutes, 'early_leave', REFS.late);
  const difference = normalWork - f.scheduledMinutes;
  if (difference > 0) {
    f.overtime[otRate] = (f.overtime[otRate] ?? 0) + difference;
    note(explain, `overtime.${otRate}`, difference, 'overtime', REFS.overtime);
  } else if (difference < 0) {
    // A justified absence covers the shortfall (a partial leave only up to its minutes).
    const short = -difference;
    if (absence?.kind === 'justified') {
      f.justifiedMinutes = Math.min(short, absence.minutes ?? short);
      note(explain, 'justifiedMinutes', f.justifiedMinutes, 'justified_absence', REFS.justified);
    }
    f.deficitMinutes = short - f.justifiedMinutes;
    note(explain, 'deficitMinutes', f.deficitMinutes, 'deficit', REFS.tolerance);
  }
}
