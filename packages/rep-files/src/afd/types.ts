/**
 * Typed AFD records. Values are decoded: NSR and counts as numbers, CPFs as 11 digits, employer
 * ids as 14 characters (CNPJ) or 11 digits (CPF), text without its space padding, 671 dates and
 * date-times exactly as the file writes them (`2026-08-03`, `2026-08-03T08:00:00-0300`), 1510
 * dates as `YYYY-MM-DD` and times as `hh:mm`.
 */

export type AfdIdType = 'cnpj' | 'cpf';

/** Portaria 671 header (type 1). */
export interface AfdHeader {
  employerIdType: AfdIdType;
  employerId: string;
  /** CNO or CAEPF; '' when none. */
  cnoCaepf: string;
  employerName: string;
  /** REP-P: INPI registration (digits); REP-C: fabrication number; REP-A: agreement process. */
  repId: string;
  firstDate: string;
  lastDate: string;
  generatedAt: string;
  /** Layout version, "003" (or "004"). */
  version: string;
  developerIdType: AfdIdType;
  developerId: string;
  /** REP-C model; '' for REP-A/REP-P. */
  model: string;
}

/** Type 2: inclusion or change of the employer. */
export interface AfdEmployerRecord {
  type: '2';
  nsr: number;
  recordedAt: string;
  responsibleCpf: string;
  employerIdType: AfdIdType;
  employerId: string;
  cnoCaepf: string;
  employerName: string;
  serviceLocation: string;
}

/** Type 3: punch of a REP-C or REP-A (read, and written for completeness). */
export interface AfdRepCPunchRecord {
  type: '3';
  nsr: number;
  punchedAt: string;
  cpf: string;
}

/** Type 4: clock adjustment. */
export interface AfdClockAdjustmentRecord {
  type: '4';
  nsr: number;
  before: string;
  adjustedAt: string;
  responsibleCpf: string;
}

/** Type 5: inclusion (I), change (A) or exclusion (E) of an employee. */
export interface AfdEmployeeRecord {
  type: '5';
  nsr: number;
  recordedAt: string;
  operation: 'I' | 'A' | 'E';
  cpf: string;
  name: string;
  /** ⚠ "Demais dados de identificação": undefined by the layout; '' (spaces). */
  otherData: string;
  responsibleCpf: string;
}

/** Type 6: sensitive event (`07`/`08` REP-P service available/unavailable). */
export interface AfdEventRecord {
  type: '6';
  nsr: number;
  recordedAt: string;
  event: string;
}

/** Type 7: REP-P punch. */
export interface AfdPunchRecord {
  type: '7';
  nsr: number;
  punchedAt: string;
  cpf: string;
  storedAt: string;
  /** `01` mobile app, `02` browser, `03` desktop app, `04`/`05` electronic devices. */
  collector: string;
  offline: boolean;
  /**
   * SHA-256 of the chain, 64 hex. When writing, pass the hash stored at punch time; leave it out
   * and the writer computes it from the previous type-7 hash.
   */
  hash?: string;
}

export type AfdRecord =
  | AfdEmployerRecord
  | AfdRepCPunchRecord
  | AfdClockAdjustmentRecord
  | AfdEmployeeRecord
  | AfdEventRecord
  | AfdPunchRecord;

export interface AfdTrailer {
  count2: number;
  count3: number;
  count4: number;
  count5: number;
  count6: number;
  count7: number;
}

/** Legacy Portaria 1510 records, decoded field by field (see LAYOUT_1510 for the names). */
export interface Afd1510Header {
  employerIdType: AfdIdType;
  employerId: string;
  cei: string;
  employerName: string;
  repId: string;
  firstDate: string;
  lastDate: string;
  generatedDate: string;
  generatedTime: string;
}

export type Afd1510Record =
  | {
      type: '2';
      nsr: number;
      date: string;
      time: string;
      employerIdType: AfdIdType;
      employerId: string;
      cei: string;
      employerName: string;
      serviceLocation: string;
    }
  | { type: '3'; nsr: number; date: string; time: string; pis: string }
  | {
      type: '4';
      nsr: number;
      beforeDate: string;
      beforeTime: string;
      adjustedDate: string;
      adjustedTime: string;
    }
  | {
      type: '5';
      nsr: number;
      date: string;
      time: string;
      operation: 'I' | 'A' | 'E';
      pis: string;
      name: string;
    };
