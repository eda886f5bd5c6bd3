import { seedIfEmpty } from '@ponteiro/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// The SPA builds every back-office path from the slug this public route gives, so ADMIN_SLUG
// works without rebuilding the web client.

describe('client config', () => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { ADMIN_SLUG: 'acme' } });
    await seedIfEmpty(t.database.db, { demo: false, adminPassword: 'Admin-senha-2026' });
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('gives the admin slug to anyone, and the admin API answers under it', async () => {
    const config = await api.get('base/client-config/');
    expect(config.status).toBe(200);
    expect(config.body.data).toMatchObject({ admin_slug: 'acme' });

    const login = await api.post(`admin-${config.body.data.admin_slug}/auth/login/`, {
      username: 'admin',
      password: 'Admin-senha-2026',
    });
    expect(login.status).toBe(200);
    const me = await api.get('admin-acme/users/get_user/', login.body.data.access_token);
    expect(me.body.data).toMatchObject({ username: 'admin', is_superuser: true });
    expect(
      (await api.get('admin-ponteiro/users/get_user/', login.body.data.access_token)).status,
    ).toBe(404);
  });
});
