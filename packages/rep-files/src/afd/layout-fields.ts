/**
 * The building blocks of the AFD record tables (layout-671.ts, layout-1510.ts, layout-1510-595.ts):
 * field and record specs, and the codes the layouts share. Positions are 1-based as in the legal
 * tables; lengths exclude CR LF.
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

/** One field of a record; positions 1-based as in the legal tables. */
export const field = (
  name: string,
  start: number,
  length: number,
  kind: FieldKind,
  role: FieldRole,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({ name, start, length, kind, role, ...extra });

/** Field 1 of every record between header and trailer. */
export const nsrField = field('nsr', 1, 9, 'N', 'nsr');
/** Field 2: the record type as a literal digit. */
export const typeField = (t: string) => field('type', 10, 1, 'N', 'literal', { literal: t });
/** Employer id type codes: 1 CNPJ, 2 CPF. */
export const ID_TYPES = ['1', '2'];
export const crcField = (start: number) => field('crc', start, 4, 'A', 'crc');
export const countField = (name: string, start: number) => field(name, start, 9, 'N', 'count');

/** Type 6 events: 01–06 REP-C (02 also REP-P), 07/08 REP-P service available/unavailable. */
export const AFD_EVENTS = ['01', '02', '03', '04', '05', '06', '07', '08'] as const;
/** Type 7 collector: 01 mobile app, 02 browser, 03 desktop app, 04/05 electronic devices. */
export const AFD_COLLECTORS = ['01', '02', '03', '04', '05'] as const;
/** Layout versions the validator accepts in header field 11. ⚠ "004" (2026) is unverified. */
export const AFD_VERSIONS = ['003', '004'] as const;
