import type { CellValue } from 'exceljs';
import type { ColumnKind } from './import-columns.js';

// Spreadsheet cells → the text the form would have sent. Excel stores what people type in many
// shapes (numbers, dates, rich text, hyperlinks, formulas); validation then runs on plain text, so
// a row gets exactly the messages the form shows.

const MS_PER_DAY = 86_400_000;
/** Day 0 of Excel's serial dates: 1899-12-30 (1900 system, past its leap-year bug) or 1904-01-01. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
/** 9999-12-31, the last date Excel knows. */
const MAX_SERIAL = 2_958_465;
/** CPF and PIS have 11 digits; typed as numbers, their leading zeros are lost. */
const DOCUMENT_DIGITS = 11;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date at UTC midnight (as exceljs builds them) → `YYYY-MM-DD`. */
export function isoDateOf(date: Date): string {
  if (Number.isNaN(date.getTime())) return String(date);
  // Round to the second: serials are floats, and 45000 may come back as 23:59:59.999 the day before.
  const d = new Date(Math.round(date.getTime() / 1000) * 1000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** An Excel serial day number → `YYYY-MM-DD`, or null when it cannot be a date. */
export function serialToIsoDate(serial: number, date1904 = false): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > MAX_SERIAL) return null;
  const epoch = date1904 ? EPOCH_1904 : EPOCH_1900;
  return isoDateOf(new Date(epoch + Math.floor(serial) * MS_PER_DAY));
}

/**
 * Date text → `YYYY-MM-DD`: `31/01/2024`, `1/2/2024`, `31.01.2024`, `31-01-2024` (day first, as
 * the template explains in both languages) or already `2024-01-31`. Anything else is returned as
 * it is, for the schema to reject with its own message.
 */
export function dateText(text: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`;
  const ymd = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(text);
  if (ymd) return `${ymd[1]}-${pad(Number(ymd[2]))}-${pad(Number(ymd[3]))}`;
  return text;
}

function numberText(n: number): string {
  // toFixed keeps long integers (CPF, badge numbers) out of exponent notation.
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);
}

/** The value a formula, hyperlink or rich-text cell shows, flattened to a primitive. */
function primitiveOf(value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return primitiveOf(value.text as CellValue);
  if ('formula' in value || 'sharedFormula' in value) return primitiveOf(value.result ?? null);
  if ('error' in value) return value.error;
  return null;
}

/** One cell as trimmed text, read the way its column expects. Empty → ''. */
export function cellText(value: CellValue, kind: ColumnKind, date1904 = false): string {
  const v = primitiveOf(value);
  if (v === null) return '';
  if (v instanceof Date) return isoDateOf(v);
  if (typeof v === 'number') {
    if (kind === 'date') return serialToIsoDate(v, date1904) ?? numberText(v);
    const text = numberText(v);
    if (kind === 'digits' && /^\d+$/.test(text)) return text.padStart(DOCUMENT_DIGITS, '0');
    if (kind === 'dial') return `+${text}`;
    return text;
  }
  const text = String(v).trim();
  if (kind === 'date') return dateText(text);
  // Excel turns a typed `+55` into the number 55 unless the cell is text; `55` means the same.
  if (kind === 'dial' && /^\d{1,3}$/.test(text)) return `+${text}`;
  return text;
}
