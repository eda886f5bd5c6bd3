import { employees } from '@ponteiro/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyUser, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

interface Node {
  id: string;
  kind: string;
  name: string;
  headcount: number;
  children: Node[];
}

const subsidiary = (name: string, employerId: string) => ({
  name,
  employer_type: 'cnpj',
  employer_id: employerId,
  timezone: 'America/Sao_Paulo',
  address: { city: 'Campinas', state: 'sp' },
});

// The seeded demo has company-wide departments (no subsidiary): the structure showed "0 ativos"
// on every subsidiary while the subsidiary list counted their employees.
describe.each(testDatabaseKinds())('organization structure headcounts (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    owner = await ownerOf(api, 'estrutura@example.com', '11222333000181');
  });
  afterAll(() => t.close());

  it('counts a subsidiary’s employees even when their department belongs to no subsidiary', async () => {
    const north = (
      await api.post(
        'organization/subsidiaries/',
        subsidiary('Norte', '11.222.333/0002-62'),
        owner.token,
      )
    ).body.data;
    const south = (
      await api.post(
        'organization/subsidiaries/',
        subsidiary('Sul', '11.222.333/0003-43'),
        owner.token,
      )
    ).body.data;
    const shared = (await api.post('organization/departments/', { name: 'Vendas' }, owner.token))
      .body.data;
    const child = (
      await api.post(
        'organization/departments/',
        { name: 'Balcão', parent_id: shared.id },
        owner.token,
      )
    ).body.data;
    const person = (
      n: number,
      subsidiaryId: string,
      departmentId: string | null,
      active = true,
    ) => ({
      companyId: owner.companyId,
      name: `Pessoa ${n}`,
      cpf: ['52998224725', '11144477735', '39053344705', '15350946056', '71428793860'][n]!,
      admissionDate: '2024-01-02',
      subsidiaryId,
      departmentId,
      status: active ? ('active' as const) : ('disabled' as const),
    });
    await t.database.db
      .insert(employees)
      .values([
        person(0, north.id, shared.id),
        person(1, north.id, child.id),
        person(2, north.id, null),
        person(3, south.id, shared.id),
        person(4, south.id, shared.id, false),
      ]);

    const res = await api.get('organization/structure/', owner.token);
    expect(res.status).toBe(200);
    const root: Node = res.body.data;
    const byName = new Map<string, Node>();
    const walk = (n: Node) => {
      byName.set(n.name, n);
      n.children.forEach(walk);
    };
    walk(root);
    expect(root.headcount).toBe(4);
    expect(byName.get('Norte')?.headcount).toBe(3);
    expect(byName.get('Sul')?.headcount).toBe(1);
    // A department counts its own people and those of the departments below it.
    expect(byName.get('Vendas')?.headcount).toBe(3);
    expect(byName.get('Balcão')?.headcount).toBe(1);

    // The same numbers as the subsidiary list.
    const list = await api.get('organization/subsidiaries/', owner.token);
    const counts = Object.fromEntries(
      list.body.data.results.map((s: { name: string; employee_count: number }) => [
        s.name,
        s.employee_count,
      ]),
    );
    expect(counts).toMatchObject({ Norte: 3, Sul: 1 });
  });
});
