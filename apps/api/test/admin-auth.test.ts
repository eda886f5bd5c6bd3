import { auditLog, platformAdmins } from '@ponteiro/db';
import { seedIfEmpty } from '@ponteiro/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const ADMIN_PASSWORD = 'Admin-senha-2026';

describe.each(testDatabaseKinds())('platform administrators (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.database.db, { demo: false, adminPassword: ADMIN_PASSWORD });
    api = client(t.app);
  });
  afterAll(() => t.close());

  const login = (password = ADMIN_PASSWORD, username = 'admin') =>
    api.post('admin-ponteiro/auth/login/', { username, password });

  it('signs in and reads the signed-in administrator', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const me = await api.get('admin-ponteiro/users/get_user/', res.body.data.access_token);
    expect(me.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'admin',
      is_superuser: true,
    });
    // The id is the administrator's own (the back-office marks its own row with it).
    const [row] = await t.database.db
      .select()
      .from(platformAdmins)
      .where(eq(platformAdmins.username, 'admin'));
    expect(me.body.data.id).toBe(row?.id);
  });

  it('refuses wrong credentials with 401 and audits the attempt', async () => {
    const wrong = await login('Wrong-pass-1');
    expect(wrong.status).toBe(401);
    // The back-office signs in with a user name: the message says so.
    expect(wrong.body).toEqual({
      code: 'invalid_admin_credentials',
      message: 'Invalid username or password',
    });
    const ghost = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/admin-ponteiro/auth/login/',
      payload: { username: 'ghost', password: ADMIN_PASSWORD },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(ghost.statusCode).toBe(401);
    expect(ghost.json().message).toBe('Usuário ou senha incorretos');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sign_in_failed'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('never accepts a company token in the admin area, nor an admin token in the company area', async () => {
    const user = await signUpAndIn(api, 'ana@example.com');
    expect((await api.get('admin-ponteiro/users/get_user/', user.access_token)).status).toBe(401);
    const admin = (await login()).body.data.access_token;
    expect((await api.get('base/user/session/', admin)).status).toBe(401);
    expect((await api.get('auth/companies/', admin)).status).toBe(401);
  });

  it('changes the password only with the current one', async () => {
    const token = (await login()).body.data.access_token;
    const wrong = await api.put(
      'admin-ponteiro/users/password_change/',
      { current_password: 'Nope-1234', new_password: 'Outra-senha-2027' },
      token,
    );
    expect(wrong.status).toBe(400);
    const ok = await api.put(
      'admin-ponteiro/users/password_change/',
      { current_password: ADMIN_PASSWORD, new_password: 'Outra-senha-2027' },
      token,
    );
    expect(ok.status).toBe(200);
    expect((await login()).status).toBe(401);
    expect((await login('Outra-senha-2027')).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('system users (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.database.db, { demo: false, adminPassword: ADMIN_PASSWORD });
    api = client(t.app);
    root = (
      await api.post('admin-ponteiro/auth/login/', { username: 'admin', password: ADMIN_PASSWORD })
    ).body.data.access_token;
  });
  afterAll(() => t.close());

  it('lets a superuser create users; a plain one may list but not create or edit', async () => {
    const created = await api.post(
      'admin-ponteiro/users/',
      { username: 'Suporte', name: 'Equipe de suporte', password: 'Balcao-Azul-2026' },
      root,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      username: 'suporte',
      is_superuser: false,
      is_active: true,
    });
    expect(
      (
        await api.post(
          'admin-ponteiro/users/',
          { username: 'suporte', password: 'Balcao-Azul-2026' },
          root,
        )
      ).status,
    ).toBe(409);

    const plain = (
      await api.post('admin-ponteiro/auth/login/', {
        username: 'suporte',
        password: 'Balcao-Azul-2026',
      })
    ).body.data.access_token;
    const list = await api.get('admin-ponteiro/users/?page_size=25&search=sup', plain);
    expect(list.body.data).toMatchObject({ count: 1, page: 1, page_size: 25 });
    // LIKE wildcards typed by the user are literal: `_` and `%` match no username here.
    for (const wildcard of ['_', '%25']) {
      const none = await api.get(`admin-ponteiro/users/?page_size=25&search=${wildcard}`, plain);
      expect(none.body.data.count).toBe(0);
    }
    expect((await api.get('admin-ponteiro/users/?page_size=10', plain)).status).toBe(400);
    expect(
      (
        await api.post(
          'admin-ponteiro/users/',
          { username: 'outro', password: 'Outro-2026x' },
          plain,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.put(
          `admin-ponteiro/users/${created.body.data.id}/`,
          { is_superuser: true, is_active: true },
          plain,
        )
      ).status,
    ).toBe(403);
  });

  it('keeps at least one active superuser, and a deactivated user cannot sign in', async () => {
    const me = (await api.get('admin-ponteiro/users/?search=admin', root)).body.data.results[0];
    expect(
      (
        await api.put(
          `admin-ponteiro/users/${me.id}/`,
          { is_superuser: false, is_active: true },
          root,
        )
      ).status,
    ).toBe(422);
    const other = await api.post(
      'admin-ponteiro/users/',
      { username: 'temporario', password: 'Vento-Leste-71' },
      root,
    );
    expect(
      (
        await api.put(
          `admin-ponteiro/users/${other.body.data.id}/`,
          { is_superuser: false, is_active: false },
          root,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await api.post('admin-ponteiro/auth/login/', {
          username: 'temporario',
          password: 'Vento-Leste-71',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api.put(
          'admin-ponteiro/users/0190a0b0-0000-7000-8000-000000000000/',
          { is_superuser: false, is_active: true },
          root,
        )
      ).status,
    ).toBe(404);
  });
});
