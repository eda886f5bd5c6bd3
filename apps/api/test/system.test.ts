import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('system endpoints (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('GET /api/health/ reports the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ status: 'ok', database: { kind, ok: true } });
    expect(data.database.version).toMatch(/^PostgreSQL \d+/);
    expect(data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([
    ['pt-BR', 'Você precisa entrar para continuar.'],
    ['en-US', 'You need to sign in to continue.'],
    [undefined, 'Você precisa entrar para continuar.'],
  ])('GET base/user/session/ without a token → 401 (%s)', async (lang, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/base/user/session/',
      headers: lang ? { 'accept-language': lang } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized', message });
  });

  it.each(['Bearer not-a-token', 'Basic abc', 'Bearer '])(
    'a bad Authorization header (%s) → 401',
    async (authorization) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1.0/base/user/session/',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    },
  );

  it('serves an OpenAPI 3 document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health/']).toBeDefined();
    expect(doc.paths['/api/v1.0/base/user/session/']).toBeDefined();
    // Optional fields of a body read as optional (the contract's blank-as-null preprocess).
    const employeeBody =
      doc.paths['/api/v1.0/employees/'].post.requestBody.content['application/json'].schema;
    expect(employeeBody.required).toEqual(['name', 'cpf', 'admission_date', 'subsidiary_id']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers with a CSP that allows only same-origin scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // API responses carry the same headers.
    const api = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(api.headers['content-security-policy']).toBe(csp);
  });

  it('gives the API docs page the CSP its own scripts need', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'\s*;/);
  });
});

describe('SPA serving', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it.each([
    ['/', 200],
    ['/pricing', 200],
    ['/pricing/?ref=x', 200],
    ['/employees/edit?id=1', 200],
    ['/admin/app-history/123', 200],
    ['/no-such-page', 404],
    ['/employees/edit/extra', 404],
    ['/404', 404],
  ])('deep link %s returns index.html with %i, never cached', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing file with HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with a translated message past the limit', async () => {
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1.0/base/user/session/',
        headers: { 'accept-language': 'pt' },
      });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(401);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not limit health probes', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limiting shared through Redis', () => {
  it('counts requests of two instances together', async () => {
    const env = { RATE_LIMIT_MAX: '3', REDIS_URL: process.env.TEST_REDIS_URL as string };
    const [a, b] = await Promise.all([
      createTestApp('pglite', { env }),
      createTestApp('pglite', { env }),
    ]);
    try {
      // A unique client address keeps runs apart in the shared Redis.
      const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const call = (t: TestApp) =>
        t.app.inject({ method: 'GET', url: '/api/v1.0/base/user/session/', remoteAddress });
      expect((await call(a)).statusCode).toBe(401);
      expect((await call(b)).statusCode).toBe(401);
      expect((await call(a)).statusCode).toBe(401);
      expect((await call(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
