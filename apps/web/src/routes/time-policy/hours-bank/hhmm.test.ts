import { describe, expect, it } from 'vitest';
import { formatHhmm, parseHhmm } from './hhmm';

describe('HH:MM durations', () => {
  it.each([
    ['02:00', 120],
    ['1:30', 90],
    ['00:05', 5],
    ['40:00', 2400],
    ['1666:40', 100_000],
    ['-01:30', -90],
    ['- 0:30', -30],
    ['\u221201:30', -90],
    ['+00:45', 45],
    ['  03:15 ', 195],
    ['-0:00', 0],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parseHhmm(text)).toBe(minutes);
  });

  it.each([
    '',
    'abc',
    '8',
    '90',
    '7h30',
    '1:5',
    '1:75',
    '12:345',
    '--1:00',
    '1,5',
    '10000:00',
    '1:30:00',
  ])('refuses %j', (text) => {
    expect(parseHhmm(text)).toBeUndefined();
  });

  it('writes minutes as HH:MM, hours past 24 included, with a sign for debits', () => {
    expect(formatHhmm(0)).toBe('00:00');
    expect(formatHhmm(5)).toBe('00:05');
    expect(formatHhmm(120)).toBe('02:00');
    expect(formatHhmm(2400)).toBe('40:00');
    expect(formatHhmm(-90)).toBe('-01:30');
    expect(formatHhmm(-90, { signed: true })).toBe('-01:30');
    expect(formatHhmm(90, { signed: true })).toBe('+01:30');
    expect(formatHhmm(0, { signed: true })).toBe('00:00');
    expect(formatHhmm(100_000)).toBe('1666:40');
  });

  it('reads back what it writes', () => {
    for (const minutes of [-100_000, -61, -1, 0, 1, 59, 60, 1439, 100_000]) {
      expect(parseHhmm(formatHhmm(minutes, { signed: true }))).toBe(minutes);
    }
  });
});
