import { readFile } from 'node:fs/promises';
import type { Problem, ReportLayout, ValidationReport } from '@ponteiro/rep-files';

/** Plain words for the file errors people actually hit; others keep Node's message. */
const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'file not found',
  EISDIR: 'is a directory, not a file',
  EACCES: 'permission denied',
};

/** Why a file could not be read, in plain words. */
export function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return FILE_ERRORS[code] ?? (error as Error).message;
}

/** A file's bytes, or `"<path>: cannot read (…)"` when it cannot be read. */
export async function readInput(path: string): Promise<Buffer | string> {
  try {
    return await readFile(path);
  } catch (error) {
    return `${path}: cannot read (${fileProblem(error)})`;
  }
}

/** The layout codes of a report, as a person reads them. */
const LAYOUT_NAMES: Record<ReportLayout, string> = {
  'afd-671': 'Portaria 671 AFD',
  'afd-1510': 'Portaria 1510 AFD',
  'afd-1510-595': 'Portaria 1510 AFD with the 595/2013 CRC',
  'aej-001': 'AEJ layout 001',
  'aej-002': 'AEJ layout 002',
  unknown: 'not recognised',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const perField = (counts: Record<string, number>) => {
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  return entries.length === 0 ? '' : ` (${entries.map(([f, n]) => `${f}: ${n}`).join(', ')})`;
};
const problemLine = (p: Problem) => `line ${p.line}, field ${p.field}: ${p.message}\n`;

/** The short summary a person reads first: layout, REP, CRC variant, counts, problems per kind. */
export function summaryLines(report: ValidationReport, counts: string): string[] {
  const { summary } = report;
  const layout = [
    LAYOUT_NAMES[summary.layout] ?? summary.layout,
    summary.rep,
    summary.crc,
    summary.partial ? 'partial (records only)' : null,
  ].filter(Boolean);
  return [
    `layout: ${layout.join(', ')}`,
    `records: ${counts}`,
    `problems: ${plural(report.errors.length, 'error')}${perField(summary.errorsByField)}, ` +
      `${plural(report.warnings.length, 'warning')}${perField(summary.warningsByField)}`,
  ];
}

/**
 * A validator's report on stdout. `--json` prints `{ valid, errors, counts, warnings, summary }`
 * (the first three as before). Otherwise the summary first, then the errors and the warnings
 * apart, one `line N, field F: message` each, then the verdict: `<path>: <valid>` or
 * `<path>: N problem(s), not a valid <kind>`. Exit 0 when there is no error, else 1.
 */
export function printReport(
  report: ValidationReport,
  options: { json: boolean; path: string; kind: string; counts: string; valid: string },
): number {
  const pick = ({ line, field, message }: Problem) => ({ line, field, message });
  if (options.json) {
    const out = {
      valid: report.valid,
      errors: report.errors.map(pick),
      counts: report.counts,
      warnings: report.warnings.map(pick),
      summary: report.summary,
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return report.valid ? 0 : 1;
  }
  const out = summaryLines(report, options.counts).map((line) => `${line}\n`);
  if (report.errors.length > 0) out.push('errors:\n', ...report.errors.map(problemLine));
  if (report.warnings.length > 0) out.push('warnings:\n', ...report.warnings.map(problemLine));
  out.push(
    report.valid
      ? `${options.path}: ${options.valid}\n`
      : `${options.path}: ${report.errors.length} problem(s), not a valid ${options.kind}\n`,
  );
  process.stdout.write(out.join(''));
  return report.valid ? 0 : 1;
}
