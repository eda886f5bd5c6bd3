import { readFileSync } from 'node:fs';
import type { AejInput } from './types.js';

/** The bytes of a committed golden file under `fixtures/`. */
export function golden(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

/**
 * §2's worked example, field for field (golden: fixtures/example.aej) — except the developer's CNPJ:
 * §2 prints 44555666000199, whose check digits are wrong; the valid one is 44555666000181.
 */
export const exampleInput: AejInput = {
  header: {
    tpIdtEmpregador: 1,
    idtEmpregador: '11222333000181',
    razaoOuNome: 'EMPRESA EXEMPLO LTDA',
    dataInicialAej: '2026-08-01',
    dataFinalAej: '2026-08-31',
    dataHoraGerAej: '2026-09-01T08:00:00-0300',
  },
  reps: [{ idRepAej: 1, tpRep: 3, nrRep: '00000512022123456' }],
  vinculos: [{ idtVinculoAej: 1, cpf: '11144477735', nomeEmp: 'JOAO DA SILVA' }],
  horarios: [
    {
      codHorContratual: 'CH01',
      durJornada: 480,
      pares: [
        { entrada: '0800', saida: '1200' },
        { entrada: '1300', saida: '1700' },
      ],
    },
  ],
  marcacoes: [
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-08-03T08:00:00-0300',
      idRepAej: 1,
      tpMarc: 'E',
      seqEntSaida: 1,
      fonteMarc: 'O',
      codHorContratual: 'CH01',
    },
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-08-03T12:00:00-0300',
      idRepAej: 1,
      tpMarc: 'S',
      seqEntSaida: 1,
      fonteMarc: 'O',
    },
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-08-03T13:00:00-0300',
      tpMarc: 'E',
      seqEntSaida: 2,
      fonteMarc: 'I',
      motivo: 'Esqueceu de registrar; aprovado pelo gestor',
    },
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-08-03T13:02:00-0300',
      idRepAej: 1,
      tpMarc: 'D',
      seqEntSaida: 2,
      fonteMarc: 'O',
      motivo: 'Marcação em duplicidade',
    },
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-08-03T17:30:00-0300',
      idRepAej: 1,
      tpMarc: 'S',
      seqEntSaida: 2,
      fonteMarc: 'O',
    },
  ],
  ausencias: [
    { idtVinculoAej: 1, tipoAusenOuComp: 1, data: '2026-08-02' },
    { idtVinculoAej: 1, tipoAusenOuComp: 3, data: '2026-08-03', qtMinutos: 30, tipoMovBH: 1 },
  ],
  ptrp: {
    nomeProg: 'PONTO SAAS',
    versaoProg: '1.0.0',
    tpIdtDesenv: 1,
    idtDesenv: '44555666000181',
    razaoNomeDesenv: 'DEV LTDA',
    emailDesenv: 'dev@example.com',
  },
};

/**
 * Every record type and option: employer by CPF with CAEPF and CNO, REP-C/A/P, one employee with two
 * vínculos (so type 06), a three-pair and a one-pair schedule, marks of every tpMarc and fonteMarc,
 * absences of every kind, accented names (golden: fixtures/full.aej).
 */
export const fullInput: AejInput = {
  header: {
    tpIdtEmpregador: 2,
    idtEmpregador: '52998224725',
    caepf: '52998224725001',
    cno: '512345678901',
    razaoOuNome: 'JOSÉ CONCEIÇÃO - PRODUTOR RURAL',
    dataInicialAej: '2026-07-01',
    dataFinalAej: '2026-07-31',
    dataHoraGerAej: '2026-08-01T23:59:00-0400',
  },
  reps: [
    { idRepAej: 1, tpRep: 1, nrRep: '00004004330012345' },
    { idRepAej: 2, tpRep: 2, nrRep: '99999999999999999' },
    { idRepAej: 3, tpRep: 3, nrRep: '00000512022123456' },
  ],
  vinculos: [
    { idtVinculoAej: 1, cpf: '11144477735', nomeEmp: 'MARIA APARECIDA DE SÃO JOÃO' },
    { idtVinculoAej: 2, cpf: '11144477735', nomeEmp: 'MARIA APARECIDA DE SÃO JOÃO' },
    { idtVinculoAej: 3, cpf: '93541134780', nomeEmp: 'ÇÃO ÑÜÊ ÿ' },
  ],
  horarios: [
    {
      codHorContratual: 'NOTURNO-12X36',
      durJornada: 720,
      pares: [
        { entrada: '1900', saida: '2300' },
        { entrada: '2330', saida: '0300' },
        { entrada: '0315', saida: '0700' },
      ],
    },
    { codHorContratual: 'MEIO', durJornada: 240, pares: [{ entrada: '0800', saida: '1200' }] },
  ],
  marcacoes: [
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-07-01T19:00:00-0400',
      idRepAej: 1,
      tpMarc: 'E',
      seqEntSaida: 1,
      fonteMarc: 'O',
      codHorContratual: 'NOTURNO-12X36',
    },
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-07-01T23:00:00-0400',
      tpMarc: 'S',
      seqEntSaida: 1,
      fonteMarc: 'P',
    },
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-07-01T23:30:00-0400',
      tpMarc: 'E',
      seqEntSaida: 2,
      fonteMarc: 'P',
    },
    {
      idtVinculoAej: 1,
      dataHoraMarc: '2026-07-02T07:04:00-0400',
      idRepAej: 2,
      tpMarc: 'S',
      seqEntSaida: 3,
      fonteMarc: 'O',
    },
    {
      idtVinculoAej: 2,
      dataHoraMarc: '2026-07-03T08:00:00-0400',
      tpMarc: 'E',
      seqEntSaida: 1,
      fonteMarc: 'X',
      codHorContratual: 'MEIO',
    },
    {
      idtVinculoAej: 2,
      dataHoraMarc: '2026-07-03T12:00:00-0400',
      tpMarc: 'S',
      seqEntSaida: 1,
      fonteMarc: 'T',
    },
    {
      idtVinculoAej: 3,
      dataHoraMarc: '2026-07-03T08:10:00-0400',
      idRepAej: 3,
      tpMarc: 'D',
      seqEntSaida: 1,
      fonteMarc: 'O',
      motivo: 'Registro feito por engano às 08h10, duplicado',
    },
    {
      idtVinculoAej: 3,
      dataHoraMarc: '2026-07-03T08:00:00-0400',
      tpMarc: 'E',
      seqEntSaida: 1,
      fonteMarc: 'I',
      codHorContratual: 'MEIO',
      motivo: 'Horário correto informado pelo trabalhador',
    },
  ],
  matriculas: [
    { idtVinculoAej: 1, matEsocial: 'MAT-0001' },
    { idtVinculoAej: 2, matEsocial: 'MAT-0002' },
  ],
  ausencias: [
    { idtVinculoAej: 1, tipoAusenOuComp: 1, data: '2026-07-05' },
    { idtVinculoAej: 1, tipoAusenOuComp: 2, data: '2026-07-06' },
    { idtVinculoAej: 2, tipoAusenOuComp: 3, data: '2026-07-07', qtMinutos: 90, tipoMovBH: 2 },
    { idtVinculoAej: 3, tipoAusenOuComp: 4, data: '2026-07-08' },
  ],
  ptrp: {
    nomeProg: 'PONTEIRO',
    versaoProg: '0.1.0',
    tpIdtDesenv: 2,
    idtDesenv: '12345678909',
    razaoNomeDesenv: 'DESENVOLVEDORA AUTÔNOMA',
    emailDesenv: 'contato@ponteiro.example',
  },
};

/** Layout "002" (⚠ 2026) with an alphanumeric CNPJ (golden: fixtures/v002-cnpj-alfanumerico.aej). */
export const v002Input: AejInput = {
  ...exampleInput,
  version: '002',
  header: { ...exampleInput.header, idtEmpregador: '12ABC34501DE35' },
  ptrp: { ...exampleInput.ptrp, idtDesenv: 'A1B2C3D4E5F668' },
};
