import type { Language, SummaryFigures, SummaryReport } from '@ponteiro/shared';
import ExcelJS from 'exceljs';
import {
  CONTENT_TYPES,
  type ReportMaker,
  type ReportRun,
  safeFileName,
} from '../reports/report-generator.js';
import { readSummarySums } from './collect.js';
import {
  addSheet,
  type FiguresRun,
  figuresPdf,
  figuresRun,
  pdfColumns,
  writeWorkbook,
} from './maker-common.js';
import { lastCountedDay, todayOfWorkplaces } from './people.js';
import { summaryReport } from './summary-figures.js';
import { displayPercent, type FiguresText, hhmm } from './texts.js';

// The summary as a file: per department and per subsidiary, with the company's (the selection's)
// total and the rates, and the formulas stated.

const MINUTES = [
  'scheduled',
  'worked',
  'overtime',
  'night',
  'absence',
  'justified',
  'late',
] as const;
const RATES = ['absenteeism_rate', 'absenteeism_with_justified_rate', 'overtime_rate'] as const;

function headers(text: FiguresText['summary'], suffix = '') {
  return [
    text.columns.headcount,
    ...MINUTES.map((k) => `${text.columns[k]}${suffix}`),
    ...RATES.map((k) => text.columns[k]),
  ];
}

function pdfCells(f: SummaryFigures, language: Language): string[] {
  return [
    String(f.headcount),
    ...MINUTES.map((k) => hhmm(f[k])),
    ...RATES.map((k) => displayPercent(f[k], language)),
  ];
}

function xlsxCells(f: SummaryFigures): (number | null)[] {
  return [f.headcount, ...MINUTES.map((k) => f[k]), ...RATES.map((k) => f[k])];
}

function writePdf(run: ReportRun, figures: FiguresRun, report: SummaryReport) {
  const text = figures.text.summary;
  const pdf = figuresPdf(run, figures, text.title);
  const columns = (first: string) => pdfColumns([{ header: first, width: 0.19 }], headers(text));
  pdf.heading(text.byDepartment);
  pdf.table(
    columns(text.columns.department),
    [
      ...report.departments.map((d) => [
        d.department?.name ?? figures.text.noDepartment,
        ...pdfCells(d, run.language),
      ]),
      [figures.text.total, ...pdfCells(report.total, run.language)],
    ],
    { fontSize: 6.5, boldLast: true },
  );
  pdf.heading(text.bySubsidiary);
  pdf.table(
    columns(text.columns.subsidiary),
    [
      ...report.subsidiaries.map((s) => [s.subsidiary.name, ...pdfCells(s, run.language)]),
      [figures.text.total, ...pdfCells(report.total, run.language)],
    ],
    { fontSize: 6.5, boldLast: true },
  );
  pdf.paragraph(text.formula);
  pdf.paragraph(figures.text.source);
  return pdf.end();
}

async function writeXlsx(run: ReportRun, figures: FiguresRun, report: SummaryReport) {
  const text = figures.text.summary;
  const title = `${text.title} — ${figures.filters}`;
  const head = headers(text, figures.text.minutesSuffix);
  const widths = [30, ...head.map(() => 14)];
  const workbook = new ExcelJS.Workbook();
  const departments = addSheet(
    workbook,
    text.sheets.departments,
    title,
    [text.columns.department, ...head],
    widths,
  );
  for (const d of report.departments) {
    departments.addRow([d.department?.name ?? figures.text.noDepartment, ...xlsxCells(d)]);
  }
  departments.addRow([figures.text.total, ...xlsxCells(report.total)]).font = { bold: true };
  departments.addRow([]);
  departments.addRow([text.formula]);
  const subsidiaries = addSheet(
    workbook,
    text.sheets.subsidiaries,
    title,
    [text.columns.subsidiary, ...head],
    widths,
  );
  for (const s of report.subsidiaries) subsidiaries.addRow([s.subsidiary.name, ...xlsxCells(s)]);
  subsidiaries.addRow([figures.text.total, ...xlsxCells(report.total)]).font = { bold: true };
  await writeWorkbook(run, workbook);
}

export function createSummaryMaker(): ReportMaker {
  return {
    kind: 'summary',
    async write(run) {
      const figures = await figuresRun(run);
      const { from, to } = run.selection;
      const until = lastCountedDay(to, todayOfWorkplaces(run.employees, run.now));
      const sums = await readSummarySums(run.tenant, run.employees, from, until, run.progress);
      const report = summaryReport(run.employees, sums, from, to);
      const base = safeFileName(figures.text.summary.file, figures.target, from, to);
      if (run.format === 'xlsx') {
        await writeXlsx(run, figures, report);
        return { fileName: `${base}.xlsx`, contentType: CONTENT_TYPES.xlsx };
      }
      await writePdf(run, figures, report);
      return { fileName: `${base}.pdf`, contentType: CONTENT_TYPES.pdf };
    },
  };
}
