import { describe, expect, it } from 'vitest';
import { previousMonthPeriod } from './aej-period';

describe('the company AEJ period', () => {
  it('defaults to the whole previous month', () => {
    expect(previousMonthPeriod('2026-08-17')).toEqual({ from: '2026-07-01', to: '2026-07-31' });
    expect(previousMonthPeriod('2026-05-01')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('knows February and the turn of the year', () => {
    expect(previousMonthPeriod('2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(previousMonthPeriod('2027-03-10')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(previousMonthPeriod('2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
