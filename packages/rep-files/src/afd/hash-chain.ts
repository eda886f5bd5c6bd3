import { createHash } from 'node:crypto';

/**
 * Código hash of a type-7 record (Portaria 671, gov.br AFD item 9): SHA-256 over fields 1–7 as
 * written in the file (positions 1–73) followed by the hash of the previous type-7 record ('' for
 * the first), bytes in ISO-8859-1, as 64 lower-case hex digits.
 *
 * ⚠ The official text lists the inputs but not how they are joined, nor the case of the hex. We
 * follow every public implementation read (plain concatenation, no separator, lower case) and the
 * chain runs over type-7 records only. The validator compares hashes case-insensitively.
 */
export function afdPunchHash(fields1to7: string, previousHash: string): string {
  return createHash('sha256').update(`${fields1to7}${previousHash}`, 'latin1').digest('hex');
}

/** Length of the hashed part of a type-7 line (fields 1–7). */
export const PUNCH_HASHED_LENGTH = 73;
