import { COOKIE_NAMES, endpoints } from '@ponteiro/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { isAdminPath } from '../api';
import { adminPath, loadedAdminSlug } from '../api/admin-path';
import { setTokenRefresher } from '../api/token-refresh';
import { registerToastTarget } from '../feedback/toast';
import { setCookie } from '../lib/cookies';
import { callAdmin, fetchAdminUser, loadAdminSlug } from './admin-api';
import { adminSignIn, adminSignOut } from './admin-auth';
import { writeAdminSession } from './storage';

// A server started with ADMIN_SLUG=acme serves the back-office under admin-acme/: the SPA reads
// the slug from base/client-config/ once, before its first admin call, and builds every admin
// path from it. (Each test file has its own module state, so the slug starts unknown here.)

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const CONFIG = { data: { map_tile_url: null, admin_slug: 'acme' } };
let fetchMock: Mock<typeof fetch>;

function urls(): string[] {
  return fetchMock.mock.calls.map((call) => String(call[0]));
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
  setTokenRefresher(null);
  setCookie(COOKIE_NAMES.adminSession, '', { maxAgeSeconds: 0 });
});

describe('admin slug from the server', () => {
  it('refuses to build an admin path before the slug is known', () => {
    expect(loadedAdminSlug()).toBeUndefined();
    expect(() => adminPath('users/')).toThrow();
  });

  it('tries the config again after a failed read', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { code: 'service_unavailable', message: 'x' }));
    await expect(loadAdminSlug()).rejects.toMatchObject({ status: 503 });
    expect(loadedAdminSlug()).toBeUndefined();
  });

  it('reads it once, even for concurrent first calls, and builds admin-acme/ paths', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/base/client-config/')
        ? json(200, CONFIG)
        : json(200, { data: { access_token: 'adm' } }),
    );
    await Promise.all([adminSignIn('admin', 'Senha-forte-1'), fetchAdminUser()]);
    expect(urls().filter((url) => url.includes('client-config'))).toHaveLength(1);
    expect(urls()).toEqual(
      expect.arrayContaining([
        '/api/v1.0/admin-acme/auth/login/',
        '/api/v1.0/admin-acme/users/get_user/',
      ]),
    );
    expect(urls().some((url) => url.includes('admin-ponteiro'))).toBe(false);
    expect(adminPath('users/')).toBe('admin-acme/users/');
    expect(isAdminPath('admin-acme/outbox/')).toBe(true);
    expect(isAdminPath('admin-ponteiro/outbox/')).toBe(false);
  });

  it('uses the loaded slug for every later call, logout included', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: null }));
    await callAdmin(endpoints.admin.changePassword, {
      body: { current_password: 'Senha-velha-1', new_password: 'Senha-nova-2026' },
    });
    await callAdmin(endpoints.admin.users.update, {
      params: { id: 'x' },
      body: { is_superuser: false, is_active: true },
    });
    writeAdminSession({ access_token: 'adm', username: 'admin' });
    await adminSignOut();
    expect(urls()).toEqual([
      '/api/v1.0/admin-acme/users/password_change/',
      '/api/v1.0/admin-acme/users/x/',
      '/api/v1.0/admin-acme/auth/logout/',
    ]);
  });
});
