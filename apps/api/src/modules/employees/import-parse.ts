import { AppError, formatBytes, type Language } from '@ponteiro/shared';
import ExcelJS from 'exceljs';
import type { EmployeeField } from './fields.js';
import { cellText } from './import-cells.js';
import { type ImportColumn, mapHeaders } from './import-columns.js';
import { measureUnzipped, UNZIP_LIMITS } from './import-zip.js';

/** Data rows one file may hold (the header not counted). */
export const MAX_IMPORT_ROWS = 5000;

export interface ParsedRow {
  /** Spreadsheet row number; the header is row 1. */
  row: number;
  /** Text of each column present in the file (empty cell → ''). */
  values: Map<EmployeeField, string>;
}

export interface ParsedSheet {
  /** The columns the header row names, in file order. */
  columns: ImportColumn[];
  /** Non-empty data rows, in file order. */
  rows: ParsedRow[];
}

function unreadable(): AppError {
  return new AppError('validation_error', {
    message: 'validation.import_unreadable',
    fieldErrors: { file: ['validation.import_unreadable'] },
  });
}

/** 400 about the header row; `list` is echoed in the message, so keep it short and plain. */
function headerError(key: string, list: string[]): AppError {
  const shown = list.slice(0, 10).map((s) => s.replace(/[|$]/g, '').slice(0, 40));
  const message = `validation.${key}|${shown.join(', ')}${list.length > 10 ? ', …' : ''}`;
  return new AppError('validation_error', { message, fieldErrors: { file: [message] } });
}

/** 413: the parts inflate past the limit (or are too many), counted by really inflating them. */
function tooLargeUnzipped(lang: Language): AppError {
  const limit = formatBytes(UNZIP_LIMITS.totalBytes, lang);
  const message = `validation.import_unzipped_too_large|${limit}`;
  return new AppError('payload_too_large', { message, fieldErrors: { file: [message] } });
}

export async function loadWorkbook(bytes: Buffer, lang: Language): Promise<ExcelJS.Workbook> {
  const unzipped = measureUnzipped(bytes);
  if (!unzipped.ok) throw unzipped.reason === 'unreadable' ? unreadable() : tooLargeUnzipped(lang);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; at run time it takes a Node Buffer as it is.
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    // A ZIP that passed the type check but holds no readable workbook: the user's file, not us.
    throw unreadable();
  }
  return workbook;
}

/**
 * The first sheet of an xlsx: its header row mapped to columns (in pt or en-US, see
 * import-columns.ts) and every non-empty row below it as text. Header problems and too many rows
 * are 400s that name what is wrong, in `lang`. CPU and memory heavy for big files: the API runs it
 * in a worker thread (import-sandbox.ts), never on the request thread.
 */
export async function parseImportWorkbook(bytes: Buffer, lang: Language): Promise<ParsedSheet> {
  const workbook = await loadWorkbook(bytes, lang);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const date1904 = workbook.properties?.date1904 === true;

  const headers = new Map<number, string>();
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, col) => {
    headers.set(col, cellText(cell.value, 'text'));
  });
  const mapping = mapHeaders(headers);
  if (mapping.unknown.length > 0) throw headerError('import_unknown_columns', mapping.unknown);
  if (mapping.repeated.length > 0) {
    throw headerError(
      'import_repeated_columns',
      mapping.repeated.map((c) => c.header[lang]),
    );
  }
  if (mapping.missing.length > 0) {
    throw headerError(
      'import_missing_columns',
      mapping.missing.map((c) => c.header[lang]),
    );
  }

  const entries = [...mapping.columns];
  const rows: ParsedRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values = new Map<EmployeeField, string>();
    let empty = true;
    for (const [col, column] of entries) {
      const text = cellText(row.getCell(col).value, column.kind, date1904);
      if (text) empty = false;
      values.set(column.field, text);
    }
    if (empty) return;
    if (rows.length === MAX_IMPORT_ROWS) {
      const max = new Intl.NumberFormat(lang === 'pt' ? 'pt-BR' : 'en-US').format(MAX_IMPORT_ROWS);
      const message = `validation.import_too_many_rows|${max}`;
      throw new AppError('validation_error', { message, fieldErrors: { file: [message] } });
    }
    rows.push({ row: rowNumber, values });
  });
  return { columns: entries.map(([, column]) => column), rows };
}
