import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// Relative on purpose: vitest loads global setup without the project's export conditions.
import { openDatabase } from '../../../packages/db/src/client.js';
import { adminClient, postgresReachable } from './support/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data dir; each test file starts from a copy. */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL template database, or '' when no server is configured. */
    postgresTemplate: string;
  }
}

/** Migrates once per run; test files clone the result instead of migrating again. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ponteiro-test-'));
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await pglite.migrate();
  const dump = await (
    pglite as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).pglite.dumpDataDir('none');
  const templateFile = join(dir, 'pglite-template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', templateFile);

  let postgresTemplate = '';
  const url = process.env.TEST_DATABASE_URL;
  if (url && (await postgresReachable(url))) {
    postgresTemplate = `ponteiro_tpl_${process.pid}`;
    const admin = await adminClient(url);
    await admin.query(`drop database if exists ${postgresTemplate}`);
    await admin.query(`create database ${postgresTemplate}`);
    await admin.end();
    const template = await openDatabase({ url: withDatabase(url, postgresTemplate), poolMax: 2 });
    await template.migrate();
    await template.close();
  } else if (url) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is not reachable at ${url}`);
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgresTemplate && url) {
      const admin = await adminClient(url);
      await admin.query(`drop database if exists ${postgresTemplate}`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
