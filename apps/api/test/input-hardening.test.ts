import { employees, positions } from '@ponteiro/db';
import { seedIfEmpty } from '@ponteiro/db/seed';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyUser, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 10's three causes of 500, one test each: control characters in text, `ordering` read
// from a plain object, malformed multipart. Plus the database SQLSTATEs of bad text → 400.

const ADMIN_PASSWORD = 'Admin-senha-2026';
const CONTROL_EN = /control or invisible characters/;
const CONTROL_PT = /caracteres de controle ou invisíveis/;

/** Routes that make the database itself refuse bad text, to check the SQLSTATE mapping. */
function addDatabaseProbes(app: FastifyInstance) {
  // Every route under /api/v1.0 declares its access (ADR 0010): the probes are public.
  const publicProbe = { config: { access: { public: true } } } as const;
  app.get('/api/v1.0/probe/nul-text/', publicProbe, async () => {
    // 22021: invalid byte sequence for encoding "UTF8": 0x00
    await app.database.db.execute(sql`select convert_from('\\x610062'::bytea, 'UTF8')`);
    return { data: null };
  });
  app.get('/api/v1.0/probe/nul-jsonb/', publicProbe, async () => {
    // 22P05: unsupported Unicode escape sequence (\u0000 cannot be converted to text)
    await app.database.db.execute(sql`select ('"a\\u0000b"'::jsonb ->> 0)`);
    return { data: null };
  });
}

describe.each(testDatabaseKinds())('input hardening (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  let employeeId: string;

  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: {
      payload?: string | Buffer;
      contentType?: string;
      lang?: string;
      token?: string;
    } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1.0/${url}`,
      headers: {
        'accept-language': options.lang ?? 'en-US',
        authorization: `Bearer ${options.token ?? owner.token}`,
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
      },
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
  const json = (method: 'POST' | 'PUT', url: string, body: unknown, lang?: string) =>
    send(method, url, {
      payload: JSON.stringify(body),
      contentType: 'application/json',
      ...(lang ? { lang } : {}),
    });
  const rows = async () => {
    const [p] = await t.database.db.select({ n: count() }).from(positions);
    const [e] = await t.database.db.select({ n: count() }).from(employees);
    return { positions: Number(p!.n), employees: Number(e!.n) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { extend: addDatabaseProbes });
    await seedIfEmpty(t.database.db, { demo: false, adminPassword: ADMIN_PASSWORD });
    api = client(t.app);
    owner = await ownerOf(api, 'dona@example.com', '11222333000181');
    const subsidiary = await api.post(
      'organization/subsidiaries/',
      {
        name: 'Matriz',
        employer_type: 'cnpj',
        employer_id: '11222333000181',
        timezone: 'America/Sao_Paulo',
      },
      owner.token,
    );
    const employee = await api.post(
      'employees/',
      {
        name: 'José da Silva',
        cpf: '529.982.247-25',
        admission_date: '2024-01-02',
        subsidiary_id: subsidiary.body.data.id,
      },
      owner.token,
    );
    employeeId = employee.body.data.id;
  });
  afterAll(() => t?.close());

  describe('control characters in text', () => {
    it.each([
      ['NUL', 'a\u0000b'],
      ['bell', 'a\u0007b'],
      ['right-to-left override', 'Cargo \u202Egnp.exe'],
      ['bidi isolate', 'a\u2066b'],
      ['U+FFFF', 'a\uFFFFb'],
      ['tab (single-line field)', 'Analista\tSênior'],
      ['line break (single-line field)', 'Analista\nSênior'],
    ])('refuse a position name with %s: 400 on name, nothing stored', async (_, name) => {
      const before = await rows();
      const res = await json('POST', 'organization/positions/', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(res.json().errors.name).toEqual([expect.stringMatching(CONTROL_EN)]);
      expect(await rows()).toEqual(before);
    });

    it('translate the message (pt)', async () => {
      const res = await json('POST', 'organization/positions/', { name: 'a\u0000b' }, 'pt');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.name).toEqual([expect.stringMatching(CONTROL_PT)]);
    });

    it('still accept accents, symbols and emoji', async () => {
      const res = await json('POST', 'organization/positions/', { name: 'Técnico(a) nº 2 — ✓' });
      expect(res.statusCode).toBe(201);
    });

    it.each([
      ['%00', 'NUL'],
      ['a%E2%80%AEb', 'right-to-left override'],
      ['a%09b', 'tab'],
    ])('refuse employees?search=%s (%s) with 400 on search', async (search) => {
      const res = await send('GET', `employees/?search=${search}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.search).toEqual([expect.stringMatching(CONTROL_EN)]);
    });

    it.each([
      ['organization/subsidiaries/'],
      ['organization/departments/'],
      ['organization/positions/'],
      ['organization/locations/'],
    ])('refuse %s?search=%%00 with 400 on search', async (url) => {
      const res = await send('GET', `${url}?search=%00`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['search']);
    });

    it.each([
      ['legal_name', { legal_name: 'Empresa \u202ELtda' }, 'legal_name'],
      ['trade_name', { trade_name: 'Loja\u0000' }, 'trade_name'],
      ['address.street', { address: { street: 'Rua\u2067 1' } }, 'address.street'],
      ['address.city (tab)', { address: { city: 'São\tPaulo' } }, 'address.city'],
    ])('refuse a company profile %s with a control character', async (_, change, field) => {
      const profile = {
        legal_name: 'Empresa Ltda.',
        timezone: 'America/Sao_Paulo',
        ...change,
      };
      const res = await json('PUT', 'company/profile/', profile);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toEqual([expect.stringMatching(CONTROL_EN)]);
      const stored = await send('GET', 'company/profile/');
      expect(stored.json().data.legal_name).toBe('Empresa Ltda.');
    });

    it('refuse an employee body with NUL on the field, writing nothing', async () => {
      const before = await rows();
      const res = await json('PUT', `employees/${employeeId}/`, {
        name: 'José da Silva',
        cpf: '529.982.247-25',
        admission_date: '2024-01-02',
        esocial_registration: 'ES\u00001',
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['esocial_registration']);
      expect(await rows()).toEqual(before);
    });

    it('answer the admin login with a NUL username 400 on username, not 500', async () => {
      const res = await json('POST', 'admin-ponteiro/auth/login/', {
        username: 'ad\u0000min',
        password: ADMIN_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.username).toEqual([expect.stringMatching(CONTROL_EN)]);
    });

    it('catch what no schema checks: a password, a path id, a query key', async () => {
      const signIn = await json('POST', 'oauth2/token/', {
        email: 'dona@example.com',
        password: 'Senha\u0000',
      });
      expect(signIn.statusCode).toBe(400);
      expect(Object.keys(signIn.json().errors)).toEqual(['password']);
      const byId = await send('GET', 'employees/a%00b/');
      expect(byId.statusCode).toBe(400);
      expect(Object.keys(byId.json().errors)).toEqual(['id']);
    });
  });

  describe('ordering', () => {
    const admin = async () =>
      (
        await api.post('admin-ponteiro/auth/login/', {
          username: 'admin',
          password: ADMIN_PASSWORD,
        })
      ).body.data.access_token as string;

    it.each([
      ['organization/subsidiaries/'],
      ['organization/positions/'],
      ['organization/locations/'],
      ['organization/departments/'],
      ['employees/'],
      ['admin-ponteiro/users/'],
      ['admin-ponteiro/outbox/'],
    ])('%s refuses __proto__, constructor and unknown fields with 400 on ordering', async (url) => {
      const token = url.startsWith('admin-') ? await admin() : owner.token;
      for (const ordering of ['__proto__', '-__proto__', 'constructor', 'to_string', 'nope']) {
        const res = await send('GET', `${url}?ordering=${ordering}`, { token });
        expect(res.statusCode, `${url} ${ordering}`).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['ordering']);
      }
      const ok = await send('GET', `${url}?ordering=-created_at`, { token });
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('malformed multipart', () => {
    const boundary = '----ponteiro-bad';
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const uploads: ['POST' | 'PUT', () => string][] = [
      ['PUT', () => 'auth/users/photo/'],
      ['PUT', () => 'company/logo/'],
      ['POST', () => `employees/${employeeId}/photo/`],
      ['POST', () => 'employees/import/'],
      ['POST', () => 'reports/afd/validate/'],
      ['POST', () => 'reports/aej/validate/'],
    ];

    it('echoes a file name without its control characters or bidi overrides', async () => {
      const name = 'relatorio\u202Etxt.exe\u0007.txt';
      const res = await send('POST', 'reports/afd/validate/', {
        payload: Buffer.from(`${filePart.replace('a.png', name)}0000\r\n--${boundary}--\r\n`),
        contentType: `multipart/form-data; boundary=${boundary}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.filename).toBe('relatoriotxt.exe.txt');
    });

    it.each(uploads)('%s %s answers 400 without a boundary', async (method, url) => {
      const res = await send(method, url(), {
        payload: `${filePart}abc\r\n--${boundary}--\r\n`,
        contentType: 'multipart/form-data',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_request');
    });

    it.each(uploads)('%s %s answers 400 to a truncated part', async (method, url) => {
      const before = await rows();
      const res = await send(method, url(), {
        payload: `${filePart}abc`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.file).toEqual([expect.stringMatching(/incomplete or malformed/)]);
      expect(await rows()).toEqual(before);
    });

    it.each(uploads)('%s %s answers 400 to a header cut short', async (method, url) => {
      const res = await send(method, url(), {
        payload: `--${boundary}\r\nContent-Disposition: form-da`,
        contentType: `multipart/form-data; boundary=${boundary}`,
        lang: 'pt',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.file).toEqual([expect.stringMatching(/incompleto ou malformado/)]);
    });
  });

  it.each([
    ['probe/nul-text/', '22021'],
    ['probe/nul-jsonb/', '22P05'],
  ])('maps the database refusing text (%s, SQLSTATE %s) to 400', async (url) => {
    const res = await send('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });
});
