import { appReleases, auditLog } from '@ponteiro/db';
import { createCompanyWithOwner } from '@ponteiro/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainAdminToken, superuserToken } from './support/back-office.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 16, back-office: mobile app releases under admin-<slug>/app_history/. Every administrator
// reads (a page, or one release with ?id=); only superusers publish and edit. Version and build
// are unique per platform (409 naming the field); bad input is a 4xx and writes nothing.

const URL = 'admin-ponteiro/app_history/';
const RELEASE = {
  platform: 'android',
  version: '1.2.3',
  build: 123,
  notes_pt: 'Correções de ponto offline',
  notes_en: 'Offline punch fixes',
  min_supported_version: '1.0.0',
  forced_update: false,
  released_at: '2026-11-01T12:00:00Z',
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds())('admin app releases (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let root: string;
  let helper: string;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    root = await superuserToken(t, api);
    helper = await plainAdminToken(api, root);
    const company = await createCompanyWithOwner(t.database.db);
    owner = await accessTokenFor(t, company.owner.id, company.company.id);
  });
  afterAll(() => t.close());

  const count = async () => (await t.database.db.select().from(appReleases)).length;

  it('a superuser publishes and edits a release; admins read it, alone with ?id=', async () => {
    const created = await api.post(URL, RELEASE, root);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      ...RELEASE,
      released_at: '2026-11-01T12:00:00.000Z',
      id: expect.any(String),
    });
    const id = created.body.data.id;

    const one = await api.get(`${URL}?id=${id}`, helper);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(created.body.data);

    const edited = await api.put(
      `${URL}?id=${id}`,
      { ...RELEASE, notes_en: 'Offline punches fixed', forced_update: true, released_at: null },
      root,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      notes_en: 'Offline punches fixed',
      forced_update: true,
      // Absent on an edit: the stored date stays.
      released_at: '2026-11-01T12:00:00.000Z',
    });

    // Defaults: notes empty, no minimum, not forced, released now.
    const minimal = await api.post(URL, { platform: 'ios', version: '1.2.3', build: 123 }, root);
    expect(minimal.status).toBe(201);
    expect(minimal.body.data).toMatchObject({
      notes_pt: '',
      notes_en: '',
      min_supported_version: null,
      forced_update: false,
    });
    expect(Date.now() - Date.parse(minimal.body.data.released_at)).toBeLessThan(60_000);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'app_release'));
    expect(audits.map((a) => `${a.actorType}:${a.action}:${a.entityId}`)).toEqual(
      expect.arrayContaining([`admin:create:${id}`, `admin:update:${id}`]),
    );
    const update = audits.find((a) => a.action === 'update');
    expect(update?.before).toMatchObject({ forced_update: false });
    expect(update?.after).toMatchObject({ forced_update: true });
  });

  it('lists by page, platform, search and ordering (versions by their numbers)', async () => {
    for (const [version, build] of [
      ['1.9.0', 190],
      ['1.10.0', 1100],
      ['2.0.0', 2000],
    ] as const) {
      const res = await api.post(
        URL,
        {
          platform: 'android',
          version,
          build,
          notes_pt: `Versão ${version}`,
          notes_en: version === '2.0.0' ? 'Dark mode' : '',
          released_at: `2026-11-${String(build % 28 || 1).padStart(2, '0')}T10:00:00Z`,
        },
        root,
      );
      expect(res.status).toBe(201);
    }
    const android = await api.get(`${URL}?platform=android&ordering=-version`, helper);
    expect(android.status).toBe(200);
    expect(android.body.data.results.map((r: { version: string }) => r.version)).toEqual([
      '2.0.0',
      '1.10.0',
      '1.9.0',
      '1.2.3',
    ]);
    expect(android.body.data).toMatchObject({ count: 4, page: 1, page_size: 25 });
    const ios = await api.get(`${URL}?platform=ios`, helper);
    expect(ios.body.data.count).toBe(1);
    const found = await api.get(`${URL}?search=dark`, helper);
    expect(found.body.data.results.map((r: { version: string }) => r.version)).toEqual(['2.0.0']);
    expect((await api.get(`${URL}?search=1.10`, helper)).body.data.count).toBe(1);
    const page2 = await api.get(`${URL}?page=2&page_size=25`, helper);
    expect(page2.body.data).toMatchObject({ count: 5, page: 2, results: [] });
    // Newest release first by default.
    const all = await api.get(URL, helper);
    const dates = all.body.data.results.map((r: { released_at: string }) => r.released_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('company tokens get 401; administrators who are not superusers 403 on writes', async () => {
    expect((await api.get(URL, owner)).status).toBe(401);
    expect((await api.get(URL)).status).toBe(401);
    expect((await api.post(URL, { ...RELEASE, version: '9.0.0', build: 9000 }, owner)).status).toBe(
      401,
    );
    const before = await count();
    expect(
      (await api.post(URL, { ...RELEASE, version: '9.0.0', build: 9000 }, helper)).status,
    ).toBe(403);
    const id = (await api.get(URL, helper)).body.data.results[0].id;
    expect((await api.put(`${URL}?id=${id}`, RELEASE, helper)).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('bad input is a 4xx with field errors and writes nothing', async () => {
    const before = await count();
    const cases: [unknown, number, string][] = [
      [{ ...RELEASE, version: '1.2' }, 400, 'version'],
      [{ ...RELEASE, version: 'v1.2.3' }, 400, 'version'],
      [{ ...RELEASE, version: '01.2.3' }, 400, 'version'],
      [{ ...RELEASE, version: 123 }, 400, 'version'],
      [{ ...RELEASE, build: 0 }, 400, 'build'],
      [{ ...RELEASE, build: 1.5 }, 400, 'build'],
      [{ ...RELEASE, build: '12' }, 400, 'build'],
      [{ ...RELEASE, platform: 'windows' }, 400, 'platform'],
      [{ ...RELEASE, notes_pt: 'x'.repeat(5001) }, 400, 'notes_pt'],
      [{ ...RELEASE, notes_en: 'a\u0000b' }, 400, 'notes_en'],
      [{ ...RELEASE, min_supported_version: '1.3.0' }, 400, 'min_supported_version'],
      [{ ...RELEASE, min_supported_version: 'x' }, 400, 'min_supported_version'],
      [{ ...RELEASE, forced_update: 'yes' }, 400, 'forced_update'],
      [{ ...RELEASE, released_at: '2026-11-01' }, 400, 'released_at'],
      [{ ...RELEASE, extra: 1 }, 400, ''],
      // The same version, or the same build, on the same platform.
      [{ ...RELEASE, build: 124 }, 409, 'version'],
      [{ ...RELEASE, version: '1.2.4' }, 409, 'build'],
    ];
    for (const [body, status, field] of cases) {
      const res = await api.post(URL, body, root);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (field) expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    const conflict = await api.post(URL, { ...RELEASE, build: 124 }, root);
    expect(conflict.body.errors.version).toEqual([
      'A release with this version already exists on this platform.',
    ]);
    const min = await api.post(URL, { ...RELEASE, min_supported_version: '1.3.0' }, root);
    expect(min.body.errors.min_supported_version).toEqual([
      'The minimum version cannot be greater than the release version.',
    ]);
    // The edit too: taking another release's version is a 409.
    const other = (await api.get(`${URL}?search=2.0.0`, root)).body.data.results[0];
    const edit = await api.put(`${URL}?id=${other.id}`, { ...RELEASE, build: 2000 }, root);
    expect(edit.status).toBe(409);
    expect(Object.keys(edit.body.errors)).toEqual(['version']);

    expect(await count()).toBe(before);
    expect((await api.get(`${URL}?id=${UNKNOWN}`, root)).status).toBe(404);
    expect((await api.get(`${URL}?id=nope`, root)).status).toBe(400);
    expect((await api.put(`${URL}?id=${UNKNOWN}`, RELEASE, root)).status).toBe(404);
    expect((await api.put(URL, RELEASE, root)).status).toBe(400);
    expect((await api.get(`${URL}?page_size=7`, root)).status).toBe(400);
    expect((await api.get(`${URL}?platform=windows`, root)).status).toBe(400);
    expect((await api.get(`${URL}?ordering=__proto__`, root)).status).toBe(400);
    expect((await api.get(`${URL}?ordering=notes_pt`, root)).status).toBe(400);
  });
});
