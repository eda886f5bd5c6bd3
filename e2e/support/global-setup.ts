import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { DEMO_PASSWORD } from './sign-in.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the app under test listens, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not become healthy in time:\n${log()}`);
}

/**
 * Starts the real application (the same entry as `npm start`) on a fresh embedded database and
 * the built SPA, for the browser tests. `npm test` builds the SPA before running them.
 */
export default async function setup(project: TestProject) {
  const webDist = join(root, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run "npm run build -w @ponteiro/web" first (npm test does).',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ponteiro-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(
    process.execPath,
    ['--conditions=@ponteiro/source', '--import', 'tsx', join(root, 'apps/api/src/index.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // The demo administrator's password is random unless set; the tests sign in with it.
        ADMIN_PASSWORD: DEMO_PASSWORD,
        RATE_LIMIT_MAX: '100000',
        // Links in emails (the development outbox) point back at this server.
        APP_URL: baseUrl,
        DEV_OUTBOX: 'true',
        // The timesheets overview is computed by the background job (pg-boss), as in production.
        BACKGROUND_JOBS: 'true',
        // No network in tests: maps draw the geofence without tiles.
        MAP_TILE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
