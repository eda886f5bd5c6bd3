import type { HoursBankBalance, Language } from '@ponteiro/shared';
import ExcelJS from 'exceljs';

// One employee's hours bank statement as a spreadsheet, in the request's language. Minutes go
// out as numbers (signed) beside an h:mm text, so the sheet sums and reads alike.

const TEXT = {
  pt: {
    sheet: 'Banco de horas',
    file: 'banco-de-horas',
    header: ['Data', 'Lançamento', 'Minutos', 'Horas', 'Saldo (min)', 'Saldo', 'Observação'],
    before: 'Saldo anterior',
    kinds: {
      opening: 'Saldo inicial',
      credit: 'Crédito',
      debit: 'Débito',
      adjustment: 'Ajuste',
      paid: 'Pago como hora extra',
      forfeited: 'Perdido no vencimento',
    },
    title: (b: HoursBankBalance) => `${b.employee.name} — ${b.from} a ${b.to}`,
  },
  'en-US': {
    sheet: 'Hours bank',
    file: 'hours-bank',
    header: ['Date', 'Entry', 'Minutes', 'Hours', 'Balance (min)', 'Balance', 'Note'],
    before: 'Previous balance',
    kinds: {
      opening: 'Opening balance',
      credit: 'Credit',
      debit: 'Debit',
      adjustment: 'Adjustment',
      paid: 'Paid as overtime',
      forfeited: 'Forfeited at expiry',
    },
    title: (b: HoursBankBalance) => `${b.employee.name} — ${b.from} to ${b.to}`,
  },
} as const;

/** "-1:30": minutes as signed hours and minutes. */
function hhmm(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : ''}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

export function hoursBankFileName(language: Language, ledger: HoursBankBalance): string {
  const who = ledger.employee.registration ?? ledger.employee.id.slice(0, 8);
  return `${TEXT[language].file}-${who}-${ledger.from}-${ledger.to}.xlsx`.replace(/[^\w.-]/g, '_');
}

export async function hoursBankXlsx(ledger: HoursBankBalance, language: Language): Promise<Buffer> {
  const text = TEXT[language];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow([text.title(ledger)]).font = { bold: true };
  const header = sheet.addRow([...text.header]);
  header.font = { bold: true };
  sheet.addRow([
    ledger.from,
    text.before,
    null,
    null,
    ledger.balance_before,
    hhmm(ledger.balance_before),
    null,
  ]);
  for (const line of ledger.lines) {
    sheet.addRow([
      line.date,
      text.kinds[line.kind],
      line.minutes,
      hhmm(line.minutes),
      line.balance,
      hhmm(line.balance),
      line.note ?? null,
    ]);
  }
  sheet.columns.forEach((column, i) => {
    column.width = [12, 24, 10, 10, 14, 10, 40][i] ?? 12;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
