import { appendToRegister, auditLog, emailOutbox, withTenant } from '@ponteiro/db';
import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createDepartment,
  createEmployee,
  createMember,
  createRole,
  createSchedule,
  createSubsidiary,
  type EmployeeRow,
} from '@ponteiro/db/testing';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_EVENTS } from '@ponteiro/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer.js';
import { createAlerts } from '../src/modules/notifications/alerts.js';
import { createNotifier } from '../src/modules/notifications/notifier.js';
import { createPeriodsService } from '../src/modules/timesheets/periods.service.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartForm } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 19, System › Notifications: per event the channels and the recipients — validated (a
// foreign role refuses the whole save), audited before/after; the notifier follows them (the
// approvers always, the manager and roles added, nobody twice, an event off tells nobody); the
// test send to the caller only, rate-limited; the new events (abnormal punch, period closed,
// certificate expiring) from their jobs and from the period close.

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

const SETTINGS = 'system/notifications/settings/';
const TEST = 'system/notifications/test/';

const row = (event: string, over: Json = {}) => ({
  event,
  ...NOTIFICATION_DEFAULTS[event as keyof typeof NOTIFICATION_DEFAULTS],
  ...over,
});

describe.each(testDatabaseKinds())('notification settings (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: { token: string; id: string; email: string };
  let ana: { token: string; id: string; email: string; employee: EmployeeRow };
  let marta: { token: string; id: string; email: string; employee: EmployeeRow };
  let paula: { token: string; id: string; email: string };
  let clerk: string;
  let customRole: string;
  let foreignRole: string;
  let subsidiaryId: string;

  const notices = async (token: string) =>
    (await api.get('notifications/', token)).body.data.results as Json[];
  const mailsTo = (address: string) =>
    t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
  const audits = () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notification_settings'), eq(auditLog.companyId, companyId)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const ask = async (token: string, fields: Record<string, string>) => {
    const form = multipartForm(fields);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/ta-events/requests/',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  /** The notifier and alerts as the jobs build them, on the test database. */
  const jobParts = () => {
    const mailer = createMailer({ db: t.database.db, from: 'test@ponteiro', log: t.app.log });
    const notifier = createNotifier({ mailer, appUrl: 'http://localhost' });
    return { notifier, alerts: createAlerts({ db: t.database.db, notifier }) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    companyId = company.company.id;
    owner = {
      id: company.owner.id,
      email: company.owner.email,
      token: await accessTokenFor(t, company.owner.id, companyId),
    };
    subsidiaryId = (await createSubsidiary(db, companyId)).id;
    const schedule = await createSchedule(db, companyId);
    const store = await createDepartment(db, companyId, { name: 'Loja' });
    const person = async (role: string, name: string) => {
      const user = await createMember(db, companyId, role, { name });
      const employee = await createEmployee(db, companyId, subsidiaryId, {
        name,
        cpf: anyCpf(),
        userId: user.id,
        departmentId: store.id,
        admissionDate: '2026-01-05',
      });
      await assignSchedule(db, companyId, employee.id, schedule.id, '2026-01-05');
      return {
        id: user.id,
        email: user.email,
        token: await accessTokenFor(t, user.id, companyId),
        employee,
      };
    };
    ana = await person('employee', 'Ana Caixa');
    marta = await person('employee', 'Marta Gerente');
    await db.execute(
      sql`update departments set manager_employee_id = ${marta.employee.id} where id = ${store.id}`,
    );
    customRole = await createRole(db, companyId, ['timesheets.timesheet'], 'RH');
    const hr = await createMember(db, companyId, customRole, { name: 'Paula RH' });
    paula = { id: hr.id, email: hr.email, token: await accessTokenFor(t, hr.id, companyId) };
    clerk = paula.token;
    const theirs = await createCompanyWithOwner(db);
    foreignRole = await createRole(db, theirs.company.id, ['timesheets.timesheet'], 'Deles');
  });
  afterAll(() => t.close());

  it('answers every event with its defaults and the roles to choose from', async () => {
    const res = await api.get(SETTINGS, owner.token);
    expect(res.status).toBe(200);
    const events = res.body.data.events as Json[];
    expect(events.map((e) => e.event)).toEqual([...NOTIFICATION_EVENTS]);
    expect(events.every((e) => e.customized === false)).toBe(true);
    expect(events.find((e) => e.event === 'certificate_expiring')).toMatchObject({
      in_app: true,
      email: true,
      to_employee: false,
      role_ids: ['owner', 'super_admin', 'admin'],
    });
    const roles = res.body.data.roles as Json[];
    expect(roles).toContainEqual({ key: 'admin', name: 'admin', built_in: true });
    expect(roles).toContainEqual({ key: customRole, name: 'RH', built_in: false });
    // The walls: a member without the permission, an employee.
    expect((await api.get(SETTINGS, clerk)).status).toBe(403);
    expect((await api.get(SETTINGS, ana.token)).status).toBe(403);
    expect((await api.put(SETTINGS, { events: [row('period_closed')] }, ana.token)).status).toBe(
      403,
    );
  });

  it('refuses bad settings with the field’s message and writes nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ events: [row('request_submitted', { event: 'lunch_time' })] }, 400, 'events.0.event'],
      [{ events: [row('period_closed', { email: 'yes' })] }, 400, 'events.0.email'],
      [{ events: [row('period_closed', { in_app: null })] }, 400, 'events.0.in_app'],
      [
        { events: [row('certificate_expiring', { to_employee: true })] },
        400,
        'events.0.to_employee',
      ],
      [{ events: [row('period_closed'), row('period_closed')] }, 400, 'events.1.event'],
      [{ events: [] }, 400, 'events'],
      [
        { events: [row('period_closed'), row('abnormal_punch', { role_ids: [foreignRole] })] },
        422,
        'events.1.role_ids',
      ],
      [{ events: [row('abnormal_punch', { role_ids: ['nobody'] })] }, 422, 'events.0.role_ids'],
    ];
    for (const [body, status, field] of cases) {
      const res = await api.put(SETTINGS, body, owner.token);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    const after = (await api.get(SETTINGS, owner.token)).body.data.events as Json[];
    expect(after.every((e) => e.customized === false)).toBe(true);
    expect(await audits()).toHaveLength(0);
  });

  it('saves one or all events, auditing each change before and after', async () => {
    const one = await api.put(
      SETTINGS,
      { events: [row('abnormal_punch', { email: true, role_ids: [customRole, customRole] })] },
      owner.token,
    );
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const saved = (one.body.data.events as Json[]).find((e) => e.event === 'abnormal_punch');
    expect(saved).toMatchObject({ email: true, role_ids: [customRole], customized: true });
    // The whole table again: only the changed event is written and audited.
    const all = (one.body.data.events as Json[]).map(({ customized: _, ...e }) =>
      e.event === 'period_closed' ? { ...e, email: false } : e,
    );
    expect((await api.put(SETTINGS, { events: all }, owner.token)).status).toBe(200);
    const trail = await audits();
    expect(trail.map((a) => [a.action, a.entityId])).toEqual([
      ['update', 'abnormal_punch'],
      ['update', 'period_closed'],
    ]);
    expect(trail[1]!.before).toMatchObject({ email: true, to_employee: true });
    expect(trail[1]!.after).toMatchObject({ email: false, to_employee: true });
    expect(trail[0]!.actorId).toBe(owner.id);
  });

  it('request_submitted: approvers always; settings choose channels and add roles, once each', async () => {
    const res = await api.put(
      SETTINGS,
      {
        events: [
          row('request_submitted', { email: false, to_manager: true, role_ids: [customRole] }),
        ],
      },
      owner.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const asked = await ask(ana.token, {
      type: 'manual_punch',
      date: '2026-11-03',
      time: '08:02',
      reason: 'Esqueci de marcar a entrada',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data.id as string;
    expect(asked.body.data.approvers.map((a: Json) => a.id)).toEqual([marta.id]);
    // Marta is the approver and the manager: one notice; Paula holds the role: a copy.
    const martas = (await notices(marta.token)).filter((n) => n.params.request_id === id);
    expect(martas.map((n) => n.kind)).toEqual(['request_submitted']);
    const paulas = (await notices(paula.token)).filter((n) => n.params.request_id === id);
    expect(paulas.map((n) => n.kind)).toEqual(['request_submitted']);
    // Email off: nothing in the outbox for either.
    expect(await mailsTo(marta.email)).toHaveLength(0);
    expect(await mailsTo(paula.email)).toHaveLength(0);

    // request_decided off (both channels): the employee hears nothing of the decision.
    await api.put(
      SETTINGS,
      { events: [row('request_decided', { in_app: false, email: false })] },
      owner.token,
    );
    const decided = await api.post(
      'ta-events/approvals/decide/',
      { ids: [id], decision: 'approve' },
      marta.token,
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect((await notices(ana.token)).filter((n) => n.kind === 'request_decided')).toHaveLength(0);
    expect(await mailsTo(ana.email)).toHaveLength(0);
  });

  it('sends a test to the caller only, through the saved channels; 422 when off; 429 past 5', async () => {
    const sent = await api.post(TEST, { event: 'vacation_expiring' }, owner.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toEqual({
      event: 'vacation_expiring',
      in_app: true,
      email_to: owner.email,
    });
    const mine = (await notices(owner.token)).find((n) => n.kind === 'vacation_expiring');
    expect(mine?.params).toMatchObject({ sample: 1 });
    const mails = await mailsTo(owner.email);
    expect(mails.map((m) => m.subject).some((s) => s.startsWith('[Teste] '))).toBe(true);
    // Nobody else heard of it.
    expect((await notices(paula.token)).filter((n) => n.params.sample)).toHaveLength(0);
    // An event that is off cannot be tested.
    const off = await api.post(TEST, { event: 'request_decided' }, owner.token);
    expect(off.status).toBe(422);
    expect((await api.post(TEST, { event: 'nope' }, owner.token)).status).toBe(400);
    expect((await api.post(TEST, { event: 'period_closed' }, ana.token)).status).toBe(403);
    // Two taken; three more pass, the sixth in the minute is refused.
    const statuses: number[] = [];
    for (let k = 0; k < 4; k++) {
      statuses.push((await api.post(TEST, { event: 'period_closed' }, owner.token)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await audits()).filter((a) => a.action === 'test').length).toBe(4);
  });

  it('the hourly job tells the manager and the roles of a flagged punch, once', async () => {
    const { alerts } = jobParts();
    const now = new Date();
    await withTenant(t.database.db, { companyId }, (tenant) =>
      appendToRegister(
        tenant,
        subsidiaryId,
        [
          {
            type: '7',
            employeeId: ana.employee.id,
            cpf: ana.employee.cpf,
            punchedAt: new Date(now.getTime() - 10 * 60_000),
            collector: '02',
            offline: false,
            flags: ['outside_geofence'],
            details: { source: 'web' },
          },
        ],
        { now },
      ),
    );
    expect(await alerts.abnormalPunches(now)).toBeGreaterThanOrEqual(1);
    await alerts.abnormalPunches(now);
    for (const token of [marta.token, paula.token]) {
      const found = (await notices(token)).filter((n) => n.kind === 'abnormal_punch');
      expect(found).toHaveLength(1);
      expect(found[0]!.params).toMatchObject({
        employee_id: ana.employee.id,
        flag: 'outside_geofence',
      });
    }
    // Not to the employee (the default), and an email (switched on above) to the manager.
    expect((await notices(ana.token)).filter((n) => n.kind === 'abnormal_punch')).toHaveLength(0);
    expect((await mailsTo(marta.email)).map((m) => m.subject)).toContain(
      'Marcação anormal de Ana Caixa',
    );
  });

  it('the certificate expiring within 30 days: the administrators, once per certificate', async () => {
    const { alerts } = jobParts();
    const at = new Date('2026-11-20T12:00:00Z');
    await t.database.db.execute(sql`
      insert into register_settings (company_id, certificate_sealed, certificate_subject,
        certificate_valid_until)
      values (${companyId}, 'sealed', 'EMPRESA TESTE LTDA', ${'2026-12-05T12:00:00Z'})`);
    expect(await alerts.certificates(at)).toBe(1);
    await alerts.certificates(at);
    const found = (await notices(owner.token)).filter((n) => n.kind === 'certificate_expiring');
    expect(found).toHaveLength(1);
    expect(found[0]!.params).toMatchObject({ date: '2026-12-05', days: 15 });
    expect((await notices(marta.token)).filter((n) => n.kind === 'certificate_expiring')).toEqual(
      [],
    );
  });

  it('closing a period tells the employee in the close’s transaction (email off here)', async () => {
    const { notifier } = jobParts();
    const periods = createPeriodsService({ db: t.database.db, notifier });
    await periods.close(
      { companyId, userId: owner.id, role: 'owner' },
      { employee_ids: [ana.employee.id], from: '2026-10-01', to: '2026-10-31' },
      { requestId: 'test', ip: null } as never,
    );
    const found = (await notices(ana.token)).filter((n) => n.kind === 'period_closed');
    expect(found).toHaveLength(1);
    expect(found[0]!.params).toMatchObject({ date: '2026-10-01', end_date: '2026-10-31' });
    // period_closed's email was switched off above.
    expect((await mailsTo(ana.email)).map((m) => m.subject)).not.toContain(
      'Período de 01/10/2026 a 31/10/2026 fechado',
    );
  });
});
