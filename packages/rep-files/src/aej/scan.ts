import {
  type Problem,
  type ReportSummary,
  type ValidationReport,
  validationReport,
} from '../problems.js';
import { checkField } from './field-checks.js';
import {
  AEJ_RECORD_TYPES,
  AEJ_RECORDS,
  AEJ_SIGNATURE_LINE,
  type AejRecordType,
  fieldSpec,
} from './layout.js';
import { hasControlChar, hasHighChar, splitAejLines } from './lines.js';
import { checkRecords } from './record-rules.js';

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

const UTF8 = new TextDecoder('utf-8', { fatal: true });

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
