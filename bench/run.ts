// `npm run bench`: builds, then measures and writes JSON under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDashboard, type DashboardResult } from './dashboard.js';
import { benchEmployeesList, type EmployeesListResult } from './employees-list.js';
import { benchHealth } from './http-health.js';
import { benchPunches, type PunchesResult } from './punches.js';
import { benchSigninBundle } from './signin-bundle.js';
import { benchSigninManifest } from './signin-manifest.js';
import { benchSimulator, type SimulatorResult } from './simulator.js';
import { benchStartup, type StartupResult } from './startup.js';
import { benchTimeEngine } from './time-engine.js';
import { benchTimeMirror, type TimeMirrorResult } from './time-mirror.js';
import { benchTimesheets, type TimesheetsResult } from './timesheets.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

// "npm start to first answer" (startup.ts): alone with `BENCH_ONLY=startup`, else last, since its
// first start removes the build output and builds it again.
if (process.env.BENCH_ONLY === 'startup') {
  reportStartup(await benchStartup(root));
  process.exit();
}

/** The machine a run was measured on (written beside each result). */
function machineOf() {
  return { node: process.version, cpus: cpus().length, model: cpus()[0]?.model ?? '' };
}

// Each of these alone with `BENCH_ONLY=<name>`; the employees list, punches and timesheets after
// `npx tsc -b apps/api`. A false report (a failure or a missed target) fails the run.
const alone: Record<string, (run: RunInfo) => Promise<boolean>> = {
  employees: async (run) => reportEmployees(await benchEmployeesList(root, seconds), run),
  punches: async (run) => reportPunches(await benchPunches(root, seconds), run),
  timesheets: async (run) => reportTimesheets(await benchTimesheets(root), run),
  'time-mirror': async (run) => reportTimeMirror(await benchTimeMirror(), run),
  dashboard: async (run) => reportDashboard(await benchDashboard(), run),
  simulator: async (run) => reportSimulator(await benchSimulator(), run),
};
const only = process.env.BENCH_ONLY;
if (only && Object.hasOwn(alone, only)) {
  const run = { at: new Date().toISOString(), machine: machineOf() };
  if (!(await alone[only]!(run))) process.exitCode = 1;
  process.exit();
}

// "sign-in bundle gzip KiB" from the Vite manifest: no server needed, so it runs first and alone
// with `BENCH_ONLY=signin-manifest` (after `npm run build:web`).
const signinManifest = benchSigninManifest(root);
mkdirSync(join(root, 'bench/results'), { recursive: true });
const signinManifestFile = join(root, 'bench/results/signin-bundle.json');
writeFileSync(
  signinManifestFile,
  `${JSON.stringify({ at: new Date().toISOString(), ...signinManifest }, null, 2)}\n`,
);
console.log(
  `${signinManifest.metric}: ${signinManifest.gzipKiB} (budget ${signinManifest.budgetKiB}); written: ${signinManifestFile}`,
);
if (!signinManifest.withinBudget) process.exitCode = 1;
if (process.env.BENCH_ONLY === 'signin-manifest') process.exit();

const health = await benchHealth(root, seconds);
const signin = await benchSigninBundle(root);

const result = {
  at: new Date().toISOString(),
  machine: machineOf(),
  health: { endpoint: '/api/health/', connections: 10, seconds, ...health },
  signinPageJs: signin,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results/foundation.json');
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(
  JSON.stringify(
    {
      health: { ratio: health.ratio, app: health.app, bare: health.bareFastify },
      signinGzipKiB: signin.gzipKiB,
      withinBudget: signin.withinBudget,
    },
    null,
    2,
  ),
);
console.log(`written: ${file}`);
if (!signin.withinBudget) process.exitCode = 1;
// After foundation.json is written: a failure here must not lose the results above.
if (!reportEmployees(await benchEmployeesList(root, seconds), result)) process.exitCode = 1;
if (!reportPunches(await benchPunches(root, seconds), result)) process.exitCode = 1;

// The time engine on one core (this process): employee-days per second.
const engine = await benchTimeEngine();
const engineFile = join(root, 'bench/results/time-engine.json');
writeFileSync(
  engineFile,
  `${JSON.stringify({ at: result.at, machine: result.machine, ...engine }, null, 2)}\n`,
);
console.log(
  `time engine: ${engine.employeeDaysPerSecond} employee-days/s (target ${engine.target})`,
);
console.log(`written: ${engineFile}`);

// The timesheets recompute end to end, next to the engine's figure above.
const timesheets = await benchTimesheets(root, engine.employeeDaysPerSecond);
if (!reportTimesheets(timesheets, result)) process.exitCode = 1;
if (!reportTimeMirror(await benchTimeMirror(), result)) process.exitCode = 1;
if (!reportDashboard(await benchDashboard(), result)) process.exitCode = 1;
if (!reportSimulator(await benchSimulator(), result)) process.exitCode = 1;

if (!process.env.BENCH_ONLY) reportStartup(await benchStartup(root));

interface RunInfo {
  at: string;
  machine: Record<string, unknown>;
}

/** Writes bench/results/<name>.json: the run, the load the machine had, the result. */
function writeResult(name: string, run: RunInfo, r: object): string {
  const out = join(root, `bench/results/${name}.json`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ at: run.at, machine: run.machine, loadAverage: loadavg(), ...r }, null, 2)}\n`,
  );
  return out;
}

/** Writes startup.json and prints the start-up times against the goals. */
function reportStartup(r: StartupResult) {
  const out = writeResult('startup', { at: new Date().toISOString(), machine: machineOf() }, r);
  console.log(
    `start-up to first answer: first ${r.firstStartMs ?? 'skipped'} ms (goal ${r.goals.firstStartMs}), ` +
      `later ${r.laterStartMedianMs} ms median (goal ${r.goals.laterStartMs}); written: ${out}`,
  );
  if (!r.withinGoals) process.exitCode = 1;
}

/** Writes employees-list.json and prints the p99s; false when a request failed under load. */
function reportEmployees(r: EmployeesListResult, run: RunInfo): boolean {
  if ('skipped' in r) {
    console.log(`employees list: skipped (${r.skipped}); set BENCH_DATABASE_URL to run it`);
    return true;
  }
  const out = writeResult('employees-list', run, r);
  const variants = Object.entries(r.variants);
  for (const [name, v] of variants) {
    console.log(
      `employees list ${name}: app ${v.requestsPerSecond} req/s p50 ${v.latencyP50Ms} p99 ${v.latencyP99Ms} ms; ` +
        `raw SQL ${v.raw.requestsPerSecond} req/s p50 ${v.raw.latencyP50Ms} p99 ${v.raw.latencyP99Ms} ms`,
    );
  }
  console.log(`written: ${out}`);
  return variants.every(([, v]) => v.errors === 0 && v.non2xx === 0);
}

/**
 * Writes punches.json and prints one line per scenario; false when a request failed or a register
 * did not verify (a missed target is printed, not failed).
 */
function reportPunches(r: PunchesResult, run: RunInfo): boolean {
  if ('skipped' in r) {
    console.log(`punches: skipped (${r.skipped}); set BENCH_DATABASE_URL to run it`);
    return true;
  }
  const out = writeResult('punches', run, r);
  const scenarios = Object.entries(r.scenarios);
  for (const [name, s] of scenarios) {
    console.log(
      `punches ${name} (${s.subsidiaries} subsidiar${s.subsidiaries === 1 ? 'y' : 'ies'}, ${r.clients} clients): ` +
        `${s.punchesPerSecond} punches/s p50 ${s.latencyP50Ms} p99 ${s.latencyP99Ms} ms, ` +
        `${s.errors} errors, ${s.non201} non-201, batch ${s.averageBatch} avg, ` +
        `registers ${s.registersOk ? 'verified' : 'BROKEN'}; raw INSERT ${s.raw.rowsPerSecond} rows/s ` +
        `(${s.raw.batchSize} a statement), app/raw ${s.appVsRaw}; ` +
        `${s.withinTarget ? 'within' : 'MISSED'} target ${r.target}/s; CPU per punch ` +
        `app ${s.cpu.appMsPerPunch} + postgres ${s.cpu.postgresMsPerPunch} ms, ` +
        `other work ${s.cpu.othersPercentOfCore}% of a core`,
    );
    if (s.firstFailure) console.log(`  first failure: ${s.firstFailure}`);
  }
  console.log(`written: ${out}`);
  return scenarios.every(([, s]) => s.errors === 0 && s.non201 === 0 && s.registersOk);
}

/**
 * Writes timesheets.json and prints one line per database; false when the stored days did not
 * check out (a missed target is printed, not failed).
 */
function reportTimesheets(r: TimesheetsResult, run: RunInfo): boolean {
  const out = writeResult('timesheets', run, r);
  const databases = [
    ['pglite', r.pglite],
    ['postgres', r.postgres],
  ] as const;
  let ok = true;
  for (const [name, d] of databases) {
    if ('skipped' in d) {
      console.log(`timesheets ${name}: skipped (${d.skipped}); set BENCH_DATABASE_URL to run it`);
      continue;
    }
    const checked = d.cold.checks.ok && d.allStale.checks.ok;
    ok &&= checked;
    console.log(
      `timesheets ${name} (${d.employees} employees × ${d.days} days): ` +
        `cold ${d.cold.seconds} s, ${d.cold.employeeDaysPerSecond} employee-days/s ` +
        `(${d.cold.computedDays} computed); all stale ${d.allStale.seconds} s, ` +
        `${d.allStale.employeeDaysPerSecond} employee-days/s; engine alone ${r.engineDaysPerSecond}/s; ` +
        `CPU cold ${d.cold.cpu.processSeconds} s app` +
        `${d.cold.cpu.postgresSeconds === null ? '' : ` + ${d.cold.cpu.postgresSeconds} s postgres`}, ` +
        `other work ${d.cold.cpu.otherWorkPercentOfCore}% of a core; ` +
        `peak RSS ${Math.max(d.cold.peakRssMiB, d.allStale.peakRssMiB)} MiB; ` +
        `days ${checked ? 'checked' : 'WRONG'}; ` +
        `${d.withinTarget ? 'within' : 'MISSED'} target ${r.targetSeconds} s`,
    );
  }
  console.log(`written: ${out}`);
  return ok;
}

function reportTimeMirror(r: TimeMirrorResult, run: RunInfo): boolean {
  const out = writeResult('time-mirror', run, r);
  for (const x of r.runs) {
    console.log(
      `time mirror ${x.format} (${x.employees} employees, a month): ${x.seconds} s ` +
        `(target < ${r.target.seconds} s), ${x.fileMiB} MiB, peak RSS ${x.peakRssMiB} MiB ` +
        `(+${x.rssGrowthMiB} MiB over the run; heap +${x.heapGrowthMiB} MiB) ${x.status === 'done' && x.seconds < r.target.seconds ? '✔' : '✘'}`,
    );
  }
  console.log(`  → ${out}`);
  return r.pass;
}

/** Writes dashboard.json and prints each endpoint's median against the target. */
function reportDashboard(r: DashboardResult, run: RunInfo): boolean {
  const out = writeResult('dashboard', run, r);
  for (const x of r.runs) {
    console.log(
      `dashboard ${x.endpoint} (${r.employees} employees): median ${x.medianMs} ms, p90 ${x.p90Ms} ms ` +
        `(target < ${r.target.ms} ms) ${x.medianMs < r.target.ms ? '✔' : '✘'}`,
    );
  }
  console.log(`  → ${out}`);
  return r.pass;
}

/** Writes simulator.json and prints the month's replay time against the goal. */
function reportSimulator(r: SimulatorResult, run: RunInfo): boolean {
  const out = writeResult('simulator', run, r);
  console.log(
    `simulator (${r.employees} employees × ${r.target.days} days, baseline + proposal): ` +
      `${r.ms} ms (target < ${r.target.ms} ms) ${r.pass ? '✔' : '✘'}`,
  );
  console.log(`  → ${out}`);
  return r.pass;
}
