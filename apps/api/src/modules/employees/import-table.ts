import { AppError, type Language } from '@ponteiro/shared';
import { cellText } from './import-cells.js';
import { loadWorkbook } from './import-parse.js';

// The first sheet of an xlsx as a plain table (header texts and each non-empty row's cell texts),
// for imports whose columns are not the employee form's (holidays). Dates come as YYYY-MM-DD.
// Runs inside the parse worker (import-sandbox.ts), like the employee import.

export interface SheetTable {
  headers: string[];
  /** [spreadsheet row number (the header is 1), cell texts in header order]. */
  rows: [number, string[]][];
}

export async function readSheetTable(
  bytes: Buffer,
  lang: Language,
  maxRows: number,
): Promise<SheetTable> {
  const workbook = await loadWorkbook(bytes, lang);
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new AppError('validation_error', {
      message: 'validation.import_unreadable',
      fieldErrors: { file: ['validation.import_unreadable'] },
    });
  }
  const date1904 = workbook.properties?.date1904 === true;
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = cellText(cell.value, 'text', date1904);
  });
  const width = headers.length;
  const rows: [number, string[]][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const cells: string[] = [];
    for (let col = 1; col <= width; col++)
      cells.push(cellText(row.getCell(col).value, 'text', date1904));
    if (cells.every((c) => c === '')) return;
    if (rows.length === maxRows) {
      const message = `validation.import_too_many_rows|${maxRows}`;
      throw new AppError('validation_error', { message, fieldErrors: { file: [message] } });
    }
    rows.push([rowNumber, cells]);
  });
  return { headers: Array.from(headers, (h) => h ?? ''), rows };
}
