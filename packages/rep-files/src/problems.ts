/** One thing wrong in a file: where (1-based line, field name) and what, in plain words. */
export interface Problem {
  line: number;
  field: string;
  message: string;
}

/** A validator's answer, as `npx ponteiro afd|aej validate --json` prints it. */
export interface ValidationReport {
  valid: boolean;
  errors: Problem[];
  counts: Record<string, number>;
}
