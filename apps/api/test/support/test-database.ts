import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type DatabaseHandle, openDatabase } from '@ponteiro/db';
import { inject } from 'vitest';
import { withDatabase } from '../global-setup.js';
import { adminClient } from './postgres.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes and, for PostgreSQL, drops the database. */
  destroy(): Promise<void>;
  url?: string;
}

/** A fresh, migrated, empty database of the given kind. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDatabase({ loadDataDir: dump });
    return { ...handle, destroy: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `ponteiro_t_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(serverUrl);
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ url, poolMax: 4 });
  return {
    ...handle,
    url,
    async destroy() {
      await handle.close();
      const a = await adminClient(serverUrl);
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** An empty PostgreSQL database (not migrated), for tests of start-up itself. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `ponteiro_e_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(serverUrl);
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const a = await adminClient(serverUrl);
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
