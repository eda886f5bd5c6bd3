import type { Problem } from '../problems.js';
import { type ReadAfdOptions, readAfd } from './reader.js';
import type { Afd1510Header, Afd1510Record, AfdHeader, AfdRecord, AfdTrailer } from './types.js';

export type ParsedAfd =
  | {
      layout: '671';
      /** Header field 11: "003" or "004". */
      version: string;
      header: AfdHeader | undefined;
      records: AfdRecord[];
      trailer: AfdTrailer | undefined;
      signature: string | undefined;
      problems: Problem[];
    }
  | {
      /** Legacy 1510, or 1510 with the 595/2013 CRC (its records carry the responsible's CPF too). */
      layout: '1510' | '1510-595';
      version: '';
      header: Afd1510Header | undefined;
      records: Afd1510Record[];
      trailer: Omit<AfdTrailer, 'count6' | 'count7'> | undefined;
      signature: undefined;
      problems: Problem[];
    };

/**
 * Parses an AFD of Portaria 671 or of the legacy Portaria 1510 (or 1510 with the 595 CRC; the layout is told by the header)
 * into typed records, with the problems the validator finds. Lines of the wrong length are not
 * turned into records (their fields cannot be located); other lines are, even when a field is wrong.
 */
export function parseAfd(bytes: Uint8Array, options: ReadAfdOptions = {}): ParsedAfd {
  const reading = readAfd(bytes, options);
  return {
    layout: reading.layout,
    version: reading.version,
    header: reading.header,
    records: reading.records,
    trailer: reading.trailer,
    signature: reading.signature,
    problems: reading.problems,
  } as ParsedAfd;
}
