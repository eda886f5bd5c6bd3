import { AppError, type ErrorCode, type FieldErrors, type Language } from '@ponteiro/shared';
import type { EmployeeField } from './fields.js';
import { IMPORT_COLUMNS } from './import-columns.js';
import type { ParsedSheet } from './import-parse.js';

// What crosses the thread boundary between the API and the parse worker: plain arrays and
// strings (structured clone), never class instances, so the copy stays small and cheap.

export interface WorkerInput {
  bytes: Uint8Array;
  lang: Language;
}

export type WorkerOutput =
  | { ok: true; fields: EmployeeField[]; rows: [row: number, values: string[]][] }
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

/** The sheet (or the AppError) the worker sent; anything else is a bug of ours → thrown as is. */
export function sheetFromMessage(message: WorkerOutput): ParsedSheet {
  if (!message.ok) {
    if ('error' in message) {
      const { code, status, message: text, fieldErrors } = message.error;
      throw new AppError(code, { message: text, status, ...(fieldErrors ? { fieldErrors } : {}) });
    }
    throw new Error(`employee import worker: ${message.unexpected}`);
  }
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
