import { checkField } from './field-checks.js';
import {
  AEJ_DEFAULT_VERSION,
  AEJ_RECORD_TYPES,
  AEJ_SIGNATURE_LINE,
  type AejRecordType,
  fieldSpec,
} from './layout.js';
import { isControlChar } from './lines.js';
import { scanAej } from './scan.js';
import type { AejInput } from './types.js';

/** The input cannot become a valid AEJ: names the record type, its index in the input, the field. */
export class AejWriteError extends Error {
  constructor(
    /** Record type, e.g. "05". */
    readonly record: string,
    /** 0-based index among the input's records of that type (0 for 01, 08 and 99). */
    readonly index: number,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`AEJ record ${record} #${index + 1}, field ${field}: ${reason}`);
    this.name = 'AejWriteError';
  }
}

const CRLF = '\r\n';

/** §2: "strip `|`, CR and LF from free text" (they would break the record). */
const stripSeparators = (value: string) => value.replace(/[|\r\n]/g, '');

type Row = { type: AejRecordType; index: number; fields: string[] };

const text = (value: string | number | undefined) =>
  value === undefined ? '' : typeof value === 'number' ? String(value) : value;

/** The input as rows of field values, in file order (01, 02 … 08), without the trailer. */
function rows(input: AejInput, version: string): Row[] {
  const out: Row[] = [];
  const push = (type: AejRecordType, index: number, values: (string | number | undefined)[]) =>
    out.push({ type, index, fields: [type, ...values.map(text)] });
  const h = input.header;
  push('01', 0, [
    h.tpIdtEmpregador,
    h.idtEmpregador,
    h.caepf,
    h.cno,
    h.razaoOuNome,
    h.dataInicialAej,
    h.dataFinalAej,
    h.dataHoraGerAej,
    version,
  ]);
  (input.reps ?? []).forEach((r, i) => {
    push('02', i, [r.idRepAej, r.tpRep, r.nrRep]);
  });
  input.vinculos.forEach((v, i) => {
    push('03', i, [v.idtVinculoAej, v.cpf, v.nomeEmp]);
  });
  (input.horarios ?? []).forEach((hr, i) => {
    if (hr.pares.length === 0) {
      throw new AejWriteError('04', i, 'hrEntrada01', 'a schedule needs at least one pair');
    }
    const pairs = hr.pares.flatMap((p) => [p.entrada, p.saida]);
    // Every field is emitted: a one-pair schedule still has empty hrEntrada02/hrSaida02.
    while (pairs.length < 4) pairs.push('');
    push('04', i, [hr.codHorContratual, hr.durJornada, ...pairs]);
  });
  (input.marcacoes ?? []).forEach((m, i) => {
    push('05', i, [
      m.idtVinculoAej,
      m.dataHoraMarc,
      m.idRepAej,
      m.tpMarc,
      String(m.seqEntSaida).padStart(3, '0'),
      m.fonteMarc,
      m.codHorContratual,
      m.motivo,
    ]);
  });
  (input.matriculas ?? []).forEach((m, i) => {
    push('06', i, [m.idtVinculoAej, m.matEsocial]);
  });
  (input.ausencias ?? []).forEach((a, i) => {
    push('07', i, [a.idtVinculoAej, a.tipoAusenOuComp, a.data, a.qtMinutos, a.tipoMovBH]);
  });
  const p = input.ptrp;
  push('08', 0, [
    p.nomeProg,
    p.versaoProg,
    p.tpIdtDesenv,
    p.idtDesenv,
    p.razaoNomeDesenv,
    p.emailDesenv,
  ]);
  return out;
}

/**
 * The AEJ for `input` as ISO-8859-1 bytes: `|`-separated fields, CR LF after every line, trailer 99
 * with the count of each record type 01–08, then the signature line (the real signature is the
 * detached `.p7s`). Throws `AejWriteError` (record, index, field) when a character is outside
 * ISO-8859-1 or the result would break a rule of the layout — the same rules `validateAej` checks.
 */
export function writeAej(input: AejInput): Buffer {
  const version = input.version ?? AEJ_DEFAULT_VERSION;
  const records = rows(input, version);

  for (const row of records) {
    row.fields = row.fields.map((value, i) => {
      const spec = fieldSpec(row.type, i)!;
      const clean = spec.type === 'A' ? stripSeparators(value) : value;
      const bad = [...clean].find((c) => c.charCodeAt(0) > 0xff || isControlChar(c));
      if (bad !== undefined) {
        const code = `U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
        const reason =
          bad.charCodeAt(0) > 0xff
            ? `character "${bad}" (${code}) is outside ISO-8859-1`
            : `control character ${code} is not allowed`;
        throw new AejWriteError(row.type, row.index, spec.name, reason);
      }
      // Fail early, naming the input's record, with the validator's own field check.
      const problem = checkField(spec, clean);
      if (problem) throw new AejWriteError(row.type, row.index, spec.name, problem);
      return clean;
    });
  }

  const counts = AEJ_RECORD_TYPES.filter((t) => t !== '99').map(
    (t) => records.filter((r) => r.type === t).length,
  );
  records.push({ type: '99', index: 0, fields: ['99', ...counts.map(String)] });

  const body = records.map((r) => r.fields.join('|') + CRLF).join('');
  const bytes = Buffer.from(body + AEJ_SIGNATURE_LINE + CRLF, 'latin1');

  // The rules between fields and records (references, conditional fields, CPF/CNPJ …).
  const problem = scanAej(bytes).report.errors[0];
  if (problem) {
    const row = records[problem.line - 1];
    throw new AejWriteError(row?.type ?? '99', row?.index ?? 0, problem.field, problem.message);
  }
  return bytes;
}

/** `Date` + UTC offset in minutes → `AAAA-MM-ddThh:mm:00ZZZZZ` (seconds dropped), e.g. -180 → -0300. */
export function formatAejDateTime(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
  return `${local.toISOString().slice(0, 16)}:00${zone}`;
}
