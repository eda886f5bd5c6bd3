// The timesheets recompute (issue 15): a month of EMPLOYEES employees must recompute in under
// TARGET_SECONDS. What is timed is the background job's own handler,
// `createTimesheetRecompute(…).run({ companyId, from, to })` (apps/api/src/modules/timesheets/
// recompute.ts), in-process: from the stored inputs (employees, assignments, schedule versions,
// holidays, punches, leave) through the engine to the stored employee-days (timesheet_days).
//
// Each database runs in a child process on the compiled packages and API (apps/api/dist, as
// `npm start` runs them; `npm run bench` builds first), so the engine is not the TS loader's and
// the memory figures are the recompute's alone:
//   PGlite      `openDatabase({ dataDir: 'memory://' })`, the default product database;
//   PostgreSQL  a throwaway database on BENCH_DATABASE_URL (dropped at the end), when reachable.
// The child writes the company (timesheets-data.ts; not timed), then times two runs:
//   cold        nothing computed yet. The punches' trigger created their days (the day before to
//               the day after each punch) stale and empty; the month's other days do not exist.
//   allStale    every stored day marked stale again (`dirty_seq` moved on): everything changed.
// After each run it checks the stored days: every day of the month stored, fresh and computed,
// no engine failure, the month's worked minutes, odd and absent days equal to the engine's straight
// on the punches as written, and one employee's days against its punches paired by hand.
// `split` then replays one all-stale pass phase by phase with the API's own functions (the same
// steps as computeDays) to tell where the time goes: queries, engine, upsert.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Builder from '../apps/api/src/modules/time-policy/scenario-builder.js';
import type * as Compute from '../apps/api/src/modules/timesheets/compute.js';
import type * as Days from '../apps/api/src/modules/timesheets/days.repository.js';
import type * as Recompute from '../apps/api/src/modules/timesheets/recompute.js';
import { processCpuMs } from './process-cpu.js';
import { connectOrReason, redact, withDatabase } from './support.js';
import { benchTimeEngine } from './time-engine.js';

export const TARGET_SECONDS = 10;
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The API's pool default (apps/api/src/config.ts); the recompute uses one connection at a time. */
const POOL_MAX = 10;
const MEMORY_SAMPLE_MS = 20;

export interface RunResult {
  seconds: number;
  /** Employee-days of the month (employees × days) over the run's wall time. */
  employeeDaysPerSecond: number;
  /** What `run` returned: employee-days computed and stored, a day counted each time. */
  computedDays: number;
  /** Of this process while the run ran (PGlite's memory is the process's). */
  peakRssMiB: number;
  peakHeapUsedMiB: number;
  /**
   * CPU seconds during the run: this process (the API code, and PGlite itself) and PostgreSQL's
   * backends; the machine's busy share and what other work took of it (1-minute load average at
   * the start): wall time on a shared machine stretches, CPU time much less.
   */
  cpu: RunCpu;
  checks: RunChecks;
}

export interface RunCpu {
  processSeconds: number;
  postgresSeconds: number | null;
  machineBusyPercent: number;
  otherWorkPercentOfCore: number;
  loadAverage1m: number;
}

export interface RunChecks {
  /** Stored days in the month: must be employees × days, none stale, none without a result. */
  rowsInPeriod: number;
  staleInPeriod: number;
  withoutResult: number;
  /** Stored days of the company outside the month (the punches' triggers reach a day past it). */
  rowsOutsidePeriod: number;
  staleOutsidePeriod: number;
  /** `timesheet not computed` logged by the run (engine refusals): must be 0. */
  failures: number;
  /**
   * Over the month of every employee, against the engine run straight on the punches as written
   * (no database): worked clock minutes, odd days and absent days.
   */
  workedClockMinutes: { expected: number; stored: number };
  oddDays: { expected: number; stored: number };
  absentDays: { expected: number; stored: number };
  /**
   * One employee with an absent day and four punches on every other workday, day by day: the
   * stored worked clock minutes against the punches paired by hand (no engine).
   */
  spotCheck: {
    employee: number;
    expectedWorkedClockMinutes: number;
    storedWorkedClockMinutes: number;
    daysDiffering: number;
  };
  ok: boolean;
}

export interface PhaseSplit {
  /** One all-stale pass replayed phase by phase (milliseconds), and its wall time. */
  passMs: number;
  days: number;
  batches: number;
  /** staleSpans: the work list of each batch. */
  workListMs: number;
  /** storedDays + closedPeriodsOf. */
  storedDaysMs: number;
  /** buildScenarios: its eight reads and the scenarios made of them. */
  buildScenariosMs: number;
  /**
   * Timed again on their own, on the same batches, outside the pass: buildScenarios' reads
   * (effectivePunchesOf apart) and, of its own work, the punches written as ISO in the zone.
   */
  buildReads: { punchesMs: number; otherReadsMs: number; isoInZoneMs: number };
  /** parseScenario, then computeTimesheet. */
  parseMs: number;
  engineMs: number;
  /** The rows to store (computeDays' loop over the days). */
  rowsMs: number;
  /** saveDays (jsonb_to_recordset upsert) + keepFrozen. */
  saveMs: number;
  /** BEGIN/settings/COMMIT and whatever else happens between the phases. */
  otherMs: number;
  /** JSON handed to saveDays per day, on average. */
  savedBytesPerDay: number;
}

export type DatabaseResult = {
  database: string;
  serverVersion: string;
  employees: number;
  days: number;
  employeeDays: number;
  /** Written through the register: punches, workdays without any, workdays short of one. */
  punches: number;
  absentWorkdays: number;
  workdaysMissingAPunch: number;
  dataSeconds: number;
  /** `analyze` after the data: PostgreSQL's autovacuum would; PGlite has none, so none there. */
  analyzed: boolean;
  cold: RunResult;
  allStale: RunResult;
  split: PhaseSplit;
  /** Peak RSS of the child over its whole life (data creation included). */
  processMaxRssMiB: number;
  withinTarget: boolean;
};

export type TimesheetsResult = {
  employees: number;
  period: { from: string; to: string };
  pglite: DatabaseResult;
  postgres: DatabaseResult | { skipped: string };
  /** bench/time-engine.ts: the engine alone on one core, scenarios already built. */
  engineDaysPerSecond: number;
  targetSeconds: number;
  withinTarget: boolean;
};

/**
 * Both databases, each in its own child process (PostgreSQL skipped when unreachable), next to
 * the engine's own figure (`engineDaysPerSecond`, measured here when not given).
 */
export async function benchTimesheets(
  root: string,
  engineDaysPerSecond?: number,
): Promise<TimesheetsResult> {
  const engine = engineDaysPerSecond ?? (await benchTimeEngine(3)).employeeDaysPerSecond;
  const pglite = await inChild(root, 'pglite');
  const postgres = await onThrowawayPostgres(root);
  const results = [pglite, ...('skipped' in postgres ? [] : [postgres])];
  const { PERIOD, EMPLOYEES } = await import('./timesheets-data.js');
  return {
    employees: EMPLOYEES,
    period: { ...PERIOD },
    pglite,
    postgres,
    engineDaysPerSecond: engine,
    targetSeconds: TARGET_SECONDS,
    withinTarget: results.every((r) => r.withinTarget),
  };
}

async function onThrowawayPostgres(root: string): Promise<DatabaseResult | { skipped: string }> {
  const serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL;
  const admin = await connectOrReason(serverUrl);
  if (typeof admin === 'string') {
    return { skipped: `PostgreSQL unreachable at ${redact(serverUrl)}: ${admin}` };
  }
  const database = `ponteiro_bench_timesheets_${Date.now()}`;
  try {
    await admin.query(`create database ${database}`);
    return await inChild(root, withDatabase(serverUrl, database));
  } finally {
    try {
      await admin.query(`drop database if exists ${database} with (force)`);
    } catch (error) {
      console.error(
        `could not drop ${database}: ${error instanceof Error ? error.message : error}`,
      );
    }
    await admin.end().catch(() => {});
  }
}

/** Runs this file in a child on `target` ('pglite' or a postgres:// URL); its result. */
async function inChild(root: string, target: string): Promise<DatabaseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ponteiro-bench-timesheets-'));
  const out = join(dir, 'result.json');
  try {
    // No `--conditions=@ponteiro/source`: the packages resolve to their dist/, as in production.
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/timesheets.ts')], {
      cwd: root,
      env: { ...process.env, BENCH_TIMESHEETS_DATABASE: target, BENCH_TIMESHEETS_OUT: out },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) {
      const on = target === 'pglite' ? target : redact(target);
      throw new Error(`timesheets bench on ${on} exited with ${code}`);
    }
    return JSON.parse(readFileSync(out, 'utf8')) as DatabaseResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- The child: one database ----

type RecomputeModule = typeof Recompute;
type Log = Parameters<RecomputeModule['createTimesheetRecompute']>[0]['log'];

/** The compiled API module at `path` under apps/api/dist (typed by its source). */
function apiModule<T>(path: string): Promise<T> {
  return import(new URL(`../apps/api/dist/${path}`, import.meta.url).href) as Promise<T>;
}

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Peak RSS and heap while `work` runs, sampled whenever the event loop is free. */
async function withMemoryPeak<T>(
  work: () => Promise<T>,
): Promise<{ value: T; peakRss: number; peakHeap: number }> {
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, MEMORY_SAMPLE_MS);
  try {
    const value = await work();
    sample();
    return { value, peakRss, peakHeap };
  } finally {
    clearInterval(timer);
  }
}

interface CpuMark {
  wall: number;
  process: number;
  postgres: Map<number, number>;
  busy: number;
  total: number;
}

/** CPU milliseconds so far: this process, the given PostgreSQL processes, the machine. */
function cpuMark(postgresPids: readonly number[]): CpuMark {
  const own = process.cpuUsage();
  const postgres = new Map<number, number>();
  for (const pid of postgresPids) {
    const ms = processCpuMs(pid);
    if (ms !== null) postgres.set(pid, ms);
  }
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const b = times.user + times.nice + times.sys + times.irq;
    busy += b;
    total += b + times.idle;
  }
  return {
    wall: performance.now(),
    process: (own.user + own.system) / 1000,
    postgres,
    busy,
    total,
  };
}

function cpuBetween(a: CpuMark, b: CpuMark, withPostgres: boolean, load: number): RunCpu {
  // A backend the pool opened during the run counts from its start.
  let postgres = 0;
  for (const [pid, ms] of b.postgres) postgres += ms - (a.postgres.get(pid) ?? 0);
  const processMs = b.process - a.process;
  const busy = b.busy - a.busy;
  return {
    processSeconds: round(processMs / 1000, 2),
    postgresSeconds: withPostgres ? round(postgres / 1000, 2) : null,
    machineBusyPercent: Math.round((busy / (b.total - a.total)) * 100),
    otherWorkPercentOfCore: Math.max(
      0,
      Math.round(((busy - processMs - (withPostgres ? postgres : 0)) / (b.wall - a.wall)) * 100),
    ),
    loadAverage1m: round(load, 2),
  };
}

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows =>
  ((result as { rows?: Rows }).rows ?? (result as Rows)) as Rows;

async function benchOneDatabase(target: string): Promise<DatabaseResult> {
  const { openDatabase, withTenant } = await import('@ponteiro/db');
  const { sql } = await import('drizzle-orm');
  const data = await import('./timesheets-data.js');
  const { createTimesheetRecompute } = await apiModule<RecomputeModule>(
    'modules/timesheets/recompute.js',
  );
  const isPglite = target === 'pglite';
  const handle = await openDatabase(
    isPglite ? { dataDir: 'memory://' } : { url: target, poolMax: POOL_MAX },
  );
  const progress = (line: string) =>
    console.error(`timesheets ${isPglite ? 'pglite' : 'postgres'}: ${line}`);
  try {
    const { db } = handle;
    await handle.migrate();
    const serverVersion = await handle.serverVersion();
    const dataStarted = performance.now();
    const company = await data.createTimesheetsCompany(db);
    if (!isPglite) await db.execute(sql`vacuum analyze`);
    const dataSeconds = round((performance.now() - dataStarted) / 1000, 1);
    progress(
      `${company.employees.length} employees, ${company.punches} punches in ${dataSeconds} s`,
    );

    const failures: unknown[] = [];
    const noop = () => {};
    const log = {
      level: 'error',
      error: (entry: unknown) => failures.push(entry),
      fatal: (entry: unknown) => failures.push(entry),
      warn: noop,
      info: noop,
      debug: noop,
      trace: noop,
      silent: noop,
      child: () => log,
    } as unknown as Log;
    const recompute = createTimesheetRecompute({ db, jobs: null, log });
    const employeeDays = company.employees.length * data.PERIOD_DAYS;
    const { companyId } = company;

    // The reference: the engine straight on each month as written (no database).
    const { computeTimesheet } = await import('@ponteiro/time-engine');
    const expected = { workedClockMinutes: 0, odd: 0, absent: 0 };
    for (const e of company.employees) {
      for (const day of computeTimesheet(data.scenarioOf(e.month)).days) {
        expected.workedClockMinutes += day.workedClockMinutes;
        if (day.flags.includes('odd_punches')) expected.odd += 1;
        if (day.flags.includes('absent')) expected.absent += 1;
      }
    }
    // An employee absent some day with four punches on every other: pairs by hand, no engine.
    const spot = Math.max(
      0,
      company.employees.findIndex((e) => {
        const days = [...e.month.values()];
        return days.some((d) => d.length === 0) && days.every((d) => d.length % 4 === 0);
      }),
    );

    async function check(): Promise<RunChecks> {
      const [counts] = rowsOf(
        await db.execute(sql`
          select
            count(*) filter (where inside)::int as rows_in,
            count(*) filter (where inside and stale)::int as stale_in,
            count(*) filter (where inside and result is null)::int as without_result,
            count(*) filter (where not inside)::int as rows_out,
            count(*) filter (where not inside and stale)::int as stale_out,
            coalesce(sum((result->>'workedClockMinutes')::int) filter (where inside), 0)::int
              as worked,
            count(*) filter (where inside and result->'flags' ? 'odd_punches')::int as odd,
            count(*) filter (where inside and result->'flags' ? 'absent')::int as absent
          from (select *, day between ${data.PERIOD.from}::date and ${data.PERIOD.to}::date as inside
                from timesheet_days where company_id = ${companyId}) d`),
      );
      const employee = company.employees[spot]!;
      const stored = new Map(
        rowsOf(
          await db.execute(sql`
            select day::text as day, (result->>'workedClockMinutes')::int as minutes
            from timesheet_days
            where company_id = ${companyId} and employee_id = ${employee.id}
              and day between ${data.PERIOD.from}::date and ${data.PERIOD.to}::date`),
        ).map((r) => [String(r.day).slice(0, 10), Number(r.minutes)]),
      );
      let expectedTotal = 0;
      let storedTotal = 0;
      let daysDiffering = 0;
      for (let d = 1; d <= data.PERIOD_DAYS; d++) {
        const day = `2026-08-${String(d).padStart(2, '0')}`;
        const hand = data.workedClockMinutes(employee.month.get(day) ?? []);
        const got = stored.get(day) ?? Number.NaN;
        expectedTotal += hand;
        storedTotal += got;
        if (got !== hand) daysDiffering += 1;
      }
      const c = counts!;
      const checks = {
        rowsInPeriod: Number(c.rows_in),
        staleInPeriod: Number(c.stale_in),
        withoutResult: Number(c.without_result),
        rowsOutsidePeriod: Number(c.rows_out),
        staleOutsidePeriod: Number(c.stale_out),
        failures: failures.length,
        workedClockMinutes: { expected: expected.workedClockMinutes, stored: Number(c.worked) },
        oddDays: { expected: expected.odd, stored: Number(c.odd) },
        absentDays: { expected: expected.absent, stored: Number(c.absent) },
        spotCheck: {
          employee: spot,
          expectedWorkedClockMinutes: expectedTotal,
          storedWorkedClockMinutes: storedTotal,
          daysDiffering,
        },
      };
      return {
        ...checks,
        ok:
          checks.rowsInPeriod === employeeDays &&
          checks.staleInPeriod === 0 &&
          checks.withoutResult === 0 &&
          checks.failures === 0 &&
          checks.workedClockMinutes.expected === checks.workedClockMinutes.stored &&
          checks.oddDays.expected === checks.oddDays.stored &&
          checks.absentDays.expected === checks.absentDays.stored &&
          daysDiffering === 0,
      };
    }

    /** The server's processes and this database's backends (PostgreSQL only). */
    async function postgresPids(): Promise<number[]> {
      if (isPglite) return [];
      const result = await db.execute(sql`
        select pid from pg_stat_activity
        where datname = current_database() or datname is null`);
      return rowsOf(result).map((r) => Number(r.pid));
    }

    async function timedRun(): Promise<RunResult> {
      const load = loadavg()[0]!;
      const before = cpuMark(await postgresPids());
      const started = performance.now();
      const { value, peakRss, peakHeap } = await withMemoryPeak(() =>
        recompute.run({ companyId, from: data.PERIOD.from, to: data.PERIOD.to }),
      );
      const seconds = (performance.now() - started) / 1000;
      const after = cpuMark(await postgresPids());
      return {
        seconds: round(seconds, 2),
        employeeDaysPerSecond: Math.round(employeeDays / seconds),
        computedDays: value,
        peakRssMiB: mib(peakRss),
        peakHeapUsedMiB: mib(peakHeap),
        cpu: cpuBetween(before, after, !isPglite, load),
        checks: await check(),
      };
    }

    const markAllStale = () =>
      db.execute(sql`
        update timesheet_days set stale = true, dirty_seq = nextval('timesheet_dirty_seq')
        where company_id = ${companyId}`);

    const cold = await timedRun();
    progress(`cold ${cold.seconds} s (${cold.computedDays} days computed)`);
    await markAllStale();
    const allStale = await timedRun();
    progress(`all stale ${allStale.seconds} s (${allStale.computedDays} days computed)`);

    await markAllStale();
    const split = await replayPass(db, withTenant, companyId);
    progress(`split: ${JSON.stringify(split)}`);

    return {
      database: isPglite ? 'PGlite memory://' : redact(target),
      serverVersion,
      employees: company.employees.length,
      days: data.PERIOD_DAYS,
      employeeDays,
      punches: company.punches,
      absentWorkdays: company.absentDays,
      workdaysMissingAPunch: company.oddDays,
      dataSeconds,
      analyzed: !isPglite,
      cold,
      allStale,
      split,
      processMaxRssMiB: mib(process.resourceUsage().maxRSS * 1024),
      withinTarget: cold.seconds < TARGET_SECONDS && allStale.seconds < TARGET_SECONDS,
    };
  } finally {
    await handle.close();
  }
}

/**
 * One pass over the stale days, as `run` makes it (staleSpans, then computeDays per span and
 * batch), with each of computeDays' steps timed: the API's own functions, called in its order.
 * Keep in step with apps/api/src/modules/timesheets/compute.ts and recompute.ts.
 */
async function replayPass(
  db: import('@ponteiro/db').Database,
  withTenant: typeof import('@ponteiro/db').withTenant,
  companyId: string,
): Promise<PhaseSplit> {
  const { computeTimesheet, parseScenario } = await import('@ponteiro/time-engine');
  const { isoInZone } = await import('@ponteiro/rep-files/register');
  const days = await apiModule<typeof Days>('modules/timesheets/days.repository.js');
  const { buildScenarios } = await apiModule<typeof Builder>(
    'modules/time-policy/scenario-builder.js',
  );
  const { effectivePunchesOf } = await apiModule<
    typeof import('../apps/api/src/modules/punches/punch-log.repository.js')
  >('modules/punches/punch-log.repository.js');
  const assignments = await apiModule<
    typeof import('../apps/api/src/modules/time-policy/assignments.repository.js')
  >('modules/time-policy/assignments.repository.js');
  const { versionsOf } = await apiModule<
    typeof import('../apps/api/src/modules/time-policy/repository.js')
  >('modules/time-policy/repository.js');
  const holidays = await apiModule<
    typeof import('../apps/api/src/modules/time-policy/holidays.repository.js')
  >('modules/time-policy/holidays.repository.js');
  const { leavesOf } = await apiModule<
    typeof import('../apps/api/src/modules/timesheets/leaves.repository.js')
  >('modules/timesheets/leaves.repository.js');
  const { addDays } =
    await apiModule<typeof import('../apps/api/src/lib/calendar-date.js')>('lib/calendar-date.js');
  const { RECOMPUTE_BATCH } = await apiModule<typeof Recompute>('modules/timesheets/recompute.js');
  type Saved = Parameters<typeof days.saveDays>[1][number];
  type Report = Awaited<ReturnType<typeof Compute.computeDays>>;

  const ms = { workList: 0, storedDays: 0, build: 0, parse: 0, engine: 0, rows: 0, save: 0 };
  /** Timed outside the pass (work done twice to attribute it). */
  const apart = { punches: 0, otherReads: 0, isoInZone: 0, bytes: 0 };
  let savedBytes = 0;
  let total = 0;
  let batches = 0;
  const clock = () => performance.now();
  const passStarted = clock();
  for (;;) {
    const worked = await withTenant(db, { companyId }, async (t) => {
      let at = clock();
      const spans = await days.staleSpans(t, RECOMPUTE_BATCH);
      ms.workList += clock() - at;
      if (spans.length === 0) return 0;
      const groups = new Map<string, string[]>();
      for (const span of spans) {
        // recompute.ts slices spans longer than 62 days; a month's never are.
        const key = `${span.from}|${span.to}`;
        groups.set(key, [...(groups.get(key) ?? []), span.employeeId]);
      }
      let done = 0;
      for (const [key, ids] of groups) {
        const [from, to] = key.split('|') as [string, string];
        const report: Report = { days: 0, failed: [] };
        at = clock();
        const existing = new Map(
          (await days.storedDays(t, ids, from, to)).map((r) => [`${r.employeeId}|${r.day}`, r]),
        );
        const closed = await days.closedPeriodsOf(t, ids, from, to);
        ms.storedDays += clock() - at;
        at = clock();
        const built = await buildScenarios(t, ids, from, to, { clip: true });
        ms.build += clock() - at;

        // buildScenarios' reads again, on their own (as it makes them).
        at = clock();
        const first = addDays(from, -1);
        const punches = await effectivePunchesOf(t, ids, first, addDays(to, 1));
        apart.punches += clock() - at;
        at = clock();
        await assignments.employeesForScenario(t, ids);
        const assigned = await assignments.assignmentsOfEmployees(t, ids);
        await versionsOf(t, [...new Set(assigned.map((a) => a.scheduleId))]);
        await holidays.workplaces(t);
        await holidays.holidaysBetween(t, first, to);
        await holidays.adoptedIn(t, [Number(first.slice(0, 4)), Number(to.slice(0, 4))]);
        await leavesOf(t, ids, from, to);
        apart.otherReads += clock() - at;
        at = clock();
        for (const list of punches.values()) {
          for (const p of list) isoInZone(p, 'America/Sao_Paulo');
        }
        apart.isoInZone += clock() - at;

        const save: Saved[] = [];
        const frozen: { employeeId: string; day: string; seen: number }[] = [];
        for (const employeeId of ids) {
          const own = built.get(employeeId);
          const results = new Map<string, Saved['result']>();
          if (own) {
            try {
              at = clock();
              const scenario = parseScenario(own.scenario);
              ms.parse += clock() - at;
              at = clock();
              const computed = computeTimesheet(scenario);
              for (const day of computed.days) results.set(day.date, day as never);
              ms.engine += clock() - at;
            } catch (error) {
              report.failed.push({ employeeId, message: (error as Error).message });
            }
          }
          at = clock();
          for (let day = from; day <= to; day = addDays(day, 1)) {
            const row = existing.get(`${employeeId}|${day}`);
            const isClosed = closed.some(
              (p) => p.employeeId === employeeId && p.fromDate <= day && day <= p.toDate,
            );
            if (isClosed && row?.result) {
              if (row.stale) frozen.push({ employeeId, day, seen: row.dirtySeq });
              continue;
            }
            save.push({
              employeeId,
              day,
              result: results.get(day) ?? null,
              scheduleId: own?.scheduleOn(day)?.scheduleId ?? null,
              seen: row?.dirtySeq ?? 0,
            });
          }
          ms.rows += clock() - at;
        }
        at = clock();
        for (const s of save) savedBytes += JSON.stringify(s.result).length;
        apart.bytes += clock() - at;
        at = clock();
        await days.saveDays(t, save);
        await days.keepFrozen(t, frozen);
        ms.save += clock() - at;
        done += save.length;
      }
      return done;
    });
    if (worked === 0) break;
    batches += 1;
    total += worked;
  }
  const extra = apart.punches + apart.otherReads + apart.isoInZone + apart.bytes;
  const passMs = clock() - passStarted - extra;
  const phases = Object.values(ms).reduce((a, b) => a + b, 0);
  return {
    passMs: Math.round(passMs),
    days: total,
    batches,
    workListMs: Math.round(ms.workList),
    storedDaysMs: Math.round(ms.storedDays),
    buildScenariosMs: Math.round(ms.build),
    buildReads: {
      punchesMs: Math.round(apart.punches),
      otherReadsMs: Math.round(apart.otherReads),
      isoInZoneMs: Math.round(apart.isoInZone),
    },
    parseMs: Math.round(ms.parse),
    engineMs: Math.round(ms.engine),
    rowsMs: Math.round(ms.rows),
    saveMs: Math.round(ms.save),
    otherMs: Math.round(passMs - phases),
    savedBytesPerDay: total ? Math.round(savedBytes / total) : 0,
  };
}

if (
  process.env.BENCH_TIMESHEETS_DATABASE &&
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  const result = await benchOneDatabase(process.env.BENCH_TIMESHEETS_DATABASE);
  writeFileSync(process.env.BENCH_TIMESHEETS_OUT!, JSON.stringify(result));
  process.exit(0);
}
