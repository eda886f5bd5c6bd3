import { auditLog, employees } from '@ponteiro/db';
import {
  anyCpf,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createOrganization,
  createRole,
  createSubsidiary,
  type NewEmployee,
} from '@ponteiro/db/testing';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constraintError } from '../src/modules/employees/constraint-errors.js';
import type { CompanyUser } from './support/company-people.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Setup goes straight to the database (@ponteiro/db/testing): the API under test is the
// employees API, not sign-up, invitations or the organization screens. Each case that needs an
// employee to exist makes its own, so cases do not depend on each other's order.

describe.each(testDatabaseKinds())('employees (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  let other: CompanyUser;
  let employeeRole: CompanyUser;
  let readOnly: CompanyUser;
  let org: { subsidiary: string; department: string; position: string; location: string };
  let foreignSubsidiary: string;

  /** A company with its owner's token, one of each structure row, and no employees. */
  const company = async (names: Parameters<typeof createOrganization>[2] = {}) => {
    const db = t.database.db;
    const { company, owner } = await createCompanyWithOwner(db);
    const rows = await createOrganization(db, company.id, names);
    return {
      owner: {
        token: await accessTokenFor(t, owner.id, company.id),
        userId: owner.id,
        companyId: company.id,
      } satisfies CompanyUser,
      org: {
        subsidiary: rows.subsidiary.id,
        department: rows.department.id,
        position: rows.position.id,
        location: rows.location.id,
      },
    };
  };

  /** An employee of the owner's company, written directly (not through the API). */
  const existing = (over: NewEmployee = {}) =>
    createEmployee(t.database.db, owner.companyId, org.subsidiary, over);

  /** A valid body for the structure `at` (the owner's by default); `over` replaces fields. */
  const body = (over: Record<string, unknown> = {}, at = org) => ({
    name: 'José da Silva',
    cpf: '529.982.247-25',
    pis: '120.34567.89-9',
    birth_date: '1990-05-01',
    email: 'Jose@Example.com',
    country_code: '+55',
    phone: '(11) 98765-4321',
    registration: 'A100',
    esocial_registration: 'ES-1',
    admission_date: '2024-01-02',
    termination_date: '',
    subsidiary_id: at.subsidiary,
    department_id: at.department,
    position_id: at.position,
    location_id: at.location,
    device_pin: '100',
    badge: 'B100',
    ...over,
  });

  const create = async (over: Record<string, unknown> = {}) => {
    const res = await api.post('employees/', body(over), owner.token);
    if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
    return res.body.data as { id: string; name: string };
  };

  /** Rows that a refused request must leave untouched. */
  const counts = async () => {
    const [e] = await t.database.db.select({ n: count() }).from(employees);
    const [a] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.entity, 'employee'));
    return { employees: Number(e!.n), audits: Number(a!.n) };
  };

  const send = (method: 'POST' | 'PUT', url: string, payload: string, token: string) =>
    t.app.inject({
      method,
      url: `/api/v1.0/${url}`,
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'en-US',
      },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    ({ owner, org } = await company({
      subsidiary: { name: 'Matriz' },
      department: { name: 'Vendas' },
      position: { name: 'Vendedor', cbo: '521110' },
      location: { name: 'Loja', latitude: -23.5, longitude: -46.6 },
    }));
    const member = async (role: string) => {
      const user = await createMember(db, owner.companyId, role);
      return { token: await accessTokenFor(t, user.id, owner.companyId), userId: user.id };
    };
    employeeRole = { ...(await member('employee')), companyId: owner.companyId };
    const role = await createRole(db, owner.companyId, ['employee'], 'Consulta');
    readOnly = { ...(await member(role)), companyId: owner.companyId };
    const outra = await createCompanyWithOwner(db);
    other = {
      token: await accessTokenFor(t, outra.owner.id, outra.company.id),
      userId: outra.owner.id,
      companyId: outra.company.id,
    };
    foreignSubsidiary = (await createSubsidiary(db, other.companyId, { name: 'Matriz' })).id;
  });
  afterAll(() => t.close());

  it('creates an employee with normalized values and audits every value', async () => {
    const res = await api.post('employees/', body(), owner.token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'José da Silva',
      cpf: '52998224725',
      pis: '12034567899',
      email: 'jose@example.com',
      phone: '11987654321',
      termination_date: null,
      status: 'active',
      subsidiary: { id: org.subsidiary, name: 'Matriz' },
      department: { id: org.department, name: 'Vendas' },
      position: { id: org.position, name: 'Vendedor' },
      location: { id: org.location, name: 'Loja' },
      has_photo: false,
      photo_url: null,
      user: null,
    });
    const id = res.body.data.id;
    expect((await api.get(`employees/${id}/`, owner.token)).body.data).toEqual(res.body.data);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ action: 'create', actorId: owner.userId, before: null });
    expect(audit!.after).toMatchObject({
      name: 'José da Silva',
      cpf: '52998224725',
      department_id: org.department,
      termination_date: null,
      status: 'active',
    });
  });

  it('updates the whole form and audits only the changed fields; no change, no audit', async () => {
    const { id } = await create({
      cpf: '11144477735',
      registration: 'U1',
      device_pin: 'U1',
      badge: 'U1',
      email: '',
      department_id: null,
    });
    const updated = await api.put(
      `employees/${id}/`,
      body({
        name: 'José Souza',
        cpf: '11144477735',
        registration: 'U1',
        device_pin: 'U1',
        badge: 'U1',
        email: '',
        department_id: org.department,
      }),
      owner.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'José Souza', status: 'active' });
    const audits = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'employee'),
            eq(auditLog.entityId, id),
            eq(auditLog.action, 'update'),
          ),
        );
    const [audit] = await audits();
    expect(audit!.before).toEqual({ name: 'José da Silva', department_id: null });
    expect(audit!.after).toEqual({ name: 'José Souza', department_id: org.department });

    const same = await api.put(
      `employees/${id}/`,
      body({
        name: 'José Souza',
        cpf: '111.444.777-35',
        registration: 'U1',
        device_pin: 'U1',
        badge: 'U1',
        email: null,
      }),
      owner.token,
    );
    expect(same.status).toBe(200);
    expect(await audits()).toHaveLength(1);
  });

  it('answers 409 on the field for a duplicate CPF, registration, PIN or badge', async () => {
    const { id } = await create({
      cpf: '12345678909',
      registration: 'D1',
      device_pin: 'D1',
      badge: 'D1',
    });
    const before = await counts();
    const dup = await api.post(
      'employees/',
      body({ cpf: '123.456.789-09', registration: 'D1', device_pin: 'D1', badge: 'D1' }),
      owner.token,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual({
      cpf: ['An employee with this CPF already exists in the company.'],
      registration: ['An employee with this registration number already exists.'],
      device_pin: ['An employee with this PIN already exists.'],
      badge: ['An employee with this badge already exists.'],
    });
    // Another employee's CPF on update; the employee's own values are not duplicates.
    const second = await create({
      cpf: '98765432100',
      registration: 'D2',
      device_pin: 'D2',
      badge: 'D2',
    });
    const clash = await api.put(
      `employees/${second.id}/`,
      body({ cpf: '12345678909', registration: 'D2', device_pin: 'D2', badge: 'D2' }),
      owner.token,
    );
    expect(clash.status).toBe(409);
    expect(Object.keys(clash.body.errors)).toEqual(['cpf']);
    expect(
      (
        await api.put(
          `employees/${id}/`,
          body({ cpf: '12345678909', registration: 'D1', device_pin: 'D1', badge: 'D1' }),
          owner.token,
        )
      ).status,
    ).toBe(200);
    // The same CPF is free in another company.
    const elsewhere = await api.post(
      'employees/',
      body({
        cpf: '12345678909',
        subsidiary_id: foreignSubsidiary,
        department_id: null,
        position_id: null,
        location_id: null,
      }),
      other.token,
    );
    expect(elsewhere.status).toBe(201);
    expect((await counts()).employees).toBe(before.employees + 2);
  });

  it('answers 400 not_found_ref for references outside the company, writing nothing', async () => {
    const before = await counts();
    const res = await api.post(
      'employees/',
      body({
        cpf: '39053344705',
        registration: 'R1',
        device_pin: 'R1',
        badge: 'R1',
        subsidiary_id: foreignSubsidiary,
        department_id: '0190a0b0-0000-7000-8000-000000000000',
      }),
      owner.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      subsidiary_id: ['Record not found.'],
      department_id: ['Record not found.'],
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['an empty body', ''],
    ['a JSON array', '[]'],
  ])('refuses %s with 400 and writes nothing', async (_label, payload) => {
    const before = await counts();
    const res = await send('POST', 'employees/', payload, owner.token);
    expect(res.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  const BAD: [string, Record<string, unknown>, string][] = [
    ['wrong type', { name: 42 }, 'name'],
    ['unknown field', { status: 'disabled' }, 'body'],
    ['company from the body', { company_id: '0190a0b0-0000-7000-8000-000000000000' }, 'body'],
    ['invalid CPF', { cpf: '123.456.789-00' }, 'cpf'],
    ['repeated-digit CPF', { cpf: '111.111.111-11' }, 'cpf'],
    ['missing CPF', { cpf: undefined }, 'cpf'],
    ['invalid PIS', { pis: '120.34567.89-0' }, 'pis'],
    ['name with digits', { name: 'José 2' }, 'name'],
    ['too long name', { name: 'a'.repeat(121) }, 'name'],
    ['too long registration', { registration: 'A'.repeat(31) }, 'registration'],
    ['non-alphanumeric badge', { badge: 'B-1' }, 'badge'],
    ['accented PIN', { device_pin: 'é1' }, 'device_pin'],
    ['bad uuid', { subsidiary_id: 'not-a-uuid' }, 'subsidiary_id'],
    ['bad email', { email: 'jose@' }, 'email'],
    ['bad date', { admission_date: '2024-02-30' }, 'admission_date'],
    ['termination before admission', { termination_date: '2023-12-31' }, 'termination_date'],
    ['birth after admission', { birth_date: '2024-02-01' }, 'birth_date'],
    ['bad phone for +55', { phone: '123' }, 'phone'],
    ['unknown dial code', { country_code: '+999' }, 'country_code'],
  ];

  it.each(BAD)('refuses %s with 400 on the field, writing nothing', async (_l, over, field) => {
    const { id } = await existing();
    const before = await counts();
    const payload = body({ cpf: '16899535009', registration: 'X1', ...over });
    const res = await api.post('employees/', payload, owner.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    const put = await api.put(`employees/${id}/`, payload, owner.token);
    expect(put.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('keeps the monthly salary as typed in either language, with cents; refuses what is not one', async () => {
    const typed = await api.post(
      'employees/',
      body({
        cpf: anyCpf(),
        registration: 'SAL1',
        device_pin: '',
        badge: '',
        monthly_salary: 'R$ 3.500,5',
      }),
      owner.token,
    );
    expect(typed.status).toBe(201);
    expect(typed.body.data.monthly_salary).toBe('3500.50');
    const none = await api.post(
      'employees/',
      body({
        cpf: anyCpf(),
        registration: 'SAL2',
        device_pin: '',
        badge: '',
        monthly_salary: '',
      }),
      owner.token,
    );
    expect(none.body.data.monthly_salary).toBeNull();
    for (const bad of ['-1', '0', 'três mil', 10_000_000, true]) {
      const res = await api.post(
        'employees/',
        body({
          cpf: anyCpf(),
          registration: 'SAL3',
          device_pin: '',
          badge: '',
          monthly_salary: bad,
        }),
        owner.token,
      );
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.errors.monthly_salary).toBeDefined();
    }
  });

  it('translates field messages by Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/employees/',
      payload: body({ cpf: '123' }),
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'pt' },
    });
    expect(res.json().errors.cpf).toEqual(['CPF inválido.']);
  });

  it('lists with search (accents, case, CPF digits, registration), filters, ordering and pages', async () => {
    // A company of its own, so the counts and orders below see only this case's employees.
    const here = await company();
    const { owner, org } = here;
    const create = async (over: Record<string, unknown> = {}) => {
      const res = await api.post('employees/', body(over, org), owner.token);
      if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
    };
    const jose = { name: 'José da Silva', subsidiaryId: org.subsidiary };
    for (const cpf of ['52998224725', '12345678909', '98765432100']) {
      await createEmployee(t.database.db, owner.companyId, org.subsidiary, { ...jose, cpf });
    }
    await createEmployee(t.database.db, owner.companyId, org.subsidiary, {
      name: 'José Souza',
      cpf: '11144477735',
    });
    const elsewhere = await company();
    const foreignSubsidiary = elsewhere.org.subsidiary;
    const other = elsewhere.owner;
    await createEmployee(t.database.db, other.companyId, foreignSubsidiary, {
      ...jose,
      subsidiaryId: foreignSubsidiary,
      cpf: '12345678909',
    });
    await create({
      name: 'Ângela Müller',
      cpf: '20030040094',
      registration: 'ZX9',
      device_pin: 'L1',
      badge: 'L1',
      admission_date: '2020-03-01',
      position_id: null,
    });
    await create({
      name: 'Bruno Alves',
      cpf: '31415926590',
      registration: 'L2',
      device_pin: 'L2',
      badge: 'L2',
      department_id: null,
    });
    const names = async (query: string) => {
      const res = await api.get(`employees/?${query}`, owner.token);
      expect(res.status).toBe(200);
      return res.body.data.results.map((e: { name: string }) => e.name);
    };
    expect(await names('search=ANGELA')).toEqual(['Ângela Müller']);
    expect(await names('search=muller')).toEqual(['Ângela Müller']);
    expect(await names(`search=${encodeURIComponent('ângela')}`)).toEqual(['Ângela Müller']);
    expect(await names(`search=${encodeURIComponent('200.300')}`)).toEqual(['Ângela Müller']);
    expect(await names('search=zx9')).toEqual(['Ângela Müller']);
    expect(await names('search=%25')).toEqual([]);
    // Name order ignores accents and case, the same on PGlite (C locale) and PostgreSQL.
    expect(await names('search=jos')).toEqual([
      'José da Silva',
      'José da Silva',
      'José da Silva',
      'José Souza',
    ]);

    const all = await api.get('employees/?page_size=50&ordering=-name', owner.token);
    expect(all.body.data).toMatchObject({ page: 1, page_size: 50 });
    const sorted = all.body.data.results.map((e: { name: string }) => e.name);
    expect(sorted[0]).toBe('José Souza');
    expect(sorted.at(-1)).toBe('Ângela Müller');
    expect(all.body.data.count).toBe(sorted.length);

    expect(await names(`position_id=${org.position}&search=a`)).not.toContain('Ângela Müller');
    expect(await names(`subsidiary_id=${org.subsidiary}&search=bruno`)).toEqual(['Bruno Alves']);
    expect(await names(`department_id=${org.department}&search=bruno`)).toEqual([]);
    expect(await names('status=disabled')).toEqual([]);
    expect((await names('ordering=admission_date'))[0]).toBe('Ângela Müller');

    // Two pages of one: disjoint, in the same stable order as the full list.
    const page = async (n: number) =>
      (await api.get(`employees/?ordering=status&page=${n}&page_size=25`, owner.token)).body.data;
    expect((await page(2)).results).toEqual([]);
    expect((await page(1)).count).toBe(all.body.data.count);
    // Past the end the page has no rows to carry the count: it is still the full count.
    expect((await page(2)).count).toBe(all.body.data.count);

    for (const bad of [
      'page_size=30',
      'page=0',
      'ordering=cpf',
      'status=gone',
      'subsidiary_id=x',
      `search=${'a'.repeat(201)}`,
    ]) {
      expect((await api.get(`employees/?${bad}`, owner.token)).status, bad).toBe(400);
    }
    // Another company sees only its own José.
    const foreign = await api.get('employees/?search=jos', other.token);
    expect(
      foreign.body.data.results.map((e: { subsidiary: { id: string } }) => e.subsidiary.id),
    ).toEqual([foreignSubsidiary]);
  });

  it('answers 404 for another company’s employee on every route', async () => {
    const { id } = await existing();
    const before = await counts();
    const foreignBody = body({
      subsidiary_id: foreignSubsidiary,
      department_id: null,
      position_id: null,
      location_id: null,
      cpf: '27182818205',
    });
    expect((await api.get(`employees/${id}/`, other.token)).status).toBe(404);
    expect((await api.put(`employees/${id}/`, foreignBody, other.token)).status).toBe(404);
    expect((await api.get(`employees/${id}/history/`, other.token)).status).toBe(404);
    expect((await api.delete(`employees/${id}/photo/`, other.token)).status).toBe(404);
    expect((await api.post(`employees/${id}/self-service/`, {}, other.token)).status).toBe(404);
    expect((await api.post('employees/disable/', { ids: [id] }, other.token)).status).toBe(404);
    const missing = '0190a0b0-0000-7000-8000-000000000000';
    expect((await api.get(`employees/${missing}/`, owner.token)).status).toBe(404);
    expect((await api.get('employees/not-a-uuid/', owner.token)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 403 without the permission', async () => {
    const { id } = await existing();
    // The Employee role holds no employee.* permission.
    expect((await api.get('employees/', employeeRole.token)).status).toBe(403);
    expect((await api.get(`employees/${id}/`, employeeRole.token)).status).toBe(403);
    // `employee` alone reads, and nothing else.
    expect((await api.get('employees/', readOnly.token)).status).toBe(200);
    expect((await api.get(`employees/${id}/`, readOnly.token)).status).toBe(200);
    const before = await counts();
    const refused = [
      await api.post('employees/', body({ cpf: '27182818205' }), readOnly.token),
      await api.put(`employees/${id}/`, body(), readOnly.token),
      await api.post('employees/enable/', { ids: [id] }, readOnly.token),
      await api.post('employees/disable/', { ids: [id] }, readOnly.token),
      await api.get(`employees/${id}/history/`, readOnly.token),
      await api.post(`employees/${id}/self-service/`, {}, readOnly.token),
      await api.delete(`employees/${id}/photo/`, readOnly.token),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await counts()).toEqual(before);
  });

  it('maps a constraint violation that slipped past the checks to the same field error', async () => {
    const { sortName: _generated, ...row } = await existing();
    const caught = await t.database.db
      .insert(employees)
      .values({ ...row, id: undefined, registration: null, devicePin: null, badge: null })
      .catch((e: unknown) => e);
    expect(constraintError(caught)).toMatchObject({
      status: 409,
      fieldErrors: { cpf: ['validation.cpf_taken'] },
    });
    const fk = await t.database.db
      .insert(employees)
      .values({
        companyId: owner.companyId,
        name: 'X',
        cpf: '27182818205',
        admissionDate: '2024-01-01',
        subsidiaryId: foreignSubsidiary,
      })
      .catch((e: unknown) => e);
    expect(constraintError(fk)).toMatchObject({
      status: 400,
      fieldErrors: { subsidiary_id: ['validation.not_found_ref'] },
    });
  });
});
