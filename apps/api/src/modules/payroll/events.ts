import {
  comparePayrollEvents,
  overtimeEvent,
  type PayrollEvent,
  type PayrollEventUnit,
  payrollEventUnit,
} from '@ponteiro/shared';
import { addDays } from '../../lib/calendar-date.js';

// The period's payroll events of one employee, from the stored day objects (field names of
// shared/guide/time-engine.md) and the hours bank ledger: sums and counts only — what the law
// says is already in the engine's figures. Pure.

/** A stored employee-day: the engine's day object, or null (no schedule, not employed). */
export interface PayrollDay {
  date: string;
  result: Record<string, unknown> | null;
}

export interface PayrollQuantity {
  event: PayrollEvent;
  unit: PayrollEventUnit;
  quantity: number;
}

/** Days before `from` the DSR rule reads: the rest of the week the period starts in. */
export const DSR_LOOKBACK_DAYS = 6;

const minutesOf = (result: Record<string, unknown>, field: string) => {
  const value = Number(result[field] ?? 0);
  return Number.isFinite(value) ? value : 0;
};

const isAbsent = (day: PayrollDay) => !!day.result && minutesOf(day.result, 'absenceMinutes') > 0;

/** The Sunday that starts the calendar week of `date`. */
export function weekStart(date: string): string {
  return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

/**
 * Weekly paid rests lost (Lei 605/1949 art. 6): one per Sunday-to-Saturday week with an unjustified
 * absence, counted in the period that holds the week's first one — a week spanning two periods is
 * counted once. `days` must reach back `DSR_LOOKBACK_DAYS` before `from`.
 */
export function dsrDaysLost(days: readonly PayrollDay[], from: string, to: string): number {
  const firstAbsence = new Map<string, string>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    if (day.date > to || !isAbsent(day)) continue;
    const week = weekStart(day.date);
    if (!firstAbsence.has(week)) firstAbsence.set(week, day.date);
  }
  return [...firstAbsence.values()].filter((date) => date >= from).length;
}

/**
 * An employee's events in `from`…`to`: overtime per rate, night additional (credited minutes),
 * DSR days lost, unjustified absence (minutes and days), lateness, early leave and the bank's
 * payout — only those with a quantity, in the files' order.
 */
export function payrollEventsOf(
  days: readonly PayrollDay[],
  from: string,
  to: string,
  hoursBankPaidMinutes = 0,
): PayrollQuantity[] {
  const totals = new Map<PayrollEvent, number>();
  const add = (event: PayrollEvent, quantity: number) =>
    totals.set(event, (totals.get(event) ?? 0) + quantity);

  for (const day of days) {
    if (day.date < from || day.date > to || !day.result) continue;
    const result = day.result;
    const overtime = (result.overtime ?? {}) as Record<string, unknown>;
    for (const [rate, minutes] of Object.entries(overtime)) {
      const value = Number(minutes);
      if (Number.isFinite(value) && Number.isFinite(Number(rate))) add(overtimeEvent(rate), value);
    }
    add('night_additional', minutesOf(result, 'nightCreditedMinutes'));
    add('absence_unjustified', minutesOf(result, 'absenceMinutes'));
    if (isAbsent(day)) add('absence_unjustified_days', 1);
    add('lateness', minutesOf(result, 'lateMinutes'));
    add('early_leave', minutesOf(result, 'earlyLeaveMinutes'));
  }
  add('dsr_loss', dsrDaysLost(days, from, to));
  add('hours_bank_payout', hoursBankPaidMinutes);

  return [...totals.entries()]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => comparePayrollEvents(a, b))
    .map(([event, quantity]) => ({ event, unit: payrollEventUnit(event), quantity }));
}

/** The minutes the hours bank paid out in `from`…`to` (its ledger's `paid` lines, as positive). */
export function hoursBankPaid(
  lines: readonly { date: string; kind: string; minutes: number }[],
  from: string,
  to: string,
): number {
  return lines
    .filter((line) => line.kind === 'paid' && line.date >= from && line.date <= to)
    .reduce((sum, line) => sum + Math.abs(line.minutes), 0);
}
