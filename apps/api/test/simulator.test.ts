import { appendToRegister, withTenant } from '@ponteiro/db';
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
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, fingerprinter } from './support/db-fingerprint.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 20: the what-if simulator. August 2026 seeded with punches (08–12/13–17, statutory
// rules), replayed with tolerance 10/20 and with the hours bank on: hand-checked differences, the
// payroll estimate from the salary, and nothing real written. Then the walls: validation, another
// company (404), a role without the permission (403), and the xlsx export.

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

const AUGUST = { from: '2026-08-01', to: '2026-08-31' };
const WEEKDAYS_OF_AUGUST = Array.from(
  { length: 31 },
  (_, i) => `2026-08-${String(i + 1).padStart(2, '0')}`,
).filter((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()));

describe.each(testDatabaseKinds())('what-if simulator (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let subsidiaryId: string;
  let sales: string;
  let ana: EmployeeRow;
  let bruno: EmployeeRow;
  let noPermission: string;
  let foreignOwner: string;

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

  /** Every weekday of August worked 08–12/13–17, but the days given otherwise. */
  async function month(employee: EmployeeRow, special: Record<string, string[]>) {
    for (const day of WEEKDAYS_OF_AUGUST) {
      for (const time of special[day] ?? ['08:00', '12:00', '13:00', '17:00']) {
        await punch(employee, `${day}T${time}:00`);
      }
    }
  }

  async function simulate(body: Json, token = owner) {
    const res = await api.post('time-policy/simulations/', body, token);
    return res;
  }

  async function finished(id: string, token = owner): Promise<Json> {
    for (let i = 0; i < 400; i++) {
      const res = await api.get(`time-policy/simulations/${id}/`, token);
      expect(res.status).toBe(200);
      const data = res.body.data as Json;
      if (data.status === 'done' || data.status === 'failed') return data;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the simulation did not finish');
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    subsidiaryId = (await createSubsidiary(db, companyId, { timezone: 'America/Sao_Paulo' })).id;
    sales = (await createDepartment(db, companyId, { name: 'Vendas' })).id;
    const ops = (await createDepartment(db, companyId, { name: 'Operações' })).id;
    const office = await createSchedule(db, companyId);

    // Ana earns R$ 2,200 a month: R$ 10 an hour (÷ 220).
    ana = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Ana Lima',
      cpf: anyCpf(),
      departmentId: sales,
      monthlySalary: '2200.00',
    });
    await assignSchedule(db, companyId, ana.id, office.id);
    await month(ana, {
      // 8 min early and 8 min late: beyond 5/10 (16 min overtime), within 10/20 (none).
      '2026-08-03': ['07:52', '12:00', '13:00', '17:08'],
      // An hour of overtime, whatever the tolerance.
      '2026-08-04': ['08:00', '12:00', '13:00', '18:00'],
      // 15 min late: a deficit under both tolerances.
      '2026-08-05': ['08:15', '12:00', '13:00', '17:00'],
      // Until 22:00 (5 h overtime), back at 08:00: 10 h of rest, 60 min short of 11 h.
      '2026-08-06': ['08:00', '12:00', '13:00', '22:00'],
    });

    // Bruno has no salary known: minutes only.
    bruno = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Bruno Reis',
      cpf: anyCpf(),
      departmentId: ops,
    });
    await assignSchedule(db, companyId, bruno.id, office.id);
    await month(bruno, { '2026-08-11': ['08:00', '12:00', '13:00', '19:00'] });

    const role = await createRole(db, companyId, ['settings.time_policy.schedule.view']);
    noPermission = await accessTokenFor(t, (await createMember(db, companyId, role)).id, companyId);
    const foreign = await createCompanyWithOwner(db);
    foreignOwner = await accessTokenFor(t, foreign.owner.id, foreign.company.id);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('tolerance 10/20: the 16 minutes of Monday are no longer overtime; nothing real is written', async () => {
    const fp = await fingerprinter(t.database);
    const before = await fp.full();
    const res = await simulate({
      proposal: { rules: { tolerancePerMark: 10, tolerancePerDay: 20 } },
      selection: { ...AUGUST, who: 'all' },
    });
    expect(res.status).toBe(202);
    expect(res.body.data.status).toBe('queued');
    const data = await finished(res.body.data.id);
    expect(data.status).toBe('done');
    expect(data.done).toBe(2);
    expect(data.total).toBe(2);
    const rows = data.result.employees as Json[];
    expect(rows.map((e) => e.name)).toEqual(['Ana Lima', 'Bruno Reis']);
    const a = rows[0]!;
    expect(a.hourly_rate).toBe(10);
    expect(a.baseline).toMatchObject({
      overtime: { '50': 376 },
      overtime_minutes: 376,
      deficit_minutes: 15,
      bank_minutes: 0,
      rest_breach_days: 1,
      rest_missing_minutes: 60,
      // 376 × R$ 10/60 × 1.5 − 15 × R$ 10/60
      cost: 91.5,
    });
    expect(a.proposed).toMatchObject({
      overtime: { '50': 360 },
      deficit_minutes: 15,
      rest_breach_days: 1,
      cost: 87.5,
    });
    expect(a.difference).toMatchObject({
      overtime: { '50': -16 },
      overtime_minutes: -16,
      cost: -4,
    });
    const b = rows[1]!;
    expect(b.hourly_rate).toBeNull();
    expect(b.baseline).toMatchObject({ overtime_minutes: 120, cost: null });
    expect(b.difference).toMatchObject({ overtime_minutes: 0, cost: null });
    expect(data.result.totals.difference).toMatchObject({ overtime_minutes: -16, cost: -4 });
    expect(data.result.with_salary).toBe(1);

    // Only the simulation's own row (and its audit line) was written.
    expect(changedTables(before, await fp.full())).toEqual(['audit_log', 'simulations']);
  });

  it('the hours bank on for a department: its overtime becomes bank credit, deficits debit', async () => {
    const res = await simulate({
      proposal: { rules: { hoursBank: true } },
      selection: { ...AUGUST, who: 'department', department_id: sales },
    });
    expect(res.status).toBe(202);
    const data = await finished(res.body.data.id);
    const rows = data.result.employees as Json[];
    expect(rows.map((e) => e.name)).toEqual(['Ana Lima']);
    const a = rows[0]!;
    expect(a.proposed).toMatchObject({
      overtime: {},
      overtime_minutes: 0,
      deficit_minutes: 0,
      bank_minutes: 361,
      cost: 0,
    });
    expect(a.difference).toMatchObject({
      overtime_minutes: -376,
      deficit_minutes: -15,
      bank_minutes: 361,
      cost: -91.5,
    });

    // Saved with a name, listed among the saved, exported, deleted.
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1.0/time-policy/simulations/${data.id}/`,
      payload: { name: 'Banco Vendas' },
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.name).toBe('Banco Vendas');
    const list = await api.get('time-policy/simulations/?saved=true', owner);
    expect(list.status).toBe(200);
    expect(list.body.data.results.map((s: Json) => s.name)).toEqual(['Banco Vendas']);
    expect(list.body.data.results[0].result).toBeNull();

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/time-policy/simulations/${data.id}/file/`,
      headers: { authorization: `Bearer ${owner}`, 'accept-language': 'pt' },
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const anaRow = sheet.getRow(4).values as unknown[];
    expect(anaRow[1]).toBe('Ana Lima');
    // overtime computed, proposed, difference; then night; deficit; bank…
    expect(anaRow.slice(4, 7)).toEqual([376, 0, -376]);
    expect(anaRow.slice(13, 16)).toEqual([0, 361, 361]);

    expect((await api.delete(`time-policy/simulations/${data.id}/`, owner)).status).toBe(200);
    expect((await api.get(`time-policy/simulations/${data.id}/`, owner)).status).toBe(404);
  });

  it('refuses bad proposals and selections with field errors', async () => {
    const cases: [Json, string][] = [
      [{ proposal: {}, selection: { from: '2026-08-01', to: '2099-01-31' } }, 'selection.to'],
      [{ proposal: {}, selection: { from: '2026-01-01', to: '2026-08-31' } }, 'selection.to'],
      [{ proposal: {}, selection: { ...AUGUST, who: 'department' } }, 'selection.department_id'],
      [
        { proposal: { rules: { tolerancePerMark: 99 } }, selection: AUGUST },
        'proposal.rules.tolerancePerMark',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await simulate(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    const foreignDepartment = await simulate({
      proposal: {},
      selection: {
        ...AUGUST,
        who: 'department',
        department_id: '01900000-0000-7000-8000-000000000000',
      },
    });
    expect(foreignDepartment.status).toBeGreaterThanOrEqual(400);
    expect(foreignDepartment.status).toBeLessThan(500);
  });

  it('walls: another company gets 404, a role without the permission 403', async () => {
    const res = await simulate({ proposal: {}, selection: AUGUST });
    const data = await finished(res.body.data.id);
    expect((await api.get(`time-policy/simulations/${data.id}/`, foreignOwner)).status).toBe(404);
    expect((await api.delete(`time-policy/simulations/${data.id}/`, foreignOwner)).status).toBe(
      404,
    );
    expect((await api.get(`time-policy/simulations/${data.id}/`, noPermission)).status).toBe(403);
    expect((await simulate({ proposal: {}, selection: AUGUST }, noPermission)).status).toBe(403);
  });
});
