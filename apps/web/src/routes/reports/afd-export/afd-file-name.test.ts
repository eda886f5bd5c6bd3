import { describe, expect, it } from 'vitest';
import { afdFileName, currentMonthPeriod } from './afd-file-name';

describe('the company AFD file name', () => {
  it('is AFD + INPI number (17 digits) + employer id + REP_P', () => {
    expect(
      afdFileName({ employer_id: '12.345.678/0001-95', rep_inpi_number: 'BR 51 2022 001234-5' }),
    ).toBe('AFD0000512022001234512345678000195REP_P.txt');
    expect(
      afdFileName({ employer_id: '12345678000195', rep_inpi_number: '12345678901234567' }),
    ).toBe('AFD1234567890123456712345678000195REP_P.txt');
  });

  it('leaves the INPI number out while the subsidiary has none', () => {
    expect(afdFileName({ employer_id: '123.456.789-09', rep_inpi_number: null })).toBe(
      'AFD12345678909REP_P.txt',
    );
  });

  it('defaults to the current month up to today', () => {
    expect(currentMonthPeriod('2026-08-17')).toEqual({ from: '2026-08-01', to: '2026-08-17' });
  });
});
