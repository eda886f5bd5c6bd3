import type { DatabaseHandle } from '@ponteiro/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './jobs.js';

// The embedded database (PGlite) runs no autovacuum, so its planner never gets table statistics:
// with none it guesses, and picks e.g. the company-wide punch index over the employee's one (one
// employee's month read 80,000 rows of a 1,000-employee company). ANALYZE at start-up and every
// hour keeps the plans PostgreSQL's autovacuum would give. PostgreSQL itself needs nothing here.

export const ANALYZE_QUEUE = 'database.analyze';

export async function analyzeTables(database: DatabaseHandle, log: FastifyBaseLogger) {
  const started = Date.now();
  await database.db.execute(sql`analyze`);
  log.info({ ms: Date.now() - started }, 'database statistics refreshed');
}

export async function startDatabaseStatistics(
  jobs: JobQueue,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<void> {
  if (database.kind !== 'pglite') return;
  await jobs.work(ANALYZE_QUEUE, () => analyzeTables(database, log));
  await jobs.every(ANALYZE_QUEUE, '41 * * * *');
  await jobs.send(ANALYZE_QUEUE, {}, 'startup');
}
