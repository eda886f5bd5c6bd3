import { TIMESHEET_MAX_DAYS } from '@ponteiro/shared';
import { addDays, dayNumber } from '../../../lib/calendar-dates';
import { isIsoDate } from '../punch-log/punch-log-query';

// The period a timesheet screen shows (pure, so a test pins it): a month by default, any dates a
// link brings (at most the API's 62 days), kept in the address as `from` and `to`.

export interface Period {
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text is an id the API takes (an address may bring anything). */
export function isUuid(value: string | undefined | null): value is string {
  return UUID.test(value ?? '');
}

/** The calendar month holding `date`. */
export function monthOf(date: string): Period {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = date.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/** The month `months` after (negative: before) the month of `period.from`. */
export function shiftMonth(period: Period, months: number): Period {
  const [year, month] = period.from.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
  return monthOf(first);
}

/** Whether the period is exactly one calendar month. */
export function isWholeMonth(period: Period): boolean {
  const month = monthOf(period.from);
  return month.from === period.from && month.to === period.to;
}

/** Days in the period, both ends included. */
export function daysIn(period: Period): number {
  return dayNumber(period.to) - dayNumber(period.from) + 1;
}

/** Whether `date` falls in the period. */
export function includesDate(period: Period, date: string): boolean {
  return period.from <= date && date <= period.to;
}

/**
 * The address's `from`/`to` → the period shown: the current month when absent or malformed, the
 * ends put in order, and cut to the API's longest period (`clamped` says so).
 */
export function periodOf(
  params: { from?: string | null; to?: string | null },
  today: string,
): Period & { clamped: boolean } {
  const from = params.from ?? undefined;
  const to = params.to ?? undefined;
  if (!isIsoDate(from) || !isIsoDate(to)) return { ...monthOf(today), clamped: false };
  const [start, end] = from <= to ? [from, to] : [to, from];
  if (daysIn({ from: start, to: end }) > TIMESHEET_MAX_DAYS) {
    return { from: start, to: addDays(start, TIMESHEET_MAX_DAYS - 1), clamped: true };
  }
  return { from: start, to: end, clamped: false };
}

/** The address's parameters for a period: none while it is the current month. */
export function periodParams(
  period: Period,
  today: string,
): { from: string | undefined; to: string | undefined } {
  const current = monthOf(today);
  return current.from === period.from && current.to === period.to
    ? { from: undefined, to: undefined }
    : { from: period.from, to: period.to };
}
