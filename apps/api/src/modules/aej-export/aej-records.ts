import { wallTimeIn } from '@ponteiro/rep-files/register';
import {
  type AejAusencia,
  type AejHorario,
  type AejInput,
  type AejMarcacao,
  type AejRep,
  type AejVinculo,
  formatAejDateTime,
} from '@ponteiro/rep-files/validation';
import type { EngineSchedule } from '@ponteiro/shared';
import { computeTimesheet, parseScenario, scheduledPunches } from '@ponteiro/time-engine';
import { dateIn } from '../../lib/calendar-date.js';
import { pairsOn } from '../time-policy/scenario-builder.js';

// The company's AEJ (Portaria 671 art. 83; shared reference brazil-legal.md §2) from what the
// repositories read: the register's punches with their treatments, the stored timesheet days and
// the schedules. Pure: no clock, no database — the service reads, this decides every record.

// ── What is read ───────────────────────────────────────────────────────────────────────────────

/** The part of a stored day (the time engine's day object) the AEJ reads. */
export interface AejDayResult {
  date: string;
  /** The punches counted for this workday, ISO instants with offset. */
  punches?: string[];
  flags?: string[];
  hoursBankMinutes?: number;
}

export interface AejStoredDay {
  day: string;
  /** Null: no schedule or not employed that day. */
  result: AejDayResult | null;
  scheduleId: string | null;
}

export interface AejScheduleVersion {
  effectiveFrom: string;
  schedule: EngineSchedule;
  /** The rules the engine computed with (FullRules). */
  rules: Record<string, unknown>;
  preAssignedBreak: boolean;
}

export interface AejScheduleSource {
  /** `schedules.code`: the AEJ codHorContratual. */
  code: string;
  /** Oldest first. */
  versions: AejScheduleVersion[];
}

/** A line of the punch log (a recorded punch or an inclusion), as the repository reads it. */
export interface AejPunchLine {
  id: string;
  kind: 'recorded' | 'included';
  employeeId: string;
  /** The register's workplace (a recorded punch) or the employee's (an inclusion). */
  subsidiaryId: string;
  punchedAt: Date;
  /** When it was stored (the register's clock, or the inclusion's creation). */
  recordedAt: Date;
  timeZone: string;
}

export interface AejTreatment {
  id: string;
  kind: 'include' | 'disregard' | 'undo';
  recordId: string | null;
  targetId: string | null;
  reason: string;
  createdAt: Date;
}

/** A mark as the AEJ writes it: where it came from and whether it still counts. */
export interface AejPunch {
  id: string;
  employeeId: string;
  /** O: recorded by the REP-P; I: included by a manager. */
  source: 'O' | 'I';
  at: Date;
  timeZone: string;
  subsidiaryId: string;
  /** A recorded punch with a disregard not undone (tpMarc D). */
  disregarded: boolean;
  /** The inclusion's or the disregard's reason ('' otherwise). */
  reason: string;
}

export interface AejEmployeeSource {
  id: string;
  name: string;
  cpf: string;
  /** The workplace's zone (07 dates and the generation date are the employee's). */
  timeZone: string;
  assignments: { scheduleId: string; effectiveFrom: string }[];
  /** Stored days of the period (the day before `from` may be there too). */
  days: AejStoredDay[];
  punches: AejPunch[];
}

export interface AejEmployer {
  employerType: 'cnpj' | 'cpf';
  employerId: string;
  legalName: string;
  cno?: string | null;
  caepf?: string | null;
  timeZone: string;
}

export interface AejPtrpSource {
  name: string;
  version: string;
  developerId: string;
  developerName: string;
  developerEmail: string;
}

export interface AejSource {
  employer: AejEmployer;
  from: string;
  to: string;
  /** The pinned generation instant (whole minute). */
  generatedAt: Date;
  /** The INPI number (digits) of each workplace's REP-P; `defaultRep` for the others. */
  repNumbers: ReadonlyMap<string, string>;
  defaultRep: string;
  ptrp: AejPtrpSource;
  schedules: ReadonlyMap<string, AejScheduleSource>;
  /** In file order (idtVinculoAej 1…n among those with something in the period). */
  employees: AejEmployeeSource[];
}

export interface AejBuilt {
  input: AejInput;
  employees: number;
  marks: number;
}

/** An employee has marks on a day no schedule can name (no assignment at all). */
export class AejNoScheduleError extends Error {
  constructor(
    readonly employeeName: string,
    readonly day: string,
  ) {
    super(`${employeeName} has marks on ${day} but no schedule`);
    this.name = 'AejNoScheduleError';
  }
}

/** Appends `value` to the list under `key`. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

// ── Treatments ─────────────────────────────────────────────────────────────────────────────────

/**
 * The log's lines as marks, with what the treatments made of them by `cut` (exclusive; null: all
 * of them): lines and treatments stored at or after it are left out, so a file pinned to a
 * generation minute keeps its bytes while punches go on. An inclusion undone is no mark at all;
 * a recorded punch with a disregard not undone is a D mark with the disregard's reason.
 */
export function resolvePunches(
  lines: readonly AejPunchLine[],
  treatments: readonly AejTreatment[],
  cut: Date | null,
): AejPunch[] {
  const known = (instant: Date) => cut === null || instant.getTime() < cut.getTime();
  const seen = treatments.filter((x) => known(x.createdAt));
  const undone = new Set(
    seen.filter((x) => x.kind === 'undo' && x.targetId).map((x) => x.targetId!),
  );
  const inclusions = new Map(seen.filter((x) => x.kind === 'include').map((x) => [x.id, x]));
  const disregards = new Map<string, AejTreatment[]>();
  for (const x of seen) {
    if (x.kind !== 'disregard' || !x.recordId || undone.has(x.id)) continue;
    pushTo(disregards, x.recordId, x);
  }
  const byTime = (a: AejTreatment, b: AejTreatment) =>
    a.createdAt.getTime() - b.createdAt.getTime();
  const out: AejPunch[] = [];
  for (const line of lines) {
    if (!known(line.recordedAt)) continue;
    const base = {
      id: line.id,
      employeeId: line.employeeId,
      at: line.punchedAt,
      timeZone: line.timeZone,
      subsidiaryId: line.subsidiaryId,
    };
    if (line.kind === 'included') {
      if (undone.has(line.id)) continue;
      out.push({
        ...base,
        source: 'I',
        disregarded: false,
        reason: inclusions.get(line.id)?.reason ?? '',
      });
    } else {
      const last = (disregards.get(line.id) ?? []).sort(byTime).at(-1);
      out.push({ ...base, source: 'O', disregarded: !!last, reason: last?.reason ?? '' });
    }
  }
  return out;
}

// ── Text, times, durations ─────────────────────────────────────────────────────────────────────

const COMBINING = /[\u0300-\u036f]/g;
/** Letters and punctuation outside ISO-8859-1 that do not decompose into one inside it. */
const LATIN1_FALLBACK: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Œ: 'OE',
  œ: 'oe',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
};

/**
 * Free text as an `A` field takes it: ISO-8859-1 only (a letter outside it loses its accent, or
 * becomes "?"), no control characters or `|`, spaces collapsed, at most `max` characters.
 */
export function latin1Text(value: string, max: number): string {
  let out = '';
  for (const ch of value.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || ch === '|') {
      out += ' ';
    } else if (code <= 0xff) {
      out += ch;
    } else {
      const base = LATIN1_FALLBACK[ch] ?? ch.normalize('NFD').replace(COMBINING, '');
      out += base !== '' && [...base].every((c) => c.codePointAt(0)! <= 0xff) ? base : '?';
    }
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, max).trimEnd();
}

/** Offsets by zone and quarter hour: every zone changes its offset on a quarter hour. */
const offsets = new Map<string, number>();
const QUARTER = 15 * 60_000;

/** The zone's UTC offset in minutes at `instant` (e.g. -180). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / QUARTER)}`;
  let minutes = offsets.get(key);
  if (minutes === undefined) {
    const { offset } = wallTimeIn(instant, timeZone);
    const sign = offset.startsWith('-') ? -1 : 1;
    const [h, m] = offset.slice(1).split(':').map(Number) as [number, number];
    minutes = sign * (h * 60 + m);
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, minutes);
  }
  return minutes;
}

/** `AAAA-MM-ddThh:mm:00-0300`: the instant's minute in the zone, with the zone's offset then. */
export function aejDateTime(instant: Date, timeZone: string): string {
  return formatAejDateTime(instant, offsetMinutes(instant, timeZone));
}

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** A Tuesday that is no national holiday: where a schedule's day is measured. */
const MEASURE_DAY = '2026-08-04';

/**
 * A schedule day's length for `durJornada`: what the engine owes for those pairs under the
 * version's rules (night minutes with the reduced hour, a pre-assigned break taken out) — the
 * `scheduledMinutes` of a plain working day. Measured on wall-clock time (UTC: no DST jump).
 */
export function jornadaMinutes(pairs: [string, string][], version: AejScheduleVersion): number {
  const rules: Record<string, unknown> = { ...version.rules, restDays: [] };
  if (version.preAssignedBreak) rules.preAssignedBreak = true;
  else delete rules.preAssignedBreak;
  const scenario = parseScenario({
    timezone: 'UTC',
    from: MEASURE_DAY,
    to: MEASURE_DAY,
    schedule: { kind: 'weekly', days: Object.fromEntries(WEEKDAYS.map((d) => [d, pairs])) },
    rules,
    holidays: [],
    absences: [],
    punches: [],
  });
  const day = computeTimesheet(scenario).days.find((d) => d.date === MEASURE_DAY);
  return day?.scheduledMinutes ?? 0;
}

/** The first day of a schedule that has pairs (weekly from Monday; a cycle in its order). */
function firstPairs(schedule: EngineSchedule): [string, string][] {
  const days =
    schedule.kind === 'weekly'
      ? WEEKDAYS.map((d) => (schedule.days[d] ?? []) as [string, string][])
      : (schedule.pattern as [string, string][][]);
  return days.find((pairs) => pairs.length > 0) ?? [];
}

function versionAt(versions: AejScheduleVersion[], day: string): AejScheduleVersion | undefined {
  let current = versions[0];
  for (const v of versions) if (v.effectiveFrom <= day) current = v;
  return current;
}

/**
 * The scheduled in and out instants of a workday in the zone (the engine's own planning: a pair
 * ending the next morning ends then), in order.
 */
function scheduledMarks(version: AejScheduleVersion, day: string, timeZone: string): number[] {
  const scenario = parseScenario({
    timezone: timeZone,
    from: day,
    to: day,
    schedule: version.schedule,
    rules: { ...version.rules },
    holidays: [],
    absences: [],
    punches: [],
  });
  return scheduledPunches(scenario, { restDays: true }).map((iso) => Date.parse(iso));
}

// ── The file ───────────────────────────────────────────────────────────────────────────────────

interface Variant {
  key: string;
  scheduleId: string;
  pairs: [string, string][];
  minutes: number;
  /** The first day of the period it is in force (codes are numbered by it). */
  first: string;
}

export interface AejMark {
  at: Date;
  timeZone: string;
  source: 'O' | 'I' | 'P';
  disregarded: boolean;
  reason: string;
  subsidiaryId: string | null;
}

/** A 05 record before the REP ids and horário codes are known. */
type PendingMark = Omit<AejMarcacao, 'codHorContratual' | 'idRepAej'> & {
  nrRep?: string;
  /** The horário (variant key) of the workday's first entry. */
  variant?: string;
};

const INCLUDED_REASON = 'Marcação incluída pelo gestor';
const DISREGARDED_REASON = 'Marcação desconsiderada pelo gestor';

/** Digits only, as 17 (the INPI number of a REP-P, zeros on the left). */
const repNumber = (value: string) => value.replace(/\D/g, '').padStart(17, '0').slice(-17);

/**
 * The AEJ's records (01 to 08; the writer adds 99 and the signature line):
 *  - 01 the employer, the period and the pinned generation instant in the employer's zone;
 *    layout "001", "002" for an alphanumeric CNPJ (as the AFD goes to 004);
 *  - 02 one REP-P per INPI number the original marks came from (the workplace's own, or the
 *    platform's), numbered 1…n; the default one when there is no original mark;
 *  - 03 every employee with a mark or a computed day in the period;
 *  - 04 one horário per distinct (schedule, day's pairs, length): the schedule's code when it has
 *    one such day shape in the file, `code-1`, `code-2`… by first day otherwise;
 *  - 05 per workday (the stored day's punches; a disregarded or unplaced punch on its date in its
 *    zone): E/S alternating over the marks that count, `seqEntSaida` the pair, D marks with the
 *    pair in progress; the workday's horário on its first entry; pre-assigned break marks (P) at
 *    the schedule's break when the engine assumed it taken and the punches span it;
 *  - 07 per finished day (before the generation date): DSR (1) on a weekly rest day not worked,
 *    unjustified absence (2), hours bank movement (3: credit 1, debit 2);
 *  - 08 the PTRP.
 */
export function buildAej(source: AejSource): AejBuilt {
  const { from, to } = source;
  const variants = new Map<string, Variant>();
  const minutesCache = new Map<string, number>();
  const rulesKeys = new WeakMap<AejScheduleVersion, string>();
  const vinculos: AejVinculo[] = [];
  const pending: PendingMark[] = [];
  const ausencias: AejAusencia[] = [];
  const repIds = new Map<string, number>();
  const repsUsed = new Set<string>();

  const nrRepOf = (subsidiaryId: string | null) =>
    repNumber((subsidiaryId && source.repNumbers.get(subsidiaryId)) || source.defaultRep);

  /**
   * The horário of an employee's workday: the schedule in force (or, without one that day, the
   * employee's nearest), its pairs that day — or its first day's on a day without pairs (a rest
   * day worked) — and their length. Undefined: the employee has no schedule at all.
   */
  function horarioOf(
    sorted: AejEmployeeSource['assignments'],
    day: string,
    scheduleId: string | null,
  ) {
    const id =
      scheduleId ??
      sorted.findLast((a) => a.effectiveFrom <= day)?.scheduleId ??
      sorted[0]?.scheduleId;
    const schedule = id ? source.schedules.get(id) : undefined;
    const version = schedule ? versionAt(schedule.versions, day) : undefined;
    if (!id || !version) return undefined;
    const own = pairsOn(version.schedule, day);
    const pairs = own.length > 0 ? own : firstPairs(version.schedule);
    if (pairs.length === 0) return undefined;
    const shape = JSON.stringify(pairs);
    let rules = rulesKeys.get(version);
    if (rules === undefined) {
      rules = `${JSON.stringify(version.rules)}|${version.preAssignedBreak}`;
      rulesKeys.set(version, rules);
    }
    const measured = `${shape}|${rules}`;
    let minutes = minutesCache.get(measured);
    if (minutes === undefined) {
      minutes = jornadaMinutes(pairs, version);
      minutesCache.set(measured, minutes);
    }
    const variant: Variant = {
      key: `${id}|${shape}|${minutes}`,
      scheduleId: id,
      pairs,
      minutes,
      first: day,
    };
    return { variant, scheduled: own.length > 0, version };
  }

  /** A horário goes into the file (04), first seen on `day`. */
  function use(variant: Variant, day: string): string {
    const known = variants.get(variant.key);
    if (!known) variants.set(variant.key, { ...variant, first: day });
    else if (day < known.first) known.first = day;
    return variant.key;
  }

  for (const employee of source.employees) {
    const today = dateIn(source.generatedAt, employee.timeZone);
    const assignments = [...employee.assignments].sort((a, b) =>
      a.effectiveFrom < b.effectiveFrom ? -1 : 1,
    );
    // Each counted punch's workday, from the stored days (one entry per punch at that instant).
    const workdays = new Map<number, string[]>();
    const days = new Map(employee.days.map((d) => [d.day, d]));
    for (const d of employee.days) {
      for (const iso of d.result?.punches ?? []) {
        const at = Date.parse(iso);
        pushTo(workdays, at, d.day);
      }
    }
    const byWorkday = new Map<string, AejMark[]>();
    const sorted = [...employee.punches].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const punch of sorted) {
      const placed = punch.disregarded ? undefined : workdays.get(punch.at.getTime())?.shift();
      const workday = placed ?? dateIn(punch.at, punch.timeZone);
      if (workday < from || workday > to) continue;
      const marks = byWorkday.get(workday) ?? [];
      marks.push({
        at: punch.at,
        timeZone: punch.timeZone,
        source: punch.source,
        disregarded: punch.disregarded,
        reason: punch.reason,
        subsidiaryId: punch.source === 'O' ? punch.subsidiaryId : null,
      });
      byWorkday.set(workday, marks);
    }
    const computed = employee.days.filter((d) => d.result && d.day >= from && d.day <= to);
    if (byWorkday.size === 0 && computed.length === 0) continue;

    const idtVinculoAej = vinculos.length + 1;
    vinculos.push({
      idtVinculoAej,
      cpf: employee.cpf.replace(/\D/g, ''),
      nomeEmp: latin1Text(employee.name, 150) || '?',
    });

    // The horários in force on the scheduled days of the period.
    for (const d of computed) {
      const horario = horarioOf(assignments, d.day, d.scheduleId);
      if (horario?.scheduled) use(horario.variant, d.day);
    }

    for (const workday of [...byWorkday.keys()].sort()) {
      const stored = days.get(workday);
      const marks = byWorkday.get(workday)!;
      const horario = horarioOf(assignments, workday, stored?.scheduleId ?? null);
      if (!horario && marks.some((m) => !m.disregarded)) {
        throw new AejNoScheduleError(employee.name, workday);
      }
      // Pre-assigned break (Portaria 671 art. 83, CLT art. 74 §2): the engine assumed it taken;
      // when the schedule places it and the punches span it, it is written where the schedule
      // puts it.
      if (horario && stored?.result?.flags?.includes('pre_assigned_break')) {
        marks.push(...preAssignedMarks(marks, horario.version, workday, employee.timeZone));
      }
      marks.sort((a, b) => a.at.getTime() - b.at.getTime());
      let counted = 0;
      for (const m of marks) {
        const seqEntSaida = Math.floor(counted / 2) + 1;
        const nrRep = m.source === 'O' ? nrRepOf(m.subsidiaryId) : undefined;
        if (nrRep) repsUsed.add(nrRep);
        const mark: PendingMark = {
          idtVinculoAej,
          dataHoraMarc: aejDateTime(m.at, m.timeZone),
          tpMarc: m.disregarded ? 'D' : counted % 2 === 0 ? 'E' : 'S',
          seqEntSaida,
          fonteMarc: m.source,
          ...(nrRep ? { nrRep } : {}),
        };
        const reason =
          m.disregarded || m.source === 'I'
            ? latin1Text(m.reason, 150) || (m.disregarded ? DISREGARDED_REASON : INCLUDED_REASON)
            : '';
        if (reason) mark.motivo = reason;
        if (!m.disregarded && counted === 0) mark.variant = use(horario!.variant, workday);
        pending.push(mark);
        if (!m.disregarded) counted++;
      }
    }

    // 07: what the finished days say.
    for (const d of computed) {
      if (d.day >= today) continue;
      const result = d.result!;
      const flags = result.flags ?? [];
      const base = { idtVinculoAej, data: d.day };
      if (flags.includes('rest_day') && (result.punches ?? []).length === 0) {
        ausencias.push({ ...base, tipoAusenOuComp: 1 });
      }
      if (flags.includes('absent')) ausencias.push({ ...base, tipoAusenOuComp: 2 });
      const bank = Math.round(result.hoursBankMinutes ?? 0);
      if (bank !== 0) {
        ausencias.push({
          ...base,
          tipoAusenOuComp: 3,
          qtMinutos: Math.abs(bank),
          tipoMovBH: bank > 0 ? 1 : 2,
        });
      }
    }
  }

  // 02: the REP-Ps the original marks came from (or the default one), numbered in order.
  const numbers = repsUsed.size > 0 ? [...repsUsed].sort() : [nrRepOf(null)];
  const reps: AejRep[] = numbers.map((nrRep, i) => {
    repIds.set(nrRep, i + 1);
    return { idRepAej: i + 1, tpRep: 3, nrRep };
  });

  // 04: codes from the schedule's code, numbered when one schedule has several day shapes.
  const codes = codesOf([...variants.values()], source.schedules);
  const horarios: AejHorario[] = [...variants.values()]
    .sort((a, b) => (codes.get(a.key)! < codes.get(b.key)! ? -1 : 1))
    .map((v) => ({
      codHorContratual: codes.get(v.key)!,
      durJornada: v.minutes,
      pares: v.pairs.map(([entrada, saida]) => ({
        entrada: entrada.replace(':', ''),
        saida: saida.replace(':', ''),
      })),
    }));

  const marcacoes: AejMarcacao[] = pending.map(({ nrRep, variant, ...rest }) => {
    return {
      ...rest,
      ...(nrRep ? { idRepAej: repIds.get(nrRep)! } : {}),
      ...(variant ? { codHorContratual: codes.get(variant)! } : {}),
    };
  });

  const { employer, ptrp } = source;
  const employerId = employer.employerId.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
  const input: AejInput = {
    version: /[A-Z]/.test(employerId) ? '002' : '001',
    header: {
      tpIdtEmpregador: employer.employerType === 'cpf' ? 2 : 1,
      idtEmpregador: employerId,
      ...(digits(employer.caepf) ? { caepf: digits(employer.caepf) } : {}),
      ...(digits(employer.cno) ? { cno: digits(employer.cno) } : {}),
      razaoOuNome: latin1Text(employer.legalName, 150) || '?',
      dataInicialAej: from,
      dataFinalAej: to,
      dataHoraGerAej: aejDateTime(source.generatedAt, employer.timeZone),
    },
    reps,
    vinculos,
    horarios,
    marcacoes,
    ausencias,
    ptrp: {
      nomeProg: latin1Text(ptrp.name, 150),
      versaoProg: latin1Text(ptrp.version, 8),
      tpIdtDesenv: digits(ptrp.developerId).length === 11 ? 2 : 1,
      idtDesenv: digits(ptrp.developerId),
      razaoNomeDesenv: latin1Text(ptrp.developerName, 150),
      emailDesenv: latin1Text(ptrp.developerEmail, 50),
    },
  };
  return { input, employees: vinculos.length, marks: marcacoes.length };
}

/**
 * P marks of a workday: for each break between the schedule's pairs that one pair of the marks
 * that count spans (in before it starts, out after it ends), its out and in as the schedule sets
 * them. Nothing when the schedule does not place the break (one pair) or the punches show it.
 */
export function preAssignedMarks(
  marks: readonly AejMark[],
  version: AejScheduleVersion,
  workday: string,
  timeZone: string,
): AejMark[] {
  const counted = marks
    .filter((m) => !m.disregarded)
    .map((m) => m.at.getTime())
    .sort((a, b) => a - b);
  const planned = scheduledMarks(version, workday, timeZone);
  const added: AejMark[] = [];
  for (let k = 1; k + 1 < planned.length; k += 2) {
    const [out, back] = [planned[k]!, planned[k + 1]!];
    const spans = counted.some(
      (start, i) => i % 2 === 0 && i + 1 < counted.length && start < out && counted[i + 1]! > back,
    );
    if (!spans) continue;
    for (const at of [out, back]) {
      added.push({
        at: new Date(at),
        timeZone,
        source: 'P',
        disregarded: false,
        reason: '',
        subsidiaryId: null,
      });
    }
  }
  return added;
}

/** codHorContratual per variant: unique in the file, at most 30 characters. */
function codesOf(
  variants: Variant[],
  schedules: ReadonlyMap<string, AejScheduleSource>,
): Map<string, string> {
  const clean = (code: string) => latin1Text(code, 30) || 'H';
  const bySchedule = new Map<string, Variant[]>();
  for (const v of variants) pushTo(bySchedule, v.scheduleId, v);
  const codes = new Map<string, string>();
  const taken = new Set<string>();
  const ids = [...bySchedule.keys()].sort((a, b) => {
    const [ca, cb] = [clean(schedules.get(a)!.code), clean(schedules.get(b)!.code)];
    return ca < cb ? -1 : ca > cb ? 1 : a < b ? -1 : 1;
  });
  // The schedules with one shape keep their code as it is.
  for (const id of ids) {
    const own = bySchedule.get(id)!;
    const code = clean(schedules.get(id)!.code);
    if (own.length === 1 && !taken.has(code)) {
      codes.set(own[0]!.key, code);
      taken.add(code);
    }
  }
  for (const id of ids) {
    const own = bySchedule
      .get(id)!
      .filter((v) => !codes.has(v.key))
      .sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : a.key < b.key ? -1 : 1));
    const code = clean(schedules.get(id)!.code);
    let n = 1;
    for (const v of own) {
      let candidate: string;
      do {
        const suffix = `-${n++}`;
        candidate = `${code.slice(0, 30 - suffix.length)}${suffix}`;
      } while (taken.has(candidate));
      codes.set(v.key, candidate);
      taken.add(candidate);
    }
  }
  return codes;
}
