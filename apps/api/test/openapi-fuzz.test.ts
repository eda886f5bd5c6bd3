import { emailOutbox } from '@ponteiro/db';
import { seedIfEmpty } from '@ponteiro/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyUser, memberOf, ownerOf } from './support/company-people.js';
import { changedTables, type Fingerprinter, fingerprinter } from './support/db-fingerprint.js';
import { type Client, client, PASSWORD } from './support/http.js';
import {
  baseBodyOf,
  baseQueryOf,
  casesFor,
  type FuzzCase,
  type Operation,
  operationsOf,
} from './support/openapi-cases.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 10: every operation of the OpenAPI document gets generated bad input (see
// support/openapi-cases.ts) with a real path id, then with bad ids. No answer may be a 5xx, and
// a 4xx to a mutating method must leave every table as it was (support/db-fingerprint.ts lists
// what a refused request may write, with reasons). Operations come from /api/docs/json, so a new
// endpoint is covered the day it is added; nothing is skipped unless listed below.

const ADMIN_PASSWORD = 'Admin-senha-2026';
const OWNER_EMAIL = 'fuzz-owner@example.com';
const ADMIN_PREFIX = '/api/v1.0/admin-ponteiro/';

/** Operations not fuzzed, each with its reason. Keep empty unless there is no other way. */
const SKIPPED: Record<string, string> = {};

const FOREIGN = "another company's id";

const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };

describe.each(testDatabaseKinds())('bad input to every OpenAPI operation (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let fp: Fingerprinter;
  let owner: CompanyUser;
  let other: CompanyUser;
  let admin: string;
  /** Path prefix → [an id of the owner's company, another company's id of the same kind]. */
  let realIds: [prefix: string, own: string, foreign: string | undefined][];
  let operations: Operation[];

  const created = async (url: string, body: object, token: string): Promise<string> => {
    const res = await api.post(url, body, token);
    if (res.status !== 201 && res.status !== 200) {
      throw new Error(`setup ${url} failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body.data.id as string;
  };

  /** One of each record a path id can name, in `company`. */
  async function records(company: CompanyUser, cnpj: string, n: number) {
    const subsidiary = await created(
      'organization/subsidiaries/',
      { name: 'Matriz', employer_type: 'cnpj', employer_id: cnpj, timezone: 'America/Sao_Paulo' },
      company.token,
    );
    const department = await created(
      'organization/departments/',
      { name: 'Operações' },
      company.token,
    );
    const position = await created('organization/positions/', { name: 'Analista' }, company.token);
    const location = await created(
      'organization/locations/',
      { name: 'Sede', latitude: -23.55, longitude: -46.63 },
      company.token,
    );
    const employee = await created(
      'employees/',
      {
        name: 'José da Silva',
        cpf: '529.982.247-25',
        admission_date: '2024-01-02',
        subsidiary_id: subsidiary,
        department_id: department,
        position_id: position,
        location_id: location,
      },
      company.token,
    );
    const role = await created(
      'auth/roles/',
      { name: 'Papel de teste', permissions: ['dashboard'] },
      company.token,
    );
    const invitation = await created(
      'company/invitations/',
      { email: `convite${n}@example.com`, role: 'admin' },
      company.token,
    );
    return { subsidiary, department, position, location, employee, role, invitation };
  }

  const signInOwner = async () => {
    const s = await api.post('oauth2/token/', { email: OWNER_EMAIL, password: PASSWORD });
    const sel = await api.post(
      `auth/companies/${owner.companyId}/select/`,
      {},
      s.body.data.access_token,
    );
    return sel.body.data.access_token as string;
  };
  const signInAdmin = async () =>
    (await api.post('admin-ponteiro/auth/login/', { username: 'admin', password: ADMIN_PASSWORD }))
      .body.data.access_token as string;

  beforeAll(async () => {
    // The fuzzer sends thousands of requests a minute from one address.
    t = await createTestApp(kind, { env: { RATE_LIMIT_MAX: '1000000' } });
    await seedIfEmpty(t.database.db, { demo: false, adminPassword: ADMIN_PASSWORD });
    api = client(t.app);
    fp = await fingerprinter(t.database);

    owner = await ownerOf(api, OWNER_EMAIL, '11222333000181');
    other = await ownerOf(api, 'fuzz-other@example.com', '11444777000161');
    const mine = await records(owner, '11222333000181', 1);
    const theirs = await records(other, '11444777000161', 2);
    const member = await memberOf(t, api, owner, 'fuzz-member@example.com', 'employee');
    admin = await signInAdmin();
    const adminAccount = await created(
      'admin-ponteiro/users/',
      { username: 'fuzz.admin', password: 'Outra-senha-2026', is_superuser: false },
      admin,
    );
    const [mail] = await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox).limit(1);

    realIds = [
      ['/api/v1.0/auth/companies/', owner.companyId, other.companyId],
      ['/api/v1.0/auth/users/', member.userId, other.userId],
      ['/api/v1.0/company/invitations/', mine.invitation, theirs.invitation],
      ['/api/v1.0/auth/roles/', mine.role, theirs.role],
      ['/api/v1.0/organization/subsidiaries/', mine.subsidiary, theirs.subsidiary],
      ['/api/v1.0/organization/departments/', mine.department, theirs.department],
      ['/api/v1.0/organization/positions/', mine.position, theirs.position],
      ['/api/v1.0/organization/locations/', mine.location, theirs.location],
      ['/api/v1.0/employees/', mine.employee, theirs.employee],
      ['/api/v1.0/admin-ponteiro/users/', adminAccount, undefined],
      ['/api/v1.0/admin-ponteiro/outbox/', mail!.id, undefined],
    ];

    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json()).sort(
      (a, b) => (METHOD_ORDER[a.method] ?? 9) - (METHOD_ORDER[b.method] ?? 9),
    );
  }, 180_000);
  afterAll(() => t?.close());

  /** The path with its parameters filled by `id`. */
  const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

  /** Path variants: the real record first (every case), then bad ids (the base request only). */
  function pathVariants(op: Operation): { label: string; url: string; real: boolean }[] {
    if (!/\{[^}]+\}/.test(op.path)) return [{ label: '', url: op.path, real: true }];
    const known = realIds.find(([prefix]) => op.path.startsWith(prefix));
    const random = '0198c1a2-7e3b-7c4d-8e5f-0123456789ab';
    const variants = [
      // A path with no record known here still gets every case (the schema runs before the
      // handler); add its prefix to realIds to reach the handler with a real record too.
      {
        label: known ? 'real id' : 'unknown record',
        url: fill(op.path, known?.[1] ?? random),
        real: true,
      },
      { label: 'not-a-uuid', url: fill(op.path, 'not-a-uuid'), real: false },
      { label: 'random uuid', url: fill(op.path, random), real: false },
      { label: 'NUL id', url: fill(op.path, 'a%00b'), real: false },
      { label: 'bidi id', url: fill(op.path, 'a%E2%80%AEb'), real: false },
      { label: 'bad percent-encoding', url: fill(op.path, '%E0%A4%A'), real: false },
      { label: 'long id', url: fill(op.path, 'a'.repeat(300)), real: false },
      { label: 'dot segments', url: fill(op.path, '..%2F..%2Fetc%2Fpasswd'), real: false },
    ];
    if (known?.[2]) {
      variants.push({
        label: FOREIGN,
        url: fill(op.path, known[2]),
        real: false,
      });
    }
    return variants;
  }

  const isAdmin = (op: Operation) => op.path.startsWith(ADMIN_PREFIX);

  /**
   * Some operations end the session they are called with (sign-out, choosing a company rotates
   * the token family): after a 401, when the session is gone, sign in again and send the case
   * once more, so the cases after them still reach the handler.
   */
  async function renewedAfter401(op: Operation): Promise<boolean> {
    if (isAdmin(op)) {
      if ((await api.get('admin-ponteiro/users/get_user/', admin)).status !== 401) return false;
      admin = await signInAdmin();
    } else {
      if ((await api.get('base/user/session/', owner.token)).status !== 401) return false;
      owner = { ...owner, token: await signInOwner() };
    }
    return true;
  }

  it('answers no 5xx, and a refused write changes nothing', async () => {
    // The detector itself: a real write moves the mark and changes the fingerprint.
    const mark0 = await fp.writeMark();
    const print0 = await fp.full();
    await created('organization/positions/', { name: 'Detector' }, owner.token);
    expect(await fp.writeMark()).not.toBe(mark0);
    expect(changedTables(print0, await fp.full())).toContain('positions');

    const failures: string[] = [];
    const covered = new Set<string>();
    let baseline = await fp.full();
    let baselineMark = await fp.writeMark();
    let requests = 0;
    /** The mark after the last mutating request, when nothing has run since (saves a query). */
    let lastMark: string | null = null;
    /** The write mark before a request, with `baseline` brought up to date with it. */
    const beginWindow = async () => {
      const mark = lastMark ?? (await fp.writeMark());
      if (mark !== baselineMark) {
        baseline = await fp.full();
        baselineMark = mark;
      }
      return mark;
    };

    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (key in SKIPPED) continue;
      covered.add(key);
      const mutating = op.method !== 'GET' && op.method !== 'HEAD';
      const baseQuery = new URLSearchParams(baseQueryOf(op)).toString();
      const base: FuzzCase = {
        label: 'base request',
        query: baseQuery,
        ...(op.body ? { payload: baseBodyOf(op), contentType: 'application/json' } : {}),
      };
      for (const variant of pathVariants(op)) {
        const cases = variant.real ? casesFor(op) : [base];
        for (const c of cases) {
          let before = mutating ? await beginWindow() : '';
          const send = () =>
            t.app.inject({
              method: op.method as 'GET',
              url: c.query ? `${variant.url}?${c.query}` : variant.url,
              headers: {
                'accept-language': 'en-US',
                authorization: `Bearer ${isAdmin(op) ? admin : owner.token}`,
                ...(c.contentType ? { 'content-type': c.contentType } : {}),
              },
              ...(c.payload !== undefined ? { payload: c.payload } : {}),
            });
          requests++;
          let res = await send();
          if (res.statusCode === 401 && (await renewedAfter401(op))) {
            lastMark = null;
            if (mutating) before = await beginWindow();
            res = await send();
          }
          const where = `${key} [${variant.label || 'no path params'}] ${c.label}`;
          if (res.statusCode >= 500) {
            failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
          // Tenancy: another company's record is never read or changed through a path id.
          if (variant.label === FOREIGN && res.statusCode < 300) {
            failures.push(`${where} → ${res.statusCode}: another company's record answered`);
          }
          lastMark = mutating ? await fp.writeMark() : null;
          if (mutating && res.statusCode >= 400 && res.statusCode < 500) {
            const after = lastMark!;
            if (after !== before) {
              const now = await fp.full();
              const changed = changedTables(baseline, now);
              if (changed.length > 0) {
                failures.push(`${where} → ${res.statusCode} but wrote: ${changed.join(', ')}`);
              }
              baseline = now;
              baselineMark = after;
            }
          }
        }
      }
    }

    expect(failures).toEqual([]);
    // Every operation of the document was fuzzed, save the listed ones.
    const all = operations.map((op) => `${op.method} ${op.path}`);
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((k) => !covered.has(k) && !(k in SKIPPED))).toEqual([]);
    expect(requests).toBeGreaterThan(all.length * 20);
  }, 600_000);
});
