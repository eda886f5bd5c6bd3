import {
  type Language,
  PAYROLL_OVERTIME_EVENT,
  type PayrollEvent,
  type PayrollEventUnit,
} from '@ponteiro/shared';
import ExcelJS from 'exceljs';
import { fixZipTimes } from './zip-times.js';

// The payroll events as a spreadsheet, in the request's language: one row per employee and
// mapped event, the quantity as a number (minutes or days) beside its HH:MM text. The workbook's
// dates and its zip entries' dates are the period's last day, so the same figures always give
// the same bytes.

const TEXT = {
  pt: {
    sheet: 'Folha',
    file: 'folha',
    title: (from: string, to: string) => `Eventos da folha — ${br(from)} a ${br(to)}`,
    header: [
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
    units: { minutes: 'minutos', days: 'dias' },
    overtime: (rate: string) => `Horas extras ${rate.replace('.', ',')}%`,
    events: {
      night_additional: 'Adicional noturno',
      dsr_loss: 'Perda de DSR',
      absence_unjustified: 'Faltas injustificadas (horas)',
      absence_unjustified_days: 'Faltas injustificadas (dias)',
      lateness: 'Atrasos',
      early_leave: 'Saídas antecipadas',
      hours_bank_payout: 'Banco de horas pago',
    },
  },
  'en-US': {
    sheet: 'Payroll',
    file: 'payroll',
    title: (from: string, to: string) => `Payroll events — ${from} to ${to}`,
    header: [
      'Registration',
      'CPF',
      'Employee',
      'Code',
      'Event',
      'Description',
      'Quantity',
      'Unit',
      'Value',
    ],
    units: { minutes: 'minutes', days: 'days' },
    overtime: (rate: string) => `Overtime ${rate}%`,
    events: {
      night_additional: 'Night additional',
      dsr_loss: 'Weekly rest (DSR) lost',
      absence_unjustified: 'Unjustified absence (hours)',
      absence_unjustified_days: 'Unjustified absence (days)',
      lateness: 'Lateness',
      early_leave: 'Early leave',
      hours_bank_payout: 'Hours bank paid out',
    },
  },
} as const;

function br(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** The event's name in `language` (`Horas extras 50%`). */
export function payrollEventLabel(event: PayrollEvent, language: Language): string {
  const text = TEXT[language];
  const rate = PAYROLL_OVERTIME_EVENT.exec(event)?.[1];
  if (rate !== undefined) return text.overtime(rate);
  return text.events[event as keyof typeof text.events] ?? event;
}

export function payrollFileBase(language: Language): string {
  return TEXT[language].file;
}

export interface PayrollXlsxRow {
  registration: string | null;
  cpf: string;
  name: string;
  code: string;
  event: PayrollEvent;
  description: string | null;
  unit: PayrollEventUnit;
  quantity: number;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function payrollXlsx(
  rows: readonly PayrollXlsxRow[],
  period: { from: string; to: string },
  language: Language,
): Promise<Buffer> {
  const text = TEXT[language];
  const workbook = new ExcelJS.Workbook();
  const stamp = new Date(`${period.to}T00:00:00Z`);
  workbook.creator = 'Ponteiro';
  workbook.lastModifiedBy = 'Ponteiro';
  workbook.created = stamp;
  workbook.modified = stamp;
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow([text.title(period.from, period.to)]).font = { bold: true };
  sheet.addRow([...text.header]).font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      row.registration ?? '',
      row.cpf,
      row.name,
      row.code,
      payrollEventLabel(row.event, language),
      row.description ?? '',
      row.unit === 'minutes' ? hhmm(row.quantity) : String(row.quantity),
      text.units[row.unit],
      row.quantity,
    ]);
  }
  sheet.columns.forEach((column, i) => {
    column.width = [12, 14, 32, 10, 30, 30, 11, 9, 9][i] ?? 12;
  });
  return fixZipTimes(Buffer.from(await workbook.xlsx.writeBuffer()), period.to);
}
