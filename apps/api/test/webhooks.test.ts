import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookDeliveries } from '@ponteiro/db';
import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createOrganization,
  createRole,
  createSchedule,
} from '@ponteiro/db/testing';
import { translateValidation, verifyWebhook, WEBHOOK_RETRY_MINUTES } from '@ponteiro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../src/modules/webhooks/sender.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartForm } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 20, webhooks for integrators: subscriptions (https only, no private network; loopback in
// the test configuration), the signature a receiver verifies with the documented recipe, a real
// change delivered as the API answers it, retries on the documented schedule (a moved clock),
// the pause after a day of failures with the admins told, and the sender's limits (no redirect,
// the answer read up to 64 KB, the timeout).

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

const BASE = 'system/notifications/webhooks/';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  url: string;
}

/** A receiver on loopback; `answer` decides each reply. */
async function startReceiver() {
  const received: Received[] = [];
  let answer: (res: import('node:http').ServerResponse) => void = (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        url: req.url ?? '',
      });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answerWith(fn: typeof answer) {
      answer = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe.each(testDatabaseKinds())('webhooks (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: string;
  let ownerId: string;
  let companyId: string;
  let other: string;
  let clerk: string;
  let org: { subsidiary: string; department: string; position: string; location: string };
  let receiver: Receiver;

  const patch = async (url: string, body: unknown, token: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1.0/${url}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const subscribe = async (over: Json = {}, token = owner) => {
    const res = await api.post(
      BASE,
      { url: receiver.url, events: ['employee.created'], ...over },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Json;
  };
  const deliveries = async (id: string) =>
    (await api.get(`${BASE}${id}/deliveries/`, owner)).body.data.results as Json[];
  const employeeBody = (over: Json = {}) => ({
    name: 'José da Silva',
    cpf: '529.982.247-25',
    birth_date: '1990-05-01',
    admission_date: '2024-01-02',
    registration: `R${Math.floor(Math.random() * 1e6)}`,
    subsidiary_id: org.subsidiary,
    department_id: org.department,
    position_id: org.position,
    location_id: org.location,
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    ownerId = mine.owner.id;
    owner = await accessTokenFor(t, mine.owner.id, companyId);
    const rows = await createOrganization(db, companyId);
    org = {
      subsidiary: rows.subsidiary.id,
      department: rows.department.id,
      position: rows.position.id,
      location: rows.location.id,
    };
    const theirs = await createCompanyWithOwner(db);
    other = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
    const role = await createRole(db, companyId, ['timesheets.timesheet'], 'RH');
    const hr = await createMember(db, companyId, role, { name: 'Paula RH' });
    clerk = await accessTokenFor(t, hr.id, companyId);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  afterEach(async () => {
    // Each test starts without subscriptions (the sender sweeps every company's deliveries).
    for (const sub of (await api.get(BASE, owner)).body.data as Json[]) {
      await api.delete(`${BASE}${sub.id}/`, owner);
    }
    receiver.received.length = 0;
    receiver.answerWith((res) => res.writeHead(200).end('ok'));
  });

  it('adds, reads, changes, rotates, pauses and deletes a subscription', async () => {
    const sub = await subscribe({
      description: 'ERP',
      events: ['punch.recorded', 'employee.created'],
    });
    expect(sub).toMatchObject({
      url: receiver.url,
      description: 'ERP',
      // In the catalogue's order, whatever order they were given in.
      events: ['punch.recorded', 'employee.created'],
      status: 'active',
      last_delivery: null,
    });
    expect(sub.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await api.get(BASE, owner)).body.data).toHaveLength(1);
    expect((await api.get(`${BASE}${sub.id}/`, owner)).body.data.id).toBe(sub.id);

    const changed = await patch(`${BASE}${sub.id}/`, { events: ['report.ready'] }, owner);
    expect(changed.status).toBe(200);
    expect(changed.body.data.events).toEqual(['report.ready']);
    const rotated = await api.post(`${BASE}${sub.id}/rotate-secret/`, {}, owner);
    expect(rotated.body.data.secret).not.toBe(sub.secret);
    const paused = await api.post(`${BASE}${sub.id}/pause/`, {}, owner);
    expect(paused.body.data).toMatchObject({ status: 'paused', paused_reason: 'manual' });
    const resumed = await api.post(`${BASE}${sub.id}/resume/`, {}, owner);
    expect(resumed.body.data).toMatchObject({ status: 'active', paused_reason: null });

    expect((await api.delete(`${BASE}${sub.id}/`, owner)).status).toBe(200);
    expect((await api.get(`${BASE}${sub.id}/`, owner)).status).toBe(404);
  });

  it('refuses plain http, private and reserved targets with a field error', async () => {
    const cases: [string, string][] = [
      ['http://example.com/hook', 'validation.webhook_url_https'],
      ['https://10.1.2.3/hook', 'validation.webhook_url_private'],
      ['https://192.168.0.10/hook', 'validation.webhook_url_private'],
      ['https://169.254.169.254/latest/meta-data', 'validation.webhook_url_private'],
      ['https://[::ffff:172.16.0.1]/hook', 'validation.webhook_url_private'],
      ['https://[fd00::1]/hook', 'validation.webhook_url_private'],
      ['https://user:pw@127.0.0.1/hook', 'validation.webhook_url'],
      ['ftp://127.0.0.1/hook', 'validation.webhook_url'],
    ];
    for (const [url, key] of cases) {
      const res = await api.post(BASE, { url, events: ['employee.created'] }, owner);
      // The schema's own check (400) or the server's (422): a message on `url` either way.
      expect([400, 422], url).toContain(res.status);
      expect(res.body.errors?.url, url).toEqual([translateValidation(key, 'en-US')]);
    }
    expect((await api.post(BASE, { url: receiver.url, events: [] }, owner)).status).toBe(400);
    expect((await api.get(BASE, owner)).body.data).toHaveLength(0);
    // Loopback is allowed in this (test) configuration.
    await subscribe({ url: `http://localhost:${receiver.port}/x` });
  });

  it("answers 404 for another company's subscription and 403 without the permission", async () => {
    const sub = await subscribe();
    expect((await api.get(`${BASE}${sub.id}/`, other)).status).toBe(404);
    expect((await patch(`${BASE}${sub.id}/`, { description: 'x' }, other)).status).toBe(404);
    expect((await api.post(`${BASE}${sub.id}/test/`, {}, other)).status).toBe(404);
    expect((await api.post(`${BASE}${sub.id}/rotate-secret/`, {}, other)).status).toBe(404);
    expect((await api.get(`${BASE}${sub.id}/deliveries/`, other)).status).toBe(404);
    expect((await api.delete(`${BASE}${sub.id}/`, other)).status).toBe(404);
    expect((await api.get(BASE, other)).body.data).toEqual([]);
    expect((await api.get(BASE, clerk)).status).toBe(403);
    expect(
      (await api.post(BASE, { url: receiver.url, events: ['employee.created'] }, clerk)).status,
    ).toBe(403);
  });

  it('sends a test event the receiver verifies with the documented recipe', async () => {
    const sub = await subscribe();
    const res = await api.post(`${BASE}${sub.id}/test/`, {}, owner);
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({
      event: 'webhook.test',
      test: true,
      status: 'succeeded',
      attempts: 1,
      response_status: 200,
    });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    const h = got!.headers;
    expect(h['x-ponteiro-event']).toBe('webhook.test');
    expect(h['x-ponteiro-delivery']).toBe(res.body.data.id);
    expect(
      await verifyWebhook({
        secret: sub.secret,
        timestamp: String(h['x-ponteiro-timestamp']),
        body: got!.body,
        signature: String(h['x-ponteiro-signature']),
      }),
    ).toBe(true);
    // A wrong secret, a changed body, an old timestamp: refused.
    const base = {
      secret: sub.secret,
      timestamp: String(h['x-ponteiro-timestamp']),
      body: got!.body,
      signature: String(h['x-ponteiro-signature']),
    };
    expect(await verifyWebhook({ ...base, secret: 'whsec_other' })).toBe(false);
    expect(await verifyWebhook({ ...base, body: `${got!.body} ` })).toBe(false);
    expect(await verifyWebhook({ ...base, now: Number(base.timestamp) + 301 })).toBe(false);
    const body = JSON.parse(got!.body);
    expect(body).toMatchObject({
      event: 'webhook.test',
      company: { id: companyId },
      data: { subscription_id: sub.id },
    });
    const log = await deliveries(sub.id);
    expect(log).toHaveLength(1);
    const detail = await api.get(`${BASE}${sub.id}/deliveries/${log[0]!.id}/`, owner);
    expect(detail.body.data.body).toBe(got!.body);
    expect(detail.body.data.response_body).toBe('ok');
    expect((await api.get(`${BASE}${sub.id}/`, owner)).body.data.last_delivery).toMatchObject({
      status: 'succeeded',
      response_status: 200,
    });
  });

  it('delivers a real change as the API answers it, and a resend is a new attempt', async () => {
    const sub = await subscribe({ events: ['employee.created', 'employee.changed'] });
    const created = await api.post('employees/', employeeBody(), owner);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(receiver.received).toHaveLength(0);
    expect(await t.app.deliverWebhooks()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const body = JSON.parse(got.body);
    expect(body.event).toBe('employee.created');
    expect(body.company.id).toBe(companyId);
    expect(body.data).toEqual(JSON.parse(JSON.stringify(created.body.data)));
    expect(
      await verifyWebhook({
        secret: sub.secret,
        timestamp: String(got.headers['x-ponteiro-timestamp']),
        body: got.body,
        signature: String(got.headers['x-ponteiro-signature']),
      }),
    ).toBe(true);
    // Nothing is sent twice.
    expect(await t.app.deliverWebhooks()).toBe(0);

    const [first] = await deliveries(sub.id);
    const resent = await api.post(`${BASE}${sub.id}/deliveries/${first!.id}/resend/`, {}, owner);
    expect(resent.status).toBe(202);
    expect(resent.body.data).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(resent.body.data.id).not.toBe(first!.id);
    expect(resent.body.data.event_id).toBe(first!.event_id);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(got.body);
    expect(await deliveries(sub.id)).toHaveLength(2);
    // A change of the record: employee.changed, as the PUT answers it.
    const id = created.body.data.id as string;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1.0/employees/${id}/`,
      payload: employeeBody({
        name: 'José da Silva Sauro',
        registration: created.body.data.registration,
      }),
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await t.app.deliverWebhooks()).toBe(1);
    const changed = JSON.parse(receiver.received[2]!.body);
    expect(changed.event).toBe('employee.changed');
    expect(changed.data).toEqual((put.json() as Json).data);
    // A paused subscription is not queued to.
    await api.post(`${BASE}${sub.id}/pause/`, {}, owner);
    await api.post('employees/', employeeBody({ cpf: '111.444.777-35' }), owner);
    expect(await deliveries(sub.id)).toHaveLength(3);
  });

  it('every flow tells its event, inside its own transaction', async () => {
    const sub = await subscribe({
      events: [
        'punch.recorded',
        'punch.treated',
        'timesheet.period_closed',
        'request.created',
        'request.decided',
        'employee.changed',
        'employee.disabled',
        'report.ready',
      ],
    });
    const db = t.database.db;
    const user = await createMember(db, companyId, 'employee', { name: 'Ana Caixa' });
    const employee = await createEmployee(db, companyId, org.subsidiary, {
      name: 'Ana Caixa',
      cpf: anyCpf(),
      userId: user.id,
      admissionDate: '2026-01-05',
    });
    const schedule = await createSchedule(db, companyId);
    await assignSchedule(db, companyId, employee.id, schedule.id, '2026-01-05');
    const ana = await accessTokenFor(t, user.id, companyId);
    const sent = async () => {
      await t.app.deliverWebhooks();
      const events = receiver.received.map((r) => JSON.parse(r.body) as Json);
      receiver.received.length = 0;
      return events;
    };

    // punch.recorded: the receipt as the punch answers it.
    const punched = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/punches/',
      payload: {},
      headers: { authorization: `Bearer ${ana}` },
    });
    expect(punched.statusCode, punched.body).toBe(201);
    const receipt = (punched.json() as Json).data;
    let events = await sent();
    expect(events.map((e) => e.event)).toEqual(['punch.recorded']);
    expect(events[0]!.data).toEqual(receipt);

    // punch.treated: disregarded.
    const treated = await api.post(
      `timesheets/punches/${receipt.id}/disregard/`,
      { reason: 'Marcação em duplicidade' },
      owner,
    );
    expect(treated.status, JSON.stringify(treated.body)).toBe(200);
    events = await sent();
    expect(events.map((e) => e.event)).toEqual(['punch.treated']);
    expect(events[0]!.data).toEqual(treated.body.data);

    // request.created, then request.decided.
    const form = multipartForm({
      type: 'manual_punch',
      date: '2026-11-03',
      time: '08:02',
      reason: 'Esqueci de marcar a entrada',
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/ta-events/requests/',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${ana}` },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = (asked.json() as Json).data;
    events = await sent();
    expect(events.map((e) => e.event)).toEqual(['request.created']);
    expect(events[0]!.data.id).toBe(request.id);
    const decided = await api.post(
      'ta-events/approvals/decide/',
      { ids: [request.id], decision: 'reject', note: 'Sem justificativa' },
      owner,
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    events = await sent();
    expect(events.map((e) => e.event)).toEqual(['request.decided']);
    expect(events[0]!.data).toMatchObject({ id: request.id, status: 'rejected' });

    // timesheet.period_closed: one per employee's period.
    const closed = await api.post(
      'timesheets/periods/close/',
      { employee_ids: [employee.id], from: '2026-10-01', to: '2026-10-31' },
      owner,
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    events = await sent();
    expect(events.map((e) => e.event)).toEqual(['timesheet.period_closed']);
    expect(events[0]!.data).toEqual(closed.body.data.periods[0]);

    // report.ready: when the job's file is made.
    const job = await api.post(
      'reports/jobs/',
      { kind: 'hours_bank', format: 'xlsx', from: '2026-10-01', to: '2026-10-31' },
      owner,
    );
    expect(job.status, JSON.stringify(job.body)).toBe(202);
    expect(await sent()).toEqual([]);
    await t.app.reportJobs.runPending();
    events = await sent();
    expect(events.map((e) => e.event)).toEqual(['report.ready']);
    expect(events[0]!.data).toMatchObject({ id: job.body.data.id, status: 'done' });

    // employee.disabled; a refused change tells nothing.
    expect((await api.post('employees/disable/', { ids: [employee.id] }, owner)).status).toBe(200);
    events = await sent();
    expect(events.map((e) => e.event)).toEqual(['employee.disabled']);
    expect(events[0]!.data).toMatchObject({ id: employee.id, status: 'disabled' });
    expect(
      (await api.post('employees/disable/', { ids: [employee.id, sub.id] }, owner)).status,
    ).toBe(404);
    expect(await sent()).toEqual([]);
  });

  it('retries on the documented schedule, gives up after 24 h and pauses the subscription', async () => {
    receiver.answerWith((res) => res.writeHead(500).end('down'));
    const sub = await subscribe();
    expect(
      (await api.post('employees/', employeeBody({ cpf: '390.533.447-05' }), owner)).status,
    ).toBe(201);
    const [queued] = await deliveries(sub.id);
    const created = new Date(queued!.created_at).getTime();
    const at = (minutes: number, seconds = 0) =>
      new Date(created + minutes * 60_000 + seconds * 1000);

    for (const [k, minutes] of WEBHOOK_RETRY_MINUTES.entries()) {
      // Not before its time…
      if (minutes > 0) expect(await t.app.deliverWebhooks(at(minutes, -5))).toBe(0);
      // …and then once.
      expect(await t.app.deliverWebhooks(at(minutes, 1))).toBe(1);
      const [row] = await deliveries(sub.id);
      expect(row!.attempts).toBe(k + 1);
      expect(row!.response_status).toBe(500);
      const next = WEBHOOK_RETRY_MINUTES[k + 1];
      if (next === undefined) {
        expect(row).toMatchObject({ status: 'failed', next_attempt_at: null });
      } else {
        expect(row!.status).toBe('pending');
        expect(new Date(row!.next_attempt_at).getTime()).toBe(created + next * 60_000);
      }
    }
    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_MINUTES.length);
    // A day of failures: paused, and the company's admins told in the bell.
    const paused = (await api.get(`${BASE}${sub.id}/`, owner)).body.data;
    expect(paused).toMatchObject({ status: 'paused', paused_reason: 'failures' });
    const bell = (await api.get('notifications/', owner)).body.data.results as Json[];
    expect(bell.find((n) => n.kind === 'webhook_paused')?.params.webhook_url).toBe(receiver.url);
    void ownerId;
  });

  it('follows no redirect, and records the refusal of a private target at send time', async () => {
    receiver.answerWith((res) => res.writeHead(302, { location: '/elsewhere' }).end());
    const sub = await subscribe();
    const res = await api.post(`${BASE}${sub.id}/test/`, {}, owner);
    expect(res.body.data).toMatchObject({
      status: 'failed',
      response_status: 302,
      error: 'redirect_not_followed',
    });
    expect(receiver.received.map((r) => r.url)).toEqual(['/hooks']);
    // A target saved while allowed and refused now (DNS changed, say): nothing is sent.
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.subscriptionId, sub.id));
    const { webhookSubscriptions } = await import('@ponteiro/db');
    await t.database.db
      .update(webhookSubscriptions)
      .set({ url: 'https://10.0.0.1/hook' })
      .where(eq(webhookSubscriptions.id, sub.id));
    const refused = await api.post(`${BASE}${sub.id}/test/`, {}, owner);
    expect(refused.body.data).toMatchObject({
      status: 'failed',
      response_status: null,
      error: 'target_refused:webhook_url_private',
    });
    expect(receiver.received).toHaveLength(1);
  });
});

describe('the sender’s limits', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  const target = () => {
    const url = new URL(receiver.url);
    return { url, address: '127.0.0.1', family: 4 as const };
  };

  it('reads at most 64 KB of an answer that streams on, and keeps its first 2 KB', async () => {
    let written = 0;
    receiver.answerWith((res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'x'.repeat(16 * 1024);
      const pump = () => {
        // Far more than 64 KB, and never ending by itself.
        while (written < 8 * 1024 * 1024 && res.write(chunk)) written += chunk.length;
        if (written < 8 * 1024 * 1024) res.once('drain', pump);
      };
      pump();
    });
    const result = await postWebhook(target(), {}, '{}', { timeoutMs: 5_000 });
    expect(result).toMatchObject({ ok: true, status: 200, error: null });
    expect(result.body).toHaveLength(2048);
    expect(result.ms).toBeLessThan(5_000);
  });

  it('gives up after the timeout', async () => {
    receiver.answerWith(() => undefined);
    const result = await postWebhook(target(), {}, '{}', { timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, status: null, error: 'timeout' });
  });
});
