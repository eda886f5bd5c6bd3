import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './date-schemas.js';
import { isIsoDate } from './iso-date.js';

const CASES: [string, boolean][] = [
  ['2026-01-31', true],
  ['2024-02-29', true],
  ['2000-02-29', true],
  ['2023-02-28', true],
  ['2026-12-31', true],
  ['0001-01-01', true],
  ['2023-02-29', false],
  ['1900-02-29', false],
  ['2100-02-29', false],
  ['2026-04-31', false],
  ['2026-06-31', false],
  ['2026-09-31', false],
  ['2026-11-31', false],
  ['2026-01-32', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-01-00', false],
  ['2026-1-01', false],
  ['2026-01-1', false],
  ['26-01-01', false],
  ['20260101', false],
  ['2026/01/01', false],
  ['01/02/2026', false],
  [' 2026-01-01', false],
  ['2026-01-01 ', false],
  ['2026-01-01T00:00:00Z', false],
  ['', false],
];

describe('isIsoDate', () => {
  it.each(CASES)('%j → %s', (input, expected) => {
    expect(isIsoDate(input)).toBe(expected);
  });

  // The schema uses zod's own ISO date check; both must hold the same rule.
  it.each(CASES)('isoDateSchema agrees on %j', (input, expected) => {
    expect(isoDateSchema.safeParse(input).success).toBe(expected);
  });
});
