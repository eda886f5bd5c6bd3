import { isValidPis as libIsValidPis } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { formatPis, isValidPis, normalizePis } from './pis.js';
import { allSuffixes, seededStrings } from './test-seeds.js';

describe('isValidPis', () => {
  it.each([
    // Computed here (weights 3,2,9,8,7,6,5,4,3,2) and confirmed by @brazilian-utils.
    ['123.45678.90-0', true],
    ['12345678900', true],
    ['170.00000.00-5', true],
    ['200.00000.00-5', true],
    ['105.43210.98-4', true],
    // 11 − (sum mod 11) = 10 or 11 → 0.
    ['130.00000.01-0', true],
    ['120.54403.02-6', true],
    [' 120 54403 02 6 ', true],
    // Wrong check digit.
    ['120.54403.02-9', false],
    ['123.45678.90-1', false],
    // All-same digits (00000000000 passes the arithmetic).
    ['000.00000.00-0', false],
    ['11111111111', false],
    // Shape.
    ['1234567890', false],
    ['123456789000', false],
    ['123.45678.90/0', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidPis(input)).toBe(expected);
  });

  it('agrees with @brazilian-utils on every check digit of 500 bases', () => {
    for (const base of seededStrings(500, 10)) {
      for (const dv of allSuffixes(1)) {
        const pis = base + dv;
        expect(isValidPis(pis), pis).toBe(libIsValidPis(pis));
      }
    }
  });
});

describe('normalizePis', () => {
  it.each([
    ['120.54403.02-6', '12054403026'],
    [' 120 54403 02 6 ', '12054403026'],
    ['120/54403', '120/54403'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePis(input)).toBe(expected);
  });
});

describe('formatPis', () => {
  it.each([
    ['12054403026', '120.54403.02-6'],
    ['120.54403.02-6', '120.54403.02-6'],
    ['12054403029', '120.54403.02-9'],
    ['1205440302', '1205440302'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatPis(input)).toBe(expected);
  });
});
