import { crc16KermitHex } from '../crc16.js';
import { AfdWriteError, checkField, encodeField, isBlank } from './fields.js';
import {
  COUNTED_TYPES,
  LAYOUT_671,
  type RecordSpec,
  SIGNATURE_LENGTH,
  SIGNATURE_PLACEHOLDER,
} from './layout.js';
import { isPunchHash, NsrSequence, PUNCH_HASHED_LENGTH, PunchHashChain } from './record-chain.js';
import type { AfdHeader, AfdRecord } from './types.js';

export { AfdWriteError };

export interface WriteAfdOptions {
  /**
   * Hash of the last type-7 record before this file, for a file that covers a period and starts
   * after NSR 1: records without a stored hash continue that chain. Default '' (chain start).
   */
  previousHash?: string;
  /** Bytes per yielded chunk (default 64 KiB). */
  chunkSize?: number;
  /**
   * Refuse CPFs/CNPJs with wrong check digits (default true). Off only to reproduce examples
   * such as brazil-legal.md §1.5, whose developer CNPJ has made-up digits.
   */
  checkDigits?: boolean;
}

/** Text (ISO-8859-1) may hold printable characters only: no controls, nothing above U+00FF. */
const NOT_LATIN1_TEXT = /[^\x20-\x7e\xa0-\xff]/;

/**
 * One line of a record, `spec.length` characters, CRC included; throws AfdWriteError when the
 * values cannot make a valid record (the same checks as the validator).
 */
export function formatAfdLine(
  spec: RecordSpec,
  values: object,
  where: string,
  alphanumericCnpj = false,
  checkDigits = true,
): string {
  let line = '';
  const raws: Record<string, string> = {};
  for (const field of spec.fields) {
    const raw =
      field.role === 'crc'
        ? ''
        : encodeField(field, (values as Record<string, unknown>)[field.name], where);
    if (field.role !== 'crc' && raw.length !== field.length) {
      throw new AfdWriteError(
        `${where}, field ${field.name}: "${raw}" is not ${field.length} long`,
      );
    }
    raws[field.name] = raw;
    line += field.role === 'crc' ? '' : raw;
  }
  if (spec.crc) line += crc16KermitHex(line);
  const bad = NOT_LATIN1_TEXT.exec(line);
  if (bad) {
    throw new AfdWriteError(
      `${where}: character U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} is not ISO-8859-1 text`,
    );
  }
  const ctx = { line, raw: (name: string) => raws[name], alphanumericCnpj, checkDigits };
  for (const field of spec.fields) {
    const raw =
      field.role === 'crc' ? line.slice(field.start - 1, field.start + 3) : raws[field.name]!;
    // CPFs and dates repeat across punches: remember the answers (a big export checks each once).
    const memoable = field.role === 'cpf' || field.kind === 'DH';
    const key = memoable ? `${checkDigits ? 1 : 0}${field.length}${raw}` : '';
    let problem = memoable ? CHECKED.get(key) : undefined;
    if (problem === undefined) {
      problem = checkField(field, raw, ctx) ?? '';
      if (memoable) {
        if (CHECKED.size >= 50_000) CHECKED.clear();
        CHECKED.set(key, problem);
      }
    }
    if (problem) throw new AfdWriteError(`${where}, field ${field.name}: ${problem}`);
  }
  return line;
}

const NO_HASH = '0'.repeat(64);

/** Field check answers ('' = fine) of memoable fields, bounded. */
const CHECKED = new Map<string, string>();

/**
 * Writes a Portaria 671 AFD (layout `header.version`, "003" or "004") as ISO-8859-1 chunks:
 * header, the records in NSR order (each NSR the previous + 1), trailer with the count per type,
 * and the `ASSINATURA_DIGITAL_EM_ARQUIVO_P7S` line; every line ends with CR LF. Records are read
 * one at a time, so memory stays bounded whatever the file size. Type-7 records without a `hash`
 * get the next hash of the chain; stored hashes are written as given.
 */
export async function* writeAfd(
  header: AfdHeader,
  records: Iterable<AfdRecord> | AsyncIterable<AfdRecord>,
  options: WriteAfdOptions = {},
): AsyncGenerator<Buffer> {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const alphanumericCnpj = header.version === '004';
  const checkDigits = options.checkDigits !== false;
  const counts: Record<string, number> = {};
  for (const type of COUNTED_TYPES['671']) counts[type] = 0;
  let pending: string[] = [];
  let pendingLength = 0;
  const push = (line: string) => {
    pending.push(line, '\r\n');
    pendingLength += line.length + 2;
  };
  const flush = () => {
    const chunk = Buffer.from(pending.join(''), 'latin1');
    pending = [];
    pendingLength = 0;
    return chunk;
  };

  push(formatAfdLine(LAYOUT_671['1']!, header, 'header', alphanumericCnpj, checkDigits));
  const chain = new PunchHashChain(options.previousHash ?? '');
  // A file may cover a period, so the first NSR may be above 1; after it, one step at a time.
  const sequence = new NsrSequence({ partial: true });
  // A plain iterable is read without awaiting each record (a million awaits cost seconds).
  const iterator: Iterable<AfdRecord> | AsyncIterable<AfdRecord> = records;
  const isSync = Symbol.iterator in iterator;
  const source = isSync ? batches(iterator as Iterable<AfdRecord>) : iterator;
  for await (const item of source) {
    for (const record of isSync ? (item as AfdRecord[]) : [item as AfdRecord]) {
      const where = `record NSR ${record.nsr}`;
      const spec = LAYOUT_671[record.type];
      if (!spec || record.type === ('1' as string) || record.type === ('9' as string)) {
        throw new AfdWriteError(`${where}: unknown record type "${record.type}"`);
      }
      const step = sequence.accept(record.nsr);
      if (!step.ok && step.reason !== 'not-one') {
        throw new AfdWriteError(
          `${where}: NSR must follow ${step.expected - 1} (one step, in order)`,
        );
      }
      // The header's first/last dates bound every record (the validator checks the same).
      const dated = spec.dateField
        ? (record as unknown as Record<string, unknown>)[spec.dateField]
        : undefined;
      const day = String(dated ?? '').slice(0, 10);
      if (dated !== undefined && (day < header.firstDate || day > header.lastDate)) {
        throw new AfdWriteError(
          `${where}, field ${spec.dateField}: ${day} is outside the header's period ${header.firstDate} to ${header.lastDate}`,
        );
      }
      let line: string;
      if (record.type === '7') {
        const dummy = { ...record, hash: NO_HASH };
        const fields = formatAfdLine(spec, dummy, where, false, checkDigits);
        const head = fields.slice(0, PUNCH_HASHED_LENGTH);
        const hash = chain.append(head, record.hash);
        if (isBlank(hash) || !isPunchHash(hash)) {
          throw new AfdWriteError(`${where}, field hash: not 64 hex digits: "${hash}"`);
        }
        line = head + hash;
      } else {
        line = formatAfdLine(spec, record, where, alphanumericCnpj, checkDigits);
      }
      counts[record.type] = (counts[record.type] ?? 0) + 1;
      push(line);
      if (pendingLength >= chunkSize) yield flush();
    }
  }
  const trailer: Record<string, number> = {};
  for (const type of COUNTED_TYPES['671']) trailer[`count${type}`] = counts[type]!;
  push(formatAfdLine(LAYOUT_671['9']!, trailer, 'trailer'));
  push(SIGNATURE_PLACEHOLDER.padEnd(SIGNATURE_LENGTH));
  yield flush();
}

function* batches<T>(items: Iterable<T>, size = 512): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The whole file in memory (small files, tests). */
export async function writeAfdToBuffer(
  header: AfdHeader,
  records: Iterable<AfdRecord> | AsyncIterable<AfdRecord>,
  options: WriteAfdOptions = {},
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of writeAfd(header, records, options)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
