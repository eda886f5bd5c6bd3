import { auditLog, feedback } from '@ponteiro/db';
import { createCompanyWithOwner, createMember } from '@ponteiro/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainAdminToken, superuserToken } from './support/back-office.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 16: feedback. A company member sends it from the app (with an optional screenshot), reads
// their own with the provider's reply; any platform administrator lists every company's, reads
// the screenshot and answers. Company and admin tokens do not cross; another user's or company's
// feedback is a 404; bad input is a 4xx that writes nothing.

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const BOUNDARY = '----ponteiro-test-boundary';

/** A multipart form with text fields only (no file). */
function formOnly(fields: Record<string, string>) {
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${BOUNDARY}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const FIELDS = {
  category: 'bug',
  message: 'O botão de salvar não responde.',
  page: '/employees',
  app_version: '1.4.0',
};

describe.each(testDatabaseKinds())('feedback (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let admin: string;
  let companyId: string;
  let owner: string;
  let ownerId: string;
  let colleague: string;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const root = await superuserToken(t, api);
    // Answering is support work: an administrator who is not a superuser does it.
    admin = await plainAdminToken(api, root);
    const company = await createCompanyWithOwner(t.database.db, {
      company: { legalName: 'Padaria Aurora Ltda.', tradeName: 'Padaria Aurora' },
      owner: { name: 'Olga Dona', email: 'olga@aurora.example' },
    });
    companyId = company.company.id;
    ownerId = company.owner.id;
    owner = await accessTokenFor(t, ownerId, companyId);
    const member = await createMember(t.database.db, companyId, 'employee', {
      name: 'Caio Colega',
    });
    colleague = await accessTokenFor(t, member.id, companyId);
    const other = await createCompanyWithOwner(t.database.db, {
      company: { legalName: 'Oficina Boreal Ltda.', tradeName: 'Oficina Boreal' },
    });
    stranger = await accessTokenFor(t, other.owner.id, other.company.id);
  });
  afterAll(() => t.close());

  const send = (
    token: string,
    form: { payload: Buffer; headers: Record<string, string> },
    lang = 'en-US',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1.0/feedback/',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
    });
  const rows = async () =>
    (await t.database.db.select().from(feedback).where(eq(feedback.companyId, companyId))).length;

  let withScreenshot: string;
  let plain: string;

  it('a member sends feedback with a screenshot (201) and without one', async () => {
    const res = await send(owner, multipartFile(PNG, 'tela.png', 'screenshot', FIELDS));
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      category: 'bug',
      message: FIELDS.message,
      page: '/employees',
      app_version: '1.4.0',
      has_screenshot: true,
      status: 'new',
      reply: null,
      replied_at: null,
      reply_read: true,
    });
    withScreenshot = data.id;

    // Even an employee without any permission may send it; no file at all is fine.
    const bare = await send(
      colleague,
      formOnly({ category: 'idea', message: 'Poderia ter modo escuro.' }),
    );
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data).toMatchObject({
      category: 'idea',
      has_screenshot: false,
      page: null,
      app_version: null,
    });
    plain = bare.json().data.id;

    // The web client's field name (`file`) works too.
    const viaFile = await send(
      owner,
      multipartFile(PNG, 'x.png', 'file', { category: 'question', message: 'Como exporto?' }),
    );
    expect(viaFile.statusCode).toBe(201);
    expect(viaFile.json().data.has_screenshot).toBe(true);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'feedback'), eq(auditLog.entityId, withScreenshot)));
    expect(audit).toMatchObject({ action: 'create', companyId, actorType: 'user' });
  });

  it.each([
    ['an empty message', { ...FIELDS, message: '' }, 400, 'message'],
    ['a too short message', { ...FIELDS, message: 'ok' }, 400, 'message'],
    ['a too long message', { ...FIELDS, message: 'a'.repeat(5001) }, 400, 'message'],
    ['control characters', { ...FIELDS, message: 'abc\u0000def' }, 400, 'message'],
    ['a bidi override', { ...FIELDS, message: 'abc\u202Edef' }, 400, 'message'],
    ['a bad category', { ...FIELDS, category: 'praise' }, 400, 'category'],
    ['no category', { message: FIELDS.message }, 400, 'category'],
    ['a too long page', { ...FIELDS, page: `/${'p'.repeat(300)}` }, 400, 'page'],
    ['a too long version', { ...FIELDS, app_version: '1'.repeat(51) }, 400, 'app_version'],
    [
      'an unknown field',
      { ...FIELDS, company_id: '00000000-0000-4000-8000-000000000000' },
      400,
      'body',
    ],
  ])('refuses %s (%i) and writes nothing', async (_name, fields, status, field) => {
    const before = await rows();
    const res = await send(owner, formOnly(fields as Record<string, string>));
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().errors ?? {})).toContain(field);
    expect(await rows()).toBe(before);
  });

  it('refuses a text file named .png (415), an oversized image (413), broken multipart (400), JSON (415)', async () => {
    const before = await rows();
    const text = await send(
      owner,
      multipartFile(Buffer.from('just text, not an image'), 'fake.png', 'screenshot', FIELDS),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.screenshot).toEqual(['File type not allowed. Send: JPEG, PNG.']);

    const big = await send(
      owner,
      multipartFile(
        Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]),
        'big.png',
        'screenshot',
        FIELDS,
      ),
      'pt',
    );
    expect(big.statusCode).toBe(413);

    const cut = multipartFile(PNG, 'tela.png', 'screenshot', FIELDS);
    const broken = await send(owner, {
      payload: cut.payload.subarray(0, cut.payload.length - 30),
      headers: cut.headers,
    });
    expect(broken.statusCode).toBe(400);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/feedback/',
      payload: FIELDS,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(json.statusCode).toBe(415);
    expect(await rows()).toBe(before);
  });

  it('each user lists only their own, newest first, paginated', async () => {
    const mine = await api.get('feedback/', owner);
    expect(mine.status).toBe(200);
    expect(mine.body.data.count).toBe(2);
    expect(mine.body.data.results.map((f: { category: string }) => f.category)).toEqual([
      'question',
      'bug',
    ]);
    const theirs = await api.get('feedback/', colleague);
    expect(theirs.body.data.results.map((f: { id: string }) => f.id)).toEqual([plain]);
    expect((await api.get('feedback/', stranger)).body.data.count).toBe(0);
    const page2 = await api.get('feedback/?page=2&page_size=25', owner);
    expect(page2.body.data).toMatchObject({ count: 2, page: 2, results: [] });
    expect((await api.get('feedback/?page_size=10', owner)).status).toBe(400);
  });

  it('another user’s or company’s feedback is a 404 on mark-read', async () => {
    expect((await api.post(`feedback/${plain}/read/`, {}, owner)).status).toBe(404);
    expect((await api.post(`feedback/${withScreenshot}/read/`, {}, stranger)).status).toBe(404);
    expect((await api.post(`feedback/${crypto.randomUUID()}/read/`, {}, owner)).status).toBe(404);
    expect((await api.post('feedback/not-a-uuid/read/', {}, owner)).status).toBe(400);
  });

  it('company tokens get 401 on the admin API and admin tokens 401 on the company API', async () => {
    expect((await api.get('admin-ponteiro/feedback/', owner)).status).toBe(401);
    expect((await api.get(`admin-ponteiro/feedback/${withScreenshot}/`, owner)).status).toBe(401);
    expect(
      (await api.put(`admin-ponteiro/feedback/${withScreenshot}/`, { reply: 'x' }, owner)).status,
    ).toBe(401);
    expect(
      (await api.get(`admin-ponteiro/feedback/${withScreenshot}/screenshot/`, owner)).status,
    ).toBe(401);
    expect((await api.get('feedback/', admin)).status).toBe(401);
    expect((await api.get('feedback/unread/', admin)).status).toBe(401);
    expect((await api.post(`feedback/${withScreenshot}/read/`, {}, admin)).status).toBe(401);
    expect((await send(admin, formOnly(FIELDS))).statusCode).toBe(401);
    expect((await api.get('feedback/')).status).toBe(401);
  });

  it('the back-office lists every company’s feedback with company and user; search and filters', async () => {
    await send(stranger, formOnly({ category: 'other', message: 'Elogio para a equipe.' }));
    const all = await api.get('admin-ponteiro/feedback/', admin);
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(4);
    const first = all.body.data.results[0];
    expect(first).toMatchObject({ category: 'other', company: { name: 'Oficina Boreal' } });
    const bug = all.body.data.results.find((f: { id: string }) => f.id === withScreenshot);
    expect(bug).toMatchObject({
      company: { id: companyId, name: 'Padaria Aurora' },
      user: { id: ownerId, name: 'Olga Dona', email: 'olga@aurora.example' },
      status: 'new',
      has_screenshot: true,
      replied_by: null,
    });

    const ids = async (query: string) =>
      (await api.get(`admin-ponteiro/feedback/?${query}`, admin)).body.data.results.map(
        (f: { id: string }) => f.id,
      );
    expect(await ids('search=salvar')).toEqual([withScreenshot]);
    expect((await ids('search=aurora')).length).toBe(3);
    expect((await ids('search=Caio')).length).toBe(1);
    expect(await ids('search=olga%40aurora')).toHaveLength(2);
    expect(await ids('category=idea')).toEqual([plain]);
    expect(await ids('status=answered')).toEqual([]);
    expect(await ids('status=new&category=bug')).toEqual([withScreenshot]);
    expect(await ids('ordering=created_at')).toHaveLength(4);
    expect((await ids('ordering=created_at'))[3]).toBe(first.id);
    const paged = await api.get('admin-ponteiro/feedback/?page=2&page_size=25', admin);
    expect(paged.body.data).toMatchObject({ count: 4, page: 2, results: [] });
    for (const bad of ['status=open', 'category=praise', 'page_size=7', 'ordering=a;b']) {
      expect((await api.get(`admin-ponteiro/feedback/?${bad}`, admin)).status, bad).toBe(400);
    }
  });

  it('detail does not mark it read; the screenshot comes with its real type', async () => {
    const one = await api.get(`admin-ponteiro/feedback/${withScreenshot}/`, admin);
    expect(one.status).toBe(200);
    expect(one.body.data.status).toBe('new');
    expect((await api.get(`admin-ponteiro/feedback/${crypto.randomUUID()}/`, admin)).status).toBe(
      404,
    );
    const shot = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/admin-ponteiro/feedback/${withScreenshot}/screenshot/`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(shot.rawPayload).equals(PNG)).toBe(true);
    expect((await api.get(`admin-ponteiro/feedback/${plain}/screenshot/`, admin)).status).toBe(404);
  });

  it('status changes: read, back to new; answered needs a reply; bad bodies are 400', async () => {
    const url = `admin-ponteiro/feedback/${plain}/`;
    const read = await api.put(url, { status: 'read' }, admin);
    expect(read.status).toBe(200);
    expect(read.body.data.status).toBe('read');
    expect((await api.put(url, { status: 'new' }, admin)).body.data.status).toBe('new');
    const answered = await api.put(url, { status: 'answered' }, admin);
    expect(answered.status).toBe(400);
    expect(answered.body.errors.reply).toEqual(['Write the reply to mark it as answered.']);
    for (const body of [
      {},
      { reply: '' },
      { reply: '   ' },
      { reply: 'a\u0000b' },
      { reply: 'x'.repeat(5001) },
      { status: 'closed' },
      { reply: 'ok', status: 'read' },
      { reply: 'ok', extra: 1 },
    ]) {
      expect((await api.put(url, body, admin)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await api.put(`admin-ponteiro/feedback/${crypto.randomUUID()}/`, { status: 'read' }, admin))
        .status,
    ).toBe(404);
    const after = await api.get(url, admin);
    expect(after.body.data).toMatchObject({ status: 'new', reply: null });
  });

  it('the reply round trip: answered, unread 1, mark read, 0', async () => {
    expect((await api.get('feedback/unread/', owner)).body.data).toEqual({ count: 0 });
    const replied = await api.put(
      `admin-ponteiro/feedback/${withScreenshot}/`,
      { reply: 'Corrigido na versão 1.4.1. Obrigado!' },
      admin,
    );
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({
      status: 'answered',
      reply: 'Corrigido na versão 1.4.1. Obrigado!',
      replied_by: { username: 'suporte' },
      reply_read: false,
    });
    expect(replied.body.data.replied_at).toEqual(expect.any(String));
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'feedback'),
          eq(auditLog.entityId, withScreenshot),
          eq(auditLog.action, 'reply'),
        ),
      );
    expect(audit).toMatchObject({ companyId, actorType: 'admin' });

    expect((await api.get('feedback/unread/', owner)).body.data).toEqual({ count: 1 });
    expect((await api.get('feedback/unread/', colleague)).body.data).toEqual({ count: 0 });
    const list = await api.get('feedback/', owner);
    const mine = list.body.data.results.find((f: { id: string }) => f.id === withScreenshot);
    expect(mine).toMatchObject({
      status: 'answered',
      reply: 'Corrigido na versão 1.4.1. Obrigado!',
      reply_read: false,
    });
    // Once answered, it cannot go back to new or read.
    const back = await api.put(
      `admin-ponteiro/feedback/${withScreenshot}/`,
      { status: 'read' },
      admin,
    );
    expect(back.status).toBe(422);

    const read = await api.post(`feedback/${withScreenshot}/read/`, {}, owner);
    expect(read.status).toBe(200);
    expect(read.body.data.reply_read).toBe(true);
    expect((await api.get('feedback/unread/', owner)).body.data).toEqual({ count: 0 });
    // Again: nothing changes.
    expect((await api.post(`feedback/${withScreenshot}/read/`, {}, owner)).status).toBe(200);
    const answered = await api.get('admin-ponteiro/feedback/?status=answered', admin);
    expect(answered.body.data.results.map((f: { id: string }) => f.id)).toEqual([withScreenshot]);
  });

  it('a plan-change request (/system/subscription) reaches the back-office as its own kind', async () => {
    const sent = await send(
      owner,
      formOnly({
        category: 'upgrade',
        message: 'Mais 20 colaboradores, por favor.',
        page: '/system/subscription',
      }),
    );
    expect(sent.statusCode).toBe(201);
    const upgrades = await api.get('admin-ponteiro/feedback/?category=upgrade', admin);
    expect(upgrades.body.data.results).toEqual([
      expect.objectContaining({
        id: sent.json().data.id,
        category: 'upgrade',
        page: '/system/subscription',
        company: expect.objectContaining({ id: companyId }),
      }),
    ]);
  });
});
