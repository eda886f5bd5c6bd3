import type { Writable } from 'node:stream';
import type { Database, Tenant } from '@ponteiro/db';
import type { Language, ReportFormat, ReportKind } from '@ponteiro/shared';
import type { ReportEmployee, ResolvedSelection } from './selection.js';

// One report kind's maker: the job runner (jobs.service.ts) hands it the resolved selection and a
// stream to write the file to; it reports progress as employees are done. A maker reads only what
// is stored (timesheets, ledgers): it never applies the law itself.

export interface ReportRun {
  db: Database;
  companyId: string;
  /** A short transaction scoped to the company: one per employee or chunk, never the whole run
   * (the embedded database has one connection; a long transaction would stall every request). */
  tenant<T>(work: (t: Tenant) => Promise<T>): Promise<T>;
  selection: ResolvedSelection;
  format: ReportFormat;
  language: Language;
  /** The employees the report covers, by name (already resolved by the runner). */
  employees: readonly ReportEmployee[];
  /** Payroll only: the layout named in the request. */
  layoutId?: string | undefined;
  /** When the run started (issue date printed on the report). */
  now: Date;
  /** Employees done so far (the runner saves it now and then for the progress bar). */
  progress(done: number): Promise<void>;
  out: Writable;
}

export interface ReportFileInfo {
  /** A download name without path characters (`espelho-de-ponto-2026-11.pdf`). */
  fileName: string;
  contentType: string;
}

export interface ReportMaker {
  kind: ReportKind;
  /** Writes the whole file to `run.out` (ending it is the runner's), and names it. */
  write(run: ReportRun): Promise<ReportFileInfo>;
}

export const CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** A file name of safe characters: `espelho-de-ponto_Ana Souza_2026-11-01` → `espelho-de-ponto_Ana_Souza_2026-11-01`. */
export function safeFileName(...parts: string[]): string {
  return parts
    .join('_')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .slice(0, 150);
}
