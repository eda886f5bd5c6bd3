import type { EngineScenario } from '@ponteiro/shared';
import {
  computeTimesheet,
  type DayResult,
  type Flag,
  parseScenario,
  scheduledPunches,
  type TimesheetResult,
  WEEKDAYS,
  type Weekday,
} from '@ponteiro/time-engine';
import { addDays, weekdayOf } from '../../lib/calendar-dates';

// The pure parts of "Pré-visualizar semana": which week, which period the API is asked for, the
// engine run on punches exactly on schedule, and the table's rows. The engine is imported here,
// in the employees chunk only (never in the sign-in page's closure, ADR 0015).

/** A Monday–Sunday week, as YYYY-MM-DD dates. */
export interface Week {
  from: string;
  to: string;
}

/** The Monday–Sunday week holding `date` (Brazilian payroll weeks start on Monday). */
export function weekOf(date: string): Week {
  const back = (WEEKDAYS.indexOf(weekdayOf(date)) + 6) % 7;
  const from = addDays(date, -back);
  return { from, to: addDays(from, 6) };
}

/** The week `weeks` before (negative) or after (positive) `week`. */
export function shiftWeek(week: Week, weeks: number): Week {
  return weekOf(addDays(week.from, 7 * weeks));
}

/**
 * The part of `week` the scenario can be asked for: the API answers 422 when the employee has no
 * schedule on `from`, so a week in which the first assignment starts (a new hire, a schedule
 * assigned today) starts on that date. Null when no assignment starts by the week's end.
 */
export function previewPeriod(
  week: Week,
  assignments: readonly { effective_from: string }[],
): Week | null {
  // ISO dates sort as text: the first of the sorted dates is the earliest.
  const first = assignments.map((a) => a.effective_from).sort()[0];
  if (first === undefined || first > week.to) return null;
  return { from: [week.from, first].sort()[1]!, to: week.to };
}

/** Minutes as HH:MM (hours may pass 24: a week's total of 44 h is "44:00"). */
export function hhmm(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The API's scenario with `punches` filled with the scheduled marks (ISO instants in the
 * workplace's offset), run through the engine's own parser and calculation. Throws the engine's
 * ScenarioError on a scenario it refuses.
 */
export function previewTimesheet(scenario: EngineScenario): TimesheetResult {
  const punches = scheduledPunches(parseScenario(scenario));
  return computeTimesheet(parseScenario({ ...scenario, punches }));
}

/** Engine flags worth a tag in the preview ("tolerance" is every on-time day: not news). */
export const PREVIEW_FLAGS = [
  'holiday',
  'rest_day',
  'day_off',
  'night_extended',
  'break_short',
  'rest_11h',
] as const satisfies readonly Flag[];
export type PreviewFlag = (typeof PREVIEW_FLAGS)[number] | 'no_schedule';

export interface PreviewRow {
  date: string;
  weekday: Weekday;
  /** "19:00–07:00" per scheduled pair the engine counted; none on rest days and holidays. */
  pairs: string[];
  scheduledMinutes: number;
  workedMinutes: number;
  nightMinutes: number;
  nightCreditedMinutes: number;
  flags: PreviewFlag[];
}

/** "2026-11-16T19:00:00-03:00" → "19:00": the punches are already in the workplace's offset. */
const clockOf = (iso: string) => iso.slice(11, 16);

function pairsOf(day: DayResult): string[] {
  const pairs: string[] = [];
  for (let k = 0; k + 1 < day.punches.length; k += 2) {
    pairs.push(`${clockOf(day.punches[k]!)}–${clockOf(day.punches[k + 1]!)}`);
  }
  return pairs;
}

/**
 * One row per day of `week`, Monday first: the engine's figures for the days it computed, and a
 * "no schedule" row for days before the first assignment (left out of the period).
 */
export function previewRows(week: Week, result: TimesheetResult): PreviewRow[] {
  const byDate = new Map(result.days.map((day) => [day.date, day]));
  return Array.from({ length: 7 }, (_, k) => {
    const date = addDays(week.from, k);
    const day = byDate.get(date);
    const row: PreviewRow = {
      date,
      weekday: weekdayOf(date),
      pairs: [],
      scheduledMinutes: 0,
      workedMinutes: 0,
      nightMinutes: 0,
      nightCreditedMinutes: 0,
      flags: ['no_schedule'],
    };
    if (!day) return row;
    return {
      ...row,
      pairs: pairsOf(day),
      scheduledMinutes: day.scheduledMinutes,
      workedMinutes: day.workedMinutes,
      nightMinutes: day.nightMinutes,
      nightCreditedMinutes: day.nightCreditedMinutes,
      flags: PREVIEW_FLAGS.filter((flag) => day.flags.includes(flag)),
    };
  });
}
