import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyUser, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/**
 * An upload writes its file, then points the row at it in a transaction. When the database
 * refuses that write (here a trigger raising "disk full", as a full or failing server would), the
 * new file must not stay behind and the old one must still be there and served.
 */
describe.each(testDatabaseKinds())('uploads when the database write fails (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  let dataDir: string;
  let employeeId: string;

  /** Every stored file's key (path under DATA_DIR/files), sorted. */
  const storedKeys = (): string[] =>
    readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(dataDir, 'files').length + 1))
      .sort();

  const send = (method: 'PUT' | 'POST' | 'DELETE', url: string, bytes?: Buffer) => {
    const file = bytes ? multipartFile(bytes, 'image.png') : undefined;
    return t.app.inject({
      method,
      url: `/api/v1.0/${url}`,
      ...(file ? { payload: file.payload } : {}),
      headers: {
        ...(file?.headers ?? {}),
        authorization: `Bearer ${owner.token}`,
        'accept-language': 'en-US',
      },
    });
  };

  /** The database refuses any change of `column` on `table` until `allow` runs. */
  async function refuseChangesOf(table: string, column: string) {
    const db = t.database.db;
    await db.execute(
      sql.raw(`create or replace function test_refuse_write() returns trigger language plpgsql as
        $$ begin raise exception 'could not extend file: no space left on device'
           using errcode = '53100'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger test_refuse before update of ${column} on ${table}
        for each row execute function test_refuse_write()`),
    );
    return async () => {
      await db.execute(sql.raw(`drop trigger test_refuse on ${table}`));
    };
  }

  const served = async (url: string | null) =>
    url ? (await t.app.inject({ method: 'GET', url })).statusCode : null;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ponteiro-rollback-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    api = client(t.app);
    owner = await ownerOf(api, 'rollback@example.com', '11222333000181');
    const subsidiary = await api.post(
      'organization/subsidiaries/',
      {
        name: 'Matriz',
        employer_type: 'cnpj',
        employer_id: '11222333000181',
        timezone: 'America/Sao_Paulo',
      },
      owner.token,
    );
    const employee = await api.post(
      'employees/',
      {
        name: 'José da Silva',
        cpf: '529.982.247-25',
        admission_date: '2024-01-02',
        subsidiary_id: subsidiary.body.data.id,
      },
      owner.token,
    );
    expect(employee.status).toBe(201);
    employeeId = employee.body.data.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    {
      what: 'profile photo',
      url: 'auth/users/photo/',
      upload: 'PUT',
      table: 'users',
      column: 'photo_key',
      read: async () => (await api.get('base/user/session/', owner.token)).body.data.user.photo_url,
    },
    {
      what: 'company logo',
      url: 'company/logo/',
      upload: 'PUT',
      table: 'companies',
      column: 'logo_key',
      read: async () => (await api.get('company/profile/', owner.token)).body.data.logo_url,
    },
    {
      what: 'employee photo',
      url: () => `employees/${employeeId}/photo/`,
      upload: 'POST',
      table: 'employees',
      column: 'photo_key',
      read: async () =>
        (await api.get(`employees/${employeeId}/`, owner.token)).body.data.photo_url,
    },
  ] as const)(
    '$what: a refused replacement or removal leaves no new file and keeps the old one',
    async (c) => {
      const url = typeof c.url === 'function' ? c.url() : c.url;
      expect((await send(c.upload, url, PNG)).statusCode).toBe(200);
      const photoUrl: string = await c.read();
      expect(await served(photoUrl)).toBe(200);
      const oldKey = new URL(photoUrl, 'http://api').pathname.replace('/api/v1.0/media/', '');
      const before = storedKeys();
      expect(before).toContain(oldKey);

      const allow = await refuseChangesOf(c.table, c.column);
      try {
        expect((await send(c.upload, url, JPEG)).statusCode).toBe(500);
        expect((await send('DELETE', url)).statusCode).toBe(500);
      } finally {
        await allow();
      }
      expect(storedKeys()).toEqual(before);
      expect(await c.read()).toBe(photoUrl);
      expect(await served(photoUrl)).toBe(200);

      // Once the database accepts writes again, the replacement removes the old file after commit.
      expect((await send(c.upload, url, JPEG)).statusCode).toBe(200);
      const after = storedKeys();
      expect(after).not.toContain(oldKey);
      expect(after).toHaveLength(before.length);
    },
  );
});
