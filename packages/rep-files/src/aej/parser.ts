import type { ValidationReport } from '../problems.js';
import type { AejVersion } from './layout.js';
import { type AejRecordLine, scanAej } from './scan.js';
import type {
  AejAusencia,
  AejFile,
  AejFonteMarc,
  AejHorario,
  AejMarcacao,
  AejRep,
  AejTpMarc,
} from './types.js';

/** The file is not a valid AEJ; `report` lists every problem. */
export class AejParseError extends Error {
  constructor(readonly report: ValidationReport) {
    const first = report.errors[0];
    super(
      `invalid AEJ: ${report.errors.length} problem(s)${first ? `; line ${first.line}, field ${first.field}: ${first.message}` : ''}`,
    );
    this.name = 'AejParseError';
  }
}

const num = (value: string) => Number(value);
const opt = (value: string) => (value === '' ? undefined : value);
const optNum = (value: string) => (value === '' ? undefined : Number(value));

/** Drops keys whose value is undefined, so parsed records equal the writer's input. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Reads a valid AEJ into typed records (the shape `writeAej` takes). Throws `AejParseError` with the
 * full `ValidationReport` when `validateAej` finds any problem.
 */
export function parseAej(bytes: Uint8Array): AejFile {
  const { report, records } = scanAej(bytes);
  if (!report.valid) throw new AejParseError(report);
  const of = (type: string) => records.filter((r) => r.type === type).map((r) => r.fields);
  const header = records.find((r) => r.type === '01') as AejRecordLine;
  const ptrp = records.find((r) => r.type === '08') as AejRecordLine;
  const h = header.fields;
  const p = ptrp.fields;
  return {
    version: h[9] as AejVersion,
    header: compact({
      tpIdtEmpregador: num(h[1]!) as 1 | 2,
      idtEmpregador: h[2]!,
      caepf: opt(h[3]!),
      cno: opt(h[4]!),
      razaoOuNome: h[5]!,
      dataInicialAej: h[6]!,
      dataFinalAej: h[7]!,
      dataHoraGerAej: h[8]!,
    }),
    reps: of('02').map(
      (f): AejRep =>
        compact({ idRepAej: num(f[1]!), tpRep: num(f[2]!) as AejRep['tpRep'], nrRep: opt(f[3]!) }),
    ),
    vinculos: of('03').map((f) => ({ idtVinculoAej: num(f[1]!), cpf: f[2]!, nomeEmp: f[3]! })),
    horarios: of('04').map((f): AejHorario => {
      const pares: AejHorario['pares'] = [];
      for (let i = 3; i + 1 < f.length; i += 2) {
        if (f[i] !== '' || f[i + 1] !== '') pares.push({ entrada: f[i]!, saida: f[i + 1]! });
      }
      return { codHorContratual: f[1]!, durJornada: num(f[2]!), pares };
    }),
    marcacoes: of('05').map(
      (f): AejMarcacao =>
        compact({
          idtVinculoAej: num(f[1]!),
          dataHoraMarc: f[2]!,
          idRepAej: optNum(f[3]!),
          tpMarc: f[4] as AejTpMarc,
          seqEntSaida: num(f[5]!),
          fonteMarc: f[6] as AejFonteMarc,
          codHorContratual: opt(f[7]!),
          motivo: opt(f[8]!),
        }),
    ),
    matriculas: of('06').map((f) => ({ idtVinculoAej: num(f[1]!), matEsocial: f[2]! })),
    ausencias: of('07').map(
      (f): AejAusencia =>
        compact({
          idtVinculoAej: num(f[1]!),
          tipoAusenOuComp: num(f[2]!) as AejAusencia['tipoAusenOuComp'],
          data: f[3]!,
          qtMinutos: optNum(f[4]!),
          tipoMovBH: optNum(f[5]!) as AejAusencia['tipoMovBH'],
        }),
    ),
    ptrp: {
      nomeProg: p[1]!,
      versaoProg: p[2]!,
      tpIdtDesenv: num(p[3]!) as 1 | 2,
      idtDesenv: p[4]!,
      razaoNomeDesenv: p[5]!,
      emailDesenv: p[6]!,
    },
  };
}
