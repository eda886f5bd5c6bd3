import {
  fitPayrollCell,
  formatPayrollDate,
  formatPayrollQuantity,
  type PayrollLayoutColumn,
  type PayrollLayoutSpec,
  type PayrollLineValues,
  payrollLayoutSpecSchema,
  payrollLine,
} from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CSV_LAYOUT, payrollTextWriter, toLatin1 } from './text-file.js';

const values: PayrollLineValues = {
  registration: '42',
  cpf: '52998224725',
  pis: null,
  name: 'João Conceição',
  eventCode: '150',
  event: 'overtime_50',
  description: 'HE 50%',
  unit: 'minutes',
  quantity: 90,
  periodStart: '2026-06-01',
  periodEnd: '2026-06-30',
};

const column = (c: Partial<PayrollLayoutColumn> & Pick<PayrollLayoutColumn, 'field'>) =>
  payrollLayoutSpecSchema.parse({ format: 'csv', columns: [c] }).columns[0]!;

const layout = (spec: Record<string, unknown>): PayrollLayoutSpec =>
  payrollLayoutSpecSchema.parse(spec);

describe('fitPayrollCell', () => {
  it.each([
    ['left, spaces', 'ab', { width: 5, align: 'left', pad: 'space' }, 'ab   '],
    ['right, spaces', 'ab', { width: 5, align: 'right', pad: 'space' }, '   ab'],
    ['right, zeros', '150', { width: 6, align: 'right', pad: 'zero' }, '000150'],
    ['left, zeros', '150', { width: 6, align: 'left', pad: 'zero' }, '150000'],
    ['exact', 'abc', { width: 3, align: 'right', pad: 'zero' }, 'abc'],
    [
      'cut to the first characters',
      'Conceição',
      { width: 6, align: 'left', pad: 'space' },
      'Concei',
    ],
    ['cut whatever the alignment', '123456', { width: 4, align: 'right', pad: 'zero' }, '1234'],
    ['accents count as one character', 'ção', { width: 5, align: 'left', pad: 'space' }, 'ção  '],
    ['no width: as it is', 'ab', { width: null, align: 'right', pad: 'zero' }, 'ab'],
  ] as const)('%s', (_name, value, spec, expected) => {
    expect(fitPayrollCell(value, spec)).toBe(expected);
  });
});

describe('formatPayrollQuantity', () => {
  it.each([
    [90, 'minutes', 'hhmm', ',', '01:30'],
    [5, 'minutes', 'hhmm', ',', '00:05'],
    [7505, 'minutes', 'hhmm', ',', '125:05'],
    [90, 'minutes', 'decimal', ',', '1,50'],
    [90, 'minutes', 'decimal', '.', '1.50'],
    [10, 'minutes', 'decimal', ',', '0,17'],
    [1, 'minutes', 'decimal', '.', '0.02'],
    [100, 'minutes', 'decimal', ',', '1,67'],
    [2, 'days', 'hhmm', ',', '2'],
    [2, 'days', 'decimal', ',', '2,00'],
    [3, 'days', 'decimal', '.', '3.00'],
  ] as const)('%i %s as %s (%s)', (quantity, unit, hours, separator, expected) => {
    expect(
      formatPayrollQuantity(quantity, unit, { hours_format: hours, decimal_separator: separator }),
    ).toBe(expected);
  });
});

describe('formatPayrollDate', () => {
  it.each([
    ['ddmmyyyy', '30062026'],
    ['yyyymmdd', '20260630'],
    ['dd/mm/yyyy', '30/06/2026'],
    ['yyyy-mm-dd', '2026-06-30'],
    ['mmyyyy', '062026'],
    ['yyyymm', '202606'],
    ['mm/yyyy', '06/2026'],
  ] as const)('%s', (format, expected) => {
    expect(formatPayrollDate('2026-06-30', format)).toBe(expected);
  });
});

describe('payrollLine', () => {
  it('fixed width: columns side by side, each fitted; dates and competence in their formats', () => {
    const fixed = layout({
      format: 'fixed',
      hours_format: 'decimal',
      columns: [
        { field: 'constant', value: '01', width: 2 },
        { field: 'registration', width: 6, align: 'right', pad: 'zero' },
        { field: 'name', width: 10 },
        { field: 'event_code', width: 4, align: 'right', pad: 'zero' },
        { field: 'quantity', width: 7, align: 'right', pad: 'zero' },
        { field: 'competence', width: 6 },
        { field: 'period_start', width: 8, date_format: 'yyyymmdd' },
        { field: 'pis', width: 3 },
      ],
    });
    expect(payrollLine(fixed, values)).toBe('01000042João Conce01500001,5006202620260601   ');
  });

  it('csv: the separator, quotes where needed, widths only where set', () => {
    const csv = layout({
      format: 'csv',
      separator: ',',
      hours_format: 'decimal',
      decimal_separator: ',',
      columns: [
        { field: 'event_code', width: 5, align: 'right', pad: 'zero' },
        { field: 'name' },
        { field: 'quantity' },
        { field: 'constant', value: 'a "b"' },
      ],
    });
    expect(payrollLine(csv, values)).toBe('00150,João Conceição,"1,50","a ""b"""');
    expect(payrollLine({ ...csv, separator: 'tab' }, values)).toBe(
      '00150\tJoão Conceição\t1,50\t"a ""b"""',
    );
  });

  it('an empty PIS or description is an empty cell, padded like any other', () => {
    expect(payrollLine(layout({ format: 'csv', columns: [{ field: 'pis' }] }), values)).toBe('');
    const fixed = layout({ format: 'fixed', columns: [{ field: 'pis', width: 3, pad: 'zero' }] });
    expect(payrollLine(fixed, values)).toBe('000');
    expect(column({ field: 'name' })).toMatchObject({ align: 'left', pad: 'space', width: null });
  });
});

describe('payrollTextWriter', () => {
  const fixed = layout({
    format: 'fixed',
    line_ending: 'lf',
    columns: [
      { field: 'name', width: 8 },
      { field: 'quantity', width: 5 },
    ],
  });

  it('ends every line with the layout’s line ending', () => {
    expect(payrollTextWriter(fixed).line(values).toString('utf8')).toBe('João Con01:30\n');
    const crlf = payrollTextWriter({ ...fixed, line_ending: 'crlf' }).line(values);
    expect(crlf.toString('utf8')).toBe('João Con01:30\r\n');
  });

  it('UTF-8: an accented letter takes two bytes; latin1: one', () => {
    const utf8 = payrollTextWriter(fixed).line(values);
    expect(utf8.length).toBe(13 + 1 + 1);
    const latin1 = payrollTextWriter({ ...fixed, encoding: 'latin1' }).line(values);
    expect(latin1.length).toBe(13 + 1);
    expect([...latin1.subarray(0, 4)]).toEqual([0x4a, 0x6f, 0xe3, 0x6f]);
  });

  it('writes the CSV header only when the layout asks for it', () => {
    const writer = payrollTextWriter(DEFAULT_CSV_LAYOUT);
    expect(writer.header()?.toString('utf8')).toBe(
      'registration;cpf;name;event_code;event;description;quantity;period_start;period_end\r\n',
    );
    expect(writer.line(values).toString('utf8')).toBe(
      '42;52998224725;João Conceição;150;overtime_50;HE 50%;01:30;2026-06-01;2026-06-30\r\n',
    );
    expect(payrollTextWriter({ ...DEFAULT_CSV_LAYOUT, header: false }).header()).toBeNull();
    expect(payrollTextWriter(fixed).header()).toBeNull();
    const labelled = layout({
      format: 'csv',
      header: true,
      columns: [{ field: 'name', label: 'Nome' }],
    });
    expect(payrollTextWriter(labelled).header()?.toString('utf8')).toBe('Nome\r\n');
  });
});

describe('toLatin1', () => {
  it.each([
    ['Conceição', 'Conceição'],
    ['Łukasz Wałęsa', 'Lukasz Walesa'],
    ['Ő', 'O'],
    ['“Sá” — 1…2', '"Sá" - 1...2'],
    ['ア', '?'],
    ['😀', '?'],
  ])('%s → %s', (text, expected) => {
    expect(toLatin1(text)).toBe(expected);
  });
});
