/**
 * The AFD record layouts as data: Portaria MTP 671/2021 (gov.br layout "003", also written as
 * "004") and the legacy Portaria MTE 1.510/2009 Anexo I. Positions are 1-based as in the legal
 * tables; lengths exclude CR LF. Writer, parser and validator all read these tables, so a layout
 * change is a change here.
 *
 * Field kinds: `N` numeric, `A` alphanumeric, `D` date `AAAA-MM-dd`, `DH` date-time
 * `AAAA-MM-ddThh:mm:00ZZZZZ` (671); `D8` date `ddmmaaaa`, `H4` time `hhmm` (1510).
 */

export type AfdLayout = '671' | '1510' | '1510-595';
export type FieldKind = 'N' | 'A' | 'D' | 'DH' | 'D8' | 'H4';

/** What a field means beyond its kind, so the validator checks it and the codec maps it. */
export type FieldRole =
  | 'nsr'
  | 'literal'
  | 'idType'
  | 'employerId'
  | 'cpf'
  | 'pis'
  | 'version'
  | 'code'
  | 'flag'
  | 'count'
  | 'crc'
  | 'hash'
  | 'text'
  | 'digits'
  | 'date';

export interface FieldSpec {
  /** Key in the typed record and the `field` of a problem. */
  readonly name: string;
  readonly start: number;
  readonly length: number;
  readonly kind: FieldKind;
  readonly role: FieldRole;
  /** Fixed content (`literal` role). */
  readonly literal?: string;
  /** Allowed codes (`code` and `flag` roles, `idType`). */
  readonly codes?: readonly string[];
  /** May be all spaces (absent CNO/CAEPF, model, …). Alphanumeric fields are optional unless `required`. */
  readonly optional?: boolean;
  readonly required?: boolean;
  /** For `employerId`: the field holding its id type (`1` CNPJ, `2` CPF). */
  readonly idTypeField?: string;
  /**
   * For an employee's `cpf` of a REP-C: may hold a PIS in the forms of Portaria 671 art. 96 §2
   * ("0" + PIS, "8" + CPF10 + PIS digit, "9" + CPF), since legacy REP-C still identify by PIS.
   */
  readonly pisForms?: boolean;
}

export interface RecordSpec {
  /** `1`…`7`, `9` (trailer). */
  readonly type: string;
  readonly length: number;
  readonly fields: readonly FieldSpec[];
  /** Ends with a CRC-16 of the bytes before it (671 types 1–5, 595 types 2–5); variant per file. */
  readonly crc: boolean;
  /** The field whose date must fall inside the header's first/last dates. */
  readonly dateField?: string;
}

const f = (
  name: string,
  start: number,
  length: number,
  kind: FieldKind,
  role: FieldRole,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ name, start, length, kind, role, ...extra });

const nsr = f('nsr', 1, 9, 'N', 'nsr');
const type = (t: string) => f('type', 10, 1, 'N', 'literal', { literal: t });
const ID_TYPES = ['1', '2'];
const crc = (start: number) => f('crc', start, 4, 'A', 'crc');
const count = (name: string, start: number) => f(name, start, 9, 'N', 'count');

/** Type 6 events: 01–06 REP-C (02 also REP-P), 07/08 REP-P service available/unavailable. */
export const AFD_EVENTS = ['01', '02', '03', '04', '05', '06', '07', '08'] as const;
/** Type 7 collector: 01 mobile app, 02 browser, 03 desktop app, 04/05 electronic devices. */
export const AFD_COLLECTORS = ['01', '02', '03', '04', '05'] as const;
/** Layout versions the validator accepts in header field 11. ⚠ "004" (2026) is unverified. */
export const AFD_VERSIONS = ['003', '004'] as const;

export const LAYOUT_671: Readonly<Record<string, RecordSpec>> = {
  '1': {
    type: '1',
    length: 302,
    crc: true,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '000000000' }),
      type('1'),
      f('employerIdType', 11, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('employerId', 12, 14, 'N', 'employerId', { idTypeField: 'employerIdType' }),
      f('cnoCaepf', 26, 14, 'N', 'digits', { optional: true }),
      f('employerName', 40, 150, 'A', 'text', { required: true }),
      f('repId', 190, 17, 'N', 'digits'),
      f('firstDate', 207, 10, 'D', 'date'),
      f('lastDate', 217, 10, 'D', 'date'),
      f('generatedAt', 227, 24, 'DH', 'date'),
      f('version', 251, 3, 'N', 'version'),
      f('developerIdType', 254, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('developerId', 255, 14, 'N', 'employerId', { idTypeField: 'developerIdType' }),
      f('model', 269, 30, 'A', 'text'),
      crc(299),
    ],
  },
  '2': {
    type: '2',
    length: 331,
    crc: true,
    dateField: 'recordedAt',
    fields: [
      nsr,
      type('2'),
      f('recordedAt', 11, 24, 'DH', 'date'),
      // ⚠ 14 positions for a CPF here (11 in types 4 and 5): that is the official text.
      f('responsibleCpf', 35, 14, 'N', 'cpf'),
      f('employerIdType', 49, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('employerId', 50, 14, 'N', 'employerId', { idTypeField: 'employerIdType' }),
      f('cnoCaepf', 64, 14, 'N', 'digits', { optional: true }),
      f('employerName', 78, 150, 'A', 'text', { required: true }),
      f('serviceLocation', 228, 100, 'A', 'text'),
      crc(328),
    ],
  },
  '3': {
    type: '3',
    length: 50,
    crc: true,
    dateField: 'punchedAt',
    fields: [
      nsr,
      type('3'),
      f('punchedAt', 11, 24, 'DH', 'date'),
      f('cpf', 35, 12, 'N', 'cpf', { pisForms: true }),
      crc(47),
    ],
  },
  '4': {
    type: '4',
    length: 73,
    crc: true,
    dateField: 'adjustedAt',
    fields: [
      nsr,
      type('4'),
      f('before', 11, 24, 'DH', 'date'),
      f('adjustedAt', 35, 24, 'DH', 'date'),
      f('responsibleCpf', 59, 11, 'N', 'cpf'),
      crc(70),
    ],
  },
  '5': {
    type: '5',
    length: 118,
    crc: true,
    dateField: 'recordedAt',
    fields: [
      nsr,
      type('5'),
      f('recordedAt', 11, 24, 'DH', 'date'),
      f('operation', 35, 1, 'A', 'code', { codes: ['I', 'A', 'E'] }),
      f('cpf', 36, 12, 'N', 'cpf', { pisForms: true }),
      f('name', 48, 52, 'A', 'text', { required: true }),
      // ⚠ "Demais dados de identificação do empregado": content undefined; we write spaces.
      f('otherData', 100, 4, 'A', 'text'),
      f('responsibleCpf', 104, 11, 'N', 'cpf'),
      crc(115),
    ],
  },
  '6': {
    type: '6',
    length: 36,
    crc: false,
    dateField: 'recordedAt',
    fields: [
      nsr,
      type('6'),
      f('recordedAt', 11, 24, 'DH', 'date'),
      f('event', 35, 2, 'N', 'code', { codes: AFD_EVENTS }),
    ],
  },
  '7': {
    type: '7',
    length: 137,
    crc: false,
    dateField: 'punchedAt',
    fields: [
      nsr,
      type('7'),
      f('punchedAt', 11, 24, 'DH', 'date'),
      f('cpf', 35, 12, 'N', 'cpf'),
      f('storedAt', 47, 24, 'DH', 'date'),
      f('collector', 71, 2, 'N', 'code', { codes: AFD_COLLECTORS }),
      f('offline', 73, 1, 'N', 'flag', { codes: ['0', '1'] }),
      f('hash', 74, 64, 'A', 'hash'),
    ],
  },
  '9': {
    type: '9',
    length: 64,
    crc: false,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '999999999' }),
      count('count2', 10),
      count('count3', 19),
      count('count4', 28),
      count('count5', 37),
      count('count6', 46),
      count('count7', 55),
      f('type', 64, 1, 'N', 'literal', { literal: '9' }),
    ],
  },
};

/** The last line of a 671 AFD (not counted in the trailer). */
export const SIGNATURE_LENGTH = 100;
/** What REP-A and REP-P write there: the real signature is the detached CAdES `.p7s`. */
export const SIGNATURE_PLACEHOLDER = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S';

export const LAYOUT_1510: Readonly<Record<string, RecordSpec>> = {
  '1': {
    type: '1',
    length: 232,
    crc: false,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '000000000' }),
      type('1'),
      f('employerIdType', 11, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('employerId', 12, 14, 'N', 'employerId', { idTypeField: 'employerIdType' }),
      f('cei', 26, 12, 'N', 'digits', { optional: true }),
      f('employerName', 38, 150, 'A', 'text', { required: true }),
      f('repId', 188, 17, 'N', 'digits'),
      f('firstDate', 205, 8, 'D8', 'date'),
      f('lastDate', 213, 8, 'D8', 'date'),
      f('generatedDate', 221, 8, 'D8', 'date'),
      f('generatedTime', 229, 4, 'H4', 'date'),
    ],
  },
  '2': {
    type: '2',
    length: 299,
    crc: false,
    dateField: 'date',
    fields: [
      nsr,
      type('2'),
      f('date', 11, 8, 'D8', 'date'),
      f('time', 19, 4, 'H4', 'date'),
      f('employerIdType', 23, 1, 'N', 'idType', { codes: ID_TYPES }),
      f('employerId', 24, 14, 'N', 'employerId', { idTypeField: 'employerIdType' }),
      f('cei', 38, 12, 'N', 'digits', { optional: true }),
      f('employerName', 50, 150, 'A', 'text', { required: true }),
      f('serviceLocation', 200, 100, 'A', 'text'),
    ],
  },
  '3': {
    type: '3',
    length: 34,
    crc: false,
    dateField: 'date',
    fields: [
      nsr,
      type('3'),
      f('date', 11, 8, 'D8', 'date'),
      f('time', 19, 4, 'H4', 'date'),
      f('pis', 23, 12, 'N', 'pis'),
    ],
  },
  '4': {
    type: '4',
    length: 34,
    crc: false,
    dateField: 'adjustedDate',
    fields: [
      nsr,
      type('4'),
      f('beforeDate', 11, 8, 'D8', 'date'),
      f('beforeTime', 19, 4, 'H4', 'date'),
      f('adjustedDate', 23, 8, 'D8', 'date'),
      f('adjustedTime', 31, 4, 'H4', 'date'),
    ],
  },
  '5': {
    type: '5',
    length: 87,
    crc: false,
    dateField: 'date',
    fields: [
      nsr,
      type('5'),
      f('date', 11, 8, 'D8', 'date'),
      f('time', 19, 4, 'H4', 'date'),
      f('operation', 23, 1, 'A', 'code', { codes: ['I', 'A', 'E'] }),
      f('pis', 24, 12, 'N', 'pis'),
      f('name', 36, 52, 'A', 'text', { required: true }),
    ],
  },
  '9': {
    type: '9',
    length: 46,
    crc: false,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '999999999' }),
      count('count2', 10),
      count('count3', 19),
      count('count4', 28),
      count('count5', 37),
      f('type', 46, 1, 'N', 'literal', { literal: '9' }),
    ],
  },
};

/**
 * Portaria 1510 as amended in 2013 (Portaria 595), as real REP-C files write it (brazil-legal.md
 * §1.6b; the official text was not found): the 1510 records plus the responsible's CPF and a
 * CRC-16 (CCITT-FALSE or MODBUS) over the record before it, type 6 events, a trailer counting
 * types 2–6 and a 100-character signature line. ⚠ The header is read as the 1510 one (232), or
 * with a CRC after it (236, {@link HEADER_595_WITH_CRC}); the order of the responsible's CPF and
 * the 4 "demais dados" of type 5 follows the files seen (CPF first).
 */
export const LAYOUT_1510_595: Readonly<Record<string, RecordSpec>> = {
  '1': LAYOUT_1510['1']!,
  '2': {
    type: '2',
    length: 317,
    crc: true,
    dateField: 'date',
    fields: [...LAYOUT_1510['2']!.fields, f('responsibleCpf', 300, 14, 'N', 'cpf'), crc(314)],
  },
  '3': {
    type: '3',
    length: 38,
    crc: true,
    dateField: 'date',
    fields: [...LAYOUT_1510['3']!.fields, crc(35)],
  },
  '4': {
    type: '4',
    length: 49,
    crc: true,
    dateField: 'adjustedDate',
    fields: [...LAYOUT_1510['4']!.fields, f('responsibleCpf', 35, 11, 'N', 'cpf'), crc(46)],
  },
  '5': {
    type: '5',
    length: 106,
    crc: true,
    dateField: 'date',
    fields: [
      ...LAYOUT_1510['5']!.fields,
      f('responsibleCpf', 88, 11, 'N', 'cpf'),
      f('otherData', 99, 4, 'A', 'text'),
      crc(103),
    ],
  },
  '6': {
    type: '6',
    length: 24,
    crc: false,
    dateField: 'date',
    fields: [
      nsr,
      type('6'),
      f('date', 11, 8, 'D8', 'date'),
      f('time', 19, 4, 'H4', 'date'),
      f('event', 23, 2, 'N', 'code', { codes: AFD_EVENTS }),
    ],
  },
  '9': {
    type: '9',
    length: 55,
    crc: false,
    fields: [
      f('nsr', 1, 9, 'N', 'literal', { literal: '999999999' }),
      count('count2', 10),
      count('count3', 19),
      count('count4', 28),
      count('count5', 37),
      count('count6', 46),
      f('type', 55, 1, 'N', 'literal', { literal: '9' }),
    ],
  },
};

/** A 595 header that carries a CRC after the 1510 fields (read when the header has 236 characters). */
export const HEADER_595_WITH_CRC: RecordSpec = {
  ...LAYOUT_1510['1']!,
  length: 236,
  crc: true,
  fields: [...LAYOUT_1510['1']!.fields, crc(233)],
};

export const LAYOUTS: Readonly<Record<AfdLayout, Readonly<Record<string, RecordSpec>>>> = {
  '671': LAYOUT_671,
  '1510': LAYOUT_1510,
  '1510-595': LAYOUT_1510_595,
};

/** Record types the trailer counts, in trailer order. */
export const COUNTED_TYPES: Readonly<Record<AfdLayout, readonly string[]>> = {
  '671': ['2', '3', '4', '5', '6', '7'],
  '1510': ['2', '3', '4', '5'],
  '1510-595': ['2', '3', '4', '5', '6'],
};

/** Line lengths only one layout has (header, records, trailer), to tell a file without a header. */
export const LAYOUT_LENGTHS: Readonly<Record<AfdLayout, ReadonlySet<number>>> = {
  '671': new Set([302, 331, 50, 73, 118, 36, 137, 64]),
  '1510': new Set([232, 299, 34, 87, 46]),
  '1510-595': new Set([236, 317, 38, 49, 106, 24, 55]),
};
