import { describe, expect, it } from 'vitest';
import {
  dsrDaysLost,
  hoursBankPaid,
  type PayrollDay,
  payrollEventsOf,
  weekStart,
} from './events.js';

const worked = (date: string, figures: Record<string, unknown> = {}): PayrollDay => ({
  date,
  result: { date, overtime: {}, ...figures },
});
const absent = (date: string, minutes = 480) => worked(date, { absenceMinutes: minutes });

describe('payrollEventsOf', () => {
  it('sums the period’s figures per event, overtime per rate, in the files’ order', () => {
    const days = [
      worked('2026-06-01', { overtime: { '50': 30 }, lateMinutes: 12 }),
      worked('2026-06-02', { overtime: { '50': 45, '100': 0 }, earlyLeaveMinutes: 20 }),
      worked('2026-06-07', { overtime: { '100': 240 }, nightCreditedMinutes: 69 }),
      worked('2026-06-08', { overtime: { '62.5': 15 } }),
      absent('2026-06-10'),
      { date: '2026-06-13', result: null },
    ];
    expect(payrollEventsOf(days, '2026-06-01', '2026-06-30', 90)).toEqual([
      { event: 'overtime_50', unit: 'minutes', quantity: 75 },
      { event: 'overtime_62.5', unit: 'minutes', quantity: 15 },
      { event: 'overtime_100', unit: 'minutes', quantity: 240 },
      { event: 'night_additional', unit: 'minutes', quantity: 69 },
      { event: 'dsr_loss', unit: 'days', quantity: 1 },
      { event: 'absence_unjustified', unit: 'minutes', quantity: 480 },
      { event: 'absence_unjustified_days', unit: 'days', quantity: 1 },
      { event: 'lateness', unit: 'minutes', quantity: 12 },
      { event: 'early_leave', unit: 'minutes', quantity: 20 },
      { event: 'hours_bank_payout', unit: 'minutes', quantity: 90 },
    ]);
  });

  it('leaves out days outside the period and events without a quantity', () => {
    const days = [worked('2026-05-31', { overtime: { '50': 60 } }), worked('2026-06-01')];
    expect(payrollEventsOf(days, '2026-06-01', '2026-06-30')).toEqual([]);
  });

  it('ignores figures that are not numbers', () => {
    const days = [worked('2026-06-01', { overtime: { x: 5, '50': 'a' }, lateMinutes: 'n' })];
    expect(payrollEventsOf(days, '2026-06-01', '2026-06-30')).toEqual([]);
  });
});

describe('dsrDaysLost (Lei 605/1949 art. 6; weeks Sunday to Saturday)', () => {
  // June 2026: the 7th, 14th, 21st and 28th are Sundays.
  it.each([
    ['no absence', [], 0],
    ['one absence', ['2026-06-10'], 1],
    ['two absences in one week', ['2026-06-08', '2026-06-12'], 1],
    ['absences in two weeks', ['2026-06-12', '2026-06-15'], 2],
    ['Saturday and the next Sunday are two weeks', ['2026-06-13', '2026-06-14'], 2],
    ['a week that began last period, absent only then', ['2026-05-31'], 0],
    ['a week that began last period, absent only now', ['2026-06-02'], 1],
    ['a week already counted last period', ['2026-05-31', '2026-06-02'], 0],
    ['an absence after the period', ['2026-07-01'], 0],
  ])('%s', (_name, dates, lost) => {
    const days = (dates as string[]).map((d) => absent(d));
    expect(dsrDaysLost(days, '2026-06-01', '2026-06-30')).toBe(lost);
  });

  it('a justified absence (no absence minutes) costs no rest', () => {
    expect(
      dsrDaysLost([worked('2026-06-10', { justifiedMinutes: 480 })], '2026-06-01', '2026-06-30'),
    ).toBe(0);
  });

  it('weeks start on Sunday', () => {
    expect(weekStart('2026-06-07')).toBe('2026-06-07');
    expect(weekStart('2026-06-13')).toBe('2026-06-07');
    expect(weekStart('2026-06-01')).toBe('2026-05-31');
  });
});

describe('hoursBankPaid', () => {
  it('sums the paid lines in the period, as positive minutes', () => {
    const lines = [
      { date: '2026-05-31', kind: 'paid', minutes: -30 },
      { date: '2026-06-15', kind: 'credit', minutes: 60 },
      { date: '2026-06-30', kind: 'paid', minutes: -45 },
      { date: '2026-06-30', kind: 'forfeited', minutes: -10 },
    ];
    expect(hoursBankPaid(lines, '2026-06-01', '2026-06-30')).toBe(45);
  });
});
