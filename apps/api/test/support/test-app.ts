import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildServer } from '../../src/server.js';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-database.js';

export const FIXTURE_WEB_DIST = fileURLToPath(new URL('../fixtures/web-dist', import.meta.url));

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database. `extend` may add routes before the app is ready
 * (used to drive the error mapping with real requests).
 */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  // Uploaded files go to a folder of the test's own, removed at close.
  const dataDir = mkdtempSync(join(tmpdir(), 'ponteiro-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: FIXTURE_WEB_DIST,
    ...options.env,
  });
  const app = await buildServer({ config, database, logger: false });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
