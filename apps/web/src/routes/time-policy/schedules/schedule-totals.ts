import type { EngineSchedule, FullRules, WeekdayKey } from '@ponteiro/shared';
import {
  computeTimesheet,
  type DayResult,
  parseScenario,
  scheduledPunches,
} from '@ponteiro/time-engine';
import { addDays, weekdayOf } from '../../../lib/calendar-dates';
import { REFERENCE_MONDAY } from '../engine-check';
import { markMinutes, type Pair, pairsOn } from './schedule-marks';

// A schedule's totals as the timesheet will compute them: the real engine (imported only in the
// time-policy chunk, never in the sign-in page's) runs on punches exactly on the scheduled marks,
// so the form shows the reduced night hour, breaks and rest exactly as payroll will see them.

/** A rotation shows at least two weeks, so a 12x36 shows its rhythm. */
export const CYCLE_PREVIEW_DAYS = 14;
/** CLT art. 59: 8 h + at most 2 h of overtime. */
const DAY_LIMIT = 10 * 60;
/** CLT art. 58, CF art. 7º XIII. */
const WEEK_LIMIT = 44 * 60;

export interface DayTotals {
  date: string;
  weekday: WeekdayKey;
  /** Place in the week (0 = Monday) or in the cycle (0 = day 1). */
  index: number;
  pairs: readonly Pair[];
  /** The pairs as minutes from the day's midnight (past 1440: the next day). */
  marks: [number, number][];
  clock: number;
  night: number;
  nightCredited: number;
  /** The workday's length with night minutes credited: scheduled, or worked on a rest day. */
  total: number;
  restDay: boolean;
  breakMissing: number;
  restMissing: number;
}

export type ScheduleWarning =
  | { kind: 'dayOver10h' | 'breakMissing' | 'rest11h' | 'restDayWork'; day: DayTotals }
  | { kind: 'weekOver44h' | 'averageOver44h'; minutes: number };

export interface ScheduleTotals {
  /** What the preview draws: the week, or the cycle's first days. */
  days: DayTotals[];
  /** Per week: the week's sums, or a rotation's average over its whole cycle. */
  week: { total: number; night: number; nightCredited: number; average: boolean };
  warnings: ScheduleWarning[];
}

function dayTotals(day: DayResult, index: number, pairs: readonly Pair[]): DayTotals {
  const restDay = day.flags.includes('rest_day');
  return {
    date: day.date,
    weekday: weekdayOf(day.date),
    index,
    pairs,
    marks: markMinutes(pairs),
    clock: day.workedClockMinutes,
    night: day.nightMinutes,
    nightCredited: day.nightCreditedMinutes,
    total: restDay ? day.workedMinutes : day.scheduledMinutes,
    restDay,
    breakMissing: day.breakSuppressedMinutes,
    restMissing: day.interjornadaMissingMinutes,
  };
}

function warningsOf(days: DayTotals[], week: ScheduleTotals['week']): ScheduleWarning[] {
  const warnings: ScheduleWarning[] = [];
  for (const day of days) {
    if (day.total > DAY_LIMIT) warnings.push({ kind: 'dayOver10h', day });
    if (day.breakMissing > 0) warnings.push({ kind: 'breakMissing', day });
    if (day.restMissing > 0) warnings.push({ kind: 'rest11h', day });
    if (day.restDay && day.pairs.length > 0) warnings.push({ kind: 'restDayWork', day });
  }
  if (week.total > WEEK_LIMIT) {
    warnings.push({ kind: week.average ? 'averageOver44h' : 'weekOver44h', minutes: week.total });
  }
  return warnings;
}

/**
 * The engine's figures for a reference week (weekly) or from the anchor over the whole cycle
 * (at least CYCLE_PREVIEW_DAYS), with the warnings the form shows without refusing: a day over
 * 10 h, a week over 44 h, a missing break (art. 71), short rest (art. 66), hours on a rest day.
 * Throws the engine's ScenarioError when it refuses the schedule or the rules.
 */
export function scheduleTotals(schedule: EngineSchedule, rules: FullRules): ScheduleTotals {
  const cycle = schedule.kind === 'cycle';
  // Any Monday will do for a week: its days are labelled by weekday and no holidays are given.
  const from = cycle ? schedule.anchor : REFERENCE_MONDAY;
  const length = cycle ? schedule.pattern.length : 7;
  const count = cycle ? Math.max(length, CYCLE_PREVIEW_DAYS) : 7;
  const to = addDays(from, count - 1);
  const base = { timezone: 'UTC', schedule, rules };
  // Punched exactly as scheduled, by the engine's own planning, rest days included (the warnings
  // name hours on them), from the day before: the first day's rest since the previous workday.
  const punches = scheduledPunches(parseScenario({ ...base, from: addDays(from, -1), to }), {
    restDays: true,
  });
  const result = computeTimesheet(parseScenario({ ...base, from, to, punches }));
  const days = result.days.map((day, k) => dayTotals(day, k % length, pairsOn(schedule, day.date)));
  const period = days.slice(0, length);
  const perWeek = (pick: (day: DayTotals) => number) =>
    Math.round((period.reduce((sum, day) => sum + pick(day), 0) * 7) / length);
  const week = {
    total: perWeek((day) => day.total),
    night: perWeek((day) => day.night),
    nightCredited: perWeek((day) => day.nightCredited),
    average: cycle,
  };
  return {
    days: days.slice(0, cycle ? CYCLE_PREVIEW_DAYS : 7),
    week,
    warnings: warningsOf(period, week),
  };
}

// React Query keeps a record's objects while the data is unchanged: one engine run per version.
const cache = new WeakMap<object, ScheduleTotals | null>();

/** A saved version's totals (null when the engine refuses it), computed once per object. */
export function savedTotals(version: {
  schedule: EngineSchedule;
  rules: FullRules;
  pre_assigned_break?: boolean;
}): ScheduleTotals | null {
  if (!cache.has(version)) {
    let totals: ScheduleTotals | null = null;
    // A pre-assigned break is taken, not worked (the API's scenario passes it the same way).
    const rules = version.pre_assigned_break
      ? { ...version.rules, preAssignedBreak: true }
      : version.rules;
    try {
      totals = scheduleTotals(version.schedule, rules);
    } catch {
      // Stored versions passed the same engine on save; nothing to show if one does not now.
    }
    cache.set(version, totals);
  }
  return cache.get(version) ?? null;
}
