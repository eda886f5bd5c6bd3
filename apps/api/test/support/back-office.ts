import { seedIfEmpty } from '@ponteiro/db/seed';
import { expect } from 'vitest';
import type { Client } from './http.js';
import type { TestApp } from './test-app.js';

/** The seeded platform administrator's password in the back-office tests. */
export const ADMIN_PASSWORD = 'Admin-senha-2026';

/** Seeds the platform administrator `admin` (a superuser) and signs in: its token. */
export async function superuserToken(t: TestApp, api: Client): Promise<string> {
  await seedIfEmpty(t.database.db, { demo: false, adminPassword: ADMIN_PASSWORD });
  const res = await api.post('admin-ponteiro/auth/login/', {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  return res.body.data.access_token as string;
}

/** A second administrator, `suporte`, who is not a superuser (created by `root`): its token. */
export async function plainAdminToken(api: Client, root: string): Promise<string> {
  const password = 'Balcao-Azul-2026';
  const created = await api.post('admin-ponteiro/users/', { username: 'suporte', password }, root);
  expect(created.status).toBe(201);
  const res = await api.post('admin-ponteiro/auth/login/', { username: 'suporte', password });
  return res.body.data.access_token as string;
}
