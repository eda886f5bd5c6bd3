import { describe, expect, it } from 'vitest';
import { normalizeTime } from './time-input';

describe('normalizeTime', () => {
  it.each([
    ['8', '08:00'],
    ['800', '08:00'],
    ['0730', '07:30'],
    ['7:30', '07:30'],
    ['19h', '19:00'],
    ['19h30', '19:30'],
    [' 22:00 ', '22:00'],
    ['24:00', '24:00'],
    ['7:5', '7:5'],
    ['', ''],
  ])('%j → %j', (typed, written) => {
    expect(normalizeTime(typed)).toBe(written);
  });
});
