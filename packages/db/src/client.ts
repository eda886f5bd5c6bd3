import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { registerScopedTransactionRunner, type ScopedTransactionRunner } from './tenancy/tenant.js';

export type Schema = typeof schema;
/** The one database type the app sees; PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened by `db.transaction` (or `withTenant`). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * The database or a transaction: what a repository function takes, so it runs inside the
 * caller's transaction when there is one. No `tx as Database` cast is needed to pass either.
 */
export type Executor = Database | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Server version, e.g. "PostgreSQL 18.6". */
  serverVersion(): Promise<string>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… ; when absent, the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` (or undefined with inMemory) keeps it in RAM. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File | undefined;
  /** Pool size for PostgreSQL. */
  poolMax?: number | undefined;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

// Any fixed number works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_KEY = 7_140_671;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolMax) : openPglite(options);
}

async function openPostgres(url: string, poolMax = 10): Promise<DatabaseHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Database;
  registerScopedTransactionRunner(db, await nodePgScopedTransactions(pool, db));
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several API instances may start together: one migrates, the others wait.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    serverVersion: () => readVersion(db),
    close: () => pool.end(),
  };
}

type SessionArgs = ConstructorParameters<typeof import('drizzle-orm/node-postgres').NodePgSession>;
interface SessionParts {
  dialect: SessionArgs[1];
  schema: SessionArgs[2];
  options: SessionArgs[3];
}

/**
 * drizzle's own transaction on a pooled client (the same classes `db.transaction` uses, savepoints
 * for nested ones), except that BEGIN and the company's settings go out as one message: drizzle
 * would send BEGIN alone and wait for it. Each round trip wakes the server and waits for it; on
 * the list path that is a fifth of the statements (bench/employees-list.ts).
 */
async function nodePgScopedTransactions(
  pool: import('pg').Pool,
  db: Database,
): Promise<ScopedTransactionRunner> {
  const { NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
  // The dialect, relational schema and options drizzle built for `db` (not public, but the very
  // values its own `transaction` passes on).
  const {
    dialect,
    schema: relations,
    options,
  } = (db as unknown as { session: SessionParts }).session;
  return async (opening, work) => {
    const client = await pool.connect();
    const session = new NodePgSession(client, dialect, relations, options);
    const tx = new NodePgTransaction(dialect, session, relations) as unknown as Tx;
    try {
      await client.query(opening);
      const result = await work(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  // PGlite creates only the last folder of the path.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      // PGlite has no autovacuum: without statistics the planner picks the wrong index for the
      // timesheets' punch reads (bench/timesheets.ts: 290 ms a batch instead of 46). Every start
      // refreshes them.
      await db.execute(sql`analyze`);
    },
    serverVersion: () => readVersion(db),
    async close() {
      if (!client.closed) await client.close();
    },
    // Exposed for tests that snapshot a migrated database.
    ...({ pglite: client } as object),
  };
}

async function readVersion(db: Database): Promise<string> {
  const result = (await db.execute(sql`select version() as version`)) as {
    rows: { version?: string }[];
  };
  const full = String(result.rows[0]?.version ?? '');
  return /^PostgreSQL [\d.]+/.exec(full)?.[0] ?? full;
}
