import { auditLog, emailOutbox, taRequests, users, withTenant } from '@ponteiro/db';
import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createDepartment,
  createEmployee,
  createMember,
  createSchedule,
  createSubsidiary,
  type EmployeeRow,
} from '@ponteiro/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartForm } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 17: requests through a two-step flow (the department manager, then HR): approve, reject,
// delegate, escalate; the timesheet after approval; closed periods; the employee's isolation;
// attachments checked by their bytes; another company's walls.

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.each(testDatabaseKinds())('requests and approvals (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let ana: { token: string; userId: string; employee: EmployeeRow };
  let bruno: { token: string; userId: string; employee: EmployeeRow };
  let manager: { token: string; userId: string };
  let hr: { token: string; userId: string };
  let stand: { token: string; userId: string };
  let otherOwner: string;
  let atestado: string;

  /** POST ta-events/requests/ as multipart. */
  async function ask(token: string, fields: Record<string, string>, file?: Buffer) {
    const form = multipartForm(
      fields,
      file ? { bytes: file, filename: 'atestado.pdf' } : undefined,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/ta-events/requests/',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    return { status: res.statusCode, body: res.json() as Json };
  }
  const decide = (token: string, ids: string[], decision: string, note?: string) =>
    api.post('ta-events/approvals/decide/', { ids, decision, ...(note ? { note } : {}) }, token);
  const queueOf = async (token: string) =>
    ((await api.get('ta-events/approvals/', token)).body.data.results as Json[]).map((r) => r.id);
  const notices = async (token: string) =>
    (await api.get('notifications/', token)).body.data.results as Json[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    const subsidiaryId = (await createSubsidiary(db, companyId)).id;
    const schedule = await createSchedule(db, companyId);
    const store = await createDepartment(db, companyId, { name: 'Loja' });
    const cashiers = await createDepartment(db, companyId, { name: 'Caixa', parentId: store.id });

    const person = async (role: string, name: string, departmentId?: string) => {
      const user = await createMember(db, companyId, role, { name });
      const token = await accessTokenFor(t, user.id, companyId);
      if (!departmentId)
        return { token, userId: user.id, employee: null as unknown as EmployeeRow };
      const employee = await createEmployee(db, companyId, subsidiaryId, {
        name,
        cpf: anyCpf(),
        userId: user.id,
        departmentId,
        admissionDate: '2026-01-05',
      });
      await assignSchedule(db, companyId, employee.id, schedule.id, '2026-01-05');
      return { token, userId: user.id, employee };
    };
    ana = await person('employee', 'Ana Caixa', cashiers.id);
    bruno = await person('employee', 'Bruno Caixa', cashiers.id);
    const boss = await person('employee', 'Marta Gerente', store.id);
    manager = boss;
    hr = await person('admin', 'Rita RH');
    stand = await person('employee', 'Sara Substituta');
    // The store (above the cashiers) is managed by Marta: the cashiers' nearest manager.
    await db.execute(
      sql`update departments set manager_employee_id = ${boss.employee.id} where id = ${store.id}`,
    );
    const type = await api.post(
      'time-policy/leave-types/',
      {
        name: 'Atestado médico',
        code: 'ATM',
        justified: true,
        paid: true,
        requires_document: true,
        category: 'paid_leave',
      },
      owner,
    );
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    atestado = type.body.data.id;
    // Two steps for every type: the department manager (escalates after 2 days), then HR.
    for (const requestType of ['manual_punch', 'overtime', 'leave']) {
      const flow = await api.post(
        'workflow/flows/',
        {
          name: `Loja: ${requestType}`,
          request_type: requestType,
          priority: 10,
          conditions: { subsidiary_ids: [subsidiaryId] },
          steps: [
            { approver: 'department_manager', escalate_after_days: 2 },
            { approver: 'users', user_ids: [hr.userId] },
          ],
        },
        owner,
      );
      expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    }
    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
  });
  afterAll(() => t.close());

  it('every company starts with a default flow per type (department manager, 3 days)', async () => {
    const flows = (await api.get('workflow/flows/', owner)).body.data as Json[];
    const defaults = flows.filter((f) => f.is_default);
    expect(defaults.map((f) => f.request_type).sort()).toEqual([
      'leave',
      'manual_punch',
      'overtime',
    ]);
    expect(defaults[0]!.steps).toEqual([
      { approver: 'department_manager', role: null, user_ids: [], escalate_after_days: 3 },
    ]);
    const removal = await api.delete(`workflow/flows/${defaults[0]!.id}/`, owner);
    expect(removal.status).toBe(409);
    // Another company sees none of these; an Employee may not read flows.
    expect((await api.get('workflow/flows/', otherOwner)).body.data).toHaveLength(3);
    expect((await api.get('workflow/flows/', ana.token)).status).toBe(403);
  });

  it('a missed punch: manager, then HR approve; the timesheet shows the included punch', async () => {
    const asked = await ask(ana.token, {
      type: 'manual_punch',
      date: '2026-11-03',
      time: '08:02',
      reason: 'Esqueci de marcar a entrada',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const request = asked.body.data as Json;
    expect(request).toMatchObject({ status: 'pending', step: 1, steps: 2, time: '08:02' });
    expect(request.approvers.map((a: Json) => a.id)).toEqual([manager.userId]);
    expect(request.flow.name).toBe('Loja: manual_punch');

    expect((await api.get('notifications/summary/', manager.token)).body.data).toMatchObject({
      approvals: 1,
    });
    expect((await notices(manager.token))[0]).toMatchObject({
      kind: 'request_submitted',
      params: { request_type: 'manual_punch', employee_name: 'Ana Caixa' },
    });
    // HR is not at step 1: not theirs to decide yet (404), and nothing changed.
    expect((await decide(hr.token, [request.id], 'approve')).status).toBe(404);

    const first = await decide(manager.token, [request.id], 'approve', 'Confere com a câmera');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.decided[0]).toMatchObject({ status: 'pending', step: 2 });
    expect(await queueOf(manager.token)).not.toContain(request.id);
    expect(await queueOf(hr.token)).toContain(request.id);

    const second = await decide(hr.token, [request.id], 'approve');
    expect(second.body.data.decided[0]).toMatchObject({ status: 'approved' });
    expect(second.body.data.decided[0].path.map((e: Json) => e.action)).toEqual([
      'submit',
      'approve',
      'approve',
    ]);
    const again = await decide(hr.token, [request.id], 'approve');
    expect(again.status).toBe(409);

    const sheet = await api.get(
      `timesheets/timesheet/?employee_id=${ana.employee.id}&from=2026-11-03&to=2026-11-03`,
      owner,
    );
    const punches = sheet.body.data.days[0].punches as Json[];
    expect(punches).toHaveLength(1);
    expect(punches[0]).toMatchObject({ kind: 'included' });
    expect(punches[0]!.punched_at).toContain('08:02');
    expect((await notices(ana.token)).map((n) => [n.kind, n.params.decision])).toContainEqual([
      'request_decided',
      'approved',
    ]);
    // The employee's email went to the outbox, in their language (pt by default).
    const [user] = await t.database.db.select().from(users).where(eq(users.id, ana.userId));
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user!.email));
    expect(mails.map((m) => m.subject)).toContain('Solicitação de inclusão de marcação aprovada');
  });

  it('overtime: a rejection needs a note; the employee sees why', async () => {
    const asked = await ask(ana.token, {
      type: 'overtime',
      date: '2026-11-04',
      minutes: '90',
      reason: 'Inventário',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data.id as string;
    expect((await decide(manager.token, [id], 'reject')).status).toBe(400);
    const rejected = await decide(manager.token, [id], 'reject', 'Sem inventário nesta semana');
    expect(rejected.body.data.decided[0]).toMatchObject({
      status: 'rejected',
      decision_note: 'Sem inventário nesta semana',
    });
    const mine = await api.get(`ta-events/requests/${id}/`, ana.token);
    expect(mine.body.data).toMatchObject({ status: 'rejected', can_cancel: false });
  });

  it('leave: the document is required and told by its bytes; a delegate approves', async () => {
    const fields = {
      type: 'leave',
      leave_type_id: atestado,
      from: '2026-11-05',
      to: '2026-11-06',
      reason: 'Consulta e repouso',
    };
    const without = await ask(ana.token, fields);
    expect(without.status).toBe(422);
    expect(without.body.errors.file).toBeDefined();
    const lying = await ask(ana.token, fields, Buffer.from('MZ not a pdf at all'));
    expect(lying.status).toBe(415);
    expect(await t.database.db.select().from(taRequests)).toHaveLength(2);

    // Marta is away: Sara decides for her.
    const delegation = await api.post(
      'workflow/delegations/',
      { delegate_user_id: stand.userId, from: '2026-01-01', to: '2099-12-31', note: 'Férias' },
      manager.token,
    );
    expect(delegation.status, JSON.stringify(delegation.body)).toBe(201);
    const asked = await ask(ana.token, fields, PDF);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data.id as string;
    expect(asked.body.data.attachment).toMatchObject({ type: 'pdf' });
    expect(await queueOf(stand.token)).toContain(id);
    const byDelegate = await decide(stand.token, [id], 'approve');
    expect(byDelegate.status, JSON.stringify(byDelegate.body)).toBe(200);
    const path = byDelegate.body.data.decided[0].path as Json[];
    expect(path[1]).toMatchObject({
      action: 'approve',
      actor: { id: stand.userId },
      on_behalf_of: { id: manager.userId },
    });
    expect((await decide(hr.token, [id], 'approve')).status).toBe(200);
    const sheet = await api.get(
      `timesheets/timesheet/?employee_id=${ana.employee.id}&from=2026-11-05&to=2026-11-06`,
      owner,
    );
    for (const day of sheet.body.data.days as Json[]) {
      expect(day.leave).toMatchObject({ leave_type: { id: atestado } });
      expect(day.leave.document).toMatchObject({ type: 'pdf' });
      expect(day.justifiedMinutes).toBeGreaterThan(0);
    }
    await api.delete(`workflow/delegations/${delegation.body.data.id}/`, manager.token);
  });

  it('bulk decisions are all or none', async () => {
    const one = await ask(bruno.token, {
      type: 'overtime',
      date: '2026-11-10',
      minutes: '30',
      reason: 'Fechamento do caixa',
    });
    const two = await ask(bruno.token, {
      type: 'overtime',
      date: '2026-11-11',
      minutes: '30',
      reason: 'Fechamento do caixa',
    });
    const ids = [one.body.data.id, two.body.data.id];
    // One already decided refuses the batch; the other stays pending.
    await decide(manager.token, [ids[0]], 'reject', 'Não autorizado');
    expect((await decide(manager.token, ids, 'approve')).status).toBe(409);
    expect((await api.get(`ta-events/requests/${ids[1]}/`, owner)).body.data.step).toBe(1);
    const both = await decide(manager.token, [ids[1]], 'approve');
    expect(both.body.data.decided[0].step).toBe(2);
  });

  it('escalation: after the step’s days without a decision, the next step decides', async () => {
    const asked = await ask(bruno.token, {
      type: 'manual_punch',
      date: '2026-11-12',
      time: '17:59',
      reason: 'Saída não registrada',
    });
    const id = asked.body.data.id as string;
    expect(await t.app.escalateRequests(new Date(Date.now() + 86_400_000))).toBe(0);
    expect(await t.app.escalateRequests(new Date(Date.now() + 3 * 86_400_000))).toBe(1);
    const read = (await api.get(`ta-events/requests/${id}/`, owner)).body.data;
    expect(read).toMatchObject({ step: 2, approvers: [{ id: hr.userId }] });
    expect(read.path.map((e: Json) => e.action)).toEqual(['submit', 'escalate']);
    expect((await notices(hr.token)).map((n) => n.kind)).toContain('request_escalated');
  });

  it('approved overtime is authorized on the timesheet; hours of leave justify part of a day', async () => {
    // The office week is 08:00–12:00, 13:00–17:00. Bruno stays to 18:30 on the 17th (1h30 over, 20 min
    // of it authorized) and leaves at 15:00 on the 18th (2 h short, 1 h of it on leave).
    const punchesOf = async (day: string, marks: string[]) => {
      for (const time of marks) {
        const res = await api.post(
          'timesheets/admin-punches/',
          { employee_id: bruno.employee.id, punched_at: `${day}T${time}`, reason: 'Teste' },
          owner,
        );
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      }
    };
    await punchesOf('2026-11-17', ['08:00', '12:00', '13:00', '18:30']);
    await punchesOf('2026-11-18', ['08:00', '12:00', '13:00', '15:00']);
    const overtime = await ask(bruno.token, {
      type: 'overtime',
      date: '2026-11-17',
      minutes: '20',
      reason: 'Recebimento de mercadoria',
    });
    const hours = await ask(
      bruno.token,
      {
        type: 'leave',
        leave_type_id: atestado,
        from: '2026-11-18',
        to: '2026-11-18',
        minutes: '60',
        reason: 'Consulta no fim da tarde',
      },
      PDF,
    );
    expect(hours.status, JSON.stringify(hours.body)).toBe(201);
    for (const id of [overtime.body.data.id, hours.body.data.id]) {
      expect((await decide(manager.token, [id], 'approve')).status).toBe(200);
      expect((await decide(hr.token, [id], 'approve')).status).toBe(200);
    }
    const sheet = await api.get(
      `timesheets/timesheet/?employee_id=${bruno.employee.id}&from=2026-11-17&to=2026-11-18`,
      owner,
    );
    const [monday, tuesday] = sheet.body.data.days as [Json, Json];
    expect(monday).toMatchObject({ overtime: { 50: 90 }, authorized_overtime_minutes: 20 });
    // Two hours short: one justified by the leave, one still a deficit.
    expect(tuesday).toMatchObject({ justifiedMinutes: 60, deficitMinutes: 60 });
    expect(tuesday.leave).toMatchObject({ minutes: 60 });
  });

  it('reminders: a vacation concession period about to end, once', async () => {
    const db = t.database.db;
    const user = await createMember(db, companyId, 'employee', { name: 'Vera Veterana' });
    const subsidiaryId = ana.employee.subsidiaryId;
    const vera = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Vera Veterana',
      cpf: anyCpf(),
      userId: user.id,
      admissionDate: '2024-01-08',
    });
    const token = await accessTokenFor(t, user.id, companyId);
    // 2024-01-08…2025-01-07 acquired, to be taken by 2026-01-07: five weeks left on 2025-12-01.
    const at = new Date('2025-12-01T12:00:00Z');
    expect(await t.app.sendReminders(at)).toBeGreaterThanOrEqual(1);
    await t.app.sendReminders(at);
    const mine = (await notices(token)).filter((n) => n.kind === 'vacation_expiring');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.params).toMatchObject({
      employee_id: vera.id,
      date: '2026-01-07',
      days: 30,
    });
    // The administrators are told too.
    const hrNotices = (await notices(hr.token)).filter((n) => n.kind === 'vacation_expiring');
    expect(hrNotices.map((n) => n.params.employee_id)).toContain(vera.id);
  });

  it('a closed period refuses requests (409)', async () => {
    const close = await api.post(
      'timesheets/periods/close/',
      { employee_ids: [bruno.employee.id], from: '2026-10-01', to: '2026-10-31' },
      owner,
    );
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    const asked = await ask(bruno.token, {
      type: 'manual_punch',
      date: '2026-10-15',
      time: '08:00',
      reason: 'Esqueci',
    });
    expect(asked.status).toBe(409);
  });

  it('an Employee picks a leave type and reads their own balance for the leave dialog', async () => {
    const types = await api.get('time-policy/leave-types/?page_size=100', ana.token);
    expect(types.status).toBe(200);
    const balance = await api.get(
      `ta-events/leave-balance/?employee_id=${bruno.employee.id}`,
      ana.token,
    );
    // Someone else's id: still their own row.
    expect(balance.body.data.results.map((r: Json) => r.employee.id)).toEqual([ana.employee.id]);
    const brunos = await api.get(
      `ta-events/leave-balance/?employee_id=${bruno.employee.id}`,
      owner,
    );
    expect(brunos.body.data.results.map((r: Json) => r.employee.id)).toEqual([bruno.employee.id]);
  });

  it('an Employee sees only their own; on behalf needs timesheet rights; walls', async () => {
    const anaList = (await api.get('ta-events/requests/', ana.token)).body.data.results as Json[];
    expect(anaList.length).toBeGreaterThan(0);
    expect(anaList.every((r) => r.employee.id === ana.employee.id)).toBe(true);
    const brunos = (await api.get('ta-events/requests/', bruno.token)).body.data.results as Json[];
    const other = await api.get(`ta-events/requests/${brunos[0]!.id}/`, ana.token);
    expect(other.status).toBe(404);
    const onBehalf = await ask(ana.token, {
      type: 'overtime',
      employee_id: bruno.employee.id,
      date: '2026-11-13',
      minutes: '60',
      reason: 'Por ele',
    });
    expect(onBehalf.status).toBe(403);
    // The owner files for Bruno; another company's owner cannot even see it.
    const filed = await ask(owner, {
      type: 'overtime',
      employee_id: bruno.employee.id,
      date: '2026-11-13',
      minutes: '60',
      reason: 'Lançado pelo RH',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect((await api.get(`ta-events/requests/${filed.body.data.id}/`, otherOwner)).status).toBe(
      404,
    );
    expect((await decide(otherOwner, [filed.body.data.id], 'approve')).status).toBe(404);
    const foreign = await ask(otherOwner, {
      type: 'overtime',
      employee_id: bruno.employee.id,
      date: '2026-11-13',
      minutes: '60',
      reason: 'Outra empresa',
    });
    expect(foreign.status).toBe(404);
    // Everything above is in the audit log.
    const audited = await withTenant(t.database.db, { companyId }, (tenant) =>
      tenant.db.select().from(auditLog).where(eq(auditLog.entity, 'ta_request')),
    );
    expect(audited.length).toBeGreaterThan(5);
  });
});
