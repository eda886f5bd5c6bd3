import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadResult, load, startProcess } from './support.js';

/** /api/health/ of the real app next to a bare Fastify server, in the same run. */
export async function benchHealth(root: string, seconds: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ponteiro-bench-'));
  const app = await startProcess([join(root, 'apps/api/dist/index.js')], {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
  });
  let appResult: LoadResult;
  try {
    appResult = await load(`${app.url}/api/health/`, seconds);
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const bare = await startProcess(['--import', 'tsx', join(root, 'bench/bare-server.ts')], {});
  let bareResult: LoadResult;
  try {
    bareResult = await load(`${bare.url}/api/health/`, seconds);
  } finally {
    await bare.stop();
  }
  return {
    app: appResult,
    bareFastify: bareResult,
    ratio: Number((appResult.requestsPerSecond / bareResult.requestsPerSecond).toFixed(3)),
  };
}
