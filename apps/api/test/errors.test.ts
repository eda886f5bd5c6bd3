import { platformAdmins } from '@ponteiro/db';
import { AppError, listQuerySchema } from '@ponteiro/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Drives the one error mapping with real requests: routes registered here exercise each kind
// of failure a real module can produce. Every route under /api/v1.0 must declare its access
// (ADR 0010): the probes are public.
const publicProbe = { config: { access: { public: true } } } as const;
function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/v1.0/probe/echo/',
    {
      ...publicProbe,
      schema: {
        body: z.strictObject({
          name: z.string().min(2),
          email: z.email(),
          age: z.number().int().optional(),
        }),
      },
    },
    async (request) => ({ data: request.body }),
  );
  typed.get(
    '/api/v1.0/probe/list/',
    { ...publicProbe, schema: { querystring: listQuerySchema } },
    async (request) => ({
      data: request.query,
    }),
  );
  app.get('/api/v1.0/probe/app-error/', publicProbe, async () => {
    throw new AppError('business_rule', { fieldErrors: { date: ['validation.date'] } });
  });
  app.get('/api/v1.0/probe/crash/', publicProbe, async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.post('/api/v1.0/probe/duplicate/', publicProbe, async (request) => {
    const row = { username: 'dup', passwordHash: 'x' };
    await request.server.database.db.transaction(async (tx) => {
      await tx.insert(platformAdmins).values(row);
      await tx.insert(platformAdmins).values(row);
    });
    return { data: null };
  });
}

describe.each(testDatabaseKinds())('HTTP error conventions (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { extend: addProbeRoutes });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('answers a valid body with { data }', async () => {
    const res = await post(
      '/api/v1.0/probe/echo/',
      JSON.stringify({ name: 'Ana', email: 'ana@example.com' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Ana', email: 'ana@example.com' } });
  });

  it.each([
    ['malformed JSON', '{"name": ', 400, 'invalid_json'],
    ['empty JSON body', '', 400, 'invalid_json'],
  ])('%s → %i %s', async (_label, payload, status, code) => {
    const res = await post('/api/v1.0/probe/echo/', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message: expect.any(String) });
  });

  it('takes an empty JSON body on DELETE as no body (clients always send the JSON header)', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1.0/organization/positions/00000000-0000-4000-8000-000000000000/',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    // Reaches authentication (no token), instead of failing as malformed JSON.
    expect(res.statusCode).toBe(401);
  });

  it('translates field errors by Accept-Language', async () => {
    const body = JSON.stringify({ name: 'A', email: 'nope', age: 'x', extra: 1 });
    const pt = await post('/api/v1.0/probe/echo/', body, { 'accept-language': 'pt-BR' });
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toMatchObject({
      code: 'validation_error',
      message: 'Alguns campos são inválidos. Corrija-os e tente novamente.',
      errors: {
        name: ['Informe ao menos 2 caracteres.'],
        email: ['Informe um e-mail válido.'],
        age: ['Valor inválido.'],
      },
    });
    const en = await post('/api/v1.0/probe/echo/', body, { 'accept-language': 'en-US' });
    expect(en.json().errors.email).toEqual(['Enter a valid email.']);
    expect(en.json().message).toBe('Some fields are invalid. Correct them and try again.');
  });

  it('says "required" for a missing field', async () => {
    const res = await post('/api/v1.0/probe/echo/', JSON.stringify({ email: 'a@b.co' }), {
      'accept-language': 'en',
    });
    expect(res.json().errors.name).toEqual(['This field is required.']);
  });

  it('refuses a body larger than the limit with 413', async () => {
    const res = await post(
      '/api/v1.0/probe/echo/',
      JSON.stringify({ name: 'x'.repeat(1_200_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/probe/echo/',
      payload: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it.each([
    ['page_size=30', 400],
    ['page_size=abc', 400],
    ['page=0', 400],
    ['ordering=name;drop', 400],
    ['page_size=50&page=2&ordering=-created_at', 200],
  ])('list query %s → %i', async (query, status) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1.0/probe/list/?${query}` });
    expect(res.statusCode).toBe(status);
  });

  it('applies list defaults (page 1, page_size 25)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.0/probe/list/' });
    expect(res.json().data).toMatchObject({ page: 1, page_size: 25 });
  });

  it('maps AppError to its status with translated field errors', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/probe/app-error/',
      headers: { 'accept-language': 'pt' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'business_rule',
      message: 'A operação não é permitida pelas regras do sistema.',
      errors: { date: ['Informe uma data válida (AAAA-MM-DD).'] },
    });
  });

  it('never leaks internals in a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/probe/crash/',
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
    const pt = await t.app.inject({ method: 'GET', url: '/api/v1.0/probe/crash/' });
    expect(pt.json()).toEqual({ code: 'internal_error', message: 'Erro interno do servidor' });
  });

  it('maps a unique violation to 409 and keeps the transaction all-or-nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1.0/probe/duplicate/' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    const rows = await t.database.db
      .select()
      .from(platformAdmins)
      .where(eq(platformAdmins.username, 'dup'));
    expect(rows).toHaveLength(0);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1.0/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('gives every response a request id, keeping a sane one from the caller', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(own.headers['x-request-id']).toBe('abc12345-trace');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': '<script>' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
