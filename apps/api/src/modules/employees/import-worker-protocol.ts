import { AppError, type ErrorCode, type FieldErrors, type Language } from '@ponteiro/shared';
import type { EmployeeField } from './fields.js';
import { IMPORT_COLUMNS } from './import-columns.js';
import type { ParsedSheet } from './import-parse.js';
import type { SheetTable } from './import-table.js';

// What crosses the thread boundary between the API and the parse worker: plain arrays and
// strings (structured clone), never class instances, so the copy stays small and cheap.

export interface WorkerInput {
  bytes: Uint8Array;
  lang: Language;
  /** A plain table of at most this many rows (import-table.ts) instead of the employee sheet. */
  tableRows?: number;
}

export type WorkerOutput =
  | { ok: true; fields: EmployeeField[]; rows: [row: number, values: string[]][] }
  | { ok: true; table: SheetTable }
  | {
      ok: false;
      error: { code: ErrorCode; status: number; message: string; fieldErrors?: FieldErrors };
    }
  | { ok: false; unexpected: string };

export function sheetToMessage(sheet: ParsedSheet): WorkerOutput {
  const fields = sheet.columns.map((c) => c.field);
  return {
    ok: true,
    fields,
    rows: sheet.rows.map((r) => [r.row, fields.map((f) => r.values.get(f) ?? '')]),
  };
}

export function errorToMessage(error: unknown): WorkerOutput {
  if (error instanceof AppError) {
    const { code, status, message, fieldErrors } = error;
    return { ok: false, error: { code, status, message, ...(fieldErrors ? { fieldErrors } : {}) } };
  }
  return { ok: false, unexpected: error instanceof Error ? error.message : String(error) };
}

const COLUMN_BY_FIELD = new Map(IMPORT_COLUMNS.map((c) => [c.field, c]));

/** The AppError the worker sent, rethrown; anything else it reported is a bug of ours. */
function throwIfFailed(
  message: WorkerOutput,
): asserts message is Extract<WorkerOutput, { ok: true }> {
  if (message.ok) return;
  if ('error' in message) {
    const { code, status, message: text, fieldErrors } = message.error;
    throw new AppError(code, { message: text, status, ...(fieldErrors ? { fieldErrors } : {}) });
  }
  throw new Error(`import worker: ${message.unexpected}`);
}

/** The table the worker read (tableRows was set). */
export function tableFromMessage(message: WorkerOutput): SheetTable {
  throwIfFailed(message);
  if (!('table' in message)) throw new Error('import worker: expected a table');
  return message.table;
}

/** The sheet (or the AppError) the worker sent; anything else is a bug of ours → thrown as is. */
export function sheetFromMessage(message: WorkerOutput): ParsedSheet {
  throwIfFailed(message);
  if ('table' in message) throw new Error('import worker: expected the employee sheet');
  const columns = message.fields.map((f) => {
    const column = COLUMN_BY_FIELD.get(f);
    if (!column) throw new Error(`employee import worker: unknown field ${f}`);
    return column;
  });
  return {
    columns,
    rows: message.rows.map(([row, values]) => ({
      row,
      values: new Map(message.fields.map((f, i) => [f, values[i] ?? ''])),
    })),
  };
}
