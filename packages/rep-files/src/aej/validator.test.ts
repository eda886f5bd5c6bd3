import { describe, expect, it } from 'vitest';
import { isAejDate, isAejDateTime, isAejTime } from './field-checks.js';
import { AEJ_SIGNATURE_LINE } from './layout.js';
import { parseAej } from './parser.js';
import { golden } from './test-fixtures.js';
import { validateAej } from './validator.js';

// fixtures/example.aej, line by line:
//  1 01 header          5–9 05 marks (5 E/001 O CH01, 6 S/001 O, 7 E/002 I, 8 D/002 O, 9 S/002 O)
//  2 02 REP             10–11 07 (10 DSR, 11 banco de horas)
//  3 03 vínculo         12 08 PTRP
//  4 04 schedule        13 99 trailer      14 signature line
// fixtures/full.aej: 1 header, 2–4 REPs, 5–7 vínculos (5 and 6 share a CPF), 8–9 schedules,
// 10–17 marks, 18–19 type 06, 20–23 type 07, 24 PTRP, 25 trailer, 26 signature.

type Lines = string[];
const linesOf = (name: string): Lines => golden(name).toString('latin1').split('\r\n').slice(0, -1);
const bytes = (lines: Lines, eol = '\r\n') =>
  Buffer.from(lines.map((l) => l + eol).join(''), 'latin1');

/** Recomputes the trailer, so a case that adds or removes records reports only its own problem. */
function fixTrailer(lines: Lines): Lines {
  const count = (t: string) => lines.filter((l) => l.startsWith(`${t}|`)).length;
  const types = ['01', '02', '03', '04', '05', '06', '07', '08'];
  return lines.map((l) => (l.startsWith('99|') ? `99|${types.map(count).join('|')}` : l));
}

/** Line `n` (1-based) with field `i` (0-based) replaced. */
const setField = (n: number, i: number, value: string) => (lines: Lines) =>
  lines.map((l, k) => {
    if (k !== n - 1) return l;
    const f = l.split('|');
    f[i] = value;
    return f.join('|');
  });
const setLine = (n: number, text: string) => (lines: Lines) =>
  lines.map((l, k) => (k === n - 1 ? text : l));
const insertAfter = (n: number, text: string) => (lines: Lines) => [
  ...lines.slice(0, n),
  text,
  ...lines.slice(n),
];
const remove = (n: number) => (lines: Lines) => lines.filter((_, k) => k !== n - 1);
const swap = (a: number, b: number) => (lines: Lines) =>
  lines.map((l, k) => (k === a - 1 ? lines[b - 1]! : k === b - 1 ? lines[a - 1]! : l));

describe('validateAej: the golden files are valid', () => {
  it.each([
    [
      'example.aej',
      { '01': 1, '02': 1, '03': 1, '04': 1, '05': 5, '06': 0, '07': 2, '08': 1, '99': 1 },
    ],
    [
      'full.aej',
      { '01': 1, '02': 3, '03': 3, '04': 2, '05': 8, '06': 2, '07': 4, '08': 1, '99': 1 },
    ],
    [
      'v002-cnpj-alfanumerico.aej',
      { '01': 1, '02': 1, '03': 1, '04': 1, '05': 5, '06': 0, '07': 2, '08': 1, '99': 1 },
    ],
  ])('%s', (name, counts) => {
    expect(validateAej(golden(name))).toEqual({
      valid: true,
      errors: [],
      warnings: [],
      counts,
      summary: expect.objectContaining({ crc: null, partial: false, errorsByField: {} }),
    });
  });

  it('ids typed N compare as numbers ("01" is vínculo 1)', () => {
    const lines = setField(5, 1, '01')(linesOf('example.aej'));
    expect(validateAej(bytes(lines)).errors).toEqual([]);
  });
});

type Case = [
  rule: string,
  file: string,
  mutate: (lines: Lines) => Lines | Buffer,
  expected: [line: number, field: string, message: RegExp][],
];

const E = 'example.aej';
const F = 'full.aej';
const V2 = 'v002-cnpj-alfanumerico.aej';

// One failing case per rule: mutate a good file, expect exactly these problems.
const cases: Case[] = [
  // --- Bytes and lines
  [
    'line ending LF alone',
    E,
    (l) => Buffer.concat([bytes(l.slice(0, 2)), bytes([l[2]!], '\n'), bytes(l.slice(3))]),
    [[3, 'lineEnding', /ends with LF alone, expected CR LF/]],
  ],
  [
    'line ending CR alone',
    E,
    (l) => Buffer.concat([bytes(l.slice(0, 2)), bytes([l[2]!], '\r'), bytes(l.slice(3))]),
    [[3, 'lineEnding', /ends with CR alone/]],
  ],
  [
    'last line without CR LF',
    E,
    (l) => bytes(l).subarray(0, -2),
    [[14, 'lineEnding', /last line does not end with CR LF/]],
  ],
  ['blank line', E, insertAfter(3, ''), [[4, 'line', /blank line/]]],
  ['blank line at the end', E, (l) => [...l, ''], [[15, 'line', /blank line/]]],
  [
    'UTF-8 byte-order mark',
    E,
    (l) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes(l)]),
    [[1, 'encoding', /byte-order mark/]],
  ],
  [
    'UTF-8 text instead of ISO-8859-1',
    E,
    setField(8, 8, Buffer.from('Marcação', 'utf8').toString('latin1')),
    [[8, 'motivo', /UTF-8 encoded text/]],
  ],
  ['control character', E, setField(3, 3, 'JOAO\tDA SILVA'), [[3, 'nomeEmp', /control character/]]],
  ['empty file', E, () => Buffer.alloc(0), [[1, 'tipoReg', /the file is empty/]]],
  // --- Record types and order
  [
    'unknown record type',
    E,
    insertAfter(12, '09|1'),
    [[13, 'tipoReg', /unknown record type "09"/]],
  ],
  [
    'header not first',
    E,
    swap(1, 2),
    [
      [1, 'tipoReg', /must start with a type-01 header, found type 02/],
      [2, 'tipoReg', /type-01 record after type 02/],
    ],
  ],
  [
    'no records at all',
    E,
    (l) => bytes([l[13]!]),
    [
      [1, 'assinDigital', /must follow the type-99 trailer/],
      [1, 'tipoReg', /missing the type-01 header/],
      [1, 'tipoReg', /missing the type-08 record/],
      [1, 'tipoReg', /missing the type-99 trailer/],
    ],
  ],
  ['missing header', E, remove(1), [[1, 'tipoReg', /must start with a type-01 header/]]],
  [
    'second header',
    E,
    (l) => insertAfter(1, l[0]!)(l),
    [[2, 'tipoReg', /second type-01 header \(first at line 1\)/]],
  ],
  ['types out of order', E, swap(3, 4), [[4, 'tipoReg', /type-03 record after type 04/]]],
  [
    'record after the trailer',
    E,
    swap(12, 13),
    [[13, 'tipoReg', /type-08 record after the type-99 trailer/]],
  ],
  ['missing type 08', E, remove(12), [[12, 'tipoReg', /missing the type-08 record/]]],
  [
    'second type 08',
    E,
    (l) => insertAfter(12, l[11]!)(l),
    [[13, 'tipoReg', /second type-08 record/]],
  ],
  [
    'missing trailer',
    E,
    remove(13),
    [
      [13, 'assinDigital', /must follow the type-99 trailer/],
      [13, 'tipoReg', /missing the type-99 trailer/],
    ],
  ],
  [
    'second trailer',
    E,
    (l) => insertAfter(13, l[12]!)(l),
    [[14, 'tipoReg', /second type-99 trailer/]],
  ],
  ['missing signature line', E, remove(14), [[14, 'assinDigital', /missing the signature line/]]],
  [
    'signature line not padded to 100',
    E,
    setLine(14, 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'),
    [[14, 'assinDigital', /padded with spaces to 100/]],
  ],
  // --- Field counts
  [
    'field count',
    E,
    setLine(3, '03|1|11144477735'),
    [[3, 'fieldCount', /type 03 has 4 fields, found 3/]],
  ],
  [
    'field count: too many',
    E,
    setLine(2, '02|1|3|00000512022123456|'),
    [[2, 'fieldCount', /type 02 has 4 fields, found 5/]],
  ],
  [
    'type 04: half a pair',
    E,
    setLine(4, '04|CH01|480|0800|1200|1300|1700|1800'),
    [[4, 'fieldCount', /7 fields plus pairs, found 8/]],
  ],
  [
    'type 04: hrSaida02 left out while hrEntrada02 is filled',
    E,
    setLine(4, '04|CH01|480|0800|1200|1300'),
    [[4, 'hrSaida02', /mandatory when hrEntrada02 is filled/]],
  ],
  [
    'short by a field that must be filled',
    E,
    setLine(2, '02|1'),
    [[2, 'fieldCount', /type 02 has 4 fields, found 2 \(missing tpRep, which must be filled\)/]],
  ],
  [
    'short by a required field before optional ones',
    E,
    setLine(11, '07|1|3'),
    [[11, 'fieldCount', /found 3 \(missing data, which must be filled\)/]],
  ],
  [
    'motivo left out of a desconsiderada mark: read as empty, still mandatory',
    E,
    setLine(8, '05|1|2026-08-03T13:02:00-0300|1|D|002|O|'),
    [[8, 'motivo', /mandatory when tpMarc is "D"/]],
  ],
  [
    'tipoMovBH left out of a banco de horas movement: read as empty, still mandatory',
    E,
    setLine(11, '07|1|3|2026-08-03|30'),
    [[11, 'tipoMovBH', /mandatory when tipoAusenOuComp is 3/]],
  ],
  [
    'nrRep left out while a mark is fonteMarc O',
    E,
    setLine(2, '02|1|3'),
    [[2, 'nrRep', /mandatory when some mark has fonteMarc "O"/]],
  ],
  // --- Field formats
  [
    'mandatory field empty',
    E,
    setField(1, 5, ''),
    [[1, 'razaoOuNome', /mandatory field is empty/]],
  ],
  [
    'text too long',
    E,
    setField(3, 3, 'A'.repeat(151)),
    [[3, 'nomeEmp', /length 151, expected 1 to 150/]],
  ],
  ['fixed width', E, setField(2, 3, '0000512022123456'), [[2, 'nrRep', /length 16, expected 17/]]],
  ['CAEPF width', E, setField(1, 3, '123'), [[1, 'caepf', /length 3, expected 14/]]],
  ['CNO width', E, setField(1, 4, '123'), [[1, 'cno', /length 3, expected 12/]]],
  [
    'seqEntSaida has 3 digits',
    E,
    setField(5, 5, '01'),
    [[5, 'seqEntSaida', /length 2, expected 3/]],
  ],
  [
    'e-mail longer than 50',
    E,
    setField(12, 6, `${'a'.repeat(40)}@example.com`),
    [[12, 'emailDesenv', /length 52/]],
  ],
  ['N is digits only', E, setField(4, 2, '48O'), [[4, 'durJornada', /not digits only/]]],
  [
    'trailer count is digits only',
    E,
    (l) => bytes(setField(13, 5, 'x')(l)),
    [[13, 'qtRegistrosTipo05', /not digits only/]],
  ],
  [
    'D is a real date',
    E,
    setField(1, 7, '2026-02-30'),
    [[1, 'dataFinalAej', /not a date AAAA-MM-dd/]],
  ],
  ['D format', E, setField(10, 3, '02/08/2026'), [[10, 'data', /not a date/]]],
  ['H is hhmm', E, setField(4, 4, '2400'), [[4, 'hrSaida01', /not a time hhmm/]]],
  [
    'H on an extra pair',
    E,
    setLine(4, '04|CH01|480|0800|1200|1300|1700|1800|1860'),
    [[4, 'hrSaida03', /not a time hhmm/]],
  ],
  [
    'DH seconds are 00',
    E,
    setField(5, 2, '2026-08-03T08:00:30-0300'),
    [[5, 'dataHoraMarc', /not a date-time/]],
  ],
  [
    'DH has the T',
    E,
    setField(5, 2, '2026-08-03 08:00:00-0300'),
    [[5, 'dataHoraMarc', /not a date-time/]],
  ],
  [
    'DH has an offset',
    E,
    setField(5, 2, '2026-08-03T08:00:00'),
    [[5, 'dataHoraMarc', /length 19, expected 24/]],
  ],
  [
    'DH of the header',
    E,
    setField(1, 8, '2026-09-01T25:00:00-0300'),
    [[1, 'dataHoraGerAej', /not a date-time/]],
  ],
  [
    'tpIdtEmpregador is 1 or 2',
    E,
    setField(1, 1, '3'),
    [[1, 'tpIdtEmpregador', /"3" is not one of "1", "2"/]],
  ],
  ['versaoAej', E, setField(1, 9, '003'), [[1, 'versaoAej', /"003" is not one of "001", "002"/]]],
  ['tpRep', E, setField(2, 2, '4'), [[2, 'tpRep', /not one of/]]],
  ['tpMarc', E, setField(6, 4, 'X'), [[6, 'tpMarc', /"X" is not one of "E", "S", "D"/]]],
  [
    'fonteMarc',
    E,
    setField(6, 6, 'Z'),
    [[6, 'fonteMarc', /"Z" is not one of "O", "I", "P", "X", "T"/]],
  ],
  ['tipoAusenOuComp', E, setField(10, 2, '5'), [[10, 'tipoAusenOuComp', /not one of/]]],
  ['tipoMovBH', E, setField(11, 5, '3'), [[11, 'tipoMovBH', /"3" is not one of "1", "2"/]]],
  ['tpIdtDesenv', E, setField(12, 3, '0'), [[12, 'tpIdtDesenv', /not one of/]]],
  // --- CPF / CNPJ
  [
    'employer CNPJ check digits',
    E,
    setField(1, 2, '11222333000180'),
    [[1, 'idtEmpregador', /not a valid CNPJ/]],
  ],
  [
    'employer CNPJ all equal digits',
    E,
    setField(1, 2, '11111111111111'),
    [[1, 'idtEmpregador', /not a valid CNPJ/]],
  ],
  [
    'employer CPF check digits',
    F,
    setField(1, 2, '52998224724'),
    [[1, 'idtEmpregador', /not a valid CPF/]],
  ],
  [
    'employer id length follows tpIdtEmpregador',
    E,
    setField(1, 1, '2'),
    [[1, 'idtEmpregador', /a CPF has 11 digits, got 14/]],
  ],
  [
    'employer CNPJ length follows tpIdtEmpregador',
    F,
    setField(1, 1, '1'),
    [[1, 'idtEmpregador', /a CNPJ has 14 characters, got 11/]],
  ],
  [
    'CNPJ shape in layout 002 (upper case, DVs numeric)',
    V2,
    setField(1, 2, '12abc34501de35'),
    [[1, 'idtEmpregador', /is not a CNPJ \(12 letters or digits and 2 digits\)/]],
  ],
  [
    'alphanumeric CNPJ needs layout 002',
    E,
    setField(1, 2, '12ABC34501DE35'),
    [[1, 'idtEmpregador', /layout 001 has no alphanumeric CNPJ/]],
  ],
  [
    'alphanumeric CNPJ check digits (002)',
    V2,
    setField(1, 2, '12ABC34501DE36'),
    [[1, 'idtEmpregador', /not a valid CNPJ/]],
  ],
  ['vínculo CPF check digits', E, setField(3, 2, '11144477736'), [[3, 'cpf', /not a valid CPF/]]],
  ['vínculo CPF digits only', E, setField(3, 2, '1114447773X'), [[3, 'cpf', /not digits only/]]],
  [
    'developer CNPJ check digits (§2 example value)',
    E,
    setField(12, 4, '44555666000199'),
    [[12, 'idtDesenv', /not a valid CNPJ/]],
  ],
  [
    'developer CPF check digits',
    F,
    setField(24, 4, '12345678900'),
    [[24, 'idtDesenv', /not a valid CPF/]],
  ],
  // --- Rules inside a record
  [
    'period ends before it starts',
    E,
    setField(1, 7, '2026-07-31'),
    [[1, 'dataFinalAej', /before dataInicialAej/]],
  ],
  [
    'schedule pairs are whole',
    E,
    setField(4, 6, ''),
    [[4, 'hrSaida02', /mandatory when hrEntrada02 is filled/]],
  ],
  [
    'schedule pairs are filled in order',
    E,
    setLine(4, '04|CH01|480|0800|1200|||1300|1700'),
    [[4, 'hrEntrada03', /filled after the empty pair 02/]],
  ],
  [
    'codHorContratual on the first entry',
    E,
    setField(5, 7, ''),
    [[5, 'codHorContratual', /mandatory on the first entry/]],
  ],
  [
    'motivo when tpMarc is D',
    E,
    setField(8, 8, ''),
    [[8, 'motivo', /mandatory when tpMarc is "D"/]],
  ],
  [
    'motivo when fonteMarc is I',
    E,
    setField(7, 8, ''),
    [[7, 'motivo', /mandatory when fonteMarc is "I"/]],
  ],
  [
    'idRepAej when fonteMarc is O (⚠ inferred)',
    E,
    setField(6, 3, ''),
    [[6, 'idRepAej', /mandatory when fonteMarc is "O"/]],
  ],
  ['seqEntSaida starts at 001', E, setField(6, 5, '000'), [[6, 'seqEntSaida', /start at 001/]]],
  [
    'qtMinutos for banco de horas',
    E,
    setField(11, 4, ''),
    [[11, 'qtMinutos', /mandatory when tipoAusenOuComp is 3/]],
  ],
  [
    'tipoMovBH for banco de horas',
    E,
    setField(11, 5, ''),
    [[11, 'tipoMovBH', /mandatory when tipoAusenOuComp is 3/]],
  ],
  // --- Rules between records
  [
    'nrRep when some mark is original (O)',
    E,
    setField(2, 3, ''),
    [[2, 'nrRep', /mandatory when some mark has fonteMarc "O" \(line 5\)/]],
  ],
  [
    'mark: vínculo declared by 03',
    E,
    setField(6, 1, '2'),
    [[6, 'idtVinculoAej', /vínculo "2" is not declared by a type-03 record/]],
  ],
  [
    'mark: REP declared by 02',
    E,
    setField(6, 3, '9'),
    [[6, 'idRepAej', /REP "9" is not declared by a type-02 record/]],
  ],
  [
    'mark: codHorContratual declared by 04',
    E,
    setField(5, 7, 'CH02'),
    [[5, 'codHorContratual', /"CH02" is not declared by a type-04 record/]],
  ],
  [
    '06: vínculo declared by 03',
    F,
    setField(19, 1, '7'),
    [
      [6, 'idtVinculoAej', /a type-06 record \(matEsocial\) is required for vínculo "2"/],
      [19, 'idtVinculoAej', /vínculo "7" is not declared/],
    ],
  ],
  [
    '07: vínculo declared by 03',
    E,
    setField(10, 1, '5'),
    [[10, 'idtVinculoAej', /vínculo "5" is not declared/]],
  ],
  [
    'duplicate idRepAej',
    E,
    insertAfter(2, '02|1|1|00004004330012345'),
    [[3, 'idRepAej', /idRepAej "1" already declared at line 2/]],
  ],
  [
    'duplicate idtVinculoAej',
    E,
    insertAfter(3, '03|01|93541134780|OUTRO'),
    [[4, 'idtVinculoAej', /idtVinculoAej "01" already declared at line 3/]],
  ],
  [
    'duplicate codHorContratual',
    E,
    insertAfter(4, '04|CH01|240|0800|1200||'),
    [[5, 'codHorContratual', /already declared at line 4/]],
  ],
  [
    '06 only for employees with more than one vínculo',
    E,
    insertAfter(9, '06|1|MAT-1'),
    [
      [
        10,
        'idtVinculoAej',
        /only for employees with more than one vínculo; CPF 11144477735 has one/,
      ],
    ],
  ],
  [
    '06 required for employees with more than one vínculo (⚠ choice)',
    F,
    remove(19),
    [[6, 'idtVinculoAej', /CPF 11144477735 has more than one vínculo: a type-06 record/]],
  ],
  [
    'second 06 for a vínculo',
    F,
    (l) => insertAfter(19, '06|2|MAT-9')(l),
    [[20, 'idtVinculoAej', /second type-06 record for vínculo "2" \(first at line 19\)/]],
  ],
  [
    'trailer counts',
    E,
    (l) => bytes(setField(13, 5, '4')(l)),
    [[13, 'qtRegistrosTipo05', /says 4, the file has 5 type-05 records/]],
  ],
  [
    'trailer counts with leading zeros are numbers',
    E,
    (l) => bytes(setField(13, 5, '000000006')(l)),
    [[13, 'qtRegistrosTipo05', /says 6, the file has 5/]],
  ],
];

describe('validateAej: one failing case per rule (line, field, message)', () => {
  it.each(cases)('%s', (_rule, file, mutate, expected) => {
    const out = mutate(linesOf(file));
    const input = Buffer.isBuffer(out) ? out : bytes(fixTrailer(out));
    const report = validateAej(input);
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual(
      expected.map(([line, field, message]) => ({
        line,
        field,
        message: expect.stringMatching(message),
      })),
    );
  });

  it('reports every problem, sorted by line, and still counts the records', () => {
    const lines = [setField(5, 7, ''), setField(8, 8, ''), setField(3, 2, '11144477736')].reduce(
      (acc, f) => f(acc),
      linesOf(E),
    );
    const report = validateAej(bytes(lines));
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'cpf'],
      [5, 'codHorContratual'],
      [8, 'motivo'],
    ]);
    expect(report.counts['05']).toBe(5);
  });

  it('does not count the trailer itself nor the signature line', () => {
    const lines = linesOf(E);
    expect(lines[12]).toBe('99|1|1|1|1|5|0|2|1');
    expect(lines[13]).toBe(AEJ_SIGNATURE_LINE);
  });
});

describe('field formats', () => {
  it.each([
    ['2026-08-03', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-08-03', false],
  ])('date %s → %s', (value, ok) => expect(isAejDate(value)).toBe(ok));

  it.each([
    ['0000', true],
    ['2359', true],
    ['2400', false],
    ['1260', false],
    ['800', false],
  ])('time %s → %s', (value, ok) => expect(isAejTime(value)).toBe(ok));

  it.each([
    ['2026-08-03T08:00:00-0300', true],
    ['2026-08-03T23:59:00+0000', true],
    ['2026-08-03T08:00:00-03:00', false],
    ['2026-08-03T08:00:01-0300', false],
    ['2026-08-32T08:00:00-0300', false],
    ['2026-08-03T08:00:00-1500', false],
  ])('date-time %s → %s', (value, ok) => expect(isAejDateTime(value)).toBe(ok));
});

// §2 only says a `|` follows every field but the last: real PTRPs leave empty trailing fields out.
// Those are read as empty with one warning per field; the file stays valid.
const shortCases: [rule: string, mutate: (lines: Lines) => Lines, warnings: [number, string][]][] =
  [
    [
      'type 05 without its empty motivo',
      setLine(6, '05|1|2026-08-03T12:00:00-0300|1|S|001|O|'),
      [[6, 'motivo']],
    ],
    [
      'type 05 without codHorContratual and motivo',
      setLine(9, '05|1|2026-08-03T17:30:00-0300|1|S|002|O'),
      [
        [9, 'codHorContratual'],
        [9, 'motivo'],
      ],
    ],
    ['type 07 without its empty tipoMovBH', setLine(10, '07|1|1|2026-08-02|'), [[10, 'tipoMovBH']]],
    [
      'type 07 without qtMinutos and tipoMovBH',
      setLine(10, '07|1|1|2026-08-02'),
      [
        [10, 'qtMinutos'],
        [10, 'tipoMovBH'],
      ],
    ],
    [
      'type 04 without its empty pair 02',
      setLine(4, '04|CH01|480|0800|1200'),
      [
        [4, 'hrEntrada02'],
        [4, 'hrSaida02'],
      ],
    ],
  ];

describe('validateAej: records short only by optional trailing fields', () => {
  it.each(shortCases)('%s → valid, with a warning per field', (_rule, mutate, expected) => {
    const report = validateAej(bytes(mutate(linesOf(E))));
    expect(report.errors).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.warnings).toEqual(
      expected.map(([line, field]) => ({
        line,
        field,
        message: 'left out at the end of the record; read as empty',
      })),
    );
    const byField: Record<string, number> = {};
    for (const [, field] of expected) byField[field] = (byField[field] ?? 0) + 1;
    expect(report.summary.warningsByField).toEqual(byField);
  });

  it('parses the short records as the full ones', () => {
    const short = [
      setLine(6, '05|1|2026-08-03T12:00:00-0300|1|S|001|O'),
      setLine(10, '07|1|1|2026-08-02'),
    ].reduce((acc, f) => f(acc), linesOf(E));
    expect(parseAej(bytes(short))).toEqual(parseAej(golden(E)));
  });
});

describe('validateAej: the summary', () => {
  it.each([
    [E, 'aej-001', 'REP-P'],
    [F, 'aej-001', null], // REPs of three kinds: no single generation
    [V2, 'aej-002', 'REP-P'],
  ])('%s → layout %s, REP %s', (name, layout, rep) => {
    expect(validateAej(golden(name)).summary).toEqual({
      layout,
      rep,
      crc: null,
      partial: false,
      errorsByField: {},
      warningsByField: {},
    });
  });

  it('names the generation of a file whose only REP is a REP-C', () => {
    const report = validateAej(bytes(setField(2, 2, '1')(linesOf(E))));
    expect(report.summary.rep).toBe('REP-C');
  });

  it('names no layout without a header, and counts the errors per field', () => {
    const report = validateAej(bytes(remove(1)(linesOf(E))));
    expect(report.summary.layout).toBe('unknown');
    expect(report.summary.errorsByField).toEqual({ tipoReg: 1, qtRegistrosTipo01: 1 });
  });

  it('an empty file has the whole report too', () => {
    expect(validateAej(Buffer.alloc(0))).toMatchObject({
      valid: false,
      warnings: [],
      summary: { layout: 'unknown', rep: null, errorsByField: { tipoReg: 1 } },
    });
  });
});
