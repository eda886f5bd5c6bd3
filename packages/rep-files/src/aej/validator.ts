import { isValidCnpj, isValidCpf } from '@ponteiro/shared';
import {
  type Problem,
  type ReportSummary,
  type ValidationReport,
  validationReport,
} from '../problems.js';
import {
  AEJ_RECORD_TYPES,
  AEJ_RECORDS,
  AEJ_SIGNATURE_LINE,
  type AejFieldSpec,
  type AejRecordType,
  fieldSpec,
} from './layout.js';
import { hasControlChar, hasHighChar, splitAejLines } from './lines.js';

/*
 * What the validator checks (brazil-legal.md §2), every problem with its 1-based line and field:
 *  - bytes and lines: CR LF after every line (also the last), no blank lines, printable ISO-8859-1
 *    (no control characters, no UTF-8 byte-order mark, no field that decodes as multi-byte UTF-8);
 *  - record types and order: header 01 first, types grouped in the order 01 … 08, trailer 99 after
 *    them, then the signature line (`ASSINATURA_DIGITAL_EM_ARQUIVO_P7S` padded to 100) last;
 *    exactly one 01, one 08 and one 99;
 *  - field count per type (type 04: 7 fields plus whole pairs); a record short only by trailing
 *    fields that may be empty (05 `motivo`, 07 `tipoMovBH` …) is read with them empty and a WARNING
 *    per field left out — §2 only says a `|` follows every field but the last, and real PTRPs drop
 *    empty trailing fields; a missing field that must be filled stays an error;
 *  - each field: mandatory/empty, length, format (N digits, H hhmm, D real date, DH with seconds 00
 *    and ±hhmm offset), enumerations, CPF/CNPJ check digits chosen by tpIdtEmpregador/tpIdtDesenv;
 *  - inside a record: dataInicialAej ≤ dataFinalAej; schedule pairs whole and in order;
 *    codHorContratual on the first entry (E, 001); motivo for tpMarc D or fonteMarc I;
 *    seqEntSaida ≥ 001; qtMinutos and tipoMovBH for tipoAusenOuComp 3;
 *  - between records: ids unique (02 idRepAej, 03 idtVinculoAej, 04 codHorContratual, one 06 per
 *    vínculo); 05/06/07 vínculo → 03, 05 idRepAej → 02, 05 codHorContratual → 04; nrRep when some
 *    mark is fonteMarc O; type 06 for (and only for) employees with more than one vínculo;
 *    trailer counts per type.
 * Choices where §2 is silent or marked ⚠ are commented where they are made:
 *  - ⚠ §2's "implementation notes" (every field emitted, records grouped by type) are enforced: they
 *    are the only reading under which field counts and the trailer-last rule are checkable;
 *  - exactly one type 08 (one PTRP produces the file; §2 gives no cardinality);
 *  - not checked (not in §2): marks inside the header's period, E/S pairing, nrRep per tpRep,
 *    empty qtMinutos/tipoMovBH for types 1, 2 and 4, CAEPF/CNO check digits, e-mail shape.
 */

/** A record line of a known type (its fields can be read by name). */
export interface AejRecordLine {
  line: number;
  type: AejRecordType;
  fields: string[];
  /** False when the field count is wrong: the record still declares its id, no rule reads it. */
  complete: boolean;
}

export interface AejScan {
  report: ValidationReport;
  /** Records of a known type, in file order (the signature line is not a record); a record short
   * only by optional trailing fields has them filled in as empty strings. */
  records: AejRecordLine[];
}

// Field names for problems that concern a whole line rather than one layout field.
export const LINE_FIELDS = {
  lineEnding: 'lineEnding',
  blank: 'line',
  encoding: 'encoding',
  fieldCount: 'fieldCount',
  type: 'tipoReg',
  signature: 'assinDigital',
} as const;

const DIGITS = /^\d+$/;
const TIME = /^([01]\d|2[0-3])[0-5]\d$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d):00[+-](0\d|1[0-4])([0-5]\d)$/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** A real calendar date `AAAA-MM-dd`. */
export function isAejDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isAejTime(value: string): boolean {
  return TIME.test(value);
}

/** `AAAA-MM-ddThh:mm:00ZZZZZ`: seconds always 00, offset sign + hhmm. */
export function isAejDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return m !== null && isAejDate(m[1]!);
}

/** Ids typed N compare as numbers: "01" and "1" name the same vínculo. */
const idKey = (value: string) => value.replace(/^0+(?=\d)/, '');

const typeLabel: Record<string, string> = {
  N: 'digits only',
  H: 'a time hhmm (00:00 to 23:59)',
  D: 'a date AAAA-MM-dd',
  DH: 'a date-time AAAA-MM-ddThh:mm:00ZZZZZ (seconds 00, offset like -0300)',
};

/** The first thing wrong with one field's content per its spec, or undefined. */
export function checkField(spec: AejFieldSpec, value: string): string | undefined {
  if (value === '') return spec.min > 0 ? 'mandatory field is empty' : undefined;
  const lengthOk = spec.sizes
    ? spec.sizes.includes(value.length)
    : value.length >= spec.min && value.length <= spec.max;
  if (!lengthOk) {
    const expected = spec.sizes
      ? spec.sizes.filter((s) => s > 0).join(' or ')
      : spec.min === spec.max
        ? String(spec.max)
        : `${Math.max(spec.min, 1)} to ${spec.max}`;
    return `length ${value.length}, expected ${expected} characters`;
  }
  // CPF/CNPJ fields are checked against their record's tpIdt… (and the version) afterwards.
  if (spec.document) return undefined;
  const formatOk =
    spec.type === 'N'
      ? DIGITS.test(value)
      : spec.type === 'H'
        ? isAejTime(value)
        : spec.type === 'D'
          ? isAejDate(value)
          : spec.type === 'DH'
            ? isAejDateTime(value)
            : true;
  if (!formatOk) return `"${value}" is not ${typeLabel[spec.type]}`;
  if (spec.values && !spec.values.includes(value)) {
    return `"${value}" is not one of ${spec.values.map((v) => `"${v}"`).join(', ')}`;
  }
  return undefined;
}

/**
 * The CPF or CNPJ in `value`, chosen by `tp` (1 CNPJ, 2 CPF). Layout 001 types the field `N`, so a
 * CNPJ must be numeric; "002" (⚠ 2026, unverified) also takes the alphanumeric CNPJ of IN RFB 2.229.
 */
function checkDocument(
  kind: 'cpf' | 'cpf-or-cnpj',
  tp: string,
  value: string,
  version: string,
): string | undefined {
  const asCpf = kind === 'cpf' || tp === '2';
  if (kind === 'cpf-or-cnpj' && tp !== '1' && tp !== '2') return undefined; // tp already reported
  if (asCpf) {
    if (value.length !== 11) return `a CPF has 11 digits, got ${value.length} characters`;
    if (!DIGITS.test(value)) return `"${value}" is not digits only`;
    return isValidCpf(value) ? undefined : `"${value}" is not a valid CPF (check digits)`;
  }
  if (value.length !== 14) return `a CNPJ has 14 characters, got ${value.length}`;
  const shape = version === '001' ? /^\d{14}$/ : /^[0-9A-Z]{12}\d{2}$/;
  if (!shape.test(value)) {
    return version === '001'
      ? `"${value}" is not digits only (layout 001 has no alphanumeric CNPJ)`
      : `"${value}" is not a CNPJ (12 letters or digits and 2 digits)`;
  }
  return isValidCnpj(value) ? undefined : `"${value}" is not a valid CNPJ (check digits)`;
}

/** Reads and checks an AEJ; `validateAej` keeps the report, `parseAej` also uses the records. */
export function scanAej(bytes: Uint8Array): AejScan {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const add = (line: number, field: string, message: string) =>
    errors.push({ line, field, message });
  const warn = (line: number, field: string, message: string) =>
    warnings.push({ line, field, message });
  const counts: Record<string, number> = Object.fromEntries(AEJ_RECORD_TYPES.map((t) => [t, 0]));
  const records: AejRecordLine[] = [];

  const lines = splitAejLines(bytes);
  if (lines.length === 0) {
    add(1, LINE_FIELDS.type, 'the file is empty (expected a type-01 header)');
    return { report: buildReport(errors, warnings, counts, records, undefined), records };
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    add(1, LINE_FIELDS.encoding, 'UTF-8 byte-order mark: the file must be ISO-8859-1');
    lines[0]!.text = lines[0]!.text.slice(3); // reported once; read the rest as is
  }

  // The signature line is the last non-blank line when it is not a record (it has no '|').
  const last = [...lines].reverse().find((l) => l.text !== '') ?? lines[lines.length - 1]!;
  const signatureAt = last.text.includes('|') || last.text === '' ? -1 : last.line;

  let version = '001';
  /** The header's versaoAej when it names a known layout (the summary's layout). */
  let layoutVersion: string | undefined;
  let prevType: AejRecordType | undefined;
  let firstRecord = true;
  let headerLine = 0;
  let ptrpLine = 0;
  let trailerLine = 0;

  for (const raw of lines) {
    const { line, text } = raw;
    if (raw.terminator !== '\r\n') {
      add(
        line,
        LINE_FIELDS.lineEnding,
        raw.terminator === ''
          ? 'the last line does not end with CR LF'
          : `line ends with ${raw.terminator === '\n' ? 'LF' : 'CR'} alone, expected CR LF`,
      );
    }
    if (text === '') {
      add(line, LINE_FIELDS.blank, 'blank line (not allowed)');
      continue;
    }
    const fields = text.split('|');
    const type = fields[0] as AejRecordType;
    const spec = AEJ_RECORDS[type];
    const names = fields.map(
      (_, i) => (spec ? (fieldSpec(type, i)?.name ?? '') : '') || `#${i + 1}`,
    );

    // Encoding: each field's characters must be printable ISO-8859-1 and not UTF-8 in disguise.
    fields.forEach((value, i) => {
      const field = line === signatureAt ? LINE_FIELDS.signature : names[i]!;
      if (hasControlChar(value)) {
        add(line, field, 'control character (not printable ISO-8859-1)');
      }
      if (hasHighChar(value)) {
        try {
          UTF8.decode(Buffer.from(value, 'latin1'));
          add(line, field, 'UTF-8 encoded text: the file must be ISO-8859-1');
        } catch {
          // Not valid UTF-8: plain ISO-8859-1 accented letters.
        }
      }
    });

    if (line === signatureAt) {
      if (text !== AEJ_SIGNATURE_LINE) {
        add(
          line,
          LINE_FIELDS.signature,
          `expected "${AEJ_SIGNATURE_LINE.trimEnd()}" padded with spaces to 100 characters`,
        );
      }
      if (!trailerLine) {
        add(line, LINE_FIELDS.signature, 'the signature line must follow the type-99 trailer');
      }
      continue;
    }

    if (!spec) {
      add(line, LINE_FIELDS.type, `unknown record type "${fields[0]}"`);
      continue;
    }
    counts[type] = (counts[type] ?? 0) + 1;

    // Order: header first, types grouped 01 … 08, trailer last, nothing between trailer and signature.
    let duplicate = '';
    if (type === '01') {
      if (headerLine) duplicate = `second type-01 header (first at line ${headerLine})`;
      else headerLine = line;
    } else if (type === '08') {
      if (ptrpLine) duplicate = `second type-08 record (first at line ${ptrpLine})`;
      else ptrpLine = line;
    } else if (type === '99') {
      if (trailerLine) duplicate = `second type-99 trailer (first at line ${trailerLine})`;
      else trailerLine = line;
    }
    if (duplicate) {
      add(line, LINE_FIELDS.type, duplicate);
    } else if (firstRecord && type !== '01') {
      add(line, LINE_FIELDS.type, `the file must start with a type-01 header, found type ${type}`);
    } else if (trailerLine && trailerLine !== line) {
      add(line, LINE_FIELDS.type, `type-${type} record after the type-99 trailer`);
    } else if (prevType && type < prevType) {
      add(
        line,
        LINE_FIELDS.type,
        `type-${type} record after type ${prevType}: records must be grouped in the order 01 to 08, then 99`,
      );
    }
    prevType = type > (prevType ?? '') ? type : prevType;
    firstRecord = false;

    // Field count (type 04: 7 fields, then whole hrEntradaNN/hrSaidaNN pairs).
    const expected = spec.fields.length;
    const leftOut = spec.fields.slice(fields.length);
    if (leftOut.length > 0 && leftOut.every((f) => f.min === 0)) {
      // Short only by fields that may be empty: read them as empty (their conditional rules,
      // e.g. motivo for tpMarc "D", still apply to the empty value).
      for (const f of leftOut) {
        warn(line, f.name, 'left out at the end of the record; read as empty');
        fields.push('');
        names.push(f.name);
      }
    }
    const countOk =
      spec.repeatPairsFrom !== undefined
        ? fields.length >= expected && (fields.length - expected) % 2 === 0
        : fields.length === expected;
    if (!countOk) {
      const required = spec.fields.slice(fields.length).filter((f) => f.min > 0);
      const missing = required.length
        ? ` (missing ${required.map((f) => f.name).join(', ')}, which must be filled)`
        : '';
      add(
        line,
        LINE_FIELDS.fieldCount,
        `type ${type} has ${spec.repeatPairsFrom !== undefined ? `${expected} fields plus pairs` : `${expected} fields`}, found ${fields.length}${missing}`,
      );
      records.push({ line, type, fields, complete: false });
      continue;
    }

    fields.forEach((value, i) => {
      const message = checkField(fieldSpec(type, i)!, value);
      if (message) add(line, names[i]!, message);
    });
    const record = { line, type, fields, complete: true };
    records.push(record);
    if (type === '01' && fields[9] && (fields[9] === '001' || fields[9] === '002')) {
      version = fields[9];
      layoutVersion ??= fields[9];
    }
  }

  if (
    !headerLine &&
    !errors.some((e) => e.field === LINE_FIELDS.type && /type-01 header/.test(e.message))
  ) {
    add(1, LINE_FIELDS.type, 'missing the type-01 header');
  }
  const endLine = trailerLine || (signatureAt > 0 ? signatureAt : last.line + 1);
  if (!ptrpLine) add(endLine, LINE_FIELDS.type, 'missing the type-08 record (PTRP identification)');
  if (!trailerLine) add(endLine, LINE_FIELDS.type, 'missing the type-99 trailer');
  if (signatureAt < 0) {
    add(last.line + 1, LINE_FIELDS.signature, 'missing the signature line after the trailer');
  }

  checkRecords(records, version, counts, add);
  return { report: buildReport(errors, warnings, counts, records, layoutVersion), records };
}

const REP_BY_TP: Record<string, ReportSummary['rep']> = {
  '1': 'REP-C',
  '2': 'REP-A',
  '3': 'REP-P',
};

/**
 * The report with its summary. The REP generation comes from the type-02 `tpRep`s: named when
 * every REP of the file has the same one (an AEJ listing REPs of several kinds names none).
 */
function buildReport(
  errors: Problem[],
  warnings: Problem[],
  counts: Record<string, number>,
  records: AejRecordLine[],
  layoutVersion: string | undefined,
): ValidationReport {
  errors.sort((x, y) => x.line - y.line);
  warnings.sort((x, y) => x.line - y.line);
  const tpReps = new Set(
    records.filter((r) => r.type === '02' && r.complete).map((r) => REP_BY_TP[r.fields[2]!]),
  );
  const [only] = tpReps;
  return validationReport(errors, warnings, counts, {
    layout: layoutVersion === '001' ? 'aej-001' : layoutVersion === '002' ? 'aej-002' : 'unknown',
    rep: tpReps.size === 1 ? (only ?? null) : null,
    crc: null, // the AEJ has no CRC: its integrity is the detached .p7s signature
    partial: false,
  });
}

type Add = (line: number, field: string, message: string) => void;

/** Rules inside one record and between records (the fields already have the right count). */
function checkRecords(
  records: AejRecordLine[],
  version: string,
  counts: Record<string, number>,
  add: Add,
) {
  const byType = (t: AejRecordType) => records.filter((r) => r.type === t && r.complete);
  const ok = (r: AejRecordLine, i: number) =>
    r.fields[i] !== undefined && checkField(fieldSpec(r.type, i)!, r.fields[i]!) === undefined;

  // Declarations (03, 02, 04) and their duplicates.
  const declare = (type: AejRecordType, index: number, what: string) => {
    const seen = new Map<string, number>();
    // Records with a wrong field count still declare their id (no cascade of unknown references).
    for (const r of records.filter((x) => x.type === type)) {
      const value = r.fields[index]!;
      if (!ok(r, index)) continue;
      const key = type === '04' ? value : idKey(value);
      const first = seen.get(key);
      if (first)
        add(
          r.line,
          fieldSpec(type, index)!.name,
          `${what} "${value}" already declared at line ${first}`,
        );
      else seen.set(key, r.line);
    }
    return seen;
  };
  const vinculos = declare('03', 1, 'idtVinculoAej');
  const reps = declare('02', 1, 'idRepAej');
  const horarios = declare('04', 1, 'codHorContratual');

  for (const r of records) {
    if (!r.complete) continue;
    const f = r.fields;
    switch (r.type) {
      case '01': {
        const problem = ok(r, 2) ? checkDocument('cpf-or-cnpj', f[1]!, f[2]!, version) : undefined;
        if (problem && ok(r, 1)) add(r.line, 'idtEmpregador', problem);
        if (ok(r, 6) && ok(r, 7) && f[6]! > f[7]!) {
          add(r.line, 'dataFinalAej', `${f[7]} is before dataInicialAej ${f[6]}`);
        }
        break;
      }
      case '03': {
        const problem = ok(r, 2) ? checkDocument('cpf', '2', f[2]!, version) : undefined;
        if (problem) add(r.line, 'cpf', problem);
        break;
      }
      case '04':
        checkPairs(r, add);
        break;
      case '05':
        checkMark(r, add, { vinculos, reps, horarios });
        break;
      case '06':
      case '07': {
        if (ok(r, 1) && !vinculos.has(idKey(f[1]!))) {
          add(r.line, 'idtVinculoAej', `vínculo "${f[1]}" is not declared by a type-03 record`);
        }
        if (r.type === '07' && f[2] === '3') {
          if (f[4] === '')
            add(r.line, 'qtMinutos', 'mandatory when tipoAusenOuComp is 3 (banco de horas)');
          if (f[5] === '')
            add(r.line, 'tipoMovBH', 'mandatory when tipoAusenOuComp is 3 (banco de horas)');
        }
        break;
      }
      case '08': {
        const problem = ok(r, 4) ? checkDocument('cpf-or-cnpj', f[3]!, f[4]!, version) : undefined;
        if (problem && ok(r, 3)) add(r.line, 'idtDesenv', problem);
        break;
      }
      case '99':
        AEJ_RECORD_TYPES.filter((t) => t !== '99').forEach((t, i) => {
          const value = f[i + 1]!;
          if (ok(r, i + 1) && Number(value) !== (counts[t] ?? 0)) {
            add(
              r.line,
              `qtRegistrosTipo${t}`,
              `says ${Number(value)}, the file has ${counts[t] ?? 0} type-${t} records`,
            );
          }
        });
        break;
    }
  }

  // 02.nrRep: mandatory when some 05.fonteMarc = "O" (§2, read literally: then every REP needs it).
  const original = byType('05').find((r) => r.fields[6] === 'O');
  if (original) {
    for (const r of byType('02')) {
      if (r.fields[3] === '') {
        add(r.line, 'nrRep', `mandatory when some mark has fonteMarc "O" (line ${original.line})`);
      }
    }
  }

  // 06: "only for employees with more than one vínculo in the AEJ".
  // ⚠ §2 does not say whether it is then mandatory; choice: one 06 per vínculo of such an
  // employee, none for the others (that is what "only" and the record's purpose imply).
  const cpfOf = new Map<string, string>();
  const perCpf = new Map<string, number>();
  for (const r of byType('03')) {
    const key = idKey(r.fields[1]!);
    if (cpfOf.has(key)) continue; // a duplicate id, reported above
    cpfOf.set(key, r.fields[2]!);
    perCpf.set(r.fields[2]!, (perCpf.get(r.fields[2]!) ?? 0) + 1);
  }
  const matriculas = new Map<string, number>();
  for (const r of byType('06')) {
    const key = idKey(r.fields[1]!);
    const cpf = cpfOf.get(key);
    if (cpf === undefined) continue; // reported as an unknown vínculo
    const first = matriculas.get(key);
    if (first) {
      add(
        r.line,
        'idtVinculoAej',
        `second type-06 record for vínculo "${r.fields[1]}" (first at line ${first})`,
      );
      continue;
    }
    matriculas.set(key, r.line);
    if ((perCpf.get(cpf) ?? 0) < 2) {
      add(
        r.line,
        'idtVinculoAej',
        `type 06 is only for employees with more than one vínculo; CPF ${cpf} has one`,
      );
    }
  }
  for (const r of byType('03')) {
    const key = idKey(r.fields[1]!);
    if (
      (perCpf.get(r.fields[2]!) ?? 0) > 1 &&
      !matriculas.has(key) &&
      vinculos.get(key) === r.line
    ) {
      add(
        r.line,
        'idtVinculoAej',
        `CPF ${r.fields[2]} has more than one vínculo: a type-06 record (matEsocial) is required for vínculo "${r.fields[1]}"`,
      );
    }
  }
}

/** Type 04: hrEntradaNN and hrSaidaNN come in whole pairs, filled in order. */
function checkPairs(r: AejRecordLine, add: Add) {
  let emptyPairSeen = '';
  for (let i = 3; i + 1 < r.fields.length; i += 2) {
    const [entrada, saida] = [r.fields[i]!, r.fields[i + 1]!];
    const [nameIn, nameOut] = [fieldSpec('04', i)!.name, fieldSpec('04', i + 1)!.name];
    if (entrada === '' && saida === '') {
      emptyPairSeen ||= nameIn.slice(-2);
      continue;
    }
    if (entrada === '' || saida === '') {
      add(
        r.line,
        entrada === '' ? nameIn : nameOut,
        `mandatory when ${entrada === '' ? nameOut : nameIn} is filled (entries and exits come in pairs)`,
      );
    }
    if (emptyPairSeen) {
      add(
        r.line,
        entrada === '' ? nameOut : nameIn,
        `pair ${nameIn.slice(-2)} is filled after the empty pair ${emptyPairSeen}`,
      );
    }
  }
}

interface Declared {
  vinculos: Map<string, number>;
  reps: Map<string, number>;
  horarios: Map<string, number>;
}

/** Type 05: references and the conditional mandatory fields. */
function checkMark(r: AejRecordLine, add: Add, declared: Declared) {
  const [, vinculo, , rep, tpMarc, seq, fonte, codHor, motivo] = r.fields as string[];
  if (vinculo !== '' && DIGITS.test(vinculo!) && !declared.vinculos.has(idKey(vinculo!))) {
    add(r.line, 'idtVinculoAej', `vínculo "${vinculo}" is not declared by a type-03 record`);
  }
  if (rep !== '' && DIGITS.test(rep!) && !declared.reps.has(idKey(rep!))) {
    add(r.line, 'idRepAej', `REP "${rep}" is not declared by a type-02 record`);
  }
  // ⚠ Not written in §2, inferred: a mark "original do REP" names the REP it came from.
  if (fonte === 'O' && rep === '') {
    add(r.line, 'idRepAej', 'mandatory when fonteMarc is "O" (original do REP)');
  }
  if (codHor !== '' && !declared.horarios.has(codHor!)) {
    add(r.line, 'codHorContratual', `"${codHor}" is not declared by a type-04 record`);
  }
  if (seq && DIGITS.test(seq) && Number(seq) === 0) {
    add(r.line, 'seqEntSaida', 'pair numbers start at 001');
  }
  if (tpMarc === 'E' && seq && DIGITS.test(seq) && Number(seq) === 1 && codHor === '') {
    add(r.line, 'codHorContratual', 'mandatory on the first entry (tpMarc "E", seqEntSaida 001)');
  }
  if ((tpMarc === 'D' || fonte === 'I') && motivo === '') {
    add(
      r.line,
      'motivo',
      `mandatory when ${tpMarc === 'D' ? 'tpMarc is "D" (desconsiderada)' : 'fonteMarc is "I" (incluída)'}`,
    );
  }
}

/** Every problem in an AEJ, each with its 1-based line and field; `counts` per record type. */
export function validateAej(bytes: Uint8Array): ValidationReport {
  return scanAej(bytes).report;
}
