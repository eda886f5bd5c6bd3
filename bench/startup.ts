import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './support.js';

// "Start-up to first answer" (issue 12 §7): how long `npm start` takes until the server answers
// HTTP, as a new user meets it. A first start from a clean build output (no dist, no tsbuildinfo:
// a fresh clone after `npm install`) and later starts with nothing changed; both on PGlite with a
// data folder of their own, which the later starts reuse (already migrated and seeded). The times
// include the server's own start, which a busy machine slows down: `loadAverage` tells.

export const STARTUP_GOALS = { firstStartMs: 30_000, laterStartMs: 5_000 } as const;

export interface StartupResult {
  metric: 'npm start to first HTTP answer (ms)';
  /** null when skipped (BENCH_STARTUP_COLD=0). */
  firstStartMs: number | null;
  laterStartsMs: number[];
  laterStartMedianMs: number;
  goals: typeof STARTUP_GOALS;
  withinGoals: boolean;
  /** 1-minute load average at the start and the end: a busy machine starts slower. */
  loadAverage: [number, number];
}

/** What scripts/build.js leaves behind (tsc or esbuild, and Vite): removed for the first start. */
function removeBuildOutput(root: string) {
  const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
  const built: string[] = tsconfig.references.map((r: { path: string }) => r.path);
  for (const folder of [...built, 'apps/web'].map((p) => join(root, p))) {
    rmSync(join(folder, 'dist'), { recursive: true, force: true });
    rmSync(join(folder, 'tsconfig.tsbuildinfo'), { force: true });
  }
}

/** Runs `npm start` until the first HTTP answer of /api/health/; the milliseconds it took. */
async function timeStart(root: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so stopping it also stops the build and server it spawns.
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        await fetch(`http://127.0.0.1:${port}/api/health/`);
        return Math.round(performance.now() - started);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('npm start did not answer within 5 minutes');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  }
}

export async function benchStartup(root: string): Promise<StartupResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ponteiro-bench-start-'));
  const loadBefore = Number(loadavg()[0]!.toFixed(2));
  try {
    let firstStartMs: number | null = null;
    if (process.env.BENCH_STARTUP_COLD !== '0') {
      removeBuildOutput(root);
      firstStartMs = await timeStart(root, dataDir);
    } else if (!existsSync(join(root, 'apps/api/dist/index.js'))) {
      throw new Error('no build output: run `npm run build` first');
    } else {
      // Later starts measure a data folder that exists: the first start makes it.
      await timeStart(root, dataDir);
    }
    const laterStartsMs: number[] = [];
    for (let i = 0; i < 3; i++) laterStartsMs.push(await timeStart(root, dataDir));
    const sorted = [...laterStartsMs].sort((a, b) => a - b);
    const laterStartMedianMs = sorted[1]!;
    return {
      metric: 'npm start to first HTTP answer (ms)',
      firstStartMs,
      laterStartsMs,
      laterStartMedianMs,
      goals: STARTUP_GOALS,
      withinGoals:
        laterStartMedianMs <= STARTUP_GOALS.laterStartMs &&
        (firstStartMs === null || firstStartMs <= STARTUP_GOALS.firstStartMs),
      loadAverage: [loadBefore, Number(loadavg()[0]!.toFixed(2))],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
