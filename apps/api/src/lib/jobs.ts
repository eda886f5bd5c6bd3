import type { DatabaseHandle } from '@ponteiro/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

// Background jobs (pg-boss, ADR 0020): in PostgreSQL itself, so no other service is needed and
// jobs survive a restart. pg-boss runs its SQL through the app's own connection — the embedded
// database's single one (stack-check.md) or the PostgreSQL pool — so it needs no settings.

export interface JobQueue {
  /**
   * Queues a job. With `key`, at most one waits per key while another runs (queue policy
   * `stately`): a burst of changes makes one more run, not one per change.
   */
  send(queue: string, data: object, key?: string): Promise<void>;
  /** Runs `handler` for each job of `queue`, one at a time per instance. */
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Sends `queue` a job on a cron schedule (every instance agrees; one job per tick). */
  every(queue: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

type PgliteClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
};
type PoolClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** pg-boss's `db` option over PGlite: several statements (its schema) go through `exec`. */
function pgliteAdapter(client: PgliteClient) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/** pg-boss's `db` option over the app's node-postgres pool. */
function poolAdapter(pool: PoolClient) {
  return {
    executeSql: (text: string, values?: unknown[]) =>
      values && values.length > 0 ? pool.query(text, values) : pool.query(text),
  };
}

export async function startJobQueue(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const db =
    database.kind === 'pglite'
      ? pgliteAdapter((database as unknown as { pglite: PgliteClient }).pglite)
      : poolAdapter((database.db as unknown as { $client: PoolClient }).$client);
  const boss = new PgBoss({ db } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => log.error({ err: error }, 'background jobs'));
  await boss.start();
  const created = new Set<string>();
  const ensure = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue, { name: queue, policy: 'stately', retryLimit: 3 });
    created.add(queue);
  };
  return {
    async send(queue, data, key) {
      await ensure(queue);
      await boss.send(queue, data, key ? { singletonKey: key } : {});
    },
    async work(queue, handler) {
      await ensure(queue);
      await boss.work(queue, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
        if (job) await handler(job.data as never);
      });
    },
    async every(queue, cron) {
      await ensure(queue);
      await boss.schedule(queue, cron);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
