import { AppError, type Language } from '@ponteiro/shared';
import ExcelJS from 'exceljs';
import type { EmployeeField } from './fields.js';
import { cellText } from './import-cells.js';
import { type ImportColumn, mapHeaders } from './import-columns.js';

/** Data rows one file may hold (the header not counted). */
export const MAX_IMPORT_ROWS = 5000;
/**
 * What the file's parts may add up to once unzipped, as its central directory declares. A 5,000-row
 * sheet is a few MB of XML; this stops a small zip bomb before exceljs inflates it in memory.
 */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;

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

/** Sum of the uncompressed sizes the ZIP's central directory declares, or null if unreadable. */
export function declaredUnzippedBytes(bytes: Uint8Array): number | null {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const END_OF_CENTRAL_DIR = 0x06054b50;
  const CENTRAL_HEADER = 0x02014b50;
  let eocd = -1;
  for (let p = bytes.byteLength - 22; p >= 0 && p >= bytes.byteLength - 22 - 0xffff; p--) {
    if (dv.getUint32(p, true) === END_OF_CENTRAL_DIR) {
      eocd = p;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = dv.getUint16(eocd + 10, true);
  let p = dv.getUint32(eocd + 16, true);
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || dv.getUint32(p, true) !== CENTRAL_HEADER) return null;
    total += dv.getUint32(p + 24, true);
    p += 46 + dv.getUint16(p + 28, true) + dv.getUint16(p + 30, true) + dv.getUint16(p + 32, true);
  }
  return total;
}

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const declared = declaredUnzippedBytes(bytes);
  if (declared === null || declared > MAX_UNZIPPED_BYTES) throw unreadable();
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
 * are 400s that name what is wrong, in `lang`.
 */
export async function parseImportWorkbook(bytes: Buffer, lang: Language): Promise<ParsedSheet> {
  const workbook = await loadWorkbook(bytes);
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
