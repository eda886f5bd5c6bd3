import {
  createCompanyWithOwner,
  createDepartment,
  createMember,
  createRole,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 17: the approval flows and delegations as the company configures them — every id of this
// company, the default flows' rules, who may arrange whose delegation — and the bell.

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

describe.each(testDatabaseKinds())('workflow settings (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: string;
  let employee: { token: string; id: string };
  let colleague: string;
  let viewer: string;
  let subsidiaryId: string;
  let departmentId: string;
  let foreign: { subsidiaryId: string; userId: string; owner: string };

  const flow = (over: Json = {}) => ({
    name: 'Horas extras acima de 2 h',
    request_type: 'overtime',
    priority: 5,
    conditions: {
      subsidiary_ids: [subsidiaryId],
      department_ids: [departmentId],
      min_minutes: 120,
    },
    steps: [{ approver: 'department_manager' }, { approver: 'role', role: 'admin' }],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    const companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    subsidiaryId = (await createSubsidiary(db, companyId)).id;
    departmentId = (await createDepartment(db, companyId)).id;
    const user = await createMember(db, companyId, 'employee', { name: 'Edu Empregado' });
    employee = { token: await accessTokenFor(t, user.id, companyId), id: user.id };
    colleague = (await createMember(db, companyId, 'employee', { name: 'Clara Colega' })).id;
    // A custom role that may read flows but not change them.
    const role = await createRole(db, companyId, ['settings.workflow']);
    const reader = await createMember(db, companyId, role);
    viewer = await accessTokenFor(t, reader.id, companyId);

    const theirs = await createCompanyWithOwner(db);
    foreign = {
      subsidiaryId: (await createSubsidiary(db, theirs.company.id)).id,
      userId: theirs.owner.id,
      owner: await accessTokenFor(t, theirs.owner.id, theirs.company.id),
    };
  });
  afterAll(() => t.close());

  it('creates, changes and deletes a flow; its steps keep only what their kind uses', async () => {
    const created = await api.post(
      'workflow/flows/',
      flow({ steps: [{ approver: 'department_manager', role: 'admin', user_ids: [colleague] }] }),
      owner,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      is_default: false,
      active: true,
      pending: 0,
      steps: [
        { approver: 'department_manager', role: null, user_ids: [], escalate_after_days: null },
      ],
    });
    const id = created.body.data.id as string;
    const changed = await api.put(
      `workflow/flows/${id}/`,
      flow({
        active: false,
        steps: [{ approver: 'users', user_ids: [colleague], escalate_after_days: 2 }],
      }),
      owner,
    );
    expect(changed.body.data).toMatchObject({ active: false, steps: [{ user_ids: [colleague] }] });
    expect((await api.delete(`workflow/flows/${id}/`, owner)).status).toBe(200);
    expect((await api.delete(`workflow/flows/${id}/`, owner)).status).toBe(404);
  });

  it('refuses what is not this company’s, and flows without steps', async () => {
    const cases: [Json, string][] = [
      [{ conditions: { subsidiary_ids: [foreign.subsidiaryId] } }, 'conditions.subsidiary_ids'],
      [{ steps: [{ approver: 'users', user_ids: [foreign.userId] }] }, 'steps.0.user_ids'],
      [{ steps: [{ approver: 'role', role: 'nonexistent' }] }, 'steps.0.role'],
    ];
    for (const [over, field] of cases) {
      const res = await api.post('workflow/flows/', flow(over), owner);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await api.post('workflow/flows/', flow({ steps: [] }), owner)).status).toBe(400);
    expect(
      (await api.post('workflow/flows/', flow({ steps: [{ approver: 'role' }] }), owner)).status,
    ).toBe(400);
    const flows = (await api.get('workflow/flows/', owner)).body.data as Json[];
    expect(flows.filter((f) => !f.is_default)).toHaveLength(0);
  });

  it('the default flow keeps its type, stays on and matches everything', async () => {
    const [fallback] = (
      (await api.get('workflow/flows/?request_type=leave', owner)).body.data as Json[]
    ).filter((f) => f.is_default);
    const url = `workflow/flows/${fallback!.id}/`;
    expect((await api.put(url, flow({ request_type: 'leave', active: false }), owner)).status).toBe(
      422,
    );
    expect((await api.put(url, flow({ request_type: 'overtime' }), owner)).status).toBe(422);
    const edited = await api.put(url, flow({ request_type: 'leave', name: 'Afastamentos' }), owner);
    expect(edited.body.data).toMatchObject({
      is_default: true,
      active: true,
      name: 'Afastamentos',
      conditions: { subsidiary_ids: [], department_ids: [], min_minutes: null },
    });
  });

  it('permissions: read with settings.workflow, change with its children', async () => {
    expect((await api.get('workflow/flows/', viewer)).status).toBe(200);
    expect((await api.post('workflow/flows/', flow(), viewer)).status).toBe(403);
    expect((await api.get('workflow/flows/', employee.token)).status).toBe(403);
    // Another company's flow is not there.
    const mine = (await api.get('workflow/flows/', owner)).body.data as Json[];
    expect((await api.put(`workflow/flows/${mine[0]!.id}/`, flow(), foreign.owner)).status).toBe(
      404,
    );
  });

  it('delegations: one’s own; another’s only with settings.workflow.edit; no overlap', async () => {
    const own = await api.post(
      'workflow/delegations/',
      { delegate_user_id: colleague, from: '2026-12-01', to: '2099-12-20' },
      employee.token,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.data.user.id).toBe(employee.id);
    const overlap = await api.post(
      'workflow/delegations/',
      { delegate_user_id: colleague, from: '2027-01-01', to: '2027-01-31' },
      employee.token,
    );
    expect(overlap.status).toBe(409);
    const self = await api.post(
      'workflow/delegations/',
      { delegate_user_id: employee.id, from: '2030-01-01', to: '2030-01-31' },
      employee.token,
    );
    expect(self.status).toBe(422);
    const others = await api.post(
      'workflow/delegations/',
      { user_id: colleague, delegate_user_id: employee.id, from: '2030-01-01', to: '2030-01-31' },
      employee.token,
    );
    expect(others.status).toBe(403);
    const byOwner = await api.post(
      'workflow/delegations/',
      { user_id: colleague, delegate_user_id: employee.id, from: '2030-01-01', to: '2030-01-31' },
      owner,
    );
    expect(byOwner.status).toBe(201);
    const outsider = await api.post(
      'workflow/delegations/',
      { delegate_user_id: foreign.userId, from: '2030-01-01', to: '2030-01-31' },
      owner,
    );
    expect(outsider.status).toBe(422);
    // The employee sees the ones by or to them; the owner all.
    expect((await api.get('workflow/delegations/', employee.token)).body.data).toHaveLength(2);
    expect((await api.get('workflow/delegations/', foreign.owner)).body.data).toHaveLength(0);
    expect(
      (await api.delete(`workflow/delegations/${byOwner.body.data.id}/`, employee.token)).status,
    ).toBe(403);
    expect(
      (await api.delete(`workflow/delegations/${own.body.data.id}/`, foreign.owner)).status,
    ).toBe(404);
    expect(
      (await api.delete(`workflow/delegations/${own.body.data.id}/`, employee.token)).status,
    ).toBe(200);
  });

  it('people: members and roles for the pickers', async () => {
    const people = (await api.get('workflow/people/', employee.token)).body.data as Json;
    expect(people.users.map((u: Json) => u.name)).toContain('Clara Colega');
    expect(people.roles.map((r: Json) => r.key)).toEqual(
      expect.arrayContaining(['owner', 'admin', 'employee']),
    );
  });

  it('the bell: empty summary, mark read answers what changed', async () => {
    expect((await api.get('notifications/summary/', employee.token)).body.data).toEqual({
      unread: 0,
      approvals: 0,
    });
    const read = await api.post('notifications/read/', {}, employee.token);
    expect(read.body.data).toEqual({ updated: 0 });
    const list = await api.get('notifications/?unread=true', employee.token);
    expect(list.body.data).toMatchObject({ results: [], count: 0 });
  });
});
