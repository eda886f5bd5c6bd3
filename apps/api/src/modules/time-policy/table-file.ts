import type { Language } from '@ponteiro/shared';
import type { ReceivedUpload } from '../../lib/uploads.js';
import { foldName } from '../employees/import-refs.js';
import { readTableInWorker } from '../employees/import-sandbox.js';
import type { SheetTable } from '../employees/import-table.js';

// A list a user uploads to time policy (holidays, opening balances) — CSV as spreadsheets export it, or an xlsx — as a plain table: header
// texts and each row's cell texts with its line number. The xlsx is read in the import worker
// under its memory and time limits (ADR 0009); CSV is cheap to split here. Each import maps the
// header to its own columns (mapColumns) and checks the rows itself.

export type { SheetTable };

/** CSV from Excel in Portuguese is often Windows-1252: read it as such when it is not UTF-8. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Splits CSV text into records of fields (RFC 4180 quoting; `;` or `,`, whichever the header uses more). */
export function splitCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const separator =
    (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** The uploaded file as a table (`maxRows` + 1 rows at most are read from an xlsx). */
export async function readUploadedTable(
  upload: ReceivedUpload,
  lang: Language,
  maxRows: number,
): Promise<SheetTable> {
  if (upload.type === 'xlsx') return readTableInWorker(upload.bytes, lang, maxRows + 1);
  const [headers = [], ...records] = splitCsv(decodeText(upload.bytes));
  return { headers, rows: records.map((fields, k): [number, string[]] => [k + 2, fields]) };
}

export type TableReading<C extends string> =
  | { ok: true; columns: C[]; rows: { row: number; values: Partial<Record<C, string>> }[] }
  | { ok: false; problem: 'missing_columns' | 'unknown_columns' | 'too_many_rows'; detail: string };

/**
 * The table's header mapped to an import's columns (`aliases`: header text without accents or
 * case → column), the required ones checked, and each non-empty row's values trimmed.
 */
export function mapColumns<C extends string>(
  table: SheetTable,
  aliases: Readonly<Record<string, C>>,
  required: readonly C[],
  maxRows: number,
): TableReading<C> {
  const columns = table.headers.map((h) =>
    Object.hasOwn(aliases, foldName(h)) ? aliases[foldName(h)] : undefined,
  );
  const unknown = table.headers.filter((h, k) => h.trim() !== '' && columns[k] === undefined);
  if (unknown.length > 0)
    return { ok: false, problem: 'unknown_columns', detail: unknown.join(', ') };
  const missing = required.filter((c) => !columns.includes(c));
  if (missing.length > 0)
    return { ok: false, problem: 'missing_columns', detail: missing.join(', ') };
  const rows: { row: number; values: Partial<Record<C, string>> }[] = [];
  for (const [row, fields] of table.rows) {
    if (fields.every((f) => f.trim() === '')) continue;
    const values: Partial<Record<C, string>> = {};
    columns.forEach((column, i) => {
      if (column) values[column] = (fields[i] ?? '').trim();
    });
    rows.push({ row, values });
  }
  if (rows.length > maxRows)
    return { ok: false, problem: 'too_many_rows', detail: String(maxRows) };
  return { ok: true, columns: columns.filter((c): c is C => c !== undefined), rows };
}
