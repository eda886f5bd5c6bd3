import type { DayResult } from '@ponteiro/time-engine';
import { describe, expect, it } from 'vitest';
import { costOf, difference, figuresOf, hourlyRate, sumFigures, ZERO_FIGURES } from './compare.js';

// The simulator's pure side: figures of a side, the payroll estimate, differences and totals.

const day = (date: string, over: Partial<DayResult> = {}): DayResult =>
  ({
    date,
    overtime: {},
    nightCreditedMinutes: 0,
    deficitMinutes: 0,
    hoursBankMinutes: 0,
    absenceMinutes: 0,
    interjornadaMissingMinutes: 0,
    flags: [],
    ...over,
  }) as DayResult;

describe('hourlyRate', () => {
  it.each([
    [2200, 10],
    [null, null],
    [0, null],
  ])('%s a month → %s an hour (÷ 220)', (salary, hourly) => {
    expect(hourlyRate(salary)).toBe(hourly);
  });
});

describe('costOf', () => {
  const base = { ...ZERO_FIGURES };
  it.each([
    ['no salary', { overtime: { '50': 60 } }, null, null],
    ['an hour at 50 %', { overtime: { '50': 60 } }, 10, 15],
    ['an hour at 100 %', { overtime: { '100': 60 } }, 10, 20],
    ['night credit: +20 %', { night_credited_minutes: 60 }, 10, 2],
    ['a deficit is discounted', { deficit_minutes: 30 }, 10, -5],
    ['an unjustified absence is discounted', { absence_minutes: 480 }, 10, -80],
    ['bank credit costs nothing now', { bank_minutes: 120 }, 10, 0],
  ] as const)('%s', (_, figures, hourly, cost) => {
    expect(costOf({ ...base, ...figures } as never, hourly)).toBe(cost);
  });
});

describe('figuresOf / difference / sumFigures', () => {
  const days = [
    day('2026-07-31', { overtime: { '50': 999 } }),
    day('2026-08-03', { overtime: { '50': 16, '100': 0 }, deficitMinutes: 5 }),
    day('2026-08-07', {
      flags: ['rest_11h'],
      interjornadaMissingMinutes: 60,
      hoursBankMinutes: -10,
      nightCreditedMinutes: 8,
    }),
  ];
  it('sums the period only (the engine also computes the day before)', () => {
    const f = figuresOf(days, '2026-08-01', '2026-08-31', 10);
    expect(f).toEqual({
      overtime: { '50': 16 },
      overtime_minutes: 16,
      night_credited_minutes: 8,
      deficit_minutes: 5,
      bank_minutes: -10,
      absence_minutes: 0,
      rest_breach_days: 1,
      rest_missing_minutes: 60,
      cost: 3.43,
    });
  });
  it('difference: proposed − baseline, rates that vanish dropped; cost null without salary', () => {
    const a = figuresOf(days, '2026-08-01', '2026-08-31', 10);
    const b = figuresOf(
      [day('2026-08-03', { hoursBankMinutes: 11 })],
      '2026-08-01',
      '2026-08-31',
      10,
    );
    const d = difference(b, a);
    expect(d).toMatchObject({ overtime: { '50': -16 }, bank_minutes: 21, cost: -3.43 });
    expect(difference({ ...b, cost: null }, { ...a, cost: null }).cost).toBeNull();
    expect(difference(a, a).overtime).toEqual({});
  });
  it('sumFigures: costs of those with a salary; null when none has one', () => {
    const a = figuresOf(days, '2026-08-01', '2026-08-31', 10);
    const b = figuresOf(days, '2026-08-01', '2026-08-31', null);
    expect(sumFigures([a, b])).toMatchObject({ overtime_minutes: 32, cost: 3.43 });
    expect(sumFigures([b, b]).cost).toBeNull();
  });
});
