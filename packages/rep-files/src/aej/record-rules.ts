import { checkDocument, checkField, DIGITS, idKey } from './field-checks.js';
import { AEJ_RECORD_TYPES, type AejRecordType, fieldSpec } from './layout.js';
import type { AejRecordLine } from './scan.js';

type Add = (line: number, field: string, message: string) => void;

/** Rules inside one record and between records (the fields already have the right count). */
export function checkRecords(
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
