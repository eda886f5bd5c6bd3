/**
 * AEJ — Arquivo Eletrônico de Jornada (Portaria MTP 671/2021 Anexo VI → gov.br layout "001").
 * The record and field tables as data; writer, parser and validator all read them.
 * Source: the shared reference brazil-legal.md §2 (field names, types and sizes as listed there).
 *
 * Types: `N` digits, `A` text, `H` `hhmm`, `D` `AAAA-MM-dd`, `DH` `AAAA-MM-ddThh:mm:00ZZZZZ`.
 * Sizes are content lengths: `min`..`max`, or one of `sizes` when the layout lists fixed widths
 * ("11 or 14", "0/4"). `min` 0 = optional (an empty string between the pipes).
 */

export type AejFieldType = 'N' | 'A' | 'H' | 'D' | 'DH';

/** Fields whose content is a CPF or CNPJ chosen by the record's `tpIdt…` field. */
export type AejDocument = 'cpf' | 'employer' | 'developer';

export interface AejFieldSpec {
  name: string;
  type: AejFieldType;
  min: number;
  max: number;
  /** Allowed lengths when the layout gives fixed widths (0 = may be empty). */
  sizes?: readonly number[];
  /** Enumerations: the only values allowed (checked when the field is not empty). */
  values?: readonly string[];
  /** CPF/CNPJ check digits apply. */
  document?: AejDocument;
}

export type AejRecordType = '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '99';

export interface AejRecordSpec {
  type: AejRecordType;
  name: string;
  fields: readonly AejFieldSpec[];
  /** Type 04 only: more `hrEntradaNN`/`hrSaidaNN` pairs may follow the fixed fields. */
  repeatPairsFrom?: number;
}

/** Layout versions the validator accepts and the writer may emit. */
// ⚠ §2: `versaoAej` is "001"; public 2026 implementations emit "002" (same record structure, the
// diff is unverified). Choice: accept both; "002" also lets CNPJ fields be alphanumeric (§4 ⚠).
export const AEJ_VERSIONS = ['001', '002'] as const;
export type AejVersion = (typeof AEJ_VERSIONS)[number];
export const AEJ_DEFAULT_VERSION: AejVersion = '001';

/** The last line: the real signature is the detached `.p7s` (§2 "Assinatura digital"). */
export const AEJ_SIGNATURE_LITERAL = 'ASSINATURA_DIGITAL_EM_ARQUIVO_P7S';
export const AEJ_SIGNATURE_LINE = AEJ_SIGNATURE_LITERAL.padEnd(100, ' ');

export const TP_MARC = ['E', 'S', 'D'] as const;
export const FONTE_MARC = ['O', 'I', 'P', 'X', 'T'] as const;

const tipoReg = (type: AejRecordType): AejFieldSpec => ({
  name: 'tipoReg',
  type: 'N',
  min: 2,
  max: 2,
  values: [type],
});
const n = (name: string, min: number, max: number, extra: Partial<AejFieldSpec> = {}) =>
  ({ name, type: 'N', min, max, ...extra }) as AejFieldSpec;
const a = (name: string, min: number, max: number, extra: Partial<AejFieldSpec> = {}) =>
  ({ name, type: 'A', min, max, ...extra }) as AejFieldSpec;
const d = (name: string): AejFieldSpec => ({ name, type: 'D', min: 10, max: 10 });
const dh = (name: string): AejFieldSpec => ({ name, type: 'DH', min: 24, max: 24 });
const h = (name: string, optional = false): AejFieldSpec => ({
  name,
  type: 'H',
  min: optional ? 0 : 4,
  max: 4,
  sizes: optional ? [0, 4] : [4],
});

export const AEJ_RECORDS: Readonly<Record<AejRecordType, AejRecordSpec>> = {
  '01': {
    type: '01',
    name: 'Cabeçalho',
    fields: [
      tipoReg('01'),
      n('tpIdtEmpregador', 1, 1, { values: ['1', '2'] }),
      n('idtEmpregador', 11, 14, { sizes: [11, 14], document: 'employer' }),
      n('caepf', 0, 14, { sizes: [0, 14] }),
      n('cno', 0, 12, { sizes: [0, 12] }),
      a('razaoOuNome', 1, 150),
      d('dataInicialAej'),
      d('dataFinalAej'),
      dh('dataHoraGerAej'),
      a('versaoAej', 3, 3, { values: AEJ_VERSIONS }),
    ],
  },
  '02': {
    type: '02',
    name: 'REPs utilizados',
    fields: [
      tipoReg('02'),
      n('idRepAej', 1, 9),
      n('tpRep', 1, 1, { values: ['1', '2', '3'] }),
      // Mandatory when some 05.fonteMarc = "O" (a record-level rule in the validator).
      n('nrRep', 0, 17, { sizes: [0, 17] }),
    ],
  },
  '03': {
    type: '03',
    name: 'Vínculos',
    fields: [
      tipoReg('03'),
      n('idtVinculoAej', 1, 9),
      n('cpf', 11, 11, { document: 'cpf' }),
      a('nomeEmp', 1, 150),
    ],
  },
  '04': {
    type: '04',
    name: 'Horário contratual',
    // ⚠ §2 lists hrEntrada02/hrSaida02 as fields of size 0/4 and says every field is emitted, so a
    // type-04 line has at least 7 fields; further pairs are appended two fields at a time.
    fields: [
      tipoReg('04'),
      a('codHorContratual', 1, 30),
      n('durJornada', 1, 12),
      h('hrEntrada01'),
      h('hrSaida01'),
      h('hrEntrada02', true),
      h('hrSaida02', true),
    ],
    repeatPairsFrom: 7,
  },
  '05': {
    type: '05',
    name: 'Marcações',
    fields: [
      tipoReg('05'),
      n('idtVinculoAej', 1, 9),
      dh('dataHoraMarc'),
      n('idRepAej', 0, 9),
      a('tpMarc', 1, 1, { values: TP_MARC }),
      n('seqEntSaida', 3, 3),
      a('fonteMarc', 1, 1, { values: FONTE_MARC }),
      a('codHorContratual', 0, 30),
      a('motivo', 0, 150),
    ],
  },
  '06': {
    type: '06',
    name: 'Matrícula eSocial',
    fields: [tipoReg('06'), n('idtVinculoAej', 1, 9), a('matEsocial', 1, 30)],
  },
  '07': {
    type: '07',
    name: 'Ausências e banco de horas',
    fields: [
      tipoReg('07'),
      n('idtVinculoAej', 1, 9),
      n('tipoAusenOuComp', 1, 1, { values: ['1', '2', '3', '4'] }),
      d('data'),
      n('qtMinutos', 0, 12),
      n('tipoMovBH', 0, 1, { values: ['1', '2'] }),
    ],
  },
  '08': {
    type: '08',
    name: 'Identificação do PTRP',
    fields: [
      tipoReg('08'),
      a('nomeProg', 1, 150),
      a('versaoProg', 1, 8),
      n('tpIdtDesenv', 1, 1, { values: ['1', '2'] }),
      n('idtDesenv', 11, 14, { sizes: [11, 14], document: 'developer' }),
      a('razaoNomeDesenv', 1, 150),
      // Typed N in the official table — an evident typo (§2); treated as text.
      a('emailDesenv', 1, 50),
    ],
  },
  '99': {
    type: '99',
    name: 'Trailer',
    fields: [
      tipoReg('99'),
      n('qtRegistrosTipo01', 1, 9),
      n('qtRegistrosTipo02', 1, 9),
      n('qtRegistrosTipo03', 1, 9),
      n('qtRegistrosTipo04', 1, 9),
      n('qtRegistrosTipo05', 1, 9),
      n('qtRegistrosTipo06', 1, 9),
      n('qtRegistrosTipo07', 1, 9),
      n('qtRegistrosTipo08', 1, 9),
    ],
  },
};

/** Record types in the order a file lists them (§2: grouped by type, 01 … 08, then 99). */
export const AEJ_RECORD_TYPES = Object.keys(AEJ_RECORDS).sort() as AejRecordType[];

/** The name of a type-04 field at 0-based index `i` (pairs continue past the fixed fields). */
export function horarioFieldName(i: number): string {
  const fixed = AEJ_RECORDS['04'].fields[i];
  if (fixed) return fixed.name;
  const pair = Math.floor((i - 3) / 2) + 1;
  return `${(i - 3) % 2 === 0 ? 'hrEntrada' : 'hrSaida'}${String(pair).padStart(2, '0')}`;
}

/** The spec of field `i` of a record (type 04's extra pairs are optional `H` fields). */
export function fieldSpec(type: AejRecordType, i: number): AejFieldSpec | undefined {
  const spec = AEJ_RECORDS[type];
  const fixed = spec.fields[i];
  if (fixed) return fixed;
  if (spec.repeatPairsFrom !== undefined && i >= spec.repeatPairsFrom) {
    return h(horarioFieldName(i), true);
  }
  return undefined;
}
