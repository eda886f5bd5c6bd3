import { createHash } from 'node:crypto';
import type { Database, DatabaseKind } from '@ponteiro/db';
import { AppError } from '@ponteiro/shared';

// One employee import per company at a time (issue 10), so one tenant cannot occupy every parse
// worker. Within a process a set of companies answers at once. Across API instances on
// PostgreSQL a session-level advisory lock keyed by the company does; all the locks of one
// instance live on ONE pooled connection, checked out only while some import runs, so parsing
// (seconds) never holds a connection per import and starves the pool (health checks, requests).
// PGlite is embedded: one process is the whole deployment and the set is enough there (its
// single connection would also make advisory locks re-entrant for every request).

const busy = () => new AppError('conflict', { message: 'validation.import_running' });

/** A 64-bit advisory-lock key for the company's import, as a signed bigint literal. */
export function importLockKey(companyId: string): string {
  const digest = createHash('sha256').update(`employee-import:${companyId}`).digest();
  return digest.readBigInt64BE(0).toString();
}

/** The part of node-postgres' Pool this module uses (drizzle exposes the pool as `$client`). */
interface LockClient {
  query(text: string, values: unknown[]): Promise<{ rows: { ok?: boolean }[] }>;
  release(destroy?: boolean): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}
interface LockPool {
  connect(): Promise<LockClient>;
}

/** Advisory locks of this instance, all held by one connection while any is held. */
function sessionLocks(pool: LockPool) {
  let client: LockClient | null = null;
  let held = 0;
  // A dropped connection took its locks with it; the next import opens a new one.
  const onError = () => drop(true);
  let chain: Promise<unknown> = Promise.resolve();
  // Lock and unlock calls share the connection: run them one after the other.
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => {});
    return next;
  };
  const drop = (destroy = false) => {
    // The pool hands the same connection out again: take our listener off before it goes back.
    client?.off('error', onError);
    client?.release(destroy);
    client = null;
  };

  return {
    tryLock: (key: string) =>
      serial(async () => {
        if (!client) {
          client = await pool.connect();
          client.on('error', onError);
        }
        const result = await client.query('select pg_try_advisory_lock($1::bigint) as ok', [key]);
        if (result.rows[0]?.ok === true) {
          held++;
          return true;
        }
        if (held === 0) drop();
        return false;
      }),
    unlock: (key: string) =>
      serial(async () => {
        held--;
        try {
          await client?.query('select pg_advisory_unlock($1::bigint) as ok', [key]);
        } catch {
          drop(true);
        }
        if (held === 0) drop();
      }),
  };
}

export type ImportLock = ReturnType<typeof createImportLock>;

export function createImportLock(db: Database, kind: DatabaseKind) {
  const running = new Set<string>();
  const shared =
    kind === 'postgres' ? sessionLocks((db as unknown as { $client: LockPool }).$client) : null;

  return {
    /** Runs `work` while holding the company's import lock; 409 when another import holds it. */
    async run<T>(companyId: string, work: () => Promise<T>): Promise<T> {
      if (running.has(companyId)) throw busy();
      running.add(companyId);
      try {
        if (!shared) return await work();
        const key = importLockKey(companyId);
        if (!(await shared.tryLock(key))) throw busy();
        try {
          return await work();
        } finally {
          await shared.unlock(key);
        }
      } finally {
        running.delete(companyId);
      }
    },
  };
}
