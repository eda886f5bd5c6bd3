import type { AejVersion } from './layout.js';

/**
 * The content of an AEJ, record by record, with the layout's field names (§2). Dates are
 * `AAAA-MM-dd`, times `hhmm`, date-times `AAAA-MM-ddThh:mm:00ZZZZZ` (e.g.
 * `2026-08-03T08:00:00-0300`), written as given. Optional fields may be left out.
 * The trailer (99) and the signature line are computed by the writer.
 */
export interface AejInput {
  /** `versaoAej`; default "001". */
  version?: AejVersion;
  header: AejHeader;
  reps?: AejRep[];
  vinculos: AejVinculo[];
  horarios?: AejHorario[];
  marcacoes?: AejMarcacao[];
  matriculas?: AejMatricula[];
  ausencias?: AejAusencia[];
  ptrp: AejPtrp;
}

/** What `parseAej` returns: the same shape, every list present, the version read from the file. */
export interface AejFile {
  version: AejVersion;
  header: AejHeader;
  reps: AejRep[];
  vinculos: AejVinculo[];
  horarios: AejHorario[];
  marcacoes: AejMarcacao[];
  matriculas: AejMatricula[];
  ausencias: AejAusencia[];
  ptrp: AejPtrp;
}

/** 01 — Cabeçalho. */
export interface AejHeader {
  /** 1 CNPJ, 2 CPF. */
  tpIdtEmpregador: 1 | 2;
  /** 14 (CNPJ) or 11 (CPF) characters, no mask. */
  idtEmpregador: string;
  caepf?: string;
  cno?: string;
  razaoOuNome: string;
  dataInicialAej: string;
  dataFinalAej: string;
  dataHoraGerAej: string;
}

/** 02 — REP utilizado. */
export interface AejRep {
  idRepAej: number;
  /** 1 REP-C, 2 REP-A, 3 REP-P. */
  tpRep: 1 | 2 | 3;
  /** 17 digits; mandatory when some mark has `fonteMarc` "O". */
  nrRep?: string;
}

/** 03 — Vínculo. */
export interface AejVinculo {
  idtVinculoAej: number;
  cpf: string;
  nomeEmp: string;
}

/** 04 — Horário contratual. */
export interface AejHorario {
  codHorContratual: string;
  /** Minutes (night schedules already with the reduced night hour). */
  durJornada: number;
  /** At least one pair; `hhmm`. */
  pares: { entrada: string; saida: string }[];
}

export type AejTpMarc = 'E' | 'S' | 'D';
export type AejFonteMarc = 'O' | 'I' | 'P' | 'X' | 'T';

/** 05 — Marcação. */
export interface AejMarcacao {
  idtVinculoAej: number;
  dataHoraMarc: string;
  idRepAej?: number;
  tpMarc: AejTpMarc;
  /** Pair number, written with 3 digits (1 → "001"). */
  seqEntSaida: number;
  fonteMarc: AejFonteMarc;
  /** Mandatory on the first entry (tpMarc E, seqEntSaida 1). */
  codHorContratual?: string;
  /** Mandatory when tpMarc is D or fonteMarc is I. */
  motivo?: string;
}

/** 06 — Matrícula eSocial (only for employees with more than one vínculo in the file). */
export interface AejMatricula {
  idtVinculoAej: number;
  matEsocial: string;
}

/** 07 — Ausência ou banco de horas. */
export interface AejAusencia {
  idtVinculoAej: number;
  /** 1 DSR, 2 falta não justificada, 3 movimento no banco de horas, 4 folga compensatória. */
  tipoAusenOuComp: 1 | 2 | 3 | 4;
  data: string;
  /** Mandatory when tipoAusenOuComp is 3. */
  qtMinutos?: number;
  /** 1 inclusão, 2 compensação; mandatory when tipoAusenOuComp is 3. */
  tipoMovBH?: 1 | 2;
}

/** 08 — Identificação do PTRP. */
export interface AejPtrp {
  nomeProg: string;
  versaoProg: string;
  /** 1 CNPJ, 2 CPF. */
  tpIdtDesenv: 1 | 2;
  idtDesenv: string;
  razaoNomeDesenv: string;
  emailDesenv: string;
}
