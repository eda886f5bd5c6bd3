// `npm run bench`: builds, then measures and writes JSON under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEmployeesList, type EmployeesListResult } from './employees-list.js';
import { benchHealth } from './http-health.js';
import { benchSigninBundle } from './signin-bundle.js';
import { benchTimeEngine } from './time-engine.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const health = await benchHealth(root, seconds);
const signin = await benchSigninBundle(root);

const result = {
  at: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, model: cpus()[0]?.model ?? '' },
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
if (!reportEmployees(await benchEmployeesList(root, seconds))) process.exitCode = 1;

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

/** Writes employees-list.json and prints the p99s; false when a request failed under load. */
function reportEmployees(r: EmployeesListResult): boolean {
  if ('skipped' in r) {
    console.log(`employees list: skipped (${r.skipped}); set BENCH_DATABASE_URL to run it`);
    return true;
  }
  const out = join(root, 'bench/results/employees-list.json');
  writeFileSync(
    out,
    `${JSON.stringify({ at: result.at, machine: result.machine, ...r }, null, 2)}\n`,
  );
  const variants = Object.entries(r.variants);
  const p99s = variants.map(([name, v]) => `${name} ${v.latencyP99Ms}`).join(', ');
  console.log(`employees list, ${r.employees} employees, p99 ms: ${p99s}`);
  console.log(`written: ${out}`);
  return variants.every(([, v]) => v.errors === 0 && v.non2xx === 0);
}
