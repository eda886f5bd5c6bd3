import { type ProblemCode, type ProblemParams, problemCode } from './problem-messages.js';

/**
 * One thing wrong in a file: where (1-based line, field name) and what, in plain English words
 * (`message`, what the CLI prints). `withCode` adds the code and parameters a screen translates
 * (problem-messages.ts); the API's legal-files answer carries them.
 */
export interface Problem {
  line: number;
  field: string;
  message: string;
  code?: ProblemCode;
  params?: ProblemParams;
}

/** The problem with its code and parameters read from its English message (when known). */
export function withCode(problem: Problem): Problem {
  if (problem.code) return problem;
  const coded = problemCode(problem.message);
  return coded ? { ...problem, ...coded } : problem;
}

/** The layouts a validator recognises (the report names them; the screen translates the code). */
export type ReportLayout =
  /** Portaria 671 AFD, layout "003" or "004". */
  | 'afd-671'
  /** Portaria 1510/2009 AFD (no CRC). */
  | 'afd-1510'
  /** Portaria 1510 as amended by 595/2013: CRC-16 and the responsible's CPF. */
  | 'afd-1510-595'
  | 'aej-001'
  | 'aej-002'
  /** Nothing recognisable (empty, binary, another kind of file). */
  | 'unknown';

/** What a person reads first: which file this is, and how many problems of each kind. */
export interface ReportSummary {
  layout: ReportLayout;
  /** The REP generation the file shows (type-7 records, header, file name), when it tells. */
  rep: 'REP-C' | 'REP-A' | 'REP-P' | null;
  /** The CRC-16 variant the records matched (`CRC-16/KERMIT`, `CRC-16/MODBUS`,
   * `CRC-16/CCITT-FALSE`); null when the layout has no CRC or none matched. */
  crc: string | null;
  /** Checked as a records-only download (`--partial`): no header or trailer required. */
  partial: boolean;
  /** Problems per field (`crc`: 12, `cpf`: 1 …), errors and warnings apart. */
  errorsByField: Record<string, number>;
  warningsByField: Record<string, number>;
}

/**
 * A validator's answer, as `npx ponteiro afd|aej validate --json` prints it: `valid`, `errors` and
 * `counts` as before, plus `warnings` (accepted deviations, which do not make a file invalid) and
 * `summary`.
 */
export interface ValidationReport {
  valid: boolean;
  errors: Problem[];
  warnings: Problem[];
  counts: Record<string, number>;
  summary: ReportSummary;
}

/** Problems per field, for the summary. */
export function countByField(problems: readonly Problem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const problem of problems) counts[problem.field] = (counts[problem.field] ?? 0) + 1;
  return counts;
}

/**
 * A report from what a validator found: `valid` means no errors (warnings are accepted
 * deviations), and the summary's per-field counts are derived here, the same for every file kind.
 */
export function validationReport(
  errors: Problem[],
  warnings: Problem[],
  counts: Record<string, number>,
  recognised: Pick<ReportSummary, 'layout' | 'rep' | 'crc' | 'partial'>,
): ValidationReport {
  return {
    valid: errors.length === 0,
    errors,
    warnings,
    counts,
    summary: {
      ...recognised,
      errorsByField: countByField(errors),
      warningsByField: countByField(warnings),
    },
  };
}
