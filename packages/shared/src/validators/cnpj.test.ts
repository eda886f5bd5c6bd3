import {
  formatCnpj as libFormatCnpj,
  isValidCnpj as libIsValidCnpj,
} from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj.js';
import { allSuffixes, CNPJ_ALPHABET, seededStrings } from './test-seeds.js';

describe('isValidCnpj', () => {
  it.each([
    // Numeric, from the legal reference (§4.2) and real registrations.
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['00.000.000/0001-91', true],
    ['19.100.000/0001-91', true],
    ['60.500.000/0001-82', true],
    ['33.000.167/0001-01', true],
    ['60.701.190/0001-04', true],
    ['00.360.305/0001-04', true],
    // Numeric, computed here and confirmed by @brazilian-utils.
    ['33.000.000/0001-40', true],
    ['60.601.883/0001-17', true],
    ['12.345.678/0001-95', true],
    // Alphanumeric (IN RFB 2.229/2024): the RFB/SERPRO example and others from the reference.
    ['12.ABC.345/01DE-35', true],
    ['12ABC34501DE35', true],
    ['12abc34501de35', true],
    ['12.abc.345/01de-35', true],
    ['A1.B2C.3D4/E5F6-68', true],
    ['AB.CDE.FGH/IJKL-80', true],
    ['00.000.000/ZZZZ-62', true],
    // Alphanumeric, computed here and confirmed by @brazilian-utils.
    ['PO.NTE.IRO/0001-40', true],
    ['ZZ.ZZZ.ZZZ/ZZZZ-62', true],
    ['0A.1B2.C3D/4E5F-23', true],
    [' 12 ABC 345 01DE 35 ', true],
    // Wrong check digits.
    ['12.ABC.345/01DE-36', false],
    ['11.222.333/0001-80', false],
    ['11.222.333/0001-18', false],
    ['A1.B2C.3D4/E5F6-86', false],
    // All-same characters.
    ['00.000.000/0000-00', false],
    ['11.111.111/1111-11', false],
    ['99999999999999', false],
    // Check digits must be digits; other characters are never stripped.
    ['12.ABC.345/01DE-3Z', false],
    ['12ABC34501DE3', false],
    ['12ABC34501DE355', false],
    ['12.ÁBC.345/01DE-35', false],
    ['12_ABC_345_01DE_35', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidCnpj(input)).toBe(expected);
  });

  it('agrees with @brazilian-utils v2 on all check digits of 150 alphanumeric bases', () => {
    for (const base of seededStrings(150, 12, CNPJ_ALPHABET)) {
      for (const dv of allSuffixes(2)) {
        const cnpj = base + dv;
        const expected = libIsValidCnpj(cnpj, { version: 2 });
        expect(isValidCnpj(cnpj), cnpj).toBe(expected);
        expect(isValidCnpj(formatCnpj(cnpj).toLowerCase()), cnpj).toBe(expected);
      }
    }
  });

  it('agrees with @brazilian-utils v1 on all check digits of 150 numeric bases', () => {
    for (const base of seededStrings(150, 12)) {
      for (const dv of allSuffixes(2)) {
        const cnpj = base + dv;
        expect(isValidCnpj(cnpj), cnpj).toBe(libIsValidCnpj(cnpj));
      }
    }
  });
});

describe('normalizeCnpj', () => {
  it.each([
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 11.222.333 / 0001-81 ', '11222333000181'],
    ['11222333000181', '11222333000181'],
    ['12_ABC', '12_ABC'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCnpj(input)).toBe(expected);
  });
});

describe('formatCnpj', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    // Shape only: bad check digits are still formatted.
    ['12ABC34501DE36', '12.ABC.345/01DE-36'],
    // Not 14 characters A–Z/0–9: returned as given.
    ['1122233300018', '1122233300018'],
    ['12_ABC', '12_ABC'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatCnpj(input)).toBe(expected);
  });

  it('matches the mask of @brazilian-utils', () => {
    for (const value of ['11222333000181', '12ABC34501DE35', 'AB.CDE.FGH/IJKL-80']) {
      expect(formatCnpj(value)).toBe(libFormatCnpj(value, { version: 2 }));
    }
  });
});
