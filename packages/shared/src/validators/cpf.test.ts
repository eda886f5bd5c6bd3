import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf, normalizeCpf } from './cpf.js';
import { allSuffixes, seededStrings } from './test-seeds.js';

describe('isValidCpf', () => {
  it.each([
    // From the legal reference (§4.1).
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['123.456.789-09', true],
    ['000.000.001-91', true],
    ['935.411.347-80', true],
    // Computed here and confirmed by @brazilian-utils.
    ['987.654.321-00', true],
    ['100.200.300-88', true],
    ['271.828.182-05', true],
    ['314.159.265-90', true],
    ['000.000.002-72', true],
    // Masks, spaces and stray separators are tolerated.
    [' 529.982.247-25 ', true],
    ['529 982 247 25', true],
    ['529982247-25', true],
    // Wrong check digits.
    ['529.982.247-24', false],
    ['529.982.247-15', false],
    ['123.456.789-10', false],
    // All-same digits pass the arithmetic but are rejected.
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['99999999999', false],
    // Shape.
    ['', false],
    ['5299822472', false],
    ['529982247255', false],
    ['529.982.247/25', false],
    ['52998224a25', false],
    ['５２９９８２２４７２５', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidCpf(input)).toBe(expected);
  });

  it('agrees with @brazilian-utils on every check-digit pair of 200 bases', () => {
    for (const base of seededStrings(200, 9)) {
      for (const dv of allSuffixes(2)) {
        const cpf = base + dv;
        expect(isValidCpf(cpf), cpf).toBe(libIsValidCpf(cpf));
        expect(isValidCpf(formatCpf(cpf)), cpf).toBe(libIsValidCpf(cpf));
      }
    }
  });
});

describe('normalizeCpf', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    [' 529 982 247 25\t', '52998224725'],
    ['52998224725', '52998224725'],
    ['529/982', '529/982'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCpf(input)).toBe(expected);
  });
});

describe('formatCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['529 982 247 25', '529.982.247-25'],
    // Shape only: invalid check digits are still formatted.
    ['52998224724', '529.982.247-24'],
    // Not 11 digits: returned as given.
    ['5299822', '5299822'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatCpf(input)).toBe(expected);
  });
});
