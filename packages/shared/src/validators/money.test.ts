import { describe, expect, it } from 'vitest';
import { moneyCents, moneySchema } from './money.js';

describe('moneyCents', () => {
  it.each([
    [3500, 350_000],
    [3500.5, 350_050],
    ['3500', 350_000],
    ['3500,5', 350_050],
    ['3500.50', 350_050],
    ['3.500,50', 350_050],
    ['3,500.50', 350_050],
    ['1.234.567,89', 123_456_789],
    ['R$ 2.000', 200_000],
    ['3.500', 350_000], // three digits after a dot: thousands (pt), not 3.5
  ])('%s → %s cents', (value, cents) => {
    expect(moneyCents(value)).toBe(cents);
  });

  it.each([['abc'], ['3,50,00'], ['-10'], ['1e3'], ['3500.505'], [Number.NaN], [1.005]])(
    '%s is not an amount',
    (value) => {
      expect(moneyCents(value)).toBeNull();
    },
  );
});

describe('moneySchema', () => {
  it('answers two decimals', () => {
    expect(moneySchema.parse('3.500,5')).toBe('3500.50');
  });
  it.each([[0], ['0,00'], [10_000_000], [true], [null]])('refuses %s', (value) => {
    const result = moneySchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.money');
  });
});
