import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PayrollXlsxRow, payrollEventLabel, payrollXlsx } from './payroll-xlsx.js';
import { dosDate } from './zip-times.js';

const rows: PayrollXlsxRow[] = [
  {
    registration: '42',
    cpf: '52998224725',
    name: 'João Conceição',
    code: '150',
    event: 'overtime_50',
    description: 'HE 50%',
    unit: 'minutes',
    quantity: 90,
  },
  {
    registration: null,
    cpf: '11144477735',
    name: 'Bia',
    code: '900',
    event: 'dsr_loss',
    description: null,
    unit: 'days',
    quantity: 1,
  },
];
const period = { from: '2026-06-01', to: '2026-06-30' };

/** Every entry's DOS time and date, from the central directory. */
function zipStamps(zip: Buffer): number[][] {
  const stamps: number[][] = [];
  for (let i = 0; i < zip.length - 4; i++) {
    if (zip.readUInt32LE(i) === 0x02014b50) {
      stamps.push([zip.readUInt16LE(i + 12), zip.readUInt16LE(i + 14)]);
    }
  }
  return stamps;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payrollXlsx', () => {
  it('gives the same bytes whenever it is made (zip entries and properties dated by the period)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T09:00:00Z'));
    const first = await payrollXlsx(rows, period, 'pt');
    vi.setSystemTime(new Date('2027-03-15T17:42:13Z'));
    const second = await payrollXlsx(rows, period, 'pt');
    expect(first.equals(second)).toBe(true);
    const stamps = zipStamps(first);
    expect(stamps.length).toBeGreaterThan(5);
    expect(stamps.every(([time, date]) => time === 0 && date === dosDate('2026-06-30'))).toBe(true);
  });

  it('one row per line: the quantity as HH:MM or days beside the number', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await payrollXlsx(rows, period, 'pt')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Folha')!;
    expect(workbook.created.toISOString()).toBe('2026-06-30T00:00:00.000Z');
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(values).toEqual([
      ['Eventos da folha — 01/06/2026 a 30/06/2026'],
      [
        'Matrícula',
        'CPF',
        'Colaborador',
        'Código',
        'Evento',
        'Descrição',
        'Quantidade',
        'Unidade',
        'Valor',
      ],
      [
        '42',
        '52998224725',
        'João Conceição',
        '150',
        'Horas extras 50%',
        'HE 50%',
        '01:30',
        'minutos',
        90,
      ],
      ['', '11144477735', 'Bia', '900', 'Perda de DSR', '', '1', 'dias', 1],
    ]);
  });

  it('names the events in both languages', () => {
    expect(payrollEventLabel('overtime_62.5', 'pt')).toBe('Horas extras 62,5%');
    expect(payrollEventLabel('overtime_62.5', 'en-US')).toBe('Overtime 62.5%');
    expect(payrollEventLabel('hours_bank_payout', 'en-US')).toBe('Hours bank paid out');
  });
});

describe('dosDate', () => {
  it('packs year since 1980, month and day', () => {
    expect(dosDate('1980-01-01')).toBe((0 << 9) | (1 << 5) | 1);
    expect(dosDate('2026-06-30')).toBe((46 << 9) | (6 << 5) | 30);
  });
});
