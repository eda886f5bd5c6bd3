import {
  addMember,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createRole,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuserToken } from './support/back-office.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 16: the back-office dashboards (admin-<slug>/dashboard/companyInfo/) and the list of
// every company user (admin-<slug>/system_manage/get_all_user_with_company/), on a seeded
// scenario with exact figures. Company tokens get 401; bad queries a 400.

const PLAN = {
  description: null,
  yearly_price_cents: 0,
  enable_access: true,
  enable_visitor: true,
  trial_days: 0,
  is_public: true,
};

describe.each(testDatabaseKinds())('back-office dashboards and users (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let root: string;
  let ownerToken: string;
  const ids: Record<string, string> = {};

  // Three months ago, mid-month (the same month in any zone).
  const threeMonthsAgo = sql`date_trunc('month', now()) - interval '3 months' + interval '14 days'`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    api = client(t.app);
    root = await superuserToken(t, api);

    const pro = await api.post(
      'admin-ponteiro/plan/',
      { ...PLAN, name: 'Pro', monthly_price_cents: 10_000, seats: 5 },
      root,
    );
    const unlimited = await api.post(
      'admin-ponteiro/plan/',
      { ...PLAN, name: 'Ilimitado', monthly_price_cents: 25_000, seats: null },
      root,
    );
    expect([pro.status, unlimited.status]).toEqual([201, 201]);

    // D first, moved three months back (with its owner): it signed up then, still on trial.
    const d = await createCompanyWithOwner(db, {
      company: { legalName: 'Delta Antiga Ltda.' },
      owner: { name: 'Dora Delta', email: 'dora@delta.example' },
    });
    await db.execute(
      sql`update companies set created_at = ${threeMonthsAgo} where id = ${d.company.id}`,
    );
    await db.execute(sql`update users set created_at = ${threeMonthsAgo} where id = ${d.owner.id}`);

    // A: Pro (5 seats), active; 4 active employees and 1 disabled → 80 %, near its limit.
    const a = await createCompanyWithOwner(db, {
      company: { legalName: 'Alfa Relógios Ltda.', tradeName: 'Alfa' },
      owner: { name: 'Ana Alfa', email: 'ana@alfa.example' },
    });
    // B: Ilimitado with 10 seats of its own, past due; 3 employees → 30 %.
    const b = await createCompanyWithOwner(db, {
      company: { legalName: 'Beta Serviços Ltda.' },
      owner: { name: 'Bruno Beta', email: 'bruno@beta.example' },
    });
    // C: on trial, suspended.
    const c = await createCompanyWithOwner(db, {
      company: { legalName: 'Gama Comércio Ltda.' },
      owner: { name: 'Carla Gama', email: 'carla@gama.example' },
    });
    Object.assign(ids, { a: a.company.id, b: b.company.id, c: c.company.id, d: d.company.id });
    ids.anaUser = a.owner.id;

    for (const [company, plan, status, seats] of [
      [a.company.id, pro.body.data.id, 'active', null],
      [b.company.id, unlimited.body.data.id, 'past_due', 10],
    ] as const) {
      const sub = await api.post(
        'admin-ponteiro/subscription/',
        { company_id: company, plan_id: plan, status, starts_on: '2026-01-01', seats },
        root,
      );
      expect(sub.status).toBe(201);
    }
    await db.execute(sql`update companies set suspended_at = now() where id = ${c.company.id}`);

    const aSub = await createSubsidiary(db, a.company.id);
    for (let i = 0; i < 4; i++) await createEmployee(db, a.company.id, aSub.id);
    await createEmployee(db, a.company.id, aSub.id, { status: 'disabled' });
    const bSub = await createSubsidiary(db, b.company.id);
    for (let i = 0; i < 3; i++) await createEmployee(db, b.company.id, bSub.id);

    await db.execute(sql`insert into devices (company_id, id, name, serial_number, kind, protocol)
      values (${a.company.id}, gen_random_uuid(), 'Relógio da portaria', 'SN-DASH-1', 'time_clock', 'zkteco_push')`);

    // Members: an admin and an employee in A, a custom role in B; Ana is also an employee of B.
    const admin = await createMember(db, a.company.id, 'admin', {
      name: 'Artur Admin',
      email: 'artur@alfa.example',
    });
    await createMember(db, a.company.id, 'employee', {
      name: 'Elisa Empregada',
      email: 'elisa@alfa.example',
    });
    const role = await createRole(db, b.company.id, [], 'Portaria');
    await createMember(db, b.company.id, role, {
      name: 'Paulo Porteiro',
      email: 'paulo@beta.example',
    });
    await addMember(db, b.company.id, a.owner.id, 'employee');

    // Signed in: Ana 2 days ago, Artur 10 days ago (active); Bruno 40 days ago (not).
    for (const [id, days] of [
      [a.owner.id, 2],
      [admin.id, 10],
      [b.owner.id, 40],
    ] as const) {
      await db.execute(
        sql`update users set last_login_at = now() - make_interval(days => ${days}) where id = ${id}`,
      );
    }
    ownerToken = await accessTokenFor(t, a.owner.id, a.company.id);
  });
  afterAll(() => t.close());

  it('company tokens get 401, without a token too', async () => {
    for (const path of [
      'admin-ponteiro/dashboard/companyInfo/',
      'admin-ponteiro/system_manage/get_all_user_with_company/',
    ]) {
      expect((await api.get(path, ownerToken)).status).toBe(401);
      expect((await api.get(path)).status).toBe(401);
    }
  });

  it('gives the exact figures of the seeded scenario', async () => {
    // D: a cancelled subscription that ended last month (churn).
    const first = await api.get('admin-ponteiro/dashboard/companyInfo/', root);
    expect(first.status).toBe(200);
    const lastMonth = first.body.data.monthly[10].month as string;
    const trialPlan = (await api.get('admin-ponteiro/plan/?search=Teste', root)).body.data
      .results[0].id;
    const cancelled = await api.post(
      'admin-ponteiro/subscription/',
      {
        company_id: ids.d,
        plan_id: trialPlan,
        status: 'cancelled',
        starts_on: `${lastMonth}-01`,
        ends_on: `${lastMonth}-15`,
      },
      root,
    );
    expect(cancelled.status).toBe(201);

    const res = await api.get('admin-ponteiro/dashboard/companyInfo/', root);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.companies).toEqual({ total: 4, suspended: 1 });
    expect(data.users).toEqual({ total: 7, active_30d: 2 });
    expect(data.subscriptions).toEqual({ trial: 2, active: 1, past_due: 1 });
    expect(data.employees).toBe(7);
    expect(data.devices).toBe(1);
    expect(data.mrr_cents).toBe(35_000);
    expect(data.users_by_role).toEqual({ owner: 4, admin: 1, employee: 2, custom: 1 });

    expect(data.monthly).toHaveLength(12);
    const months = data.monthly.map((m: { month: string }) => m.month);
    expect([...months].sort()).toEqual(months);
    const current = data.monthly[11];
    expect(current).toMatchObject({
      new_companies: 3,
      new_users: 6,
      churned: 0,
      mrr_cents: 35_000,
    });
    expect(data.monthly[10]).toMatchObject({
      month: lastMonth,
      new_companies: 0,
      new_users: 0,
      churned: 1,
      mrr_cents: 0,
    });
    expect(data.monthly[8]).toMatchObject({ new_companies: 1, new_users: 1, churned: 0 });
    const sum = (key: string) =>
      data.monthly.reduce((n: number, m: Record<string, number>) => n + (m[key] ?? 0), 0);
    expect([sum('new_companies'), sum('new_users'), sum('churned')]).toEqual([4, 7, 1]);

    expect(data.near_seat_limit).toEqual([
      {
        company: { id: ids.a, name: 'Alfa' },
        plan: { id: expect.any(String), name: 'Pro' },
        used: 4,
        seats: 5,
      },
    ]);
    expect(
      data.recent_companies.map((r: { name: string; plan: { name: string } | null }) => [
        r.name,
        r.plan?.name ?? null,
      ]),
    ).toEqual([
      ['Gama Comércio Ltda.', 'Teste'],
      ['Beta Serviços Ltda.', 'Ilimitado'],
      ['Alfa', 'Pro'],
      ['Delta Antiga Ltda.', 'Teste'],
    ]);
    expect(data.recent_companies[0]).toMatchObject({ suspended: true, status: 'trial' });
    expect(data.recent_companies[1]).toMatchObject({ suspended: false, status: 'past_due' });
    expect(data.recent_companies[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // A fifth employee fills A: still listed, now 5 of 5.
    const aSub = await t.database.db.execute(
      sql`select id from subsidiaries where company_id = ${ids.a} limit 1`,
    );
    const subsidiaryId = String(
      ((aSub as { rows?: { id: string }[] }).rows ?? (aSub as unknown as { id: string }[]))[0]?.id,
    );
    await createEmployee(t.database.db, ids.a!, subsidiaryId);
    const again = (await api.get('admin-ponteiro/dashboard/companyInfo/', root)).body.data;
    expect(again.near_seat_limit[0]).toMatchObject({ used: 5, seats: 5 });
    expect(again.employees).toBe(8);
  });

  it('the months follow the Timezone header; an unknown zone falls back', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/admin-ponteiro/dashboard/companyInfo/',
      headers: { authorization: `Bearer ${root}`, timezone: 'Not/AZone' },
    });
    expect(res.statusCode).toBe(200);
    const tokyo = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/admin-ponteiro/dashboard/companyInfo/',
      headers: { authorization: `Bearer ${root}`, timezone: 'Asia/Tokyo' },
    });
    expect(tokyo.statusCode).toBe(200);
    expect(tokyo.json().data.monthly).toHaveLength(12);
  });

  it('lists every user with companies and roles: pages, search, company filter, ordering', async () => {
    const base = 'admin-ponteiro/system_manage/get_all_user_with_company/';
    const all = await api.get(`${base}?ordering=email`, root);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ count: 7, page: 1, page_size: 25 });
    expect(all.body.data.results.map((u: { email: string }) => u.email)).toEqual([
      'ana@alfa.example',
      'artur@alfa.example',
      'bruno@beta.example',
      'carla@gama.example',
      'dora@delta.example',
      'elisa@alfa.example',
      'paulo@beta.example',
    ]);
    const ana = all.body.data.results[0];
    expect(ana.companies).toEqual([
      { id: ids.a, name: 'Alfa', role: 'owner', role_name: null },
      { id: ids.b, name: 'Beta Serviços Ltda.', role: 'employee', role_name: null },
    ]);
    expect(ana.last_login_at).toMatch(/Z$/);
    const paulo = all.body.data.results[6];
    expect(paulo.companies).toEqual([
      { id: ids.b, name: 'Beta Serviços Ltda.', role: 'custom', role_name: 'Portaria' },
    ]);
    expect(paulo.last_login_at).toBeNull();

    const page2 = await api.get(`${base}?page=2`, root);
    expect(page2.status).toBe(200);
    expect(page2.body.data).toMatchObject({ count: 7, page: 2, results: [] });

    const search = await api.get(`${base}?search=ALFA.example`, root);
    expect(search.body.data.count).toBe(3);
    const byName = await api.get(`${base}?search=${encodeURIComponent('Gama')}`, root);
    expect(byName.body.data.results.map((u: { name: string }) => u.name)).toEqual(['Carla Gama']);
    // `%` is taken literally.
    expect((await api.get(`${base}?search=%25`, root)).body.data.count).toBe(0);

    const inB = await api.get(`${base}?company_id=${ids.b}&ordering=name`, root);
    expect(inB.body.data.results.map((u: { name: string }) => u.name)).toEqual([
      'Ana Alfa',
      'Bruno Beta',
      'Paulo Porteiro',
    ]);
    const inBSearch = await api.get(`${base}?company_id=${ids.b}&search=paulo`, root);
    expect(inBSearch.body.data.count).toBe(1);

    // Most recent sign-in first; those who never signed in last.
    const recent = await api.get(`${base}?ordering=-last_login_at`, root);
    expect(recent.body.data.results.slice(0, 3).map((u: { name: string }) => u.name)).toEqual([
      'Ana Alfa',
      'Artur Admin',
      'Bruno Beta',
    ]);
    const created = await api.get(`${base}?ordering=created_at`, root);
    expect(created.body.data.results[0].name).toBe('Dora Delta');
  });

  it('bad queries are a 400', async () => {
    const base = 'admin-ponteiro/system_manage/get_all_user_with_company/';
    for (const query of [
      'page_size=7',
      'page=0',
      'page=abc',
      'ordering=password_hash',
      'ordering=__proto__',
      'ordering=Name;drop',
      'company_id=abc',
      `search=${'x'.repeat(201)}`,
    ]) {
      const res = await api.get(`${base}?${query}`, root);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('validation_error');
    }
  });
});
