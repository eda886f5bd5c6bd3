import { distributors, plans, subscriptions, uuidv7 } from '@ponteiro/db';
import {
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { operation } from '@ponteiro/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../src/http/define-route.js';
import { superuserToken } from './support/back-office.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 16: the back-office's companies (dashboard/companyList/, companies/{id}/…), the
// suspension a company's users meet at sign-in, the record history, the plan's switches the
// server enforces on access-control and visitor routes, and the company's own subscription.

/** Stand-ins for the access-control and visitor routes (issues after this one) on the real guard. */
const accessProbe = operation({
  method: 'GET',
  path: '/access-probe/',
  responses: { 200: z.object({ data: z.literal('ok') }) },
});
const visitorProbe = operation({
  method: 'GET',
  path: '/visitor-probe/',
  responses: { 200: z.object({ data: z.literal('ok') }) },
});
const probes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, {
    operation: accessProbe,
    access: { member: true, feature: 'enable_access' },
    handler: async () => ({ data: 'ok' as const }),
  });
  defineRoute(app, {
    operation: visitorProbe,
    access: { permission: 'settings.system.subscription', feature: 'enable_visitor' },
    handler: async () => ({ data: 'ok' as const }),
  });
};

describe.each(testDatabaseKinds())('back-office companies (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let root: string;
  let helper: string;
  let acme: string;
  let owner: string;
  let employee: string;
  let otherOwner: string;
  let borboleta: string;
  let planId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      extend: (app: FastifyInstance) => {
        app.register(probes, { prefix: '/api/v1.0' });
      },
    });
    api = client(t.app);
    root = await superuserToken(t, api);
    await api.post(
      'admin-ponteiro/users/',
      { username: 'atendente', password: 'Balcao-Azul-2026' },
      root,
    );
    helper = (
      await api.post('admin-ponteiro/auth/login/', {
        username: 'atendente',
        password: 'Balcao-Azul-2026',
      })
    ).body.data.access_token;

    const db = t.database.db;
    const a = await createCompanyWithOwner(db, {
      company: { legalName: 'Acme Indústria Ltda', tradeName: 'Acme' },
    });
    acme = a.company.id;
    owner = await accessTokenFor(t, a.owner.id, acme);
    const worker = await createMember(db, acme, 'employee');
    employee = await accessTokenFor(t, worker.id, acme);
    const subsidiary = await createSubsidiary(db, acme);
    for (let i = 0; i < 3; i++) await createEmployee(db, acme, subsidiary.id);
    await createEmployee(db, acme, subsidiary.id, { status: 'disabled' });

    const b = await createCompanyWithOwner(db, {
      company: { legalName: 'Borboleta Comércio ME', tradeName: null },
    });
    borboleta = b.company.id;
    otherOwner = await accessTokenFor(t, b.owner.id, borboleta);

    planId = uuidv7();
    await db.insert(plans).values({
      id: planId,
      name: 'Ponto 10',
      monthlyPriceCents: 4990,
      yearlyPriceCents: 49_900,
      seats: 10,
      enableAccess: false,
      enableVisitor: false,
      isPublic: true,
    });
    await db.insert(subscriptions).values({
      id: uuidv7(),
      companyId: acme,
      planId,
      status: 'active',
      startsOn: '2026-11-01',
    });
  });
  afterAll(() => t.close());

  it('answers company tokens 401 and lists every company with plan, seats and status', async () => {
    expect((await api.get('admin-ponteiro/dashboard/companyList/', owner)).status).toBe(401);
    expect((await api.get('admin-ponteiro/dashboard/companyList/')).status).toBe(401);

    const list = await api.get('admin-ponteiro/dashboard/companyList/?ordering=name', helper);
    expect(list.status).toBe(200);
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.results.map((c: { name: string }) => c.name)).toEqual([
      'Acme',
      'Borboleta Comércio ME',
    ]);
    expect(list.body.data.results[0]).toMatchObject({
      id: acme,
      legal_name: 'Acme Indústria Ltda',
      status: 'active',
      plan: { id: planId, name: 'Ponto 10' },
      subscription_status: 'active',
      seats_used: 3,
      seats_allowed: 10,
      members: 2,
      distributor: null,
    });
    // The other company is on the trial plan every new company gets.
    expect(list.body.data.results[1]).toMatchObject({
      plan: { name: 'Teste' },
      subscription_status: 'trial',
      seats_allowed: null,
    });

    const searched = await api.get('admin-ponteiro/dashboard/companyList/?search=borbo', helper);
    expect(searched.body.data.results).toHaveLength(1);
    const byPlan = await api.get(
      `admin-ponteiro/dashboard/companyList/?plan_id=${planId}&page_size=25`,
      helper,
    );
    expect(byPlan.body.data.results.map((c: { id: string }) => c.id)).toEqual([acme]);
    const paged = await api.get(
      'admin-ponteiro/dashboard/companyList/?page=2&page_size=25',
      helper,
    );
    expect(paged.body.data).toMatchObject({ results: [], count: 2, page: 2 });
  });

  it.each([
    ['page_size=7'],
    ['status=frozen'],
    ['plan_id=nope'],
    ['ordering=name;drop'],
    ['search=%00x'],
  ])('refuses a bad list query (%s) with 400', async (query) => {
    const res = await api.get(`admin-ponteiro/dashboard/companyList/?${query}`, helper);
    expect(res.status).toBe(400);
  });

  it('shows a company with its people, subscription history and devices', async () => {
    const res = await api.get(`admin-ponteiro/companies/${acme}/`, helper);
    expect(res.status).toBe(200);
    expect(res.body.data.people.map((p: { role: string }) => p.role).sort()).toEqual([
      'employee',
      'owner',
    ]);
    expect(res.body.data.subscriptions.map((s: { plan: { name: string } }) => s.plan.name)).toEqual(
      ['Ponto 10', 'Teste'],
    );
    expect(res.body.data.devices).toEqual([]);
    expect((await api.get(`admin-ponteiro/companies/${uuidv7()}/`, helper)).status).toBe(404);
    expect((await api.get('admin-ponteiro/companies/123/', helper)).status).toBe(400);
  });

  it('a superuser suspends a company: its users meet the reason, every other call a 403', async () => {
    const path = `admin-ponteiro/companies/${acme}/suspend/`;
    expect((await api.post(path, { reason: 'Fatura em atraso' }, helper)).status).toBe(403);
    expect((await api.post(path, { reason: 'x' }, root)).status).toBe(400);
    expect((await api.post(path, { reason: 'ok', extra: 1 }, root)).status).toBe(400);
    expect((await api.post(path, { reason: 'Fatura\u0000' }, root)).status).toBe(400);

    const suspended = await api.post(path, { reason: 'Fatura de outubro em aberto' }, root);
    expect(suspended.status).toBe(200);
    expect(suspended.body.data).toMatchObject({
      status: 'suspended',
      suspension_reason: 'Fatura de outubro em aberto',
    });
    expect((await api.post(path, { reason: 'De novo' }, root)).status).toBe(409);

    const session = await api.get('base/user/session/', owner);
    expect(session.status).toBe(200);
    expect(session.body.data.subscription).toMatchObject({
      status: 'suspended',
      suspension: {
        reason: 'Fatura de outubro em aberto',
        contact: { name: 'Ponteiro', email: 'suporte@ponteiro.local' },
      },
    });
    const refused = await api.get('employees/', owner);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('suspended');
    expect((await api.get('company/subscription/', owner)).status).toBe(403);
    // Other companies carry on.
    expect((await api.get('company/subscription/', otherOwner)).status).toBe(200);

    const reactivate = `admin-ponteiro/companies/${acme}/reactivate/`;
    expect((await api.post(reactivate, { reason: 'Pago' }, helper)).status).toBe(403);
    const back = await api.post(reactivate, { reason: 'Pagamento confirmado' }, root);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'active', suspension_reason: null });
    expect((await api.post(reactivate, { reason: 'Outra vez' }, root)).status).toBe(409);
    expect((await api.get('employees/', owner)).status).toBe(200);
    expect((await api.get('base/user/session/', owner)).body.data.subscription).toMatchObject({
      status: 'active',
      suspension: null,
    });
  });

  it('names the distributor as the contact of a suspended company it brought', async () => {
    const id = uuidv7();
    await t.database.db.insert(distributors).values({
      id,
      name: 'Revenda Sul',
      cnpj: '11222333000181',
      contactName: 'Marta',
      email: 'marta@revenda.example',
      phone: '+55 51 3333-4444',
    });
    const path = `admin-ponteiro/companies/${acme}/distributor/`;
    expect((await api.put(path, { distributor_id: id }, helper)).status).toBe(403);
    expect((await api.put(path, { distributor_id: uuidv7() }, root)).status).toBe(400);
    const set = await api.put(path, { distributor_id: id }, root);
    expect(set.status).toBe(200);
    expect(set.body.data.distributor).toEqual({ id, name: 'Revenda Sul' });

    await api.post(`admin-ponteiro/companies/${acme}/suspend/`, { reason: 'Contrato' }, root);
    expect((await api.get('base/user/session/', owner)).body.data.subscription.suspension).toEqual({
      reason: 'Contrato',
      since: expect.any(String),
      contact: {
        name: 'Revenda Sul (Marta)',
        email: 'marta@revenda.example',
        phone: '+55 51 3333-4444',
      },
    });
    await api.post(`admin-ponteiro/companies/${acme}/reactivate/`, { reason: 'Tudo certo' }, root);
    expect((await api.put(path, { distributor_id: null }, root)).body.data.distributor).toBeNull();
  });

  it("keeps each record's history: who, when, before → after", async () => {
    const res = await api.get(
      `admin-ponteiro/history/?entity=company&entity_id=${acme}&page_size=25`,
      helper,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.results.map((e: { action: string }) => e.action)).toEqual([
      'set_distributor',
      'reactivate',
      'suspend',
      'set_distributor',
      'reactivate',
      'suspend',
    ]);
    expect(res.body.data.results[5]).toMatchObject({
      actor: { type: 'admin', name: 'Administrador da plataforma' },
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Fatura de outubro em aberto' },
    });
    expect((await api.get(`admin-ponteiro/history/?entity=company`, helper)).status).toBe(400);
    expect(
      (await api.get(`admin-ponteiro/history/?entity=users&entity_id=${acme}`, helper)).status,
    ).toBe(400);
    expect(
      (await api.get(`admin-ponteiro/history/?entity=company&entity_id=${acme}`, owner)).status,
    ).toBe(401);
  });

  it("refuses access-control and visitor routes when the company's plan lacks them", async () => {
    const access = await api.get('access-probe/', owner);
    expect(access.status).toBe(403);
    expect(access.body.message).toContain('access control');
    expect((await api.get('visitor-probe/', owner)).body.message).toContain('visitors');

    // The other company is on the trial plan: everything on.
    expect((await api.get('access-probe/', otherOwner)).status).toBe(200);
    expect((await api.get('visitor-probe/', otherOwner)).status).toBe(200);

    await t.database.db
      .update(plans)
      .set({ enableAccess: true, enableVisitor: true })
      .where(eq(plans.id, planId));
    expect((await api.get('access-probe/', owner)).status).toBe(200);
    expect((await api.get('access-probe/', employee)).status).toBe(200);
    // The switch does not replace the permission.
    expect((await api.get('visitor-probe/', employee)).status).toBe(403);
    expect((await api.get('access-probe/')).status).toBe(401);
  });

  it('shows the company its plan and seats used/allowed; anyone the public plans', async () => {
    const mine = await api.get('company/subscription/', owner);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      plan: 'Ponto 10',
      status: 'active',
      seats: 10,
      seats_used: 3,
      starts_on: '2026-11-01',
      monthly_price_cents: 4990,
      contact: { name: 'Ponteiro' },
    });
    expect((await api.get('company/subscription/', employee)).status).toBe(403);
    expect((await api.get('company/subscription/')).status).toBe(401);

    const pub = await api.get('base/plans/');
    expect(pub.status).toBe(200);
    expect(pub.body.data.map((p: { name: string }) => p.name)).toEqual(['Ponto 10']);
    expect(pub.body.data[0]).not.toHaveProperty('companies');
  });

  it('reads a trial past its end as past_due', async () => {
    const db = t.database.db;
    await db
      .update(subscriptions)
      .set({ endsOn: '2026-01-31' })
      .where(eq(subscriptions.companyId, borboleta));
    const session = await api.get('base/user/session/', otherOwner);
    expect(session.body.data.subscription).toMatchObject({
      status: 'past_due',
      ends_on: '2026-01-31',
    });
  });
});
