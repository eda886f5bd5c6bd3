import { auditLog, products } from '@ponteiro/db';
import { createCompanyWithOwner } from '@ponteiro/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainAdminToken, superuserToken } from './support/back-office.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 16, back-office: device products under admin-<slug>/products/. A photo is uploaded first
// (products/photo/, checked by its bytes) and referenced once by the product's `photo_id`;
// administrators see it through products/{id}/photo/ and the signed `photo_url`. Only superusers
// write; bad input and disguised files are 4xx and write nothing.

const URL = 'admin-ponteiro/products/';
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const PRODUCT = {
  name: 'Relógio REP-P 300',
  code_prefix: 'DSPS',
  description: 'Relógio de ponto com biometria',
  is_active: true,
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds())('admin products (%s)', (kind) => {
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

  const upload = async (bytes: Buffer, name: string, token = root) => {
    const { payload, headers } = multipartFile(bytes, name);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1.0/${URL}photo/`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const photoOf = (id: string, token = helper) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1.0/${URL}${id}/photo/`,
      headers: { authorization: `Bearer ${token}` },
    });
  const count = async () => (await t.database.db.select().from(products)).length;

  it('a superuser creates a product with a photo; admins list it and see the photo', async () => {
    const photo = await upload(PNG, 'relogio.png');
    expect(photo.status).toBe(201);
    expect(photo.body.data).toEqual({
      photo_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content_type: 'image/png',
      size: PNG.length,
    });
    const created = await api.post(URL, { ...PRODUCT, photo_id: photo.body.data.photo_id }, root);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      ...PRODUCT,
      has_photo: true,
      photo_url: expect.stringMatching(/^\/api\/v1\.0\/media\/products\/[0-9a-f-]{36}\/photo-/),
    });
    const id = created.body.data.id;

    const served = await photoOf(id);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const signed = await t.app.inject({ method: 'GET', url: created.body.data.photo_url });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(PNG)).toBe(true);

    // A photo id works once.
    const again = await api.post(
      URL,
      { ...PRODUCT, name: 'Outro', photo_id: photo.body.data.photo_id },
      root,
    );
    expect(again.status).toBe(422);
    expect(again.body.errors.photo_id).toEqual([
      'The photo was not found or was already used; upload it again.',
    ]);

    // Edit: a new JPEG photo replaces it; absent keeps it; null removes it.
    const jpeg = await upload(JPEG, 'foto.jpg');
    const edited = await api.put(
      `${URL}${id}/`,
      { ...PRODUCT, is_active: false, photo_id: jpeg.body.data.photo_id },
      root,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ is_active: false, has_photo: true });
    expect((await photoOf(id)).headers['content-type']).toBe('image/jpeg');
    const kept = await api.put(`${URL}${id}/`, { ...PRODUCT, description: null }, root);
    expect(kept.body.data).toMatchObject({ description: null, has_photo: true });
    const removed = await api.put(`${URL}${id}/`, { ...PRODUCT, photo_id: null }, root);
    expect(removed.body.data).toMatchObject({ has_photo: false, photo_url: null });
    expect((await photoOf(id)).statusCode).toBe(404);

    const list = await api.get(URL, helper);
    expect(list.status).toBe(200);
    expect(list.body.data.results.map((p: { name: string }) => p.name)).toEqual([PRODUCT.name]);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'product'));
    expect(audits.map((a) => `${a.actorType}:${a.action}`)).toEqual(
      expect.arrayContaining(['admin:photo_uploaded', 'admin:create', 'admin:update']),
    );
    const firstUpdate = audits.find((a) => a.action === 'update');
    expect(firstUpdate?.before).toMatchObject({ is_active: true });
    expect(firstUpdate?.after).toMatchObject({ is_active: false });
  });

  it('lists by page and search, ordered by name', async () => {
    for (const [name, prefix] of [
      ['Controlador de acesso', 'HCSS'],
      ['Catraca', 'DPLD'],
      ['Leitor facial', null],
    ] as const) {
      const res = await api.post(
        URL,
        { name, code_prefix: prefix, is_active: name !== 'Leitor facial' },
        root,
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ description: null, has_photo: false });
    }
    const all = await api.get(URL, helper);
    expect(all.body.data.results.map((p: { name: string }) => p.name)).toEqual([
      'Catraca',
      'Controlador de acesso',
      'Leitor facial',
      PRODUCT.name,
    ]);
    expect((await api.get(`${URL}?ordering=-name`, helper)).body.data.results[0].name).toBe(
      PRODUCT.name,
    );
    expect((await api.get(`${URL}?search=hcss`, helper)).body.data.results[0].name).toBe(
      'Controlador de acesso',
    );
    expect((await api.get(`${URL}?search=biometria`, helper)).body.data.count).toBe(1);
    expect((await api.get(`${URL}?search=100%25`, helper)).body.data.count).toBe(0);
    expect((await api.get(`${URL}?is_active=false`, helper)).body.data.count).toBe(1);
    const page2 = await api.get(`${URL}?page=2`, helper);
    expect(page2.body.data).toMatchObject({ count: 4, page: 2, page_size: 25, results: [] });
  });

  it('company tokens get 401; administrators who are not superusers 403 on writes', async () => {
    expect((await api.get(URL, owner)).status).toBe(401);
    expect((await api.get(URL)).status).toBe(401);
    expect((await upload(PNG, 'a.png', owner)).status).toBe(401);
    const before = await count();
    expect((await api.post(URL, { ...PRODUCT, name: 'Novo' }, helper)).status).toBe(403);
    const id = (await api.get(URL, helper)).body.data.results[0].id;
    expect((await api.put(`${URL}${id}/`, { ...PRODUCT, name: 'Novo' }, helper)).status).toBe(403);
    expect((await upload(PNG, 'a.png', helper)).status).toBe(403);
    expect((await photoOf(id, owner)).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('bad input and disguised files are 4xx and write nothing', async () => {
    const before = await count();
    const cases: [unknown, number, string][] = [
      [{ ...PRODUCT, name: '' }, 400, 'name'],
      [{ ...PRODUCT, name: 12 }, 400, 'name'],
      [{ ...PRODUCT, name: 'x'.repeat(121) }, 400, 'name'],
      [{ ...PRODUCT, code_prefix: 'ABCD' }, 400, 'code_prefix'],
      [{ ...PRODUCT, is_active: 'true' }, 400, 'is_active'],
      [{ ...PRODUCT, description: 'x'.repeat(1001) }, 400, 'description'],
      [{ ...PRODUCT, photo_id: 'nope' }, 400, 'photo_id'],
      [{ ...PRODUCT, extra: true }, 400, ''],
      [{ ...PRODUCT, name: 'relógio rep-p 300' }, 409, 'name'],
      [{ ...PRODUCT, name: 'Novo', photo_id: UNKNOWN }, 422, 'photo_id'],
    ];
    for (const [body, status, field] of cases) {
      const res = await api.post(URL, body, root);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      if (field) expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    const dup = await api.post(URL, { ...PRODUCT, name: 'RELÓGIO REP-P 300' }, root);
    expect(dup.body.errors.name).toEqual(['A product with this name already exists.']);
    // A name taken on edit, with a photo: 409, and the photo can still be used afterwards.
    const catraca = (await api.get(`${URL}?search=catraca`, root)).body.data.results[0];
    const photo = await upload(PNG, 'p.png');
    const taken = await api.put(
      `${URL}${catraca.id}/`,
      { ...PRODUCT, photo_id: photo.body.data.photo_id },
      root,
    );
    expect(taken.status).toBe(409);
    expect((await photoOf(catraca.id)).statusCode).toBe(404);
    const fine = await api.put(
      `${URL}${catraca.id}/`,
      { name: 'Catraca', photo_id: photo.body.data.photo_id },
      root,
    );
    expect(fine.status).toBe(200);
    expect(fine.body.data.has_photo).toBe(true);

    expect((await api.put(`${URL}${UNKNOWN}/`, PRODUCT, root)).status).toBe(404);
    expect((await api.put(`${URL}nope/`, PRODUCT, root)).status).toBe(400);
    expect((await photoOf(UNKNOWN)).statusCode).toBe(404);
    expect((await photoOf('nope')).statusCode).toBe(400);
    expect((await api.get(`${URL}?page_size=10`, root)).status).toBe(400);
    expect((await api.get(`${URL}?ordering=photo_key`, root)).status).toBe(400);
    expect(await count()).toBe(before);

    // Files: told by their bytes, whatever their name.
    const text = await upload(Buffer.from('not an image at all'), 'foto.png');
    expect(text.status).toBe(415);
    expect(text.body.errors.file).toBeDefined();
    expect((await upload(PDF, 'foto.png')).status).toBe(415);
    expect((await upload(PDF, 'manual.pdf')).status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload(big, 'grande.png')).status).toBe(413);
    const notMultipart = await api.post(`${URL}photo/`, { file: 'x' }, root);
    expect(notMultipart.status).toBe(415);
  });
});
