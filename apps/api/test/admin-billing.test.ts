import { auditLog, subscriptions } from '@ponteiro/db';
import {
  anyCpf,
  createCompanyWithOwner,
  createEmployee,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainAdminToken, superuserToken } from './support/back-office.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 16, first step: plans and subscriptions in the back-office, and the company's session
// carrying its real subscription — a new company starts on the trial plan; subscribing it to a
// plan without access control turns the access group off. Company tokens get 401, administrators
// who are not superusers 403 on writes; bad input is a 400 and writes nothing.

const PLAN = {
  name: 'Essencial',
  description: 'Ponto e folha',
  monthly_price_cents: 990,
  yearly_price_cents: 9900,
  seats: 2,
  enable_access: false,
  enable_visitor: true,
  trial_days: 0,
  is_public: true,
};

describe.each(testDatabaseKinds())('plans and subscriptions (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let root: string;
  let helper: string;
  let companyId: string;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    root = await superuserToken(t, api);
    helper = await plainAdminToken(api, root);
    const company = await createCompanyWithOwner(t.database.db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
  });
  afterAll(() => t.close());

  const session = async () => (await api.get('base/user/session/', owner)).body.data.subscription;

  it('a new company starts on the trial plan, everything on', async () => {
    expect(await session()).toEqual({
      plan: 'Teste',
      status: 'trial',
      enable_access: true,
      enable_visitor: true,
      seats: null,
      ends_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      suspension: null,
    });
    const list = await api.get(`admin-ponteiro/subscription/?company_id=${companyId}`, helper);
    expect(list.status).toBe(200);
    expect(list.body.data.results).toHaveLength(1);
    expect(list.body.data.results[0]).toMatchObject({ status: 'trial', current: true });
  });

  it('a superuser creates a plan and subscribes the company; its session follows', async () => {
    const plan = await api.post('admin-ponteiro/plan/', PLAN, root);
    expect(plan.status).toBe(201);
    expect(plan.body.data).toMatchObject({ ...PLAN, is_trial: false, companies: 0 });
    expect(
      (await api.post('admin-ponteiro/plan/', { ...PLAN, name: 'essencial' }, root)).status,
    ).toBe(409);

    const subscribed = await api.post(
      'admin-ponteiro/subscription/',
      { company_id: companyId, plan_id: plan.body.data.id, starts_on: '2026-11-01' },
      root,
    );
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.data).toMatchObject({ status: 'active', current: true, seats: null });
    expect(await session()).toEqual({
      plan: 'Essencial',
      status: 'active',
      enable_access: false,
      enable_visitor: true,
      seats: 2,
      ends_on: null,
      suspension: null,
    });
    const plans = await api.get('admin-ponteiro/plan/?search=essen', helper);
    expect(
      plans.body.data.results.map((p: { name: string; companies: number }) => [
        p.name,
        p.companies,
      ]),
    ).toEqual([['Essencial', 1]]);
    const current = await api.get(
      `admin-ponteiro/subscription/?company_id=${companyId}&current=true`,
      helper,
    );
    expect(current.body.data.results).toHaveLength(1);
    expect(current.body.data.results[0].plan.name).toBe('Essencial');

    const edited = await api.put(
      `admin-ponteiro/plan/${plan.body.data.id}/`,
      { ...PLAN, enable_access: true, seats: 5 },
      root,
    );
    expect(edited.status).toBe(200);
    expect(await session()).toMatchObject({ enable_access: true, seats: 5 });

    // Deleting the subscription in force brings back the one before (the trial).
    const removed = await api.delete(
      `admin-ponteiro/subscription/${subscribed.body.data.id}/`,
      root,
    );
    expect(removed.status).toBe(200);
    expect((await session()).plan).toBe('Teste');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorType, 'admin'));
    expect(audits.map((a) => `${a.entity}:${a.action}`)).toEqual(
      expect.arrayContaining([
        'plan:create',
        'plan:update',
        'subscription:create',
        'subscription:delete',
      ]),
    );
  });

  it("the plan's seats: a new or enabled employee beyond them is refused (422), nothing written", async () => {
    const plan = await api.post('admin-ponteiro/plan/', { ...PLAN, name: 'Duas vagas' }, root);
    expect(plan.status).toBe(201);
    const sub = await api.post(
      'admin-ponteiro/subscription/',
      { company_id: companyId, plan_id: plan.body.data.id, starts_on: '2026-11-01' },
      root,
    );
    expect(sub.status).toBe(201);
    const subsidiary = await createSubsidiary(t.database.db, companyId);
    const first = await createEmployee(t.database.db, companyId, subsidiary.id, { cpf: anyCpf() });
    await createEmployee(t.database.db, companyId, subsidiary.id, { cpf: anyCpf() });
    const body = {
      name: 'Terceira Pessoa',
      cpf: anyCpf(),
      admission_date: '2024-01-02',
      subsidiary_id: subsidiary.id,
    };
    const refused = await api.post('employees/', body, owner);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('2');
    expect((await api.post('employees/disable/', { ids: [first.id] }, owner)).status).toBe(200);
    const created = await api.post('employees/', body, owner);
    expect(created.status).toBe(201);
    const enable = await api.post('employees/enable/', { ids: [first.id] }, owner);
    expect(enable.status).toBe(422);
    await api.delete(`admin-ponteiro/subscription/${sub.body.data.id}/`, root);
    expect((await api.post('employees/enable/', { ids: [first.id] }, owner)).status).toBe(200);
  });

  it('concurrent creates cannot both take the last seat', async () => {
    const plan = await api.post('admin-ponteiro/plan/', { ...PLAN, name: 'Corrida' }, root);
    const subsidiary = await createSubsidiary(t.database.db, companyId);
    const active = (await api.get('company/subscription/', owner)).body.data.seats_used;
    const sub = await api.post(
      'admin-ponteiro/subscription/',
      {
        company_id: companyId,
        plan_id: plan.body.data.id,
        starts_on: '2026-11-01',
        seats: active + 1,
      },
      root,
    );
    expect(sub.status).toBe(201);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        api.post(
          'employees/',
          {
            name: `Pessoa ${'ABCDE'[n - 1]}`,
            cpf: anyCpf(),
            admission_date: '2024-01-02',
            subsidiary_id: subsidiary.id,
          },
          owner,
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect((await api.get('company/subscription/', owner)).body.data.seats_used).toBe(active + 1);
    await api.delete(`admin-ponteiro/subscription/${sub.body.data.id}/`, root);
  });

  it('company tokens get 401; administrators who are not superusers 403 on writes', async () => {
    expect((await api.get('admin-ponteiro/plan/', owner)).status).toBe(401);
    expect((await api.get('admin-ponteiro/subscription/', owner)).status).toBe(401);
    expect(
      (await api.post('admin-ponteiro/plan/', { ...PLAN, name: 'Outro' }, helper)).status,
    ).toBe(403);
    const before = await t.database.db.select().from(subscriptions);
    const trialPlan = (await api.get('admin-ponteiro/plan/?search=Teste', helper)).body.data
      .results[0].id;
    expect(
      (
        await api.post(
          'admin-ponteiro/subscription/',
          { company_id: companyId, plan_id: trialPlan, starts_on: '2026-11-01' },
          helper,
        )
      ).status,
    ).toBe(403);
    expect((await t.database.db.select().from(subscriptions)).length).toBe(before.length);
  });

  it('bad input is a 400 and writes nothing', async () => {
    const trialPlan = (await api.get('admin-ponteiro/plan/?search=Teste', root)).body.data
      .results[0].id;
    const before = (await t.database.db.select().from(subscriptions)).length;
    for (const body of [
      { ...PLAN, monthly_price_cents: -1 },
      { ...PLAN, seats: 0 },
      { ...PLAN, name: '' },
      { ...PLAN, extra: true },
      { ...PLAN, monthly_price_cents: '990' },
    ]) {
      expect(
        (await api.post('admin-ponteiro/plan/', body, root)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    for (const body of [
      { company_id: companyId, plan_id: trialPlan, starts_on: '2026-11-31' },
      { company_id: companyId, plan_id: trialPlan, starts_on: '2026-11-10', ends_on: '2026-11-01' },
      { company_id: companyId, plan_id: trialPlan, starts_on: '2026-11-01', status: 'gratis' },
      {
        company_id: '00000000-0000-4000-8000-000000000000',
        plan_id: trialPlan,
        starts_on: '2026-11-01',
      },
      {
        company_id: companyId,
        plan_id: '00000000-0000-4000-8000-000000000000',
        starts_on: '2026-11-01',
      },
    ]) {
      expect(
        (await api.post('admin-ponteiro/subscription/', body, root)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await t.database.db.select().from(subscriptions)).length).toBe(before);
    expect((await api.get('admin-ponteiro/plan/?page_size=7', root)).status).toBe(400);
    expect((await api.get('admin-ponteiro/subscription/?ordering=__proto__', root)).status).toBe(
      400,
    );
    expect(
      (await api.delete('admin-ponteiro/subscription/00000000-0000-4000-8000-000000000000/', root))
        .status,
    ).toBe(404);
  });
});
