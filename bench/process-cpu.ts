// Where the CPU went during a bench run (Linux /proc; null elsewhere): the app process, PostgreSQL,
// this process, and what other work on the machine took from the same cores.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type pg from 'pg';
/**
 * Where the CPU went during the measured run (Linux; null elsewhere). Processes in per cent of one
 * core, the machine in per cent of all of them: `others` is what no process of this bench used
 * (other work on the machine competes for the same cores).
 */
export interface CpuUse {
  cores: number;
  machineBusyPercent: number;
  appPercentOfCore: number | null;
  postgresPercentOfCore: number | null;
  /** This process: autocannon, the load generator. */
  benchPercentOfCore: number;
  othersPercentOfCore: number | null;
  /** CPU per 201 (milliseconds): steadier than the rates when other work shares the machine. */
  appMsPerPunch: number | null;
  postgresMsPerPunch: number | null;
}

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

/** CPU milliseconds a process has used, from /proc; null off Linux or when it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (name) ": field 3 on; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The app's process: the one started with this bench's own DATA_DIR (null off Linux). */
export function findAppPid(dataDir: string): number | null {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/environ`, 'utf8').includes(`\0DATA_DIR=${dataDir}\0`)) {
          return Number(entry);
        }
      } catch {
        // gone, or not ours to read
      }
    }
  } catch {
    // no /proc
  }
  return null;
}

export interface CpuSnapshot {
  wallMs: number;
  machineBusyMs: number;
  machineTotalMs: number;
  benchMs: number;
  appMs: number | null;
  /** Per backend of the bench's database, and the server's own processes. */
  postgresMs: Map<number, number>;
}

export async function cpuSnapshot(
  client: pg.ClientBase,
  appPid: number | null,
): Promise<CpuSnapshot> {
  const { rows } = await client.query<{ pid: number }>(
    // The bench database's backends and the server's own processes (WAL writer, checkpointer…).
    `select pid from pg_stat_activity
      where (datname = current_database() or datname is null) and pid <> pg_backend_pid()`,
  );
  const postgresMs = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) postgresMs.set(pid, ms);
  }
  let machineBusyMs = 0;
  let machineTotalMs = 0;
  for (const { times } of cpus()) {
    const busy = times.user + times.nice + times.sys + times.irq;
    machineBusyMs += busy;
    machineTotalMs += busy + times.idle;
  }
  const own = process.cpuUsage();
  return {
    wallMs: performance.now(),
    machineBusyMs,
    machineTotalMs,
    benchMs: (own.user + own.system) / 1000,
    appMs: appPid === null ? null : processCpuMs(appPid),
    postgresMs,
  };
}

export function cpuBetween(a: CpuSnapshot, b: CpuSnapshot, punches: number): CpuUse {
  const wall = b.wallMs - a.wallMs;
  const ofCore = (ms: number) => Math.round((ms / wall) * 100);
  const cores = cpus().length;
  // Backends present at both ends (the pool keeps its connections while busy).
  let postgres: number | null = null;
  for (const [pid, ms] of b.postgresMs) {
    const before = a.postgresMs.get(pid);
    if (before !== undefined) postgres = (postgres ?? 0) + ms - before;
  }
  const machineBusy = b.machineBusyMs - a.machineBusyMs;
  const app = a.appMs !== null && b.appMs !== null ? b.appMs - a.appMs : null;
  const bench = b.benchMs - a.benchMs;
  return {
    cores,
    machineBusyPercent: Math.round((machineBusy / (b.machineTotalMs - a.machineTotalMs)) * 100),
    appPercentOfCore: app === null ? null : ofCore(app),
    postgresPercentOfCore: postgres === null ? null : ofCore(postgres),
    benchPercentOfCore: ofCore(bench),
    othersPercentOfCore:
      app === null || postgres === null
        ? null
        : Math.max(0, ofCore(machineBusy - app - postgres - bench)),
    appMsPerPunch: app === null || !punches ? null : Math.round((app / punches) * 1000) / 1000,
    postgresMsPerPunch:
      postgres === null || !punches ? null : Math.round((postgres / punches) * 1000) / 1000,
  };
}
