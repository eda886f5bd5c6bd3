import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crc16KermitHex } from '../crc16.js';
import { afdPunchHash } from './record-chain.js';
import { validateAfd } from './validator.js';

// One failing case for every rule: take a good file, break one thing, expect exactly that problem
// (line, field, words of the message). Mutations re-seal CRCs and the hash chain unless the rule
// under test is the CRC or the hash, so each case shows a single cause.

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url)).toString('latin1');
const REP_P = fixture('afd-671-rep-p.txt').split('\r\n').slice(0, -1);
const LEGACY = fixture('afd-1510.txt').split('\r\n').slice(0, -1);

/** Writes `value` over `line` from 1-based position `start`. */
const put = (line: string, start: number, value: string) =>
  line.slice(0, start - 1) + value + line.slice(start - 1 + value.length);
const nsr = (line: string, value: number) => put(line, 1, String(value).padStart(9, '0'));

const CRC_AT: Record<string, [number, number]> = {
  '1': [302, 299],
  '2': [331, 328],
  '3': [50, 47],
  '4': [73, 70],
  '5': [118, 115],
};

/** Recomputes the CRCs of types 1–5 and the type-7 hash chain of a 671 file. */
function seal(lines: string[]): string[] {
  let previous = '';
  return lines.map((line) => {
    const type = line.startsWith('000000000') ? '1' : line[9]!;
    const crc = CRC_AT[type];
    if (crc && line.length === crc[0])
      return put(line, crc[1], crc16KermitHex(line.slice(0, crc[1] - 1)));
    if (type === '7' && line.length === 137) {
      previous = afdPunchHash(line.slice(0, 73), previous);
      return line.slice(0, 73) + previous;
    }
    return line;
  });
}

const bytes = (text: string) => Buffer.from(text, 'latin1');
const crlf = (lines: string[]) => lines.map((l) => `${l}\r\n`).join('');

/** A 671 file with `change` applied to a copy of its lines, then re-sealed. */
function rep(change: (lines: string[]) => string[] | undefined, sealed = true): Buffer {
  const lines = [...REP_P];
  const changed = change(lines) ?? lines;
  return bytes(crlf(sealed ? seal(changed) : changed));
}
function legacy(change: (lines: string[]) => string[] | undefined): Buffer {
  const lines = [...LEGACY];
  return bytes(crlf(change(lines) ?? lines));
}
const at = (index: number, fn: (line: string) => string) => (lines: string[]) => {
  lines[index - 1] = fn(lines[index - 1]!);
  return lines;
};

type Case = [
  rule: string,
  file: () => Buffer,
  expected: [line: number, field: string, words: string][],
];

const CASES: Case[] = [
  // Bytes, lines and encoding (rules 2, 3, 5)
  [
    'CR LF: a line ending in LF alone',
    () => bytes(crlf(REP_P).replace('\r\n', '\n')),
    [[1, 'line', 'ends with LF alone']],
  ],
  [
    'CR LF: a line ending in CR alone',
    () => bytes(crlf(REP_P).replace(/\r\n/, '\r')),
    [[1, 'line', 'ends with CR alone']],
  ],
  [
    'CR LF: the last line too',
    () => bytes(crlf(REP_P).slice(0, -2)),
    [[14, 'line', 'the last line does not end with CR LF']],
  ],
  [
    'no blank lines',
    () => rep((l) => [...l.slice(0, 3), '', ...l.slice(3)]),
    [[4, 'line', 'blank line']],
  ],
  [
    'no blank lines (spaces only)',
    () => rep((l) => [...l.slice(0, 3), '   ', ...l.slice(3)]),
    [[4, 'line', 'blank line']],
  ],
  [
    'ISO-8859-1 text: no control bytes',
    () => rep(at(4, (l) => put(l, 50, '\x01'))),
    [[4, 'line', 'byte 0x01 at position 50 is not ISO-8859-1 text']],
  ],
  [
    'ISO-8859-1 text: no C1 bytes (Windows-1252 quotes)',
    () => rep(at(4, (l) => put(l, 50, '\x93'))),
    [[4, 'line', 'byte 0x93 at position 50']],
  ],
  [
    'ISO-8859-1, not UTF-8',
    () => rep(at(4, (l) => put(l, 56, '\xc3\xa3'))),
    [[4, 'line', 'looks UTF-8 encoded']],
  ],
  [
    'no UTF-8 byte order mark',
    () => bytes(`\xef\xbb\xbf${crlf(REP_P)}`),
    [[1, 'line', 'byte order mark']],
  ],
  // Record structure and order (rules 1, 4)
  [
    'line length of the record type',
    () => rep(at(3, (l) => l.slice(0, -1))),
    [[3, 'line', '35 characters, a type-6 record has 36']],
  ],
  [
    'known record types (and the trailer counts what exists)',
    () => rep(at(3, (l) => put(l, 10, '8'))),
    [
      [3, 'type', 'unknown record type "8"'],
      [13, 'count6', 'counts 3 type-6 records, the file has 2'],
    ],
  ],
  ['header first', () => rep((l) => l.slice(1)), [[1, 'type', 'must start with the header']]],
  ['one header', () => rep((l) => [l[0]!, ...l]), [[2, 'type', 'a second header']]],
  [
    'no record after the trailer',
    () => rep((l) => [...l.slice(0, 13), nsr(l[2]!, 12), l[13]!]),
    [[14, 'type', 'record after the trailer']],
  ],
  [
    'signature line present',
    () => rep((l) => l.slice(0, -1)),
    [[14, 'signature', 'missing the signature line']],
  ],
  [
    'signature line of 100 characters',
    () => rep(at(14, (l) => l.trimEnd())),
    [[14, 'signature', '33 characters, the signature line has 100']],
  ],
  [
    'signature placeholder of REP-A/REP-P',
    () => rep(at(14, (l) => put(l, 1, 'ASSINATURA_DIGITAL '))),
    [[14, 'signature', 'must be "ASSINATURA_DIGITAL_EM_ARQUIVO_P7S"']],
  ],
  [
    'signature line last',
    () => rep((l) => [...l, l[13]!]),
    [[15, 'line', 'line after the signature line']],
  ],
  ['trailer present', () => legacy((l) => l.slice(0, -1)), [[9, 'type', 'missing the trailer']]],
  ['one trailer', () => legacy((l) => [...l, l[8]!]), [[10, 'type', 'a second trailer']]],
  // NSR (§1.4)
  [
    'NSR starts at 1',
    () => rep((l) => l.map((x, i) => (i > 0 && i < 12 ? nsr(x, i + 1) : x))),
    [[2, 'nsr', 'the first NSR must be 1, found 2']],
  ],
  [
    'NSR without gaps',
    () => rep((l) => l.map((x, i) => (i >= 4 && i < 12 ? nsr(x, i + 1) : x))),
    [[5, 'nsr', 'NSR 5 leaves a gap (expected 4)']],
  ],
  [
    'NSR without repeats',
    () => rep((l) => l.map((x, i) => (i >= 4 && i < 12 ? nsr(x, i - 1) : x))),
    [[5, 'nsr', 'NSR 3 repeats or goes back (expected 4)']],
  ],
  [
    'records in NSR order',
    () => rep((l) => [l[0]!, l[1]!, l[3]!, l[2]!, ...l.slice(4)]),
    [
      [3, 'nsr', 'NSR 3 leaves a gap (expected 2)'],
      [4, 'nsr', 'NSR 2 repeats or goes back (expected 4)'],
    ],
  ],
  ['NSR numeric', () => rep(at(3, (l) => put(l, 1, '00000000X'))), [[3, 'nsr', 'must be numeric']]],
  // Field types (rule 6)
  [
    'N: numeric',
    () => rep(at(10, (l) => put(l, 59, '5299822472A'))),
    [[10, 'responsibleCpf', 'must be numeric']],
  ],
  [
    'N: required',
    () => rep(at(1, (l) => put(l, 190, ' '.repeat(17)))),
    [[1, 'repId', 'required, found only spaces']],
  ],
  [
    'A: required name',
    () => rep(at(4, (l) => put(l, 48, ' '.repeat(52)))),
    [[4, 'name', 'required, found only spaces']],
  ],
  [
    'D: a real date',
    () => rep(at(1, (l) => put(l, 207, '2026-02-30'))),
    [[1, 'firstDate', 'not a real date AAAA-MM-dd']],
  ],
  [
    'D: the format AAAA-MM-dd',
    () => rep(at(1, (l) => put(l, 217, '31/08/2026'))),
    [[1, 'lastDate', 'not a real date AAAA-MM-dd']],
  ],
  [
    'DH: the format',
    () => rep(at(3, (l) => put(l, 11, '2026-08-01 07:01:00-0400'))),
    [[3, 'recordedAt', 'not a date-time AAAA-MM-ddThh:mm:00ZZZZZ']],
  ],
  [
    'DH: a real date',
    () => rep(at(3, (l) => put(l, 11, '2026-13-01'))),
    [[3, 'recordedAt', 'not a real date: "2026-13-01"']],
  ],
  [
    'DH: a real time',
    () => rep(at(8, (l) => put(l, 22, '24'))),
    [[8, 'recordedAt', 'not a real time: "24:00"']],
  ],
  [
    'DH: seconds "00"',
    () => rep(at(6, (l) => put(l, 28, '30'))),
    [[6, 'punchedAt', 'seconds must be "00", found "30"']],
  ],
  [
    'DH: a UTC offset',
    () => rep(at(7, (l) => put(l, 66, '-1560'))),
    [[7, 'storedAt', 'not a UTC offset']],
  ],
  // Field contents
  [
    'literal: header type "1"',
    () => rep(at(1, (l) => put(l, 10, '0'))),
    [[1, 'type', 'must be "1", found "0"']],
  ],
  [
    'literal: trailer ends with "9"',
    () => rep(at(13, (l) => put(l, 64, '8'))),
    [[13, 'type', 'must be "9", found "8"']],
  ],
  [
    'id type 1 or 2',
    () => rep(at(1, (l) => put(l, 11, '3'))),
    [[1, 'employerIdType', '"3" is not one of 1, 2']],
  ],
  [
    'CNPJ check digits',
    () => rep(at(1, (l) => put(l, 12, '11222333000182'))),
    [[1, 'employerId', 'invalid CNPJ (check digits): 11222333000182']],
  ],
  [
    'CNPJ numeric in layout 003',
    () => rep(at(1, (l) => put(l, 12, '12ABC34501DE35'))),
    [[1, 'employerId', 'must be numeric']],
  ],
  [
    'employer CPF check digits (id type 2)',
    () => rep(at(2, (l) => put(put(l, 49, '2'), 50, '00052998224724'))),
    [[2, 'employerId', 'invalid CPF (check digits): 52998224724']],
  ],
  [
    'CPF check digits (type 7, chain re-sealed)',
    () => rep(at(6, (l) => put(l, 35, '011144477736'))),
    [[6, 'cpf', 'invalid CPF (check digits): 11144477736']],
  ],
  [
    'CPF of 11 digits in a 12-position field',
    () => rep(at(5, (l) => put(l, 36, '100000000191'))),
    [[5, 'cpf', 'not a CPF of 11 digits']],
  ],
  [
    'CPF of the responsible (14 positions, type 2)',
    () => rep(at(2, (l) => put(l, 35, '00052998224726'))),
    [[2, 'responsibleCpf', 'invalid CPF']],
  ],
  [
    'layout version 003/004',
    () => rep(at(1, (l) => put(l, 251, '002'))),
    [[1, 'version', 'unknown layout version "002"']],
  ],
  [
    'type 5 operation I, A or E',
    () => rep(at(4, (l) => put(l, 35, 'X'))),
    [[4, 'operation', '"X" is not one of I, A, E']],
  ],
  [
    'type 6 event 01–08',
    () => rep(at(3, (l) => put(l, 35, '09'))),
    [[3, 'event', '"09" is not one of 01, 02']],
  ],
  [
    'type 7 collector 01–05',
    () => rep(at(6, (l) => put(l, 71, '06'))),
    [[6, 'collector', '"06" is not one of 01, 02, 03, 04, 05']],
  ],
  [
    'type 7 on-line/off-line 0 or 1',
    () => rep(at(7, (l) => put(l, 73, '2'))),
    [[7, 'offline', '"2" is not one of 0, 1']],
  ],
  [
    'header dates in order',
    () => rep(at(1, (l) => put(l, 207, '2026-09-01'))),
    [[1, 'lastDate', '2026-08-31 is before the first date 2026-09-01']],
  ],
  [
    'record dates inside the header period',
    () => rep(at(1, (l) => put(l, 217, '2026-08-30'))),
    [[12, 'recordedAt', "2026-08-31 is outside the header's period 2026-08-01 to 2026-08-30"]],
  ],
  // CRC (rule 8) and hash (rule 9)
  [
    'CRC-16/KERMIT of types 1–5',
    () =>
      rep(
        at(10, (l) => put(l, 70, '0000')),
        false,
      ),
    [[10, 'crc', 'CRC 0000 does not match, expected 4E51']],
  ],
  [
    'CRC covers the record (a field changed after sealing)',
    () =>
      rep(
        at(4, (l) => put(l, 48, 'JOSE')),
        false,
      ),
    [[4, 'crc', 'does not match']],
  ],
  [
    'CRC of 4 hex digits',
    () =>
      rep(
        at(2, (l) => put(l, 328, 'ZZZZ')),
        false,
      ),
    [[2, 'crc', 'CRC must be 4 hex digits']],
  ],
  [
    'hash of 64 hex digits',
    () =>
      rep(
        at(7, (l) => put(l, 74, 'x')),
        false,
      ),
    [[7, 'hash', 'hash must be 64 hex digits']],
  ],
  [
    'hash = SHA-256 of fields 1–7 + the previous hash',
    () =>
      rep(
        at(6, (l) => put(l, 80, l[79] === '0' ? '1' : '0')),
        false,
      ),
    [
      [6, 'hash', 'does not match SHA-256'],
      [7, 'hash', 'does not match SHA-256'], // the next hash was made from the true one
    ],
  ],
  [
    'hash chain: a punch changed after hashing',
    () =>
      rep(
        at(11, (l) => put(l, 71, '01')),
        false,
      ),
    [[11, 'hash', 'does not match SHA-256']],
  ],
  // Trailer (§1.3 type 9)
  [
    'trailer counts per type',
    () => rep(at(13, (l) => put(l, 55, '000000004'))),
    [[13, 'count7', 'counts 4 type-7 records, the file has 3']],
  ],
  [
    'trailer counts numeric',
    () => rep(at(13, (l) => put(l, 10, 'ABCDEFGHI'))),
    [[13, 'count2', 'must be numeric']],
  ],
  ['empty file', () => Buffer.alloc(0), [[1, 'file', 'empty file']]],
  // Legacy 1510 (§1.6)
  [
    '1510: PIS check digit',
    () => legacy(at(5, (l) => put(l, 23, '012054403029'))),
    [[5, 'pis', 'invalid PIS (check digit): 12054403029']],
  ],
  [
    '1510: PIS "9" + CPF (671 art. 96 §2)',
    () => legacy(at(8, (l) => put(l, 23, '911144477736'))),
    [[8, 'pis', 'invalid CPF']],
  ],
  [
    '1510: PIS "8" + CPF10 + DV',
    () => legacy(at(6, (l) => put(l, 23, '811144477731'))),
    [[6, 'pis', 'invalid PIS form "8"']],
  ],
  [
    '1510: PIS prefix 0, 8 or 9',
    () => legacy(at(6, (l) => put(l, 23, '511144477731'))),
    [[6, 'pis', 'PIS must start with 0, 8 or 9']],
  ],
  [
    '1510: date ddmmaaaa',
    () => legacy(at(5, (l) => put(l, 11, '31022021'))),
    [[5, 'date', 'not a real date ddmmaaaa']],
  ],
  [
    '1510: time hhmm',
    () => legacy(at(7, (l) => put(l, 31, '2460'))),
    [[7, 'adjustedTime', 'not a real time hhmm']],
  ],
  [
    '1510: line length',
    () => legacy(at(3, (l) => `${l} `)),
    [[3, 'line', '88 characters, a type-5 record has 87']],
  ],
  [
    '1510: no type 7',
    () => legacy(at(8, (l) => put(l, 10, '7'))),
    [
      [8, 'type', 'unknown record type "7" for the 1510 layout'],
      [9, 'count3', 'counts 3 type-3 records, the file has 2'],
    ],
  ],
  [
    '1510: trailer counts',
    () => legacy(at(9, (l) => put(l, 19, '000000002'))),
    [[9, 'count3', 'counts 2 type-3 records']],
  ],
  [
    '1510: nothing after the trailer',
    () => legacy((l) => [...l, l[4]!]),
    [[10, 'type', 'record after the trailer']],
  ],
  [
    '1510: header first (layout told by the line lengths)',
    () => legacy((l) => l.slice(1)),
    [[1, 'type', 'must start with the header']],
  ],
  [
    '1510: no signature line',
    () => legacy((l) => [...l, 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100)]),
    [[10, 'line', 'the 1510 layout has no signature line']],
  ],
  [
    '1510: record dates inside the header period',
    () => legacy(at(1, (l) => put(l, 213, '01032021'))),
    [
      [5, 'date', 'outside'],
      [6, 'date', 'outside'],
      [7, 'adjustedDate', 'outside'],
      [8, 'date', 'outside'],
    ],
  ],
];

describe('validateAfd: one failing case per rule', () => {
  it('accepts the golden files', () => {
    for (const name of ['afd-671-rep-p.txt', 'afd-1510.txt']) {
      expect(validateAfd(bytes(fixture(name))).errors, name).toEqual([]);
    }
  });

  it.each(CASES)('%s', (_, file, expected) => {
    const report = validateAfd(file());
    expect(report.valid).toBe(false);
    expect(report.errors.map((e) => [e.line, e.field])).toEqual(
      expected.map(([line, field]) => [line, field]),
    );
    report.errors.forEach((error, i) => {
      expect(error.message).toContain(expected[i]![2]);
    });
  });
});

describe('validateAfd: tolerance', () => {
  it.each<[string, () => Buffer]>([
    [
      'space-padded CPF instead of zero-padded',
      () => rep(at(4, (l) => put(l, 36, ' 11144477735'))),
    ],
    ['space-padded NSR', () => rep(at(3, (l) => put(l, 1, '        2')))],
    [
      'lower-case CRC',
      () =>
        rep(
          at(1, (l) => put(l, 299, l.slice(298, 302).toLowerCase())),
          false,
        ),
    ],
    [
      'upper-case hashes (chain over the hash as written)',
      () => {
        const lines = seal([...REP_P]);
        let previous = '';
        return bytes(
          crlf(
            lines.map((l) => {
              if (l[9] !== '7' || l.length !== 137) return l;
              previous = afdPunchHash(l.slice(0, 73), previous).toUpperCase();
              return l.slice(0, 73) + previous;
            }),
          ),
        );
      },
    ],
    [
      'employer identified by CPF (id type 2)',
      () => rep(at(2, (l) => put(put(l, 49, '2'), 50, '00052998224725'))),
    ],
    [
      'layout 004 with an alphanumeric CNPJ',
      () => rep(at(1, (l) => put(put(l, 251, '004'), 12, '12ABC34501DE35'))),
    ],
    [
      'a REP-C signature line (not the placeholder)',
      () => rep(at(14, () => 'MIIB'.padEnd(100, 'x'))),
    ],
  ])('accepts %s', (_, file) => {
    expect(validateAfd(file()).errors).toEqual([]);
  });

  it('accepts a file cut by period with options.partial (first NSR above 1, chain anchored)', () => {
    const lines = REP_P.map((x, i) => (i > 0 && i < 12 ? nsr(x, i + 100) : x));
    const sealed = seal(lines);
    sealed[5] = sealed[5]!.slice(0, 73) + 'f'.repeat(64); // the chain starts before this file
    sealed[6] = sealed[6]!.slice(0, 73) + afdPunchHash(sealed[6]!.slice(0, 73), 'f'.repeat(64));
    sealed[10] =
      sealed[10]!.slice(0, 73) + afdPunchHash(sealed[10]!.slice(0, 73), sealed[6]!.slice(73));
    const file = bytes(crlf(sealed));
    expect(validateAfd(file, { partial: true }).errors).toEqual([]);
    expect(validateAfd(file).errors.map((e) => [e.line, e.field])).toEqual([[2, 'nsr']]);
  });

  it('reports every problem, not only the first, sorted by line', () => {
    const file = rep((l) => {
      l[2] = put(l[2]!, 35, '09');
      l[6] = put(l[6]!, 73, '2');
      l[12] = put(l[12]!, 55, '000000009');
      return l;
    });
    const report = validateAfd(file);
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'event'],
      [7, 'offline'],
      [13, 'count7'],
    ]);
    expect(report.counts).toMatchObject({ type6: 3, type7: 3, lines: 14 });
  });
});
