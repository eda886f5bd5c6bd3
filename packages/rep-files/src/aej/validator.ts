import type { ValidationReport } from '../problems.js';
import { scanAej } from './scan.js';

// The rules checked are listed in scan.ts (lines, order, fields) and record-rules.ts (between
// fields and records); the field formats in field-checks.ts.

/** Every problem in an AEJ, each with its 1-based line and field; `counts` per record type. */
export function validateAej(bytes: Uint8Array): ValidationReport {
  return scanAej(bytes).report;
}
