import { type ReportLayout, type ValidationReport, validationReport } from '../problems.js';
import type { AfdLayout } from './layout.js';
import { type ReadAfdOptions, readAfd } from './reader.js';

const REPORT_LAYOUT: Record<AfdLayout, ReportLayout> = {
  '671': 'afd-671',
  '1510': 'afd-1510',
  '1510-595': 'afd-1510-595',
};

/**
 * Checks an AFD (Portaria 671 layout "003"/"004", legacy 1510, or 1510 as amended by 595/2013)
 * and reports every problem with its 1-based line and field; accepted deviations go to
 * `warnings` and do not make the file invalid. `counts` has the lines per record type (`type1` …
 * `type9`) and `lines`, the number of lines in the file; `summary` says which layout, REP and CRC
 * variant were recognised and how many problems each field has.
 */
export function validateAfd(bytes: Uint8Array, options: ReadAfdOptions = {}): ValidationReport {
  const reading = readAfd(bytes, options);
  return validationReport(reading.problems, reading.warnings, reading.counts, {
    layout: reading.recognised ? REPORT_LAYOUT[reading.layout] : 'unknown',
    rep: reading.rep,
    crc: reading.crc,
    partial: options.partial === true,
  });
}
