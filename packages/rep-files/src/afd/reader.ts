import { CRC16_VARIANTS, type Crc16Variant } from '../crc16.js';
import type { Problem } from '../problems.js';
import { tallyCrcs } from './crc-tally.js';
import { detectLayout, detectRep, type RepGeneration } from './detect.js';
import { digitsOf } from './fields.js';
import {
  type AfdLayout,
  COUNTED_TYPES,
  LAYOUTS,
  SIGNATURE_LENGTH,
  SIGNATURE_PLACEHOLDER,
} from './layout.js';
import { type Line, splitLines } from './lines.js';
import { dayOf, isDay, readRecord, specOf } from './record.js';
import { NsrSequence, PUNCH_HASHED_LENGTH, PunchHashChain } from './record-chain.js';

export type { RepGeneration };

export interface ReadAfdOptions {
  /**
   * A file cut by period (REP-A/REP-P may split the AFD, FAQ Q39): the first NSR may be above 1
   * and the first type-7 hash anchors the chain instead of being checked. Default false: the
   * first NSR must be 1.
   */
  partial?: boolean;
  /**
   * The file's name when known: gov.br item 10 ends it with `REP_C`, `REP_A` or `REP_P`, which
   * tells the REP (and so the CRC rule) when the content does not.
   */
  fileName?: string;
}

/*
 * Rules checked, each reported with its 1-based line and field (tests: validator.test.ts):
 * - bytes: ISO-8859-1 text only (no C0/C1 controls, no DEL, no UTF-8 byte order mark, no UTF-8
 *   encoded accents); every line ends with CR LF, the last one too (⚠ item 3 read literally);
 *   no blank lines;
 * - structure: header first and once, records, trailer once, then (671, 595) the 100-character
 *   signature line last — `ASSINATURA_DIGITAL_EM_ARQUIVO_P7S` padded when it starts with
 *   "ASSINATURA" (REP-A/REP-P), any 100 characters otherwise (a REP-C may write its signature);
 *   known record types per layout; exact line length per type;
 * - fields: N numeric (zero- or space-padded, ⚠ item 7), required fields not blank, D/DH/D8/H4
 *   real calendar dates and times, DH seconds "00" and a ±hhmm offset, literals, codes (id type,
 *   operation, event, collector, on-line flag), layout version 003/004, CPF/CNPJ/PIS check
 *   digits (CNPJ alphanumeric only in 004, ⚠ unverified), CRC-16/KERMIT of types 1–5 (hex in
 *   either case, ⚠), SHA-256 of type 7 (64 hex, either case) and its chain;
 * - CRC variant: REP-A/REP-P (type-7 records, header field 7 all nines, the placeholder signature,
 *   or the file name) must use CRC-16/KERMIT; a REP-C 671 file, or a 595 file, may use KERMIT,
 *   MODBUS or CCITT-FALSE: the variant most records match is the file's, a record matching none
 *   is an error naming the value expected in that variant, and a 671 REP-C not in KERMIT gets a
 *   warning (ADR 0007);
 * - partial: a records-only download (no header, no trailer) is read on its records alone;
 * - NSR: starts at 1 (unless `partial`), +1 each record, no gaps, no repeats (⚠ "no gaps" is
 *   inferred from "incrementos unitários"); type 1 first date ≤ last date and every record's date
 *   inside them (⚠ type 4 uses the adjusted date-time); trailer counts per type.
 */

/** Everything the parser learned: raw typed values per line, problems, counts. */
export interface AfdReading {
  layout: AfdLayout;
  /** Header field 11 (671) or '' (1510). */
  version: string;
  header: Record<string, unknown> | undefined;
  records: Record<string, unknown>[];
  trailer: Record<string, unknown> | undefined;
  /** The 671 signature line as written (trailing spaces removed), or undefined. */
  signature: string | undefined;
  problems: Problem[];
  /** Accepted deviations (they do not make the file invalid). */
  warnings: Problem[];
  counts: Record<string, number>;
  /** False when nothing in the file looks like an AFD (empty, another kind of file). */
  recognised: boolean;
  /** The REP the file shows, when it tells (1510 and 595 files are always REP-C). */
  rep: RepGeneration | null;
  /** The CRC-16 variant its records use; null when the layout has none or no record matched. */
  crc: Crc16Variant | null;
}

/**
 * Reads an AFD of Portaria 671 or 1510 and checks it against its layout. Reports every problem,
 * each with its 1-based line and field (`line` for the whole line, `file` for the whole file).
 */
export function readAfd(bytes: Uint8Array, options: ReadAfdOptions = {}): AfdReading {
  const problems: Problem[] = [];
  const lines = splitLines(bytes, problems);
  const { layout, recognised } = detectLayout(lines);
  const specs = LAYOUTS[layout];
  const warnings: Problem[] = [];
  const { rep, strict } = detectRep(layout, lines, options.fileName);
  const hasCrc = layout !== '1510';
  const tally = hasCrc ? tallyCrcs(layout, lines) : { best: null, firstLine: undefined };
  const expectedCrc: Crc16Variant = strict
    ? 'CRC-16/KERMIT'
    : (tally.best ?? (layout === '1510-595' ? 'CRC-16/CCITT-FALSE' : 'CRC-16/KERMIT'));
  const crc = {
    accepted: strict ? (['CRC-16/KERMIT'] as const) : CRC16_VARIANTS,
    expected: expectedCrc,
  };
  if (layout === '671' && !strict && tally.best && tally.best !== 'CRC-16/KERMIT') {
    warnings.push({
      line: tally.firstLine!,
      field: 'crc',
      message:
        `the CRCs are ${tally.best}, not the CRC-16/KERMIT the layout prescribes for REP-A and ` +
        `REP-P; accepted ${rep === 'REP-C' ? 'for a REP-C' : 'as the file shows no REP-A or REP-P'}`,
    });
  }
  const counted = COUNTED_TYPES[layout];
  const counts: Record<string, number> = { type1: 0 };
  for (const type of counted) counts[`type${type}`] = 0;
  counts.type9 = 0;
  const lineCount = lines.length === 0 ? 0 : lines[lines.length - 1]!.number;
  const reading: AfdReading = {
    layout,
    version: '',
    header: undefined,
    records: [],
    trailer: undefined,
    signature: undefined,
    problems,
    warnings,
    counts,
    recognised: recognised && bytes.length > 0,
    rep,
    crc: tally.best,
  };
  if (bytes.length === 0) {
    problems.push({ line: 1, field: 'file', message: 'empty file' });
    counts.lines = 0;
    return reading;
  }

  const first = lines[0]?.text ?? '';
  reading.version = layout === '671' && first.startsWith('000000000') ? first.slice(250, 253) : '';
  const alphanumericCnpj = reading.version === '004';
  const context = { alphanumericCnpj, crc, pisForms: !strict };
  let state: 'start' | 'body' | 'trailer' | 'signature' = 'start';
  let trailerLine: Line | undefined;
  let trailerBad = new Set<string>();
  const sequence = new NsrSequence({ partial: options.partial });
  const chain = new PunchHashChain();
  let period: { first: string; last: string } | undefined;
  const push = (line: Line, field: string, message: string) =>
    problems.push({ line: line.number, field, message });

  for (const line of lines) {
    const { text } = line;
    const isHeader = text.startsWith('000000000');
    const isTrailer = text.startsWith('999999999');
    const looksLikeRecord = /^[ \d]{9}\d/.test(text) && !isHeader && !isTrailer;

    if (state === 'start' && !isHeader) {
      // A records-only download (the REPs' "AFD from a date") has no header: not a fault then.
      if (!options.partial) push(line, 'type', 'the file must start with the header (type 1)');
      state = 'body';
    }
    if (state === 'signature') {
      push(line, 'line', 'line after the signature line (it must be the last line)');
      continue;
    }
    // After the trailer any 100-character line is the signature, even one of zeros (a header has
    // 302 characters); only the 1510 layout has none.
    const isSignature = layout !== '1510' && text.length === SIGNATURE_LENGTH;
    if (state === 'trailer' && (isSignature || (!isTrailer && !isHeader))) {
      if (looksLikeRecord && !isSignature) {
        push(line, 'type', 'record after the trailer (type 9 must be the last record)');
        continue;
      }
      if (layout === '1510') {
        push(line, 'line', 'line after the trailer (the 1510 layout has no signature line)');
        continue;
      }
      state = 'signature';
      reading.signature = text.trimEnd();
      if (text.length !== SIGNATURE_LENGTH) {
        push(
          line,
          'signature',
          `${text.length} characters, the signature line has ${SIGNATURE_LENGTH}`,
        );
      } else if (text.startsWith('ASSINATURA') && text.trimEnd() !== SIGNATURE_PLACEHOLDER) {
        push(line, 'signature', `must be "${SIGNATURE_PLACEHOLDER}" padded with spaces`);
      }
      continue;
    }

    if (isHeader) {
      counts.type1!++;
      if (state !== 'start') {
        push(line, 'type', 'a second header (type 1 must appear once, on the first line)');
        continue;
      }
      state = 'body';
      const read = readRecord(specOf(layout, text)!, line, problems, context);
      if (!read) continue;
      delete read.values.type;
      reading.header = read.values;
      if (!read.bad.has('firstDate') && !read.bad.has('lastDate')) {
        const [firstDay, lastDay] = [dayOf(read.values.firstDate), dayOf(read.values.lastDate)];
        if (firstDay > lastDay)
          push(line, 'lastDate', `${lastDay} is before the first date ${firstDay}`);
        else period = { first: firstDay, last: lastDay };
      }
      continue;
    }

    if (isTrailer) {
      counts.type9!++;
      if (state === 'trailer') {
        push(line, 'type', 'a second trailer (type 9 must appear once)');
        continue;
      }
      state = 'trailer';
      trailerLine = line;
      const read = readRecord(specs['9']!, line, problems, { ...context, alphanumericCnpj: false });
      if (read) delete read.values.type;
      reading.trailer = read?.values;
      trailerBad = read?.bad ?? new Set();
      continue;
    }

    // NSR: starts at 1, one step at a time, no gaps, no repeats (Anexo IX item 6, FAQ Q41). Checked
    // before the type, so a line of an unknown type still takes its place in the sequence.
    const nsr = digitsOf(text.slice(0, 9), 9);
    if (nsr !== undefined && text.slice(0, 9).trim() !== '') {
      const step = sequence.accept(Number(nsr));
      if (!step.ok && step.reason === 'not-one') {
        push(line, 'nsr', `the first NSR must be 1, found ${step.value}`);
      } else if (!step.ok) {
        push(
          line,
          'nsr',
          step.reason === 'repeat'
            ? `NSR ${step.value} repeats or goes back (expected ${step.expected})`
            : `NSR ${step.value} leaves a gap (expected ${step.expected})`,
        );
      }
    } else {
      sequence.skip();
    }

    const type = text[9] ?? '';
    const spec = specs[type];
    if (!spec || type === '1' || type === '9') {
      push(line, 'type', `unknown record type "${type}" for the ${layout} layout`);
      continue;
    }
    counts[`type${type}`]!++;

    const read = readRecord(spec, line, problems, context);
    if (!read) continue;
    const { values } = read;
    reading.records.push(values);

    if (period && spec.dateField && !read.bad.has(spec.dateField)) {
      const day = dayOf(values[spec.dateField]);
      if (isDay(day) && (day < period.first || day > period.last)) {
        push(
          line,
          spec.dateField,
          `${day} is outside the header's period ${period.first} to ${period.last}`,
        );
      }
    }

    if (type === '7' && layout === '671') {
      if (read.bad.has('hash')) {
        chain.break();
        continue;
      }
      // The chain starts in this file when it starts at NSR 1.
      const head = text.slice(0, PUNCH_HASHED_LENGTH);
      const expected = chain.verify(head, String(values.hash), sequence.first === 1);
      if (expected) {
        push(
          line,
          'hash',
          `does not match SHA-256 of fields 1-7 and the previous type-7 hash (expected ${expected})`,
        );
      }
    }
  }

  const after = lineCount + 1;
  const noTrailer = state !== 'trailer' && state !== 'signature';
  if (lines.length > 0 && noTrailer && !options.partial) {
    problems.push({ line: after, field: 'type', message: 'missing the trailer (type 9)' });
  }
  if (layout !== '1510' && state === 'trailer') {
    problems.push({ line: after, field: 'signature', message: 'missing the signature line' });
  }
  const trailer = reading.trailer;
  if (trailer && trailerLine) {
    for (const type of counted) {
      const field = `count${type}`;
      const written = trailer[field];
      const actual = counts[`type${type}`]!;
      if (!trailerBad.has(field) && written !== actual) {
        push(trailerLine, field, `counts ${written} type-${type} records, the file has ${actual}`);
      }
    }
  }
  counts.lines = lineCount;
  problems.sort((a, b) => a.line - b.line);
  warnings.sort((a, b) => a.line - b.line);
  return reading;
}
