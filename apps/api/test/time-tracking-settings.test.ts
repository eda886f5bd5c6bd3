import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appendToRegister, auditLog, punchPhotos, registerRecords, withTenant } from '@ponteiro/db';
import {
  anyCpf,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createRole,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { TIME_TRACKING_DEFAULTS } from '@ponteiro/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../src/lib/storage.js';
import { eraseExpiredPunchPhotos } from '../src/modules/time-tracking/punch-photos.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 19, System › Time tracking: the settings are validated (400 with field errors in both
// languages), audited with before/after, kept to settings.system.time_tracking and the company,
// and they change what the punch endpoint records from the very next punch: collectors,
// geolocation required, photos (stored with their retention, erased after it), and the
// abnormal-punch thresholds and workday cut-off.

const SETTINGS = 'system/time-tracking/settings/';
const DEFAULTS = { ...TIME_TRACKING_DEFAULTS, updated_at: null };
/** The smallest JPEG header the byte check accepts, and some bytes after it. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);

describe.each(testDatabaseKinds())('time-tracking settings (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let ownerId: string;
  let owner: string;
  let clerk: string;
  let employeeToken: string;
  let employeeId: string;
  let employeeCpf: string;
  let subsidiaryId: string;
  let otherOwner: string;

  const put = (body: Record<string, unknown>, token = owner) =>
    api.put(SETTINGS, { ...TIME_TRACKING_DEFAULTS, ...body }, token);

  async function punch(
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
    language = 'en-US',
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/punches/',
      payload: body,
      headers: {
        authorization: `Bearer ${employeeToken}`,
        'accept-language': language,
        accessor: 'Web',
        ...headers,
      },
    });
    // biome-ignore lint/suspicious/noExplicitAny: test helper reading arbitrary JSON.
    return { status: res.statusCode, body: res.json() as Record<string, any> };
  }

  const punchCount = async () =>
    (
      await t.database.db
        .select()
        .from(registerRecords)
        .where(and(eq(registerRecords.companyId, companyId), eq(registerRecords.type, '7')))
    ).length;

  const photos = () =>
    t.database.db.select().from(punchPhotos).where(eq(punchPhotos.companyId, companyId));

  const audits = () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'time_tracking_settings'), eq(auditLog.entityId, companyId)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    ownerId = mine.owner.id;
    owner = await accessTokenFor(t, ownerId, companyId);
    subsidiaryId = (await createSubsidiary(db, companyId, { timezone: 'America/Recife' })).id;
    const user = await createMember(db, companyId, 'employee');
    const employee = await createEmployee(db, companyId, subsidiaryId, {
      userId: user.id,
      cpf: anyCpf(),
    });
    employeeId = employee.id;
    employeeCpf = employee.cpf;
    employeeToken = await accessTokenFor(t, user.id, companyId);
    clerk = await accessTokenFor(
      t,
      (await createMember(db, companyId, await createRole(db, companyId, ['timesheets.timesheet'])))
        .id,
      companyId,
    );
    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
  });
  afterAll(() => t.close());

  it('answers the shared defaults until the company saves', async () => {
    const res = await api.get(SETTINGS, owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(DEFAULTS);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses bad values with the field’s message, in both languages, and writes nothing', async () => {
    for (const [body, field] of [
      [{ collectors: [] }, 'collectors'],
      [{ collectors: ['web', 'fax'] }, 'collectors.1'],
      [{ collectors: ['web', 'web'] }, 'collectors'],
      [{ geolocation: 'maybe' }, 'geolocation'],
      [{ geofence_radius_m: 9 }, 'geofence_radius_m'],
      [{ geofence_radius_m: 5001 }, 'geofence_radius_m'],
      [{ geofence_radius_m: 50.5 }, 'geofence_radius_m'],
      [{ photo: 'always' }, 'photo'],
      [{ photo_retention_days: 0 }, 'photo_retention_days'],
      [{ photo_retention_days: 3651 }, 'photo_retention_days'],
      [{ card_wording_pt: 'x'.repeat(201) }, 'card_wording_pt'],
      [{ card_wording_en: 'Bom\u0000dia' }, 'card_wording_en'],
      [{ card_wording_en: 'line\nbreak' }, 'card_wording_en'],
      [{ far_from_schedule_minutes: 0 }, 'far_from_schedule_minutes'],
      [{ far_from_schedule_minutes: 721 }, 'far_from_schedule_minutes'],
      [{ repeated_punch_seconds: 9 }, 'repeated_punch_seconds'],
      [{ repeated_punch_seconds: 3601 }, 'repeated_punch_seconds'],
      [{ workday_cutoff: '24:00' }, 'workday_cutoff'],
      [{ workday_cutoff: '5:00' }, 'workday_cutoff'],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await api.put(SETTINGS, { collectors: ['web'] }, owner)).status).toBe(400);
    expect((await put({ extra: 1 })).status).toBe(400);

    const en = await put({ collectors: [], geofence_radius_m: 1 });
    expect(en.body.errors).toEqual({
      collectors: ['Choose at least one way to punch.'],
      geofence_radius_m: ['The value must be at least 10.'],
    });
    const pt = await t.app.inject({
      method: 'PUT',
      url: `/api/v1.0/${SETTINGS}`,
      payload: { ...TIME_TRACKING_DEFAULTS, collectors: [] },
      headers: { authorization: `Bearer ${owner}`, 'accept-language': 'pt' },
    });
    expect(pt.json().errors).toEqual({
      collectors: ['Escolha ao menos uma forma de registrar o ponto.'],
    });
    expect((await api.get(SETTINGS, owner)).body.data).toEqual(DEFAULTS);
    expect(await audits()).toHaveLength(0);
  });

  it('saves the whole form, audits what changed, and saving it again writes nothing', async () => {
    const saved = await put({
      geofence_radius_m: 250,
      card_wording_pt: '  Bom trabalho!  ',
      card_wording_en: '',
      workday_cutoff: '05:00',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      geofence_radius_m: 250,
      card_wording_pt: 'Bom trabalho!',
      card_wording_en: null,
      workday_cutoff: '05:00',
    });
    expect(saved.body.data.updated_at).toEqual(expect.any(String));
    await put({
      geofence_radius_m: 250,
      card_wording_pt: 'Bom trabalho!',
      workday_cutoff: '05:00',
    });
    const rows = await audits();
    expect(rows.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      [
        'update',
        ownerId,
        { geofence_radius_m: 100, card_wording_pt: null, workday_cutoff: '00:00' },
        { geofence_radius_m: 250, card_wording_pt: 'Bom trabalho!', workday_cutoff: '05:00' },
      ],
    ]);
    // Back to the defaults (the screen's "restore defaults"): audited too.
    expect((await put({})).body.data).toMatchObject(TIME_TRACKING_DEFAULTS);
    expect(await audits()).toHaveLength(2);
  });

  it('keeps the settings to settings.system.time_tracking and to the company', async () => {
    for (const token of [clerk, employeeToken]) {
      expect((await api.get(SETTINGS, token)).status).toBe(403);
      expect((await put({}, token)).status).toBe(403);
    }
    await put({ photo: 'optional' });
    expect((await api.get(SETTINGS, otherOwner)).body.data).toEqual(DEFAULTS);
    await put({});
  });

  it('refuses a punch from a collector the company does not accept, writing nothing', async () => {
    await put({ collectors: ['mobile'] });
    const before = await punchCount();
    const refused = await punch();
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('business_rule');
    expect(refused.body.message).toMatch(/does not accept punches from this channel/);
    const pt = await punch({}, {}, 'pt');
    expect(pt.body.message).toMatch(/não aceita registros de ponto/);
    expect(await punchCount()).toBe(before);
    // The status tells the card which collectors are accepted.
    const status = await api.get('punches/status/', employeeToken);
    expect(status.body.data.card).toMatchObject({ collectors: ['mobile'] });
    // From the next punch: allowed again, it records.
    expect((await punch({}, { accessor: 'Mobile' })).status).toBe(201);
    await put({});
    expect((await punch()).status).toBe(201);
    expect(await punchCount()).toBe(before + 2);
  });

  it('requires a position when geolocation is required; records only when it is not', async () => {
    await put({ geolocation: 'required', card_wording_en: 'Smile!' });
    const status = await api.get('punches/status/', employeeToken);
    expect(status.body.data.card).toEqual({
      wording_pt: null,
      wording_en: 'Smile!',
      geolocation: 'required',
      photo: 'off',
      collectors: ['web', 'mobile', 'desktop', 'device'],
    });
    const before = await punchCount();
    const refused = await punch();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/requires your location/);
    expect(Object.keys(refused.body.errors)).toEqual(['latitude']);
    expect(await punchCount()).toBe(before);
    const located = await punch({ latitude: -8.06, longitude: -34.87, accuracy_m: 12 });
    expect(located.status).toBe(201);
    await put({});
    expect((await punch()).status).toBe(201);
  });

  it('keeps a photo with its retention when asked, refuses one missing or not an image', async () => {
    await put({ photo: 'required', photo_retention_days: 30 });
    const before = await punchCount();
    const missing = await punch();
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/requires a photo/);
    const notImage = await punch({ photo: Buffer.from('%PDF-1.4 hello').toString('base64') });
    expect(notImage.status).toBe(415);
    expect(Object.keys(notImage.body.errors)).toEqual(['photo']);
    const large = Buffer.concat([JPEG, Buffer.alloc(600 * 1024)]);
    expect((await punch({ photo: large.toString('base64') })).status).toBe(413);
    expect(await punchCount()).toBe(before);
    expect(await photos()).toHaveLength(0);

    const made = await punch({ photo: JPEG.toString('base64') });
    expect(made.status).toBe(201);
    const [row] = await photos();
    expect(row).toMatchObject({
      recordId: made.body.data.id,
      employeeId,
      contentType: 'image/jpeg',
      size: JPEG.length,
    });
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const file = join(t.app.config.DATA_DIR, 'files', row!.storageKey);
    expect(existsSync(file)).toBe(true);

    // Optional: without one it records; a WebP is kept.
    await put({ photo: 'optional', photo_retention_days: 30 });
    expect((await punch()).status).toBe(201);
    expect((await punch({ photo: WEBP.toString('base64') })).status).toBe(201);
    expect((await photos()).map((p) => p.contentType).sort()).toEqual(['image/jpeg', 'image/webp']);
    // Off: a photo sent anyway is ignored, not stored.
    await put({ photo: 'off' });
    expect((await punch({ photo: JPEG.toString('base64') })).status).toBe(201);
    expect(await photos()).toHaveLength(2);

    // The daily job erases what is past its retention, file and row.
    const storage = localFileStorage(join(t.app.config.DATA_DIR, 'files'));
    expect(await eraseExpiredPunchPhotos({ db: t.database.db, storage })).toBe(0);
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await eraseExpiredPunchPhotos({ db: t.database.db, storage }, later)).toBe(2);
    expect(await photos()).toHaveLength(0);
    expect(existsSync(file)).toBe(false);
  });

  it('judges abnormal punches with the company’s thresholds and workday cut-off', async () => {
    // A punch pair 40 s apart at 02:00 (Recife) on a Sunday, straight into the register.
    const at = async (iso: string) =>
      withTenant(t.database.db, { companyId }, (tenant) =>
        appendToRegister(tenant, subsidiaryId, [
          {
            type: '7',
            employeeId,
            cpf: employeeCpf,
            punchedAt: new Date(iso),
            collector: '02',
            offline: false,
            flags: [],
            details: { source: 'web' },
          },
        ]),
      );
    await at('2026-03-08T02:00:00-03:00');
    await at('2026-03-08T02:00:40-03:00');
    const repeated = async () => {
      const res = await api.get(
        'timesheets/abnormal-punches/?from=2026-03-06&to=2026-03-09&kind=repeated',
        owner,
      );
      expect(res.status).toBe(200);
      return (res.body.data.results as { day: string }[]).map((r) => r.day);
    };
    expect(await repeated()).toEqual(['2026-03-08']);
    // 30 s: 40 s apart is no repeat.
    await put({ repeated_punch_seconds: 30 });
    expect(await repeated()).toEqual([]);
    // A cut-off at 05:00: the 02:00 punches belong to Saturday's workday.
    await put({ workday_cutoff: '05:00' });
    expect(await repeated()).toEqual(['2026-03-07']);
    await put({});
  });

  it('gives a new workplace the company’s default radius when the form leaves it out', async () => {
    const create = async (name: string, radius?: number) => {
      const res = await api.post(
        'organization/locations/',
        { name, latitude: -8.05, longitude: -34.9, ...(radius ? { radius_meters: radius } : {}) },
        owner,
      );
      expect(res.status).toBe(201);
      return res.body.data as { id: string; radius_meters: number };
    };
    expect((await create('Galpão A')).radius_meters).toBe(TIME_TRACKING_DEFAULTS.geofence_radius_m);
    await put({ geofence_radius_m: 250 });
    const b = await create('Galpão B');
    expect(b.radius_meters).toBe(250);
    expect((await create('Galpão C', 80)).radius_meters).toBe(80);
    // Edited without a radius: it keeps its own, whatever the default says now.
    await put({ geofence_radius_m: 400 });
    const edited = await api.put(
      `organization/locations/${b.id}/`,
      { name: 'Galpão B2', latitude: -8.05, longitude: -34.9 },
      owner,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.radius_meters).toBe(250);
    await put({});
  });
});
