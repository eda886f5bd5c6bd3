import {
  SIMULATION_NIGHT_PREMIUM,
  SIMULATION_SALARY_DIVISOR,
  type SimulationFigures,
} from '@ponteiro/shared';
import type { DayResult } from '@ponteiro/time-engine';

// The pure side of the simulator: one side's figures from the engine's days, their cost, the
// difference of two sides, and the sum of many. No storage here, so the table tests reach it.

export const ZERO_FIGURES: SimulationFigures = {
  overtime: {},
  overtime_minutes: 0,
  night_credited_minutes: 0,
  deficit_minutes: 0,
  bank_minutes: 0,
  absence_minutes: 0,
  rest_breach_days: 0,
  rest_missing_minutes: 0,
  cost: null,
};

/** monthly salary / 220 (CLT art. 64, a 44 h week); null without a salary. */
export function hourlyRate(monthlySalary: number | null): number | null {
  if (monthlySalary === null || !(monthlySalary > 0)) return null;
  return monthlySalary / SIMULATION_SALARY_DIVISOR;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The payroll estimate of a side: Σ overtime(rate) × hourly × (1 + rate/100) + night credited ×
 * hourly × 0.20 − (deficit + unjustified absence) × hourly (minutes / 60): what is paid on top,
 * less what is discounted. Bank credit is not paid now, so it costs 0.
 */
export function costOf(f: Omit<SimulationFigures, 'cost'>, hourly: number | null): number | null {
  if (hourly === null) return null;
  const perMinute = hourly / 60;
  let cost = 0;
  for (const [rate, minutes] of Object.entries(f.overtime)) {
    cost += minutes * perMinute * (1 + Number(rate) / 100);
  }
  cost += f.night_credited_minutes * perMinute * SIMULATION_NIGHT_PREMIUM;
  cost -= (f.deficit_minutes + f.absence_minutes) * perMinute;
  return cents(cost);
}

/** One side's figures over `from`…`to` (the engine also computes the day before: left out). */
export function figuresOf(
  days: readonly DayResult[],
  from: string,
  to: string,
  hourly: number | null,
): SimulationFigures {
  const f = { ...ZERO_FIGURES, overtime: {} as Record<string, number> };
  for (const d of days) {
    if (d.date < from || d.date > to) continue;
    for (const [rate, minutes] of Object.entries(d.overtime)) {
      if (minutes === 0) continue;
      f.overtime[rate] = (f.overtime[rate] ?? 0) + minutes;
      f.overtime_minutes += minutes;
    }
    f.night_credited_minutes += d.nightCreditedMinutes;
    f.deficit_minutes += d.deficitMinutes;
    f.bank_minutes += d.hoursBankMinutes;
    f.absence_minutes += d.absenceMinutes;
    if (d.flags.includes('rest_11h')) {
      f.rest_breach_days += 1;
      f.rest_missing_minutes += d.interjornadaMissingMinutes;
    }
  }
  return { ...f, cost: costOf(f, hourly) };
}

const nullableSum = (a: number | null, b: number | null, sign: 1 | -1) =>
  a === null && b === null ? null : cents((a ?? 0) + sign * (b ?? 0));

function combine(a: SimulationFigures, b: SimulationFigures, sign: 1 | -1): SimulationFigures {
  const overtime: Record<string, number> = { ...a.overtime };
  for (const [rate, minutes] of Object.entries(b.overtime)) {
    overtime[rate] = (overtime[rate] ?? 0) + sign * minutes;
  }
  for (const rate of Object.keys(overtime)) if (overtime[rate] === 0) delete overtime[rate];
  return {
    overtime,
    overtime_minutes: a.overtime_minutes + sign * b.overtime_minutes,
    night_credited_minutes: a.night_credited_minutes + sign * b.night_credited_minutes,
    deficit_minutes: a.deficit_minutes + sign * b.deficit_minutes,
    bank_minutes: a.bank_minutes + sign * b.bank_minutes,
    absence_minutes: a.absence_minutes + sign * b.absence_minutes,
    rest_breach_days: a.rest_breach_days + sign * b.rest_breach_days,
    rest_missing_minutes: a.rest_missing_minutes + sign * b.rest_missing_minutes,
    cost:
      sign === -1 && (a.cost === null || b.cost === null)
        ? null
        : nullableSum(a.cost, b.cost, sign),
  };
}

/** proposed − baseline (cost: the payroll effect; null without a salary). */
export const difference = (proposed: SimulationFigures, baseline: SimulationFigures) =>
  combine(proposed, baseline, -1);

/** The sum of many sides (cost: over those with a salary; null when none has one). */
export const sumFigures = (all: readonly SimulationFigures[]) =>
  all.reduce((total, f) => combine(total, f, 1), ZERO_FIGURES);
