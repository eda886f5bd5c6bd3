import type { HoursBankReport, HoursBankReportRow, Language } from '@ponteiro/shared';
import ExcelJS from 'exceljs';
import { dateIn } from '../../lib/calendar-date.js';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import {
  CONTENT_TYPES,
  type ReportMaker,
  type ReportRun,
  safeFileName,
} from '../reports/report-generator.js';
import type { PdfColumn } from '../reports/report-pdf.js';
import { hoursBankRows, onHoursBank, reportLedger } from './collect.js';
import { HOURS_BANK_COLUMNS, hoursBankTotals } from './hours-bank-figures.js';
import {
  addSheet,
  type FiguresRun,
  figuresPdf,
  figuresRun,
  writeWorkbook,
} from './maker-common.js';
import { displayDate, type FiguresText, hhmm } from './texts.js';

// The hours bank report as a file: every employee of the selection on the bank, their balances
// and movements of the period from their ledger, what expired and what expires next.

type Rules = NonNullable<HoursBankReport['rules']>;

function rulesLine(text: FiguresText['hoursBank'], rules: Rules): string {
  return text.rules(
    text.periods[rules.period],
    rules.expiry_months === null ? text.expiryAtPeriodEnd : text.expiryMonths(rules.expiry_months),
    text.atExpiry[rules.at_expiry],
    rules.ref,
  );
}

function nextExpiry(text: FiguresText['hoursBank'], row: HoursBankReportRow, language: Language) {
  return row.next_expiry
    ? text.expiry(hhmm(row.next_expiry.minutes), displayDate(row.next_expiry.date, language))
    : '';
}

function writePdf(
  run: ReportRun,
  figures: FiguresRun,
  rows: readonly HoursBankReportRow[],
  rules: Rules | null,
  leftOut: number,
) {
  const text = figures.text.hoursBank;
  const pdf = figuresPdf(run, figures, text.title);
  if (rules) pdf.paragraph(rulesLine(text, rules));
  if (leftOut > 0) pdf.paragraph(text.leftOut(leftOut));
  if (rows.length === 0) {
    pdf.paragraph(text.nobody, 10);
    return pdf.end();
  }
  const totals = hoursBankTotals(rows);
  const figureWidth = (1 - 0.2 - 0.12 - 0.13) / HOURS_BANK_COLUMNS.length;
  const columns: PdfColumn[] = [
    { header: text.columns.employee, width: 0.2 },
    { header: text.columns.department, width: 0.12 },
    ...HOURS_BANK_COLUMNS.map((k) => ({
      header: text.columns[k],
      width: figureWidth,
      align: 'right' as const,
    })),
    { header: text.columns.nextExpiry, width: 0.13 },
  ];
  pdf.table(
    columns,
    [
      ...rows.map((row) => [
        row.employee.registration
          ? `${row.employee.name} (${row.employee.registration})`
          : row.employee.name,
        row.employee.department?.name ?? figures.text.none,
        ...HOURS_BANK_COLUMNS.map((k) => hhmm(row[k])),
        nextExpiry(text, row, run.language),
      ]),
      [figures.text.total, '', ...HOURS_BANK_COLUMNS.map((k) => hhmm(totals[k])), ''],
    ],
    { boldLast: true },
  );
  const expired = rows.flatMap((row) =>
    row.expired.map(
      (e) =>
        `${row.employee.name}: ${hhmm(-e.minutes)} ${text.expiredKinds[e.kind]} ${displayDate(e.date, run.language)}`,
    ),
  );
  if (expired.length > 0) {
    pdf.heading(text.columns.expired, 9);
    for (const line of expired) pdf.paragraph(line);
  }
  pdf.paragraph(text.formula);
  pdf.paragraph(figures.text.source);
  return pdf.end();
}

async function writeXlsx(
  run: ReportRun,
  figures: FiguresRun,
  rows: readonly HoursBankReportRow[],
  rules: Rules | null,
  leftOut: number,
) {
  const text = figures.text.hoursBank;
  const min = figures.text.minutesSuffix;
  const workbook = new ExcelJS.Workbook();
  const sheet = addSheet(
    workbook,
    text.sheet,
    `${text.title} — ${figures.filters}`,
    [
      text.columns.registration,
      text.columns.employee,
      text.columns.department,
      ...HOURS_BANK_COLUMNS.map((k) => `${text.columns[k]}${min}`),
      text.columns.nextExpiryDate,
      text.columns.nextExpiryMinutes,
      text.columns.expired,
    ],
    [12, 28, 20, 14, 12, 12, 12, 12, 12, 14, 16, 16, 40],
  );
  for (const row of rows) {
    sheet.addRow([
      row.employee.registration ?? null,
      row.employee.name,
      row.employee.department?.name ?? null,
      ...HOURS_BANK_COLUMNS.map((k) => row[k]),
      row.next_expiry?.date ?? null,
      row.next_expiry?.minutes ?? null,
      row.expired.map((e) => `${e.date} ${text.expiredKinds[e.kind]} ${-e.minutes}`).join('; '),
    ]);
  }
  const totals = hoursBankTotals(rows);
  sheet.addRow([figures.text.total, null, null, ...HOURS_BANK_COLUMNS.map((k) => totals[k])]).font =
    {
      bold: true,
    };
  sheet.addRow([]);
  if (rules) sheet.addRow([rulesLine(text, rules)]);
  if (leftOut > 0) sheet.addRow([text.leftOut(leftOut)]);
  sheet.addRow([text.formula]);
  await writeWorkbook(run, workbook);
}

export function createHoursBankMaker(deps: { hoursBank: HoursBankBalanceService }): ReportMaker {
  return {
    kind: 'hours_bank',
    async write(run) {
      const figures = await figuresRun(run);
      const { from, to } = run.selection;
      const onBank = await onHoursBank(run.tenant, run.employees, from, to);
      const leftOut = run.employees.length - onBank.length;
      await run.progress(leftOut);
      const ledger = reportLedger(deps.hoursBank, run.tenant, (e) =>
        dateIn(run.now, e.subsidiary.timeZone),
      );
      const { rows, first } = await hoursBankRows(ledger, onBank, from, to, (done) =>
        run.progress(leftOut + done),
      );
      const rules = first?.rules ?? null;
      const base = safeFileName(figures.text.hoursBank.file, figures.target, from, to);
      if (run.format === 'xlsx') {
        await writeXlsx(run, figures, rows, rules, leftOut);
        return { fileName: `${base}.xlsx`, contentType: CONTENT_TYPES.xlsx };
      }
      await writePdf(run, figures, rows, rules, leftOut);
      return { fileName: `${base}.pdf`, contentType: CONTENT_TYPES.pdf };
    },
  };
}
