import { describe, expect, it } from 'vitest';
import {
  durationText,
  formatMinutes,
  formatOptional,
  overtimeEntries,
  overtimeRates,
} from './minutes';

describe('minutes on the timesheet', () => {
  it.each([
    [0, '0:00'],
    [4, '0:04'],
    [484, '8:04'],
    [2640, '44:00'],
    [-90, '-1:30'],
    [-5, '-0:05'],
  ])('writes %i as %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('writes a zero figure as a dash when only a value is news', () => {
    expect(formatOptional(0)).toBe('—');
    expect(formatOptional(-20)).toBe('-0:20');
  });

  it.each([
    [4, '4 min'],
    [60, '1 h'],
    [65, '1 h 05 min'],
    [-20, '-20 min'],
    [-125, '-2 h 05 min'],
  ])('says %i minutes as %s in an explanation', (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it('lists the overtime rates of every day, lowest first', () => {
    expect(
      overtimeRates([{ overtime: { '100': 0 } }, { overtime: { '50': 30, '75': 0 } }]),
    ).toEqual(['50', '75', '100']);
    expect(overtimeEntries({ '100': 30, '50': 130, '75': 0 })).toEqual([
      ['50', 130],
      ['100', 30],
    ]);
  });
});
