import type { ValidationReport } from '../problems.js';
import { type ReadAfdOptions, readAfd } from './reader.js';

/**
 * Checks an AFD (Portaria 671 layout "003"/"004", or legacy 1510) and reports every problem with
 * its 1-based line and field. `counts` has the lines per record type (`type1` … `type9`) and
 * `lines`, the number of lines in the file.
 */
export function validateAfd(bytes: Uint8Array, options: ReadAfdOptions = {}): ValidationReport {
  const { problems, counts } = readAfd(bytes, options);
  return { valid: problems.length === 0, errors: problems, counts };
}
