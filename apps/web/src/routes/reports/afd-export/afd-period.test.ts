import { describe, expect, it } from 'vitest';
import { currentMonthPeriod } from './afd-period';

describe('the company AFD period', () => {
  it('defaults to the current month up to today', () => {
    expect(currentMonthPeriod('2026-08-17')).toEqual({ from: '2026-08-01', to: '2026-08-17' });
  });
});
