// The timesheets bench's company (timesheets.ts): one workplace in São Paulo, one office schedule
// (Mon–Fri 08–12 13–17) and EMPLOYEES employees on it, each with a month of punches written
// through the real register (appendToRegister inside withTenant: NSRs, hashes and the triggers
// that create and mark the employee-days). Writing it is not measured.

import {
  appendToRegister,
  type Database,
  employeeSchedules,
  employees,
  uuidv7,
  withTenant,
} from '@ponteiro/db';
import {
  anyCpf,
  anyPis,
  createCompanyWithOwner,
  createSchedule,
  createSubsidiary,
  OFFICE_WEEK,
  STATUTORY_RULES,
} from '@ponteiro/db/testing';
import type { Scenario } from '@ponteiro/time-engine';

export const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 1_000);
export const PERIOD = { from: '2026-08-01', to: '2026-08-31' } as const;
/** Days of the period: the employee-days one recompute of the month stores per employee. */
export const PERIOD_DAYS = 31;
const ZONE_OFFSET = '-03:00';
/** Punches per appendToRegister (one transaction): a day of the whole company at a time. */
const ROWS_PER_INSERT = 500;

/** mulberry32: the same month for the same employee on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The weekdays of the period (the schedule's workdays; August 2026 has no national holiday). */
export function workdaysOfPeriod(): string[] {
  const days: string[] = [];
  for (let d = 1; d <= PERIOD_DAYS; d++) {
    const date = new Date(Date.UTC(2026, 7, d));
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** One employee's month: the punch instants (ms) of each workday, [] on an absent day. */
export type Month = Map<string, number[]>;

/**
 * Four punches a workday around 08:00, 12:00, 13:00 and 17:00, each up to 8 minutes off; about
 * one day in 40 absent and one in 25 missing one of its punches (an odd day).
 */
export function monthOf(employee: number, workdays: readonly string[]): Month {
  const random = seededRandom(employee + 1);
  const month: Month = new Map();
  for (const day of workdays) {
    const midnight = Date.parse(`${day}T00:00:00${ZONE_OFFSET}`);
    const roll = random();
    if (roll < 0.025) {
      month.set(day, []);
      continue;
    }
    const punches = [8 * 60, 12 * 60, 13 * 60, 17 * 60].map(
      (minute) => midnight + (minute + Math.floor(random() * 17) - 8) * 60_000,
    );
    if (roll > 0.96) punches.splice(Math.floor(random() * 4), 1);
    month.set(day, punches);
  }
  return month;
}

/** Clock minutes of a day's punches paired in order (a lone last punch pairs with nothing). */
export function workedClockMinutes(punches: readonly number[]): number {
  let minutes = 0;
  for (let k = 0; k + 1 < punches.length; k += 2) {
    minutes += (punches[k + 1]! - punches[k]!) / 60_000;
  }
  return minutes;
}

/**
 * The month as the engine takes it straight (no database): the reference the stored days are
 * checked against. The schedule and rules are the ones the company's schedule version stores.
 */
export function scenarioOf(month: Month): Scenario {
  return {
    timezone: 'America/Sao_Paulo',
    from: PERIOD.from,
    to: PERIOD.to,
    schedule: OFFICE_WEEK as Scenario['schedule'],
    rules: STATUTORY_RULES,
    holidays: [],
    absences: [],
    punches: [...month.values()].flat().sort((a, b) => a - b),
  };
}

/**
 * Inserts `people` as employees of one workplace (named and numbered by position), each with the
 * schedule from 2024-01-02, a few hundred rows per statement.
 */
export async function insertScheduledEmployees(
  db: Database,
  at: { companyId: string; subsidiaryId: string; scheduleId: string },
  people: readonly { id: string; cpf: string }[],
): Promise<void> {
  for (let i = 0; i < people.length; i += ROWS_PER_INSERT) {
    const chunk = people.slice(i, i + ROWS_PER_INSERT);
    await db.insert(employees).values(
      chunk.map((p, j) => ({
        companyId: at.companyId,
        id: p.id,
        name: `Pessoa ${i + j + 1}`,
        cpf: p.cpf,
        pis: anyPis(),
        registration: String(i + j + 1).padStart(5, '0'),
        admissionDate: '2024-01-02',
        subsidiaryId: at.subsidiaryId,
      })),
    );
    await db.insert(employeeSchedules).values(
      chunk.map((p) => ({
        companyId: at.companyId,
        id: uuidv7(),
        employeeId: p.id,
        scheduleId: at.scheduleId,
        effectiveFrom: '2024-01-02',
      })),
    );
  }
}

export interface BenchEmployee {
  id: string;
  cpf: string;
  month: Month;
}

export interface TimesheetsCompany {
  companyId: string;
  subsidiaryId: string;
  scheduleId: string;
  employees: BenchEmployee[];
  /** Type-7 records written. */
  punches: number;
  /** Workdays with no punch / with an odd number of punches, over every employee. */
  absentDays: number;
  oddDays: number;
}

/** Writes the company, its schedule, its employees and their month of punches. */
export async function createTimesheetsCompany(db: Database): Promise<TimesheetsCompany> {
  const { company } = await createCompanyWithOwner(db, {
    company: { legalName: 'Ponteiro Bench Timesheets Ltda.' },
  });
  const companyId = company.id;
  const subsidiary = await createSubsidiary(db, companyId, {
    name: 'Matriz',
    timezone: 'America/Sao_Paulo',
  });
  const schedule = await createSchedule(db, companyId, { name: 'Escritório', code: 'ESC' });

  const workdays = workdaysOfPeriod();
  const cpfs = new Set<string>();
  const people: BenchEmployee[] = Array.from({ length: EMPLOYEES }, (_, k) => {
    let cpf = anyCpf();
    while (cpfs.has(cpf)) cpf = anyCpf();
    cpfs.add(cpf);
    return { id: uuidv7(), cpf, month: monthOf(k, workdays) };
  });
  await insertScheduledEmployees(
    db,
    { companyId, subsidiaryId: subsidiary.id, scheduleId: schedule.id },
    people,
  );

  // The register takes the punches in the order they happened: each workday of the company in
  // one transaction, recorded that evening.
  let punches = 0;
  let absentDays = 0;
  let oddDays = 0;
  for (const day of workdays) {
    const records = people
      .flatMap((p) => (p.month.get(day) ?? []).map((at) => ({ p, at })))
      .sort((a, b) => a.at - b.at)
      .map(({ p, at }) => ({
        type: '7' as const,
        employeeId: p.id,
        cpf: p.cpf,
        punchedAt: new Date(at),
        collector: '02',
        offline: false,
        flags: [],
        details: { source: 'web' as const },
      }));
    for (const p of people) {
      const n = p.month.get(day)?.length ?? 0;
      if (n === 0) absentDays += 1;
      if (n % 2 === 1) oddDays += 1;
    }
    await withTenant(db, { companyId }, (t) =>
      appendToRegister(t, subsidiary.id, records, {
        now: new Date(`${day}T23:00:00${ZONE_OFFSET}`),
      }),
    );
    punches += records.length;
  }
  return {
    companyId,
    subsidiaryId: subsidiary.id,
    scheduleId: schedule.id,
    employees: people,
    punches,
    absentDays,
    oddDays,
  };
}
