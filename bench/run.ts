// `npm run bench`: builds, then measures and writes JSON under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchHealth } from './http-health.js';
import { benchSigninBundle } from './signin-bundle.js';

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
