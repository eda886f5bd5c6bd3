import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.js';

// Migration 0007 moves stored custom-role permissions from the old top-level `system.*` keys to
// `settings.system.*`. The database is migrated up to 0006, roles are written the old way, then
// the remaining migrations run, as they would on a deployed database.

const TAG = '0007_permissions_system_under_settings';
const COMPANY = '0190a000-0000-7000-8000-000000000001';
const OTHER_COMPANY = '0190a000-0000-7000-8000-000000000002';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ponteiro-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`migration ${tag} is not in the journal`);
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }),
  );
  return dir;
}

describe(`migration ${TAG}`, () => {
  let client: PGlite;
  let folder: string;
  const stored = new Map<string, unknown>();

  beforeAll(async () => {
    client = await PGlite.create();
    const db = drizzle(client);
    folder = migrationsBefore(TAG);
    await migrate(db, { migrationsFolder: folder });

    await client.query(
      `INSERT INTO companies (id, employer_type, employer_id, legal_name)
       VALUES ($1, 'cnpj', '11222333000181', 'Acme'), ($2, 'cnpj', '11444777000161', 'Other')`,
      [COMPANY, OTHER_COMPANY],
    );
    const roles: [string, string, string, unknown][] = [
      [
        COMPANY,
        '0190a000-0000-7000-8000-0000000000a1',
        'System admins',
        [
          'dashboard',
          'system',
          'system.role_permission',
          'system.afd_aej',
          'reports',
          'reports.summary',
        ],
      ],
      [
        COMPANY,
        '0190a000-0000-7000-8000-0000000000a2',
        'Reports only',
        ['reports', 'reports.time_mirror'],
      ],
      // Already holds Settings (a child) and a moved key twice: nothing is duplicated.
      [
        OTHER_COMPANY,
        '0190a000-0000-7000-8000-0000000000b1',
        'Mixed',
        [
          'settings',
          'settings.device',
          'system.subscription',
          'system.subscription',
          'systems.nope',
        ],
      ],
      [OTHER_COMPANY, '0190a000-0000-7000-8000-0000000000b2', 'Empty', []],
    ];
    for (const [companyId, id, name, permissions] of roles) {
      await client.query(
        `INSERT INTO company_roles (company_id, id, name, permissions, updated_at)
         VALUES ($1, $2, $3, $4::jsonb, '2020-01-01T00:00:00Z')`,
        [companyId, id, name, JSON.stringify(permissions)],
      );
    }

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const result = await client.query<{ id: string; permissions: unknown; updated_at: Date }>(
      'SELECT id, permissions, updated_at FROM company_roles',
    );
    for (const row of result.rows) stored.set(row.id, row);
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const permissionsOf = (id: string) => (stored.get(id) as { permissions: unknown }).permissions;
  const updatedAt = (id: string) => (stored.get(id) as { updated_at: Date }).updated_at;

  it('rewrites system keys under settings, adds the settings parent, keeps the rest in order', () => {
    expect(permissionsOf('0190a000-0000-7000-8000-0000000000a1')).toEqual([
      'settings',
      'dashboard',
      'settings.system',
      'settings.system.role_permission',
      'settings.system.afd_aej',
      'reports',
      'reports.summary',
    ]);
    expect(updatedAt('0190a000-0000-7000-8000-0000000000a1').getUTCFullYear()).toBeGreaterThan(
      2020,
    );
  });

  it('leaves roles without system keys untouched', () => {
    expect(permissionsOf('0190a000-0000-7000-8000-0000000000a2')).toEqual([
      'reports',
      'reports.time_mirror',
    ]);
    expect(updatedAt('0190a000-0000-7000-8000-0000000000a2').toISOString()).toBe(
      '2020-01-01T00:00:00.000Z',
    );
    expect(permissionsOf('0190a000-0000-7000-8000-0000000000b2')).toEqual([]);
  });

  it('does not duplicate keys and does not touch look-alike prefixes', () => {
    expect(permissionsOf('0190a000-0000-7000-8000-0000000000b1')).toEqual([
      'settings',
      'settings.device',
      'settings.system.subscription',
      'systems.nope',
    ]);
  });
});
