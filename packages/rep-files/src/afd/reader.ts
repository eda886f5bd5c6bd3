import { CRC16_VARIANTS, type Crc16Variant, crc16Hex } from '../crc16.js';
import type { Problem } from '../problems.js';
import { checkField, decodeField, digitsOf, type FieldContext } from './fields.js';
import { afdPunchHash, PUNCH_HASHED_LENGTH } from './hash-chain.js';
import {
  type AfdLayout,
  COUNTED_TYPES,
  HEADER_595_WITH_CRC,
  LAYOUT_LENGTHS,
  LAYOUTS,
  type RecordSpec,
  SIGNATURE_LENGTH,
  SIGNATURE_PLACEHOLDER,
} from './layout.js';

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

export type RepGeneration = 'REP-C' | 'REP-A' | 'REP-P';

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

const LINE_BREAK = /\r\n|\n|\r/g;
/** Bytes that are not ISO-8859-1 text: C0 controls, DEL, C1 controls (0x80–0x9F). */
const NOT_TEXT = /[^\x20-\x7e\xa0-\xff]/;
/** A UTF-8 two-byte sequence read as Latin-1 ("Ã£" for "ã"): the file was saved as UTF-8. */
const UTF8_PAIR = /[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}/;
const UTF8_BOM = '\xef\xbb\xbf';
const hex = (char: string) => `0x${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

interface Line {
  number: number;
  text: string;
}

const LAYOUT_ORDER: readonly AfdLayout[] = ['671', '1510', '1510-595'];

/**
 * 671, 1510 or 1510-595: a 671 header tells by its date format (field 8); otherwise the line
 * lengths only one layout has decide (a 1510 header is shared by 1510 and 595).
 */
function detectLayout(lines: readonly Line[]): { layout: AfdLayout; recognised: boolean } {
  const first = lines[0]?.text ?? '';
  const header = first.startsWith('000000000');
  if (header && (first.length === 302 || /^\d{4}-\d{2}-\d{2}$/.test(first.slice(206, 216)))) {
    return { layout: '671', recognised: true };
  }
  const votes: Record<AfdLayout, number> = { '671': 0, '1510': 0, '1510-595': 0 };
  for (const { text } of lines.slice(0, 200)) {
    for (const layout of LAYOUT_ORDER) if (LAYOUT_LENGTHS[layout].has(text.length)) votes[layout]++;
  }
  const legacyHeader =
    header &&
    (first.length === 232 || first.length === 236 || /^\d{8}$/.test(first.slice(204, 212)));
  if (legacyHeader) {
    return { layout: votes['1510-595'] > votes['1510'] ? '1510-595' : '1510', recognised: true };
  }
  const best = LAYOUT_ORDER.reduce((a, b) => (votes[b] > votes[a] ? b : a));
  return { layout: best, recognised: header || votes[best] > 0 };
}

const REP_IN_NAME = /REP_([CAP])(?![A-Za-z0-9])/i;
const isRecordOfType = (text: string, type: string) =>
  text[9] === type && !text.startsWith('000000000') && !text.startsWith('999999999');

/**
 * The REP that made a 671 file: type-7 punches are REP-P's; then the file name (gov.br item 10);
 * then the header (field 7 all nines: REP-A without agreement; a model: REP-C only); then the
 * signature line (REP-A/REP-P write the placeholder, a REP-C its own signature).
 */
function detectRep(
  layout: AfdLayout,
  lines: readonly Line[],
  fileName: string | undefined,
): { rep: RepGeneration | null; strict: boolean } {
  if (layout !== '671') return { rep: 'REP-C', strict: false };
  if (lines.some(({ text }) => text.length === 137 && isRecordOfType(text, '7'))) {
    return { rep: 'REP-P', strict: true };
  }
  const named = fileName ? REP_IN_NAME.exec(fileName) : null;
  if (named) {
    const rep = `REP-${named[1]!.toUpperCase()}` as RepGeneration;
    return { rep, strict: rep !== 'REP-C' };
  }
  const header = lines[0]?.text ?? '';
  if (header.startsWith('000000000') && header.length === 302) {
    if (header.slice(189, 206) === '9'.repeat(17)) return { rep: 'REP-A', strict: true };
    if (header.slice(268, 298).trim() !== '') return { rep: 'REP-C', strict: false };
  }
  const trailer = lines.findIndex(({ text }) => text.startsWith('999999999'));
  const signature = trailer >= 0 ? lines[trailer + 1]?.text : undefined;
  if (signature?.length === SIGNATURE_LENGTH) {
    if (!signature.startsWith('ASSINATURA')) return { rep: 'REP-C', strict: false };
    // The placeholder is REP-A's or REP-P's; without type-7 punches, type-3 ones are REP-A's.
    const punches = lines.some(({ text }) => isRecordOfType(text, '3'));
    return { rep: punches ? 'REP-A' : null, strict: true };
  }
  return { rep: null, strict: false };
}

/** The record layout of a line, or undefined for a trailer, signature or unknown type. */
function specOf(layout: AfdLayout, text: string): RecordSpec | undefined {
  if (text.startsWith('999999999')) return undefined;
  if (text.startsWith('000000000')) {
    return layout === '1510-595' && text.length === HEADER_595_WITH_CRC.length
      ? HEADER_595_WITH_CRC
      : LAYOUTS[layout]['1'];
  }
  const type = text[9] ?? '';
  return type === '1' || type === '9' ? undefined : LAYOUTS[layout][type];
}

/** How many records each CRC-16 variant matches, and the line of the first record with a CRC. */
function tallyCrcs(layout: AfdLayout, lines: readonly Line[]) {
  const tally = new Map<Crc16Variant, number>(CRC16_VARIANTS.map((v) => [v, 0]));
  let firstLine: number | undefined;
  for (const { number, text } of lines) {
    const spec = specOf(layout, text);
    if (!spec?.crc || text.length !== spec.length) continue;
    firstLine ??= number;
    const written = text.slice(spec.length - 4).toUpperCase();
    const span = text.slice(0, spec.length - 4);
    for (const variant of CRC16_VARIANTS) {
      if (crc16Hex(variant, span) === written) tally.set(variant, tally.get(variant)! + 1);
    }
  }
  // The most matched wins; on a tie the earlier in CRC16_VARIANTS (KERMIT first).
  let best: Crc16Variant | null = null;
  for (const variant of CRC16_VARIANTS) {
    if (tally.get(variant)! > (best ? tally.get(best)! : 0)) best = variant;
  }
  return { best, firstLine };
}

/** Splits the bytes into lines and reports line endings, blank lines and encoding. */
function splitLines(bytes: Uint8Array, problems: Problem[]): Line[] {
  let text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (text.startsWith(UTF8_BOM)) {
    problems.push({
      line: 1,
      field: 'line',
      message: 'starts with a UTF-8 byte order mark (EF BB BF); the AFD is ISO-8859-1',
    });
    text = text.slice(3);
  }
  const lines: Line[] = [];
  let start = 0;
  let number = 0;
  const add = (body: string, ending: string) => {
    number++;
    if (ending === '\n') {
      problems.push({
        line: number,
        field: 'line',
        message: 'ends with LF alone; lines end with CR LF',
      });
    } else if (ending === '\r') {
      problems.push({
        line: number,
        field: 'line',
        message: 'ends with CR alone; lines end with CR LF',
      });
    } else if (ending === '') {
      problems.push({
        line: number,
        field: 'line',
        message: 'the last line does not end with CR LF',
      });
    }
    if (body.trim() === '') {
      problems.push({ line: number, field: 'line', message: 'blank line' });
      return;
    }
    const bad = NOT_TEXT.exec(body);
    if (bad) {
      problems.push({
        line: number,
        field: 'line',
        message: `byte ${hex(bad[0])} at position ${bad.index + 1} is not ISO-8859-1 text`,
      });
    } else if (UTF8_PAIR.test(body)) {
      problems.push({
        line: number,
        field: 'line',
        message: 'looks UTF-8 encoded (accented letters take two bytes); the AFD is ISO-8859-1',
      });
    }
    lines.push({ number, text: body });
  };
  LINE_BREAK.lastIndex = 0;
  for (let m = LINE_BREAK.exec(text); m; m = LINE_BREAK.exec(text)) {
    add(text.slice(start, m.index), m[0]);
    start = m.index + m[0].length;
  }
  if (start < text.length) add(text.slice(start), '');
  return lines;
}

/** Checks one line against its record layout; returns its typed values when the length is right. */
function readRecord(
  spec: RecordSpec,
  line: Line,
  problems: Problem[],
  context: Pick<FieldContext, 'alphanumericCnpj' | 'crc' | 'pisForms'>,
): { values: Record<string, unknown>; bad: Set<string> } | undefined {
  const { text } = line;
  if (text.length !== spec.length) {
    problems.push({
      line: line.number,
      field: 'line',
      message: `${text.length} characters, a type-${spec.type} record has ${spec.length}`,
    });
    return undefined;
  }
  const raws: Record<string, string> = {};
  for (const field of spec.fields) {
    raws[field.name] = text.slice(field.start - 1, field.start - 1 + field.length);
  }
  const ctx: FieldContext = { ...context, line: text, raw: (name: string) => raws[name] };
  const values: Record<string, unknown> = {};
  const bad = new Set<string>();
  for (const field of spec.fields) {
    const raw = raws[field.name]!;
    const message = checkField(field, raw, ctx);
    if (message) {
      problems.push({ line: line.number, field: field.name, message });
      bad.add(field.name);
    }
    if (field.role !== 'crc' && (field.role !== 'literal' || field.name === 'type')) {
      values[field.name] = decodeField(field, raw, raws);
    }
  }
  return { values, bad };
}

/** The date part of a record's date field (671 date-time or 1510 decoded date). */
const dayOf = (value: unknown): string => String(value).slice(0, 10);
const isDay = (value: unknown): boolean => /^\d{4}-\d{2}-\d{2}$/.test(dayOf(value));

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
  let firstNsr: number | undefined;
  let expectedNsr: number | undefined;
  /** Hash of the previous type-7 record; undefined before the first, null when unreadable. */
  let previousHash: string | null | undefined;
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
      const value = Number(nsr);
      if (firstNsr === undefined) {
        firstNsr = value;
        if (value !== 1 && !options.partial)
          push(line, 'nsr', `the first NSR must be 1, found ${value}`);
      } else if (value !== expectedNsr) {
        push(
          line,
          'nsr',
          value < expectedNsr!
            ? `NSR ${value} repeats or goes back (expected ${expectedNsr})`
            : `NSR ${value} leaves a gap (expected ${expectedNsr})`,
        );
      }
      // Resynchronise, but never backwards: after a repeat the sequence continues where it was.
      expectedNsr = Math.max(expectedNsr ?? 0, value + 1);
    } else if (expectedNsr !== undefined) {
      expectedNsr++;
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
      const hash = String(values.hash);
      if (read.bad.has('hash')) {
        previousHash = null;
        continue;
      }
      // The chain starts in this file when it starts at NSR 1; a partial file anchors on its first
      // hash, and a record after an unreadable hash cannot be checked.
      const anchored = (previousHash === undefined && firstNsr !== 1) || previousHash === null;
      if (!anchored) {
        const head = text.slice(0, PUNCH_HASHED_LENGTH);
        const before = previousHash ?? '';
        const expected = afdPunchHash(head, before);
        const matches =
          hash.toLowerCase() === expected ||
          hash.toLowerCase() === afdPunchHash(head, before.toLowerCase()) ||
          hash.toLowerCase() === afdPunchHash(head, before.toUpperCase());
        if (!matches) {
          push(
            line,
            'hash',
            `does not match SHA-256 of fields 1-7 and the previous type-7 hash (expected ${expected})`,
          );
        }
      }
      previousHash = hash;
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
