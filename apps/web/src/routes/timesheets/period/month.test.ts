import { describe, expect, it } from 'vitest';
import { daysIn, isWholeMonth, monthOf, periodOf, periodParams, shiftMonth } from './month';

describe('timesheet periods', () => {
  it('takes the calendar month of a date, leap years included', () => {
    expect(monthOf('2026-08-17')).toEqual({ from: '2026-08-01', to: '2026-08-31' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('moves month by month across years', () => {
    const august = { from: '2026-08-01', to: '2026-08-31' };
    expect(shiftMonth(august, -1)).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(shiftMonth(august, 5)).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(shiftMonth({ from: '2026-01-15', to: '2026-01-20' }, -1)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(isWholeMonth(august)).toBe(true);
    expect(isWholeMonth({ from: '2026-08-02', to: '2026-08-31' })).toBe(false);
    expect(daysIn(august)).toBe(31);
  });

  it('reads the address: the current month by default, ends in order, at most 62 days', () => {
    const today = '2026-11-25';
    expect(periodOf({}, today)).toEqual({ from: '2026-11-01', to: '2026-11-30', clamped: false });
    expect(periodOf({ from: '2026-02-30', to: '2026-03-05' }, today)).toMatchObject({
      from: '2026-11-01',
    });
    expect(periodOf({ from: '2026-08-31', to: '2026-08-01' }, today)).toEqual({
      from: '2026-08-01',
      to: '2026-08-31',
      clamped: false,
    });
    expect(periodOf({ from: '2026-01-01', to: '2026-12-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-03',
      clamped: true,
    });
  });

  it('leaves the current month out of the address', () => {
    const today = '2026-11-25';
    expect(periodParams(monthOf(today), today)).toEqual({ from: undefined, to: undefined });
    expect(periodParams({ from: '2026-10-01', to: '2026-10-31' }, today)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });
});
