import { readFile } from 'node:fs/promises';
import type { ValidationReport } from '@ponteiro/rep-files';

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

/**
 * A validator's report on stdout: `--json` prints exactly `{ valid, errors, counts }`; otherwise
 * one `line N, field F: message` per problem, or `summary` when the file is valid. Exit 0 or 1.
 */
export function printReport(
  report: ValidationReport,
  options: { json: boolean; path: string; kind: string; summary: string },
): number {
  if (options.json) {
    const out = {
      valid: report.valid,
      errors: report.errors.map(({ line, field, message }) => ({ line, field, message })),
      counts: report.counts,
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } else if (report.valid) {
    process.stdout.write(`${options.path}: ${options.summary}\n`);
  } else {
    const lines = report.errors.map((e) => `line ${e.line}, field ${e.field}: ${e.message}\n`);
    process.stdout.write(lines.join(''));
    process.stdout.write(
      `${options.path}: ${report.errors.length} problem(s), not a valid ${options.kind}\n`,
    );
  }
  return report.valid ? 0 : 1;
}
