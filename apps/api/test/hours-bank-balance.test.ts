import { appendToRegister, auditLog, hoursBankAdjustments, withTenant } from '@ponteiro/db';
import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createRole,
  createSchedule,
  createSubsidiary,
  type EmployeeRow,
  STATUTORY_RULES,
} from '@ponteiro/db/testing';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 17: the hours bank as a ledger — an opening balance, a day's credit and a day's debit from
// the computed timesheet (oldest credit consumed first), the month's end paying what is left, the
// window's balance before; the employee's own ledger only; the walls.

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

describe.each(testDatabaseKinds())('hours bank balance (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let subsidiaryId: string;
  let owner: string;
  let ana: EmployeeRow;
  let mine: { token: string; employee: EmployeeRow };
  let otherOwner: string;

  async function punch(employee: EmployeeRow, at: string) {
    await withTenant(t.database.db, { companyId }, (tenant) =>
      appendToRegister(
        tenant,
        subsidiaryId,
        [
          {
            type: '7',
            employeeId: employee.id,
            cpf: employee.cpf,
            punchedAt: new Date(`${at}-03:00`),
            collector: '02',
            offline: false,
            flags: [],
            details: { source: 'web' },
          },
        ],
        { now: new Date(`${at}-03:00`) },
      ),
    );
  }
  const ledger = async (query: string, token = owner) => {
    const res = await api.get(`ta-events/hours-bank-balance/?${query}`, token);
    return { status: res.status, data: res.body.data as Json };
  };
  const lines = (data: Json) =>
    (data.lines as Json[]).map((l) => `${l.date} ${l.kind} ${l.minutes} → ${l.balance}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    subsidiaryId = (await createSubsidiary(db, companyId)).id;
    const settings = await api.put(
      'time-policy/hours-bank/',
      {
        period: 'monthly',
        start_month: 1,
        expiry_months: null,
        daily_cap_minutes: null,
        period_cap_minutes: null,
        multipliers: { weekday: 100, saturday: 100, rest_day: 200, holiday: 200 },
        at_expiry: 'pay',
      },
      owner,
    );
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const bank = await createSchedule(db, companyId, {
      rules: { ...STATUTORY_RULES, hoursBank: true },
    });

    ana = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Ana Banco',
      cpf: anyCpf(),
      admissionDate: '2026-06-01',
    });
    // Works the bank's schedule from Monday 6 July; on leave for the rest of the month.
    await assignSchedule(db, companyId, ana.id, bank.id, '2026-07-06');
    const opening = await api.post(
      'time-policy/hours-bank/openings/',
      { employee_id: ana.id, as_of: '2026-07-01', minutes: 60, note: 'Saldo do sistema anterior' },
      owner,
    );
    expect(opening.status, JSON.stringify(opening.body)).toBe(201);
    // Monday: an hour more (credit 60); Tuesday: an hour less (debit 60).
    for (const at of ['08:00', '12:00', '13:00', '18:00']) await punch(ana, `2026-07-06T${at}:00`);
    for (const at of ['08:00', '12:00', '13:00', '16:00']) await punch(ana, `2026-07-07T${at}:00`);
    const type = await api.post(
      'time-policy/leave-types/',
      { name: 'Férias', code: 'FER', justified: true, paid: true, category: 'vacation' },
      owner,
    );
    const leave = await api.post(
      'timesheets/leaves/',
      {
        employee_id: ana.id,
        leave_type_id: type.body.data.id,
        from: '2026-07-08',
        to: '2026-07-31',
        reason: 'Férias',
      },
      owner,
    );
    expect(leave.status, JSON.stringify(leave.body)).toBe(201);

    const user = await createMember(db, companyId, 'employee');
    const own = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Davi Próprio',
      cpf: anyCpf(),
      userId: user.id,
      admissionDate: '2026-07-01',
    });
    mine = { token: await accessTokenFor(t, user.id, companyId), employee: own };

    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
  });
  afterAll(() => t.close());

  it('the opening, then the days: the debit takes the oldest credit first', async () => {
    const { status, data } = await ledger(`employee_id=${ana.id}&to=2026-07-07`);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      employee: { id: ana.id, name: 'Ana Banco' },
      rules: { period: 'monthly', at_expiry: 'pay', ref: 'CLT art. 59 §6' },
      // Default window: the month of `to`.
      from: '2026-07-01',
      to: '2026-07-07',
      opening: { date: '2026-07-01', minutes: 60 },
      balance_before: 0,
      balance: 60,
      period: { from: '2026-07-01', to: '2026-07-31' },
      // The opening's lot went to Tuesday's debit; Monday's credit is what is left.
      next_expiry: { date: '2026-07-31', minutes: 60 },
    });
    expect(lines(data)).toEqual([
      '2026-07-01 opening 60 → 60',
      '2026-07-06 credit 60 → 120',
      '2026-07-07 debit -60 → 60',
    ]);
  });

  it('the month ends: what is left is paid as overtime; a later window starts from the balance', async () => {
    const { data } = await ledger(`employee_id=${ana.id}&from=2026-07-07&to=2026-08-01`);
    expect(data.balance_before).toBe(120);
    expect(lines(data)).toEqual(['2026-07-07 debit -60 → 60', '2026-07-31 paid -60 → 0']);
    expect(data).toMatchObject({ balance: 0, next_expiry: null });
  });

  it('days that have not happened yet bring no credit or debit', async () => {
    const { status, data } = await ledger(`employee_id=${ana.id}&from=2099-01-01&to=2099-01-31`);
    expect(status).toBe(200);
    expect(data.lines.filter((l: Json) => l.kind === 'credit' || l.kind === 'debit')).toEqual([]);
  });

  it('exports the statement as xlsx in the request language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/ta-events/hours-bank-balance/export/?employee_id=${ana.id}&to=2026-07-07`,
      headers: { authorization: `Bearer ${owner}`, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('hours-bank-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Hours bank')!;
    const rows = sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1, 7));
    expect(rows).toEqual([
      ['Date', 'Entry', 'Minutes', 'Hours', 'Balance (min)', 'Balance'],
      ['2026-07-01', 'Previous balance', undefined, undefined, 0, '0:00'],
      ['2026-07-01', 'Opening balance', 60, '1:00', 60, '1:00'],
      ['2026-07-06', 'Credit', 60, '1:00', 120, '2:00'],
      ['2026-07-07', 'Debit', -60, '-1:00', 60, '1:00'],
    ]);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/ta-events/hours-bank-balance/export/?employee_id=${ana.id}`,
      headers: { authorization: `Bearer ${mine.token}` },
    });
    expect(refused.statusCode).toBe(404);
  });

  it("an employee reads their own ledger; another's is a 404", async () => {
    const own = await ledger('', mine.token);
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ employee: { id: mine.employee.id }, lines: [], balance: 0 });
    expect((await ledger(`employee_id=${ana.id}`, mine.token)).status).toBe(404);
    expect((await ledger(`employee_id=${mine.employee.id}`, mine.token)).status).toBe(200);
  });

  it('walls: a role without ta_events.overtime, another company, bad queries', async () => {
    const role = await createRole(t.database.db, companyId, ['timesheets.punch_log']);
    const viewer = await createMember(t.database.db, companyId, role);
    const token = await accessTokenFor(t, viewer.id, companyId);
    expect((await ledger(`employee_id=${ana.id}`, token)).status).toBe(403);
    expect((await ledger(`employee_id=${ana.id}`, otherOwner)).status).toBe(404);
    // The owner is nobody's employee: without employee_id there is no ledger to show.
    expect((await ledger('')).status).toBe(422);
    for (const query of [
      'employee_id=x',
      'from=2026-13-01',
      'from=2026-08-02&to=2026-08-01',
      'from=2020-01-01&to=2026-08-01',
      'page=1',
    ]) {
      expect((await ledger(query)).status, query).toBe(400);
    }
  });

  it('a manual adjustment: with a reason, shown in the ledger, audited; refused cases write nothing', async () => {
    const adjust = (body: Json, token = owner) =>
      api.post('ta-events/hours-bank-balance/adjustments/', body, token);
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(hoursBankAdjustments)
          .where(eq(hoursBankAdjustments.companyId, companyId))
      ).length;
    const body = { employee_id: ana.id, day: '2026-08-01', minutes: 30, reason: 'Acerto acordado' };

    const refused: [Json, number, string?][] = [
      [{ ...body, minutes: 0 }, 400],
      [{ ...body, reason: '' }, 400],
      [{ ...body, day: '2099-01-01' }, 422],
      [{ ...body, employee_id: mine.employee.id, extra: 1 }, 400],
      [{ ...body, minutes: 1.5 }, 400],
    ];
    for (const [bad, status] of refused) {
      expect((await adjust(bad)).status, JSON.stringify(bad)).toBe(status);
    }
    expect((await adjust(body, mine.token)).status).toBe(403);
    expect((await adjust(body, otherOwner)).status).toBe(404);
    expect(await count()).toBe(0);

    const created = await adjust(body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ employee_id: ana.id, minutes: 30 });
    const { data } = await ledger(`employee_id=${ana.id}&from=2026-07-31&to=2026-08-01`);
    expect(lines(data)).toEqual(['2026-07-31 paid -60 → 0', '2026-08-01 adjustment 30 → 30']);
    expect(data.lines[1].note).toBe('Acerto acordado');
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created.body.data.id));
    expect(audited).toMatchObject({ entity: 'hours_bank_adjustment', action: 'create' });

    // A closed period locks the bank's days too.
    const close = await api.post(
      'timesheets/periods/close/',
      { employee_ids: [ana.id], from: '2026-07-01', to: '2026-07-31' },
      owner,
    );
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    expect((await adjust({ ...body, day: '2026-07-15' })).status).toBe(409);
    expect(await count()).toBe(1);
  });

  it('an admission years ago: the missing days are computed a year at a time, none lost', async () => {
    const db = t.database.db;
    const veteran = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Vitor Veterano',
      cpf: anyCpf(),
      admissionDate: '2023-03-01',
    });
    const bank = await createSchedule(db, companyId, {
      rules: { ...STATUTORY_RULES, hoursBank: true },
    });
    await assignSchedule(db, companyId, veteran.id, bank.id, '2023-03-01');
    for (const at of ['08:00', '12:00', '13:00', '18:00'])
      await punch(veteran, `2026-07-06T${at}:00`);
    const { status, data } = await ledger(
      `employee_id=${veteran.id}&from=2026-07-06&to=2026-07-06`,
    );
    expect(status).toBe(200);
    expect(lines(data)).toEqual(['2026-07-06 credit 60 → 60']);
    // The (engine's one-year) limit did not leave days without figures.
    const sheet = await api.get(
      `timesheets/timesheet/?employee_id=${veteran.id}&from=2023-03-06&to=2023-03-06`,
      owner,
    );
    expect(sheet.body.data.days[0].flags).not.toContain('no_schedule');
    expect(sheet.body.data.days[0].scheduledMinutes).toBe(480);
  });
});
