import { companies, openDatabase } from '@ponteiro/db';
import { seedIfEmpty } from '@ponteiro/db/seed';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { buildServer } from '../src/server.js';
import { FIXTURE_WEB_DIST } from './support/test-app.js';
import { createEmptyPostgresDatabase, testDatabaseKinds } from './support/test-database.js';

// docs/SCALING.md: the API is stateless, so instances share nothing but PostgreSQL.
describe.runIf(testDatabaseKinds().includes('postgres'))(
  'two API instances on one PostgreSQL',
  () => {
    it('start together (one migrates, the other waits), then serve the same data', async () => {
      const { url, drop } = await createEmptyPostgresDatabase();
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        WEB_DIST: FIXTURE_WEB_DIST,
      });
      const [a, b] = await Promise.all([
        openDatabase({ url, poolMax: 2 }),
        openDatabase({ url, poolMax: 2 }),
      ]);
      try {
        await Promise.all([a.migrate(), b.migrate()]);
        const reports = await Promise.all([
          seedIfEmpty(a.db, { demo: true }),
          seedIfEmpty(b.db, { demo: true }),
        ]);
        // Both raced to seed: exactly one did it, the other found the data.
        expect(reports.filter((r) => r.created)).toHaveLength(1);
        expect(await b.db.select().from(companies)).toHaveLength(1);

        const apps = await Promise.all(
          [a, b].map((database) => buildServer({ config, database, logger: false })),
        );
        for (const app of apps) {
          const res = await app.inject({ method: 'GET', url: '/api/health/' });
          expect(res.json().data.database).toMatchObject({ kind: 'postgres', ok: true });
          await app.close();
        }
      } finally {
        await a.close();
        await b.close();
        await drop();
      }
    });
  },
);
