import type { CellValue } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, dateText, serialToIsoDate } from './import-cells.js';
import type { ColumnKind } from './import-columns.js';

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

describe('cellText', () => {
  it.each<[string, CellValue, ColumnKind, string]>([
    ['empty', null, 'text', ''],
    ['undefined', undefined, 'date', ''],
    ['text is trimmed', '  Ana Souza ', 'text', 'Ana Souza'],
    ['integer keeps all digits', 123456789012345, 'text', '123456789012345'],
    ['decimal', 1.5, 'text', '1.5'],
    ['CPF typed as a number gets its leading zero back', 1234567890, 'digits', '01234567890'],
    ['CPF as text stays', '012.345.678-90', 'digits', '012.345.678-90'],
    ['Excel date', utc(2024, 1, 31), 'date', '2024-01-31'],
    [
      'Excel date a hair before midnight',
      new Date(Date.UTC(2024, 0, 30, 23, 59, 59, 999)),
      'date',
      '2024-01-31',
    ],
    ['serial number in a date column', 45322, 'date', '2024-01-31'],
    ['serial out of range stays a number', -3, 'date', '-3'],
    ['DD/MM/YYYY text', '31/01/2024', 'date', '2024-01-31'],
    ['D/M/YYYY text', '1/2/2024', 'date', '2024-02-01'],
    ['ISO text', '2024-01-31', 'date', '2024-01-31'],
    ['nonsense date text stays', 'ontem', 'date', 'ontem'],
    ['date in a text column', utc(2024, 1, 31), 'text', '2024-01-31'],
    ['rich text', { richText: [{ text: 'Jo' }, { text: 'ão' }] }, 'text', 'João'],
    [
      'hyperlink',
      { text: 'ana@example.com', hyperlink: 'mailto:ana@example.com' },
      'text',
      'ana@example.com',
    ],
    ['formula result', { formula: 'A1', result: 'Ana' }, 'text', 'Ana'],
    ['formula date result', { formula: 'TODAY()', result: utc(2024, 5, 1) }, 'date', '2024-05-01'],
    ['formula without result', { formula: 'A1' }, 'text', ''],
    ['error cell', { error: '#N/A' }, 'text', '#N/A'],
    ['dial code typed as a number', 55, 'dial', '+55'],
    ['dial code as digits text', '55', 'dial', '+55'],
    ['dial code with plus', '+1', 'dial', '+1'],
    ['boolean', true, 'text', 'true'],
  ])('%s', (_label, value, kind, expected) => {
    expect(cellText(value, kind)).toBe(expected);
  });

  it('reads serials of 1904-based workbooks', () => {
    expect(serialToIsoDate(0, true)).toBeNull();
    expect(serialToIsoDate(1, true)).toBe('1904-01-02');
    expect(cellText(43860, 'date', true)).toBe('2024-01-31');
  });

  it('leaves malformed date text for the schema to reject', () => {
    expect(dateText('31/13/2024')).toBe('2024-13-31');
    expect(dateText('2024/1/5')).toBe('2024-01-05');
  });
});
