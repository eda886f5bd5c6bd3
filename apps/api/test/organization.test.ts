import { auditLog, employees } from '@ponteiro/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructureService, lastTwelveMonths } from '../src/modules/organization/structure.js';
import { type CompanyUser, customRole, memberOf, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const SUBSIDIARY = {
  name: 'Filial Campinas',
  employer_type: 'cnpj',
  employer_id: '11.222.333/0002-62',
  timezone: 'America/Sao_Paulo',
  address: { city: 'Campinas', state: 'sp' },
};

/** A valid body per resource; `n` keeps names apart. */
const BODIES: Record<string, (n: string) => Record<string, unknown>> = {
  subsidiaries: (n) => ({ ...SUBSIDIARY, name: `Filial ${n}` }),
  departments: (n) => ({ name: `Depto ${n}` }),
  positions: (n) => ({ name: `Cargo ${n}`, cbo: '4211-25' }),
  locations: (n) => ({ name: `Local ${n}`, latitude: -23.5, longitude: -46.6 }),
};
const RESOURCES = Object.keys(BODIES);

describe.each(testDatabaseKinds())('organization (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  let other: CompanyUser;
  let employee: CompanyUser;
  let positionsOnly: CompanyUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    owner = await ownerOf(api, 'dona@example.com', '11222333000181');
    other = await ownerOf(api, 'outra@example.com', '45723174000110');
    employee = await memberOf(t, api, owner, 'colab@example.com', 'employee');
    const role = await customRole(api, owner, 'Cargos', ['organization.position.add']);
    positionsOnly = await memberOf(t, api, owner, 'cargos@example.com', role);
  });
  afterAll(() => t.close());

  it('creates, lists, reads, updates and deletes a subsidiary, auditing only what changed', async () => {
    const created = await api.post('organization/subsidiaries/', SUBSIDIARY, owner.token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Filial Campinas',
      employer_id: '11222333000262',
      address: { city: 'Campinas', state: 'SP' },
      employee_count: 0,
    });
    const id = created.body.data.id;

    const list = await api.get('organization/subsidiaries/?search=campinas', owner.token);
    expect(list.body.data).toMatchObject({ count: 1, page: 1, page_size: 25 });
    expect((await api.get(`organization/subsidiaries/${id}/`, owner.token)).status).toBe(200);

    const updated = await api.put(
      `organization/subsidiaries/${id}/`,
      { ...SUBSIDIARY, name: 'Filial Campinas Centro', rep_inpi_number: '12345678901234567' },
      owner.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.rep_inpi_number).toBe('12345678901234567');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'subsidiary'), eq(auditLog.action, 'update')));
    expect(audit?.before).toEqual({ name: 'Filial Campinas', rep_inpi_number: null });
    expect(audit?.after).toEqual({
      name: 'Filial Campinas Centro',
      rep_inpi_number: '12345678901234567',
    });

    // Same name in any case → 409 on the field.
    const clash = await api.post(
      'organization/subsidiaries/',
      { ...SUBSIDIARY, name: 'FILIAL CAMPINAS CENTRO' },
      owner.token,
    );
    expect(clash.status).toBe(409);
    expect(clash.body.errors.name).toEqual(['A record with this name already exists.']);

    expect((await api.delete(`organization/subsidiaries/${id}/`, owner.token)).status).toBe(200);
    expect((await api.get(`organization/subsidiaries/${id}/`, owner.token)).status).toBe(404);
  });

  it('refuses to delete a subsidiary, position or department still in use, and says by what', async () => {
    const sub = (await api.post('organization/subsidiaries/', SUBSIDIARY, owner.token)).body.data;
    const pos = (await api.post('organization/positions/', { name: 'Caixa' }, owner.token)).body
      .data;
    const dept = (
      await api.post(
        'organization/departments/',
        { name: 'Lojas', subsidiary_id: sub.id },
        owner.token,
      )
    ).body.data;
    await t.database.db.insert(employees).values({
      companyId: owner.companyId,
      name: 'Ana Lima',
      cpf: '52998224725',
      admissionDate: '2024-01-02',
      subsidiaryId: sub.id,
      positionId: pos.id,
    });

    const subDelete = await api.delete(`organization/subsidiaries/${sub.id}/`, owner.token);
    expect(subDelete.status).toBe(409);
    expect(subDelete.body.message).toBe(
      'It cannot be deleted: 1 employee(s) are still linked to it.',
    );
    const posDelete = await api.delete(`organization/positions/${pos.id}/`, owner.token);
    expect(posDelete.status).toBe(409);

    const child = await api.post(
      'organization/departments/',
      { name: 'Caixas', parent_id: dept.id },
      owner.token,
    );
    expect(child.status).toBe(201);
    expect(child.body.data.path).toEqual(['Lojas', 'Caixas']);
    const deptDelete = await api.delete(`organization/departments/${dept.id}/`, owner.token);
    expect(deptDelete.status).toBe(409);
    expect(deptDelete.body.message).toBe(
      'It cannot be deleted: there are 1 sub-department(s) under it.',
    );

    const structure = await api.get('organization/structure/', owner.token);
    expect(structure.status).toBe(200);
    expect(structure.body.data).toMatchObject({ kind: 'company', headcount: 1 });
    const subNode = structure.body.data.children.find((n: { id: string }) => n.id === sub.id);
    expect(subNode).toMatchObject({ kind: 'subsidiary', headcount: 1 });
    expect(subNode.children[0]).toMatchObject({ name: 'Lojas', children: [{ name: 'Caixas' }] });

    const dashboard = await api.get('organization/dashboard/', owner.token);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.active).toBe(1);
    expect(dashboard.body.data.by_month).toHaveLength(12);
    expect(dashboard.body.data.by_position).toEqual([{ id: pos.id, name: 'Caixa', count: 1 }]);
  });

  it('keeps department names unique among siblings and the tree free of cycles', async () => {
    const a = (await api.post('organization/departments/', { name: 'Operações' }, owner.token)).body
      .data;
    const b = (
      await api.post(
        'organization/departments/',
        { name: 'Logística', parent_id: a.id },
        owner.token,
      )
    ).body.data;
    // Same name at another level is fine; among siblings it is not.
    expect(
      (await api.post('organization/departments/', { name: 'Logística' }, owner.token)).status,
    ).toBe(201);
    const sibling = await api.post(
      'organization/departments/',
      { name: 'LOGÍSTICA', parent_id: a.id },
      owner.token,
    );
    expect(sibling.status).toBe(409);
    expect(sibling.body.errors.name).toEqual([
      'A department with this name already exists at the same level.',
    ]);
    const cycle = await api.put(
      `organization/departments/${a.id}/`,
      { name: 'Operações', parent_id: b.id },
      owner.token,
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors.parent_id).toEqual(['A department cannot be placed under itself.']);
    const foreignParent = (
      await api.post('organization/departments/', { name: 'Deles' }, other.token)
    ).body.data;
    const crossed = await api.post(
      'organization/departments/',
      { name: 'Cruzado', parent_id: foreignParent.id },
      owner.token,
    );
    expect(crossed.status).toBe(400);
    expect(crossed.body.errors.parent_id).toEqual(['Record not found.']);
  });

  it('stores locations with their geofence', async () => {
    const created = await api.post(
      'organization/locations/',
      { name: 'Loja Centro', latitude: -22.9056, longitude: -47.0608, radius_meters: 150 },
      owner.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ latitude: -22.9056, radius_meters: 150 });
  });

  it.each(RESOURCES)(
    "answers 404 for another company's %s, exactly like missing ones, and changes nothing",
    async (resource) => {
      const base = `organization/${resource}/`;
      const mine = (await api.post(base, BODIES[resource]!('própria'), owner.token)).body.data;
      const missing = `${base}00000000-0000-4000-8000-000000000000/`;
      for (const path of [`${base}${mine.id}/`, missing]) {
        const read = await api.get(path, other.token);
        expect(read.status).toBe(404);
        expect(read.body.code).toBe('not_found');
        const edit = await api.put(path, BODIES[resource]!('roubada'), other.token);
        expect(edit.status).toBe(404);
        expect((await api.delete(path, other.token)).status).toBe(404);
      }
      // The other company's list does not show it either.
      const theirs = await api.get(`${base}?search=própria`, other.token);
      expect(theirs.body.data.count).toBe(0);
      const still = await api.get(`${base}${mine.id}/`, owner.token);
      expect(still.body.data.name).toBe(mine.name);
    },
  );

  it('checks permissions per action; lists are open to roles that fill employee forms', async () => {
    // The Employee role has neither organization.* nor employee.
    for (const path of [
      'organization/subsidiaries/',
      'organization/departments/',
      'organization/positions/',
      'organization/locations/',
      'organization/structure/',
      'organization/dashboard/',
    ]) {
      expect((await api.get(path, employee.token)).status, path).toBe(403);
    }
    expect(
      (await api.post('organization/positions/', { name: 'Novo' }, employee.token)).status,
    ).toBe(403);
    // A role with only organization.position.add may create positions, not delete or edit them.
    const made = await api.post(
      'organization/positions/',
      { name: 'Estoquista' },
      positionsOnly.token,
    );
    expect(made.status).toBe(201);
    expect(
      (
        await api.put(
          `organization/positions/${made.body.data.id}/`,
          { name: 'X' },
          positionsOnly.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (await api.delete(`organization/positions/${made.body.data.id}/`, positionsOnly.token))
        .status,
    ).toBe(403);
    expect(
      (await api.post('organization/subsidiaries/', SUBSIDIARY, positionsOnly.token)).status,
    ).toBe(403);
  });

  it.each([
    ['organization/subsidiaries/', { ...SUBSIDIARY, employer_id: '11222333000100' }, 'employer_id'],
    ['organization/subsidiaries/', { ...SUBSIDIARY, timezone: 'Europe/Lisbon' }, 'timezone'],
    ['organization/subsidiaries/', { ...SUBSIDIARY, company_id: 'x' }, undefined],
    ['organization/positions/', { name: 'A'.repeat(121) }, 'name'],
    ['organization/positions/', { name: 'Cargo', cbo: '12' }, 'cbo'],
    ['organization/positions/', { name: 42 }, 'name'],
    ['organization/locations/', { name: 'L', latitude: 'norte', longitude: 0 }, 'latitude'],
    ['organization/departments/', { name: 'D', parent_id: 'not-a-uuid' }, 'parent_id'],
  ])('refuses bad input to %s (%o) with a 400 and writes nothing', async (path, body, field) => {
    const before = (await api.get(path, owner.token)).body.data.count;
    const res = await api.post(path, body, owner.token);
    expect(res.status).toBe(400);
    if (field) expect(res.body.errors[field]).toBeDefined();
    expect((await api.get(path, owner.token)).body.data.count).toBe(before);
  });

  it('refuses malformed JSON and bad ids with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/organization/positions/',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect((await api.get('organization/positions/abc/', owner.token)).status).toBe(400);
    expect((await api.get('organization/positions/?ordering=-salary', owner.token)).status).toBe(
      400,
    );
  });
  it.each(RESOURCES)('refuses bad ids and unknown fields for %s with 400', async (resource) => {
    const base = `organization/${resource}/`;
    const before = (await api.get(base, owner.token)).body.data.count;
    expect((await api.get(`${base}123/`, owner.token)).status).toBe(400);
    expect((await api.put(`${base}123/`, BODIES[resource]!('x'), owner.token)).status).toBe(400);
    expect((await api.delete(`${base}123/`, owner.token)).status).toBe(400);
    const unknown = await api.post(base, { ...BODIES[resource]!('y'), extra: 1 }, owner.token);
    expect(unknown.status).toBe(400);
    const long = await api.post(base, BODIES[resource]!('z'.repeat(200)), owner.token);
    expect(long.status).toBe(400);
    expect(long.body.errors.name).toBeDefined();
    expect((await api.post(base, [], owner.token)).status).toBe(400);
    expect((await api.get(`${base}?page_size=30`, owner.token)).status).toBe(400);
    expect((await api.get(`${base}?page=0`, owner.token)).status).toBe(400);
    expect((await api.get(base, owner.token)).body.data.count).toBe(before);
  });

  it.each([
    [{ employer_type: 'cpf', employer_id: '111.111.111-11' }, 'employer_id'],
    [{ employer_type: 'cpf', employer_id: '529.982.247-25' }, undefined],
    [{ cno_caepf: '123' }, 'cno_caepf_type'],
    [{ cno_caepf_type: 'cno', cno_caepf: '123' }, 'cno_caepf'],
    [{ rep_inpi_number: '123' }, 'rep_inpi_number'],
    [{ timezone: 42 }, 'timezone'],
    [{ legal_name: 'L'.repeat(151) }, 'legal_name'],
    [{ address: { city: 'C'.repeat(500) } }, 'address.city'],
  ])('validates subsidiary %o', async (change, field) => {
    const res = await api.post(
      'organization/subsidiaries/',
      { ...SUBSIDIARY, name: `Filial validada ${JSON.stringify(change)}`, ...change },
      owner.token,
    );
    if (field === undefined) {
      expect(res.status).toBe(201);
      expect(res.body.data.employer_id).toBe('52998224725');
      return;
    }
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('lets roles that fill employee forms read the options, and nothing more', async () => {
    const role = await customRole(api, owner, 'Cadastro de colaboradores', ['employee.add']);
    const hr = await memberOf(t, api, owner, 'rh@example.com', role);
    const sub = (
      await api.post('organization/subsidiaries/', BODIES.subsidiaries!('RH'), owner.token)
    ).body.data;
    for (const resource of RESOURCES) {
      expect((await api.get(`organization/${resource}/`, hr.token)).status, resource).toBe(200);
      expect(
        (await api.post(`organization/${resource}/`, BODIES[resource]!('rh'), hr.token)).status,
      ).toBe(403);
    }
    expect((await api.get(`organization/subsidiaries/${sub.id}/`, hr.token)).status).toBe(200);
    expect(
      (await api.put(`organization/subsidiaries/${sub.id}/`, SUBSIDIARY, hr.token)).status,
    ).toBe(403);
    expect((await api.delete(`organization/subsidiaries/${sub.id}/`, hr.token)).status).toBe(403);
    expect((await api.get('organization/structure/', hr.token)).status).toBe(403);
    expect((await api.get('organization/dashboard/', hr.token)).status).toBe(403);
    // organization.position.add implies `organization` but not the structure, its dashboard (which
    // names departments and positions) or other lists.
    expect((await api.get('organization/dashboard/', positionsOnly.token)).status).toBe(403);
    expect((await api.get('organization/structure/', positionsOnly.token)).status).toBe(403);
    expect((await api.get('organization/positions/', positionsOnly.token)).status).toBe(200);
    expect((await api.get('organization/locations/', positionsOnly.token)).status).toBe(403);
  });

  it('opens the organization dashboard with organization.structure, not with `dashboard`', async () => {
    const structure = await customRole(api, owner, 'Estrutura', ['organization.structure']);
    const viewer = await memberOf(t, api, owner, 'estrutura@example.com', structure);
    expect((await api.get('organization/dashboard/', viewer.token)).status).toBe(200);
    expect((await api.get('organization/structure/', viewer.token)).status).toBe(200);
    const home = await customRole(api, owner, 'Painel', ['dashboard']);
    const homeOnly = await memberOf(t, api, owner, 'so-painel@example.com', home);
    const refused = await api.get('organization/dashboard/', homeOnly.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
  });

  it('lists departments by parent with path and manager, and refuses foreign refs', async () => {
    const sub = (
      await api.post('organization/subsidiaries/', BODIES.subsidiaries!('Árvore'), owner.token)
    ).body.data;
    const [manager] = await t.database.db
      .insert(employees)
      .values({
        companyId: owner.companyId,
        name: 'Bruno Gestor',
        cpf: '11144477735',
        admissionDate: '2023-05-10',
        subsidiaryId: sub.id,
      })
      .returning();
    const top = (
      await api.post(
        'organization/departments/',
        { name: 'Árvore', subsidiary_id: sub.id, manager_employee_id: manager!.id },
        owner.token,
      )
    ).body.data;
    expect(top.manager_name).toBe('Bruno Gestor');
    const leaf = (
      await api.post('organization/departments/', { name: 'Galho', parent_id: top.id }, owner.token)
    ).body.data;
    const children = await api.get(`organization/departments/?parent_id=${top.id}`, owner.token);
    expect(children.body.data).toMatchObject({ count: 1 });
    expect(children.body.data.results[0]).toMatchObject({
      id: leaf.id,
      path: ['Árvore', 'Galho'],
    });
    const byPath = await api.get('organization/departments/?search=arvore / gal', owner.token);
    expect(byPath.body.data.results.map((d: { id: string }) => d.id)).toEqual([leaf.id]);

    // The manager is referenced: a delete of the department still works (it points at him).
    const foreignSub = (
      await api.post('organization/subsidiaries/', BODIES.subsidiaries!('Deles'), other.token)
    ).body.data;
    const crossed = await api.put(
      `organization/departments/${leaf.id}/`,
      {
        name: 'Galho',
        parent_id: top.id,
        subsidiary_id: foreignSub.id,
        manager_employee_id: '00000000-0000-4000-8000-000000000000',
      },
      owner.token,
    );
    expect(crossed.status).toBe(400);
    expect(crossed.body.errors).toEqual({
      subsidiary_id: ['Record not found.'],
      manager_employee_id: ['Record not found.'],
    });
    const self = await api.put(
      `organization/departments/${leaf.id}/`,
      { name: 'Galho', parent_id: leaf.id },
      owner.token,
    );
    expect(self.status).toBe(400);
    expect(self.body.errors.parent_id).toEqual(['A department cannot be placed under itself.']);
    expect((await api.get(`organization/departments/${leaf.id}/`, owner.token)).body.data).toEqual(
      leaf,
    );
    expect((await api.get('organization/departments/?parent_id=x', owner.token)).status).toBe(400);
  });

  it('says in the request language what still points at a record, per reference', async () => {
    const sub = (
      await api.post('organization/subsidiaries/', BODIES.subsidiaries!('Idioma'), owner.token)
    ).body.data;
    await api.post(
      'organization/departments/',
      { name: 'Idioma', subsidiary_id: sub.id },
      owner.token,
    );
    await t.database.db.insert(employees).values({
      companyId: owner.companyId,
      name: 'Carla Dias',
      cpf: '39053344705',
      admissionDate: '2024-02-01',
      subsidiaryId: sub.id,
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1.0/organization/subsidiaries/${sub.id}/`,
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'pt' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'conflict',
      message: 'Não é possível excluir: 1 colaborador(es) ainda estão vinculados.',
      errors: {
        employees: ['Não é possível excluir: 1 colaborador(es) ainda estão vinculados.'],
        departments: ['Não é possível excluir: 1 departamento(s) ainda estão vinculados.'],
      },
    });
    expect((await api.get(`organization/subsidiaries/${sub.id}/`, owner.token)).status).toBe(200);
    const deletes = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, sub.id), eq(auditLog.action, 'delete')));
    expect(deletes).toHaveLength(0);
  });

  it('deletes an unused location and audits what it was', async () => {
    const loc = (
      await api.post('organization/locations/', BODIES.locations!('Apagar'), owner.token)
    ).body.data;
    expect((await api.delete(`organization/locations/${loc.id}/`, owner.token)).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, loc.id), eq(auditLog.action, 'delete')));
    expect(row).toMatchObject({ entity: 'location', after: null });
    expect(row?.before).toMatchObject({ name: 'Local Apagar', radius_meters: 100 });
  });

  it('lists names the Portuguese way: accents and case do not push a name to the end', async () => {
    for (const name of ['Auxiliar', 'açougueiro', 'Açougueiro Chefe', 'Zelador']) {
      const created = await api.post('organization/positions/', { name }, other.token);
      expect(created.status).toBe(201);
    }
    const names = async (ordering: string) =>
      (
        await api.get(`organization/positions/?ordering=${ordering}`, other.token)
      ).body.data.results.map((p: { name: string }) => p.name);
    expect(await names('name')).toEqual(['açougueiro', 'Açougueiro Chefe', 'Auxiliar', 'Zelador']);
    expect(await names('-name')).toEqual(['Zelador', 'Auxiliar', 'Açougueiro Chefe', 'açougueiro']);
  });

  it('counts active people by month and bucket, with "none" as a null id', async () => {
    const fresh = await ownerOf(api, 'painel@example.com', '11444777000161');
    const sub = (
      await api.post('organization/subsidiaries/', BODIES.subsidiaries!('Painel'), fresh.token)
    ).body.data;
    const dept = (await api.post('organization/departments/', { name: 'Vendas' }, fresh.token)).body
      .data;
    const service = createStructureService(t.database.db);
    const thisMonth = (
      await service.dashboard(fresh.companyId, { timeZone: 'America/Sao_Paulo' })
    ).by_month.at(-1)!.month;
    await t.database.db.insert(employees).values([
      {
        companyId: fresh.companyId,
        name: 'Ativa',
        cpf: '52998224725',
        admissionDate: `${thisMonth}-01`,
        subsidiaryId: sub.id,
        departmentId: dept.id,
      },
      {
        companyId: fresh.companyId,
        name: 'Sem depto',
        cpf: '11144477735',
        admissionDate: '2015-01-01',
        subsidiaryId: sub.id,
      },
      {
        companyId: fresh.companyId,
        name: 'Desligado',
        cpf: '39053344705',
        admissionDate: '2015-01-01',
        terminationDate: `${thisMonth}-01`,
        status: 'disabled',
        subsidiaryId: sub.id,
        departmentId: dept.id,
      },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/organization/dashboard/',
      headers: { authorization: `Bearer ${fresh.token}`, timezone: 'Not/AZone' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ active: 2, disabled: 1 });
    expect(data.by_subsidiary).toEqual([{ id: sub.id, name: sub.name, count: 2 }]);
    expect(data.by_department).toEqual([
      { id: null, name: '', count: 1 },
      { id: dept.id, name: 'Vendas', count: 1 },
    ]);
    expect(data.by_position).toEqual([{ id: null, name: '', count: 2 }]);
    expect(data.by_month.at(-1)).toEqual({ month: thisMonth, admissions: 1, terminations: 1 });
    expect(
      data.by_month.slice(0, 11).every((m: { admissions: number }) => m.admissions === 0),
    ).toBe(true);

    const tree = (await api.get('organization/structure/', fresh.token)).body.data;
    expect(tree).toMatchObject({ kind: 'company', headcount: 2 });
    // Vendas has no subsidiary: it hangs directly under the company, after the subsidiaries.
    // The subsidiary still counts both of its people, as its list and the dashboard do.
    expect(tree.children).toEqual([
      { kind: 'subsidiary', id: sub.id, name: sub.name, headcount: 2, children: [] },
      { kind: 'department', id: dept.id, name: 'Vendas', headcount: 1, children: [] },
    ]);
  });

  it("takes this month from the request's zone, else the company's", async () => {
    const service = createStructureService(t.database.db);
    // 1 March 02:00 UTC is still February in São Paulo (UTC-3) and already March in UTC.
    const now = new Date('2026-03-01T02:00:00Z');
    const company = await service.dashboard(owner.companyId, { now });
    expect(company.by_month.at(-1)!.month).toBe('2026-02');
    const utc = await service.dashboard(owner.companyId, { now, timeZone: 'UTC' });
    expect(utc.by_month.at(-1)!.month).toBe('2026-03');
    expect(lastTwelveMonths('2026-02')).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
  it.each(['positions', 'departments'])(
    'gives one of several simultaneous %s with one name a 201 and the rest a 409 on name',
    async (resource) => {
      const body = BODIES[resource]!('Simultâneo');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => api.post(`organization/${resource}/`, body, owner.token)),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409)) {
        expect(a.body.errors.name).toHaveLength(1);
      }
    },
  );
});
