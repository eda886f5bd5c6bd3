import type ExcelJS from 'exceljs';
import type { ReportRun } from '../reports/report-generator.js';
import { type PdfColumn, ReportPdf } from '../reports/report-pdf.js';
import { selectionLabel } from '../reports/selection-label.js';
import { displayDate, displayIssued, FIGURES_TEXT, type FiguresText } from './texts.js';

// What the three figures makers share: the words of the run's language, the filters line every
// page (and the sheet's first row) carries, the PDF page and the spreadsheet written out.

export interface FiguresRun {
  text: FiguresText;
  /** "Período: 01/11/2026 a 30/11/2026 · Departamento: Vendas". */
  filters: string;
  /** The filter's name alone (for the file name). */
  target: string;
  issued: string;
}

export async function figuresRun(run: ReportRun): Promise<FiguresRun> {
  const text = FIGURES_TEXT[run.language];
  const { from, to } = run.selection;
  const label = await run.tenant((t) =>
    selectionLabel(t, run.selection, run.employees, text.filters),
  );
  const zone = run.employees[0]?.subsidiary.timeZone;
  return {
    text,
    filters: `${text.period(displayDate(from, run.language), displayDate(to, run.language))} · ${label}`,
    target: label.includes(': ') ? label.slice(label.indexOf(': ') + 2) : '',
    issued: text.issued(displayIssued(run.now, run.language, zone)),
  };
}

export function figuresPdf(run: ReportRun, figures: FiguresRun, title: string): ReportPdf {
  return new ReportPdf(run.out, {
    title,
    filters: figures.filters,
    issued: figures.issued,
    pageWord: figures.text.page,
    creationDate: run.now,
  });
}

/** Columns of a table: the first ones with the widths given, the rest sharing what is left. */
export function pdfColumns(
  named: ReadonlyArray<{ header: string; width: number }>,
  figures: readonly string[],
): PdfColumn[] {
  const used = named.reduce((sum, c) => sum + c.width, 0);
  const each = (1 - used) / Math.max(1, figures.length);
  return [
    ...named.map((c) => ({ header: c.header, width: c.width })),
    ...figures.map((header) => ({ header, width: each, align: 'right' as const })),
  ];
}

/** A sheet with the report's title and filters on top, its header bold and frozen. */
export function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  title: string,
  header: readonly string[],
  widths: readonly number[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow([title]).font = { bold: true };
  sheet.addRow([...header]).font = { bold: true };
  header.forEach((_, i) => {
    sheet.getColumn(i + 1).width = widths[i] ?? 14;
  });
  return sheet;
}

/** The workbook into the run's stream (a report of totals is small: one buffer). */
export async function writeWorkbook(run: ReportRun, workbook: ExcelJS.Workbook): Promise<void> {
  workbook.creator = 'Ponteiro';
  workbook.created = run.now;
  workbook.modified = run.now;
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  await new Promise<void>((resolve, reject) =>
    run.out.write(bytes, (error) => (error ? reject(error) : resolve())),
  );
}
