import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyUser, customRole, memberOf, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Guards run as onRequest hooks, before the body is parsed or validated: a caller without the
// permission learns nothing about the body (403, not a 400 describing its fields), and a caller
// without a session gets 401 whatever it sends.

/** Bodies that would each answer 400 with field errors to a caller holding the permission. */
const INVALID = {
  position: { name: '', cbo: 'x' },
  employee: { name: 1, cpf: 'abc' },
  role: { name: '', permissions: ['nope'] },
};

describe.each(testDatabaseKinds())('permission before body (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  let reportsOnly: CompanyUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    owner = await ownerOf(api, 'dona@example.com', '11222333000181');
    const role = await customRole(api, owner, 'Relatórios', ['reports.time_mirror']);
    reportsOnly = await memberOf(t, api, owner, 'relatorios@example.com', role);
  });
  afterAll(() => t.close());

  it.each([
    ['organization/positions/', INVALID.position],
    ['employees/', INVALID.employee],
    ['auth/roles/', INVALID.role],
  ])(
    'POST %s with an invalid body: 400 for the owner, 403 without the permission',
    async (path, body) => {
      const allowed = await api.post(path, body, owner.token);
      expect(allowed.status).toBe(400);
      expect(allowed.body.errors).toBeDefined();

      const refused = await api.post(path, body, reportsOnly.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'forbidden', message: expect.any(String) });
    },
  );

  it('refuses a role write that is not JSON at all with 403, not a parse error', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1.0/auth/roles/0190a000-0000-7000-8000-000000000001/',
      headers: { authorization: `Bearer ${reportsOnly.token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it.each([
    ['organization/positions/', INVALID.position],
    ['employees/', INVALID.employee],
    ['auth/roles/', INVALID.role],
  ])('POST %s without a session and with an invalid body: 401', async (path, body) => {
    const res = await api.post(path, body);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
    expect(res.body.errors).toBeUndefined();
  });
});
