import { auditLog, employees } from '@ponteiro/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it("answers 404 for another company's records, exactly like missing ones", async () => {
    const mine = (await api.post('organization/positions/', { name: 'Gerente' }, owner.token)).body
      .data;
    for (const path of [`organization/positions/${mine.id}/`]) {
      expect((await api.get(path, other.token)).status).toBe(404);
      expect((await api.put(path, { name: 'Roubado' }, other.token)).status).toBe(404);
      expect((await api.delete(path, other.token)).status).toBe(404);
    }
    expect((await api.get(`organization/positions/${mine.id}/`, owner.token)).body.data.name).toBe(
      'Gerente',
    );
  });

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
});
