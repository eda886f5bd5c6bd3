import type { OvertimeFigures } from '@ponteiro/shared';
import ExcelJS from 'exceljs';
import {
  CONTENT_TYPES,
  type ReportMaker,
  type ReportRun,
  safeFileName,
} from '../reports/report-generator.js';
import type { ReportPdf } from '../reports/report-pdf.js';
import { readOvertime } from './collect.js';
import {
  addSheet,
  type FiguresRun,
  figuresPdf,
  figuresRun,
  pdfColumns,
  writeWorkbook,
} from './maker-common.js';
import { overtimeTables } from './overtime-figures.js';
import { lastCountedDay, todayOfWorkplaces } from './people.js';
import { displayMonth, type FiguresText, hhmm } from './texts.js';

// The overtime report as a file: per employee with department subtotals, per department, the
// total and the trend by month (a table and, in the PDF, a bar per month).

type Tables = ReturnType<typeof overtimeTables>;

const FIGURE_KEYS = [
  'workday',
  'rest_day',
  'holiday',
  'total',
  'authorized',
  'unauthorized',
] as const;

function figureHeaders(text: FiguresText['overtime'], rates: readonly string[], suffix = '') {
  return [
    ...rates.map((rate) => `${text.rate(rate)}${suffix}`),
    ...FIGURE_KEYS.map((k) => `${text.columns[k]}${suffix}`),
  ];
}

function figureValues(figures: OvertimeFigures, rates: readonly string[]): number[] {
  return [
    ...rates.map((rate) => figures.by_rate[rate] ?? 0),
    ...FIGURE_KEYS.map((k) => figures[k]),
  ];
}

const hours = (values: number[]) => values.map(hhmm);

/** Bars of the month totals, authorized part darker (the screen's chart, on paper). */
function monthBars(pdf: ReportPdf, tables: Tables, text: FiguresText['overtime']) {
  const height = 110;
  pdf.ensure(height + 40);
  const { doc } = pdf;
  const top = doc.y + 4;
  const max = Math.max(1, ...tables.months.map((m) => m.total));
  const slot = pdf.width / Math.max(1, tables.months.length);
  const barWidth = Math.min(28, slot * 0.6);
  tables.months.forEach((month, i) => {
    const x = pdf.left + i * slot + (slot - barWidth) / 2;
    const total = (month.total / max) * height;
    const authorized = (month.authorized / max) * height;
    doc
      .rect(x, top + height - total, barWidth, total)
      .fillColor('#9bb7e0')
      .fill();
    doc
      .rect(x, top + height - authorized, barWidth, authorized)
      .fillColor('#1f5aa6')
      .fill();
    doc
      .fillColor('#000')
      .font('Helvetica')
      .fontSize(6)
      .text(displayMonth(month.month), pdf.left + i * slot, top + height + 3, {
        width: slot,
        align: 'center',
        lineBreak: false,
      });
  });
  doc
    .moveTo(pdf.left, top + height)
    .lineTo(pdf.left + pdf.width, top + height)
    .strokeColor('#999')
    .lineWidth(0.5)
    .stroke();
  // The legend: the darker part is what was authorized.
  const legendY = top + height + 14;
  let x = pdf.left;
  for (const [color, label] of [
    ['#1f5aa6', text.columns.authorized],
    ['#9bb7e0', text.columns.unauthorized],
  ] as const) {
    doc
      .rect(x, legendY + 1, 7, 7)
      .fillColor(color)
      .fill();
    doc
      .fillColor('#000')
      .fontSize(7)
      .text(label, x + 10, legendY, { lineBreak: false });
    x += 20 + doc.widthOfString(label);
  }
  doc.x = pdf.left;
  doc.y = legendY + 14;
}

function writePdf(run: ReportRun, figures: FiguresRun, tables: Tables) {
  const text = figures.text.overtime;
  const pdf = figuresPdf(run, figures, text.title);
  pdf.paragraph(text.note);
  if (tables.rows.length === 0) {
    pdf.paragraph(text.nobody, 10);
    pdf.paragraph(figures.text.source);
    return pdf.end();
  }
  const headers = figureHeaders(text, tables.rates);
  const size = headers.length > 9 ? 6 : 7;
  pdf.heading(text.byEmployee);
  const rows: string[][] = [];
  for (const department of tables.departments) {
    const id = department.department?.id ?? null;
    for (const row of tables.rows.filter((r) => (r.employee.department?.id ?? null) === id)) {
      rows.push([
        row.employee.registration
          ? `${row.employee.name} (${row.employee.registration})`
          : row.employee.name,
        row.employee.department?.name ?? figures.text.none,
        ...hours(figureValues(row, tables.rates)),
      ]);
    }
  }
  rows.push([figures.text.total, '', ...hours(figureValues(tables.total, tables.rates))]);
  pdf.table(
    pdfColumns(
      [
        { header: text.columns.employee, width: 0.2 },
        { header: text.columns.department, width: 0.12 },
      ],
      headers,
    ),
    rows,
    { fontSize: size, boldLast: true },
  );
  pdf.heading(text.byDepartment);
  pdf.table(
    pdfColumns(
      [
        { header: text.columns.department, width: 0.2 },
        { header: text.columns.employees, width: 0.12 },
      ],
      headers,
    ),
    [
      ...tables.departments.map((d) => [
        d.department?.name ?? figures.text.noDepartment,
        String(d.employees),
        ...hours(figureValues(d, tables.rates)),
      ]),
      [
        figures.text.total,
        String(tables.total.employees),
        ...hours(figureValues(tables.total, tables.rates)),
      ],
    ],
    { fontSize: size, boldLast: true },
  );
  pdf.heading(text.byMonth);
  monthBars(pdf, tables, text);
  pdf.table(
    pdfColumns([{ header: text.columns.month, width: 0.14 }], headers),
    tables.months.map((m) => [displayMonth(m.month), ...hours(figureValues(m, tables.rates))]),
    { fontSize: size },
  );
  pdf.paragraph(figures.text.source);
  return pdf.end();
}

async function writeXlsx(run: ReportRun, figures: FiguresRun, tables: Tables) {
  const text = figures.text.overtime;
  const title = `${text.title} — ${figures.filters}`;
  const headers = figureHeaders(text, tables.rates, figures.text.minutesSuffix);
  const widths = headers.map(() => 14);
  const workbook = new ExcelJS.Workbook();
  const employees = addSheet(
    workbook,
    text.sheets.employees,
    title,
    [text.columns.registration, text.columns.employee, text.columns.department, ...headers],
    [12, 28, 20, ...widths],
  );
  for (const row of tables.rows) {
    employees.addRow([
      row.employee.registration ?? null,
      row.employee.name,
      row.employee.department?.name ?? null,
      ...figureValues(row, tables.rates),
    ]);
  }
  employees.addRow([
    figures.text.total,
    null,
    null,
    ...figureValues(tables.total, tables.rates),
  ]).font = { bold: true };
  const departments = addSheet(
    workbook,
    text.sheets.departments,
    title,
    [text.columns.department, text.columns.employees, ...headers],
    [28, 14, ...widths],
  );
  for (const d of tables.departments) {
    departments.addRow([
      d.department?.name ?? figures.text.noDepartment,
      d.employees,
      ...figureValues(d, tables.rates),
    ]);
  }
  departments.addRow([
    figures.text.total,
    tables.total.employees,
    ...figureValues(tables.total, tables.rates),
  ]).font = { bold: true };
  const months = addSheet(
    workbook,
    text.sheets.months,
    title,
    [text.columns.month, ...headers],
    [12, ...widths],
  );
  for (const m of tables.months) months.addRow([m.month, ...figureValues(m, tables.rates)]);
  await writeWorkbook(run, workbook);
}

export function createOvertimeMaker(): ReportMaker {
  return {
    kind: 'overtime',
    async write(run) {
      const figures = await figuresRun(run);
      const { from, to } = run.selection;
      const until = lastCountedDay(to, todayOfWorkplaces(run.employees, run.now));
      const collection = await readOvertime(run.tenant, run.employees, from, until, run.progress);
      const tables = overtimeTables(run.employees, collection, from, to);
      const base = safeFileName(figures.text.overtime.file, figures.target, from, to);
      if (run.format === 'xlsx') {
        await writeXlsx(run, figures, tables);
        return { fileName: `${base}.xlsx`, contentType: CONTENT_TYPES.xlsx };
      }
      await writePdf(run, figures, tables);
      return { fileName: `${base}.pdf`, contentType: CONTENT_TYPES.pdf };
    },
  };
}
