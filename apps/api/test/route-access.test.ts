import { ALL_PERMISSIONS, API_BASE_PATH, type PermissionKey } from '@ponteiro/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RouteAccess,
  type RouteAccessEntry,
  trackRouteAccess,
} from '../src/http/define-route.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 12 §1 / ADR 0010: every route under /api/ states who may call it. The table comes from
// the server's own onRoute hook (`app.routeAccess`), so a new route is checked the day it is added.

/** Routes under /api/ that are not part of the API contract, each with its reason. */
const OUTSIDE_THE_RULES: { pattern: RegExp; reason: string }[] = [
  { pattern: /^\/api\/docs(\/|$)/, reason: 'OpenAPI UI and document (@fastify/swagger-ui)' },
];

/** Accesses that let anyone in: each must be listed here, with its reason, to be allowed. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health/': 'liveness probe',
  'GET /api/v1.0/base/client-config/': 'settings the SPA reads before sign-in',
  'POST /api/v1.0/oauth2/token/': 'sign-in',
  'POST /api/v1.0/oauth2/refresh_token/': 'the refresh token is the credential',
  'POST /api/v1.0/auth/users/sign_up/': 'sign-up',
  'POST /api/v1.0/auth/users/forgot_password/': 'password reset request',
  'GET /api/v1.0/auth/users/reset_password/': 'the reset token is the credential',
  'POST /api/v1.0/auth/users/reset_password/': 'the reset token is the credential',
  'GET /api/v1.0/media/*': 'the signed URL is the credential',
  'POST /api/v1.0/admin-ponteiro/auth/login/': 'administrator sign-in',
  'GET /api/v1.0/base/plans/': 'the public plans /pricing shows',
};

const permissionKeysOf = (access: RouteAccess): PermissionKey[] => {
  if ('permission' in access) return [access.permission];
  if ('anyPermission' in access) return [...access.anyPermission];
  if ('user' in access && access.companyPermission) return [access.companyPermission];
  return [];
};

describe.each(testDatabaseKinds())('every route declares its access (%s)', (kind) => {
  let t: TestApp;
  let routes: RouteAccessEntry[];

  beforeAll(async () => {
    // DEV_OUTBOX on, so the optional back-office routes are registered and checked too.
    t = await createTestApp(kind, { env: { DEV_OUTBOX: 'true' } });
    routes = t.app.routeAccess.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
  });
  afterAll(() => t.close());

  it('finds the whole API in the table', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.some((r) => r.url === `${API_BASE_PATH}/admin-ponteiro/outbox/`)).toBe(true);
  });

  it('has an access on every /api/ route outside the listed exceptions', () => {
    const undeclared = routes
      .filter((r) => !r.access)
      .filter((r) => !OUTSIDE_THE_RULES.some(({ pattern }) => pattern.test(r.url)))
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    // The exceptions stay outside the API base path.
    for (const r of routes.filter((r) => !r.access)) {
      expect(r.url.startsWith(`${API_BASE_PATH}/`)).toBe(false);
    }
  });

  it('opens to anyone only the routes listed as public', () => {
    const open = routes
      .filter((r) => r.access && 'public' in r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it('names only permissions of the shared tree', () => {
    const unknown = routes.flatMap((r) =>
      r.access
        ? permissionKeysOf(r.access)
            .filter((key) => !ALL_PERMISSIONS.includes(key))
            .map((key) => `${r.method} ${r.url}: ${key}`)
        : [],
    );
    expect(unknown).toEqual([]);
    expect(routes.filter((r) => r.access && permissionKeysOf(r.access).length > 0).length).toBe(
      routes.filter(
        (r) =>
          r.access &&
          ('permission' in r.access ||
            'anyPermission' in r.access ||
            'companyPermission' in r.access),
      ).length,
    );
  });

  it('guards the back-office with the administrator access only', () => {
    const admin = routes.filter((r) => r.url.startsWith(`${API_BASE_PATH}/admin-ponteiro/`));
    const wrong = admin
      .filter((r) => r.access && !('admin' in r.access))
      .map((r) => `${r.method} ${r.url}`);
    expect(wrong).toEqual(['POST /api/v1.0/admin-ponteiro/auth/login/']);
  });
});

describe('trackRouteAccess', () => {
  it('refuses at start-up a route under the base path without an access', async () => {
    const app = Fastify();
    trackRouteAccess(app, API_BASE_PATH);
    // Registered from a plugin, as every module does: the server does not start.
    app.register(async (api) => {
      api.get(`${API_BASE_PATH}/open/`, async () => ({ data: null }));
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/v1.0\/open\/ declares no access/);
    await app.close().catch(() => undefined);
  });

  it('records a declared access and leaves other paths alone', async () => {
    const app = Fastify();
    trackRouteAccess(app, API_BASE_PATH);
    app.get(`${API_BASE_PATH}/x/`, { config: { access: { permission: 'employee' } } }, () => ({}));
    app.get('/pricing', () => ({}));
    await app.ready();
    expect(app.routeAccess.filter((r) => r.method === 'GET')).toEqual([
      { method: 'GET', url: `${API_BASE_PATH}/x/`, access: { permission: 'employee' } },
      { method: 'GET', url: '/pricing', access: null },
    ]);
    await app.close();
  });
});
