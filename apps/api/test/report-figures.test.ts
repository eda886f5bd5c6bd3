import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendToRegister, taRequests, uuidv7, withTenant } from '@ponteiro/db';
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
  STATUTORY_RULES,
} from '@ponteiro/db/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 18, the figures reports: one seeded September 2026 (office week 08–12, 13–17; 7 Sep is a
// national holiday) against hand-computed figures — overtime by rate, day type and authorization
// with the trend into October, the summary per department and subsidiary with its rates, the
// hours bank from the ledger — the files the jobs make, and the walls (an Employee's own only,
// the summary not for them, a role without the permission, another company's ids).
//
// Ana (Vendas, Matriz, office): Tue 1 Sep 08–12, 13–18:30 (90 at 50%, 60 of it approved); Sun 6
//   Sep 08–12 (rest day, 240 at 100%); Mon 7 Sep holiday 08–10 (120 at 100%); Thu 1 Oct 08–12,
//   13–17:30 (30 at 50%). Every other September workday absent: 20 × 480.
// Bruno (Operações, Matriz, office): Wed 2 Sep a full day; Sat 5 Sep 08–11 (day off, 180 at 50%);
//   Tue 8 Sep on justified leave (480); Wed 9 Sep 08:30–12, 13–17 (late 30). Absent: 18 × 480.
// Carla (Operações, Filial Sul, hours bank): 1 Sep 08–12, 13–18 (+60), 2 Sep 08–12, 13–16 (−60),
//   3 Sep 08–12, 13–19 (+120); an adjustment of +30 on 10 Sep. Absent: 18 × 480 (no bank debit).
// Davi (Vendas, Filial Sul): no schedule — counted in the headcount, no figures.

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

const SEP = 'from=2026-09-01&to=2026-09-30';
const SEP_OCT = 'from=2026-09-01&to=2026-10-31';

describe.each(testDatabaseKinds())('figures reports (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let ana: { token: string; employee: EmployeeRow };
  let bruno: EmployeeRow;
  let carla: EmployeeRow;
  let vendas: string;
  let operacoes: string;
  let otherOwner: string;
  let otherDepartment: string;

  async function punch(employee: EmployeeRow, day: string, times: string[]) {
    for (const time of times) {
      const at = new Date(`${day}T${time}:00-03:00`);
      await withTenant(t.database.db, { companyId }, (tenant) =>
        appendToRegister(
          tenant,
          employee.subsidiaryId,
          [
            {
              type: '7',
              employeeId: employee.id,
              cpf: employee.cpf,
              punchedAt: at,
              collector: '02',
              offline: false,
              flags: [],
              details: { source: 'web' },
            },
          ],
          { now: at },
        ),
      );
    }
  }
  const report = async (path: string, query: string, token = owner) => {
    const res = await api.get(`reports/${path}/?${query}`, token);
    return { status: res.status, data: res.body.data as Json, body: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    const matriz = await createSubsidiary(db, companyId, { name: 'Matriz' });
    const sul = await createSubsidiary(db, companyId, { name: 'Filial Sul' });
    vendas = (await createDepartment(db, companyId, { name: 'Vendas' })).id;
    operacoes = (await createDepartment(db, companyId, { name: 'Operações' })).id;
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
    const office = await createSchedule(db, companyId);
    const bank = await createSchedule(db, companyId, {
      rules: { ...STATUTORY_RULES, hoursBank: true },
    });
    const hire = async (
      name: string,
      subsidiaryId: string,
      departmentId: string,
      userId?: string,
    ) =>
      createEmployee(db, companyId, subsidiaryId, {
        name,
        cpf: anyCpf(),
        departmentId,
        admissionDate: '2026-09-01',
        ...(userId ? { userId } : {}),
      });

    const anaUser = await createMember(db, companyId, 'employee');
    ana = {
      token: await accessTokenFor(t, anaUser.id, companyId),
      employee: await hire('Ana Vendas', matriz.id, vendas, anaUser.id),
    };
    bruno = await hire('Bruno Operações', matriz.id, operacoes);
    carla = await hire('Carla Banco', sul.id, operacoes);
    await hire('Davi Sem Horário', sul.id, vendas);
    await assignSchedule(db, companyId, ana.employee.id, office.id, '2026-09-01');
    await assignSchedule(db, companyId, bruno.id, office.id, '2026-09-01');
    await assignSchedule(db, companyId, carla.id, bank.id, '2026-09-01');

    await punch(ana.employee, '2026-09-01', ['08:00', '12:00', '13:00', '18:30']);
    await punch(ana.employee, '2026-09-06', ['08:00', '12:00']);
    await punch(ana.employee, '2026-09-07', ['08:00', '10:00']);
    await punch(ana.employee, '2026-10-01', ['08:00', '12:00', '13:00', '17:30']);
    await db.insert(taRequests).values({
      companyId,
      id: uuidv7(),
      employeeId: ana.employee.id,
      type: 'overtime',
      status: 'approved',
      day: '2026-09-01',
      minutes: 60,
      reason: 'Inventário',
      flowName: 'Padrão',
      steps: [],
    });

    await punch(bruno, '2026-09-02', ['08:00', '12:00', '13:00', '17:00']);
    await punch(bruno, '2026-09-05', ['08:00', '11:00']);
    await punch(bruno, '2026-09-09', ['08:30', '12:00', '13:00', '17:00']);
    const type = await api.post(
      'time-policy/leave-types/',
      { name: 'Atestado', code: 'ATM', justified: true, paid: true, category: 'paid_leave' },
      owner,
    );
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    const leave = await api.post(
      'timesheets/leaves/',
      {
        employee_id: bruno.id,
        leave_type_id: type.body.data.id,
        from: '2026-09-08',
        to: '2026-09-08',
        reason: 'Consulta médica',
      },
      owner,
    );
    expect(leave.status, JSON.stringify(leave.body)).toBe(201);

    await punch(carla, '2026-09-01', ['08:00', '12:00', '13:00', '18:00']);
    await punch(carla, '2026-09-02', ['08:00', '12:00', '13:00', '16:00']);
    await punch(carla, '2026-09-03', ['08:00', '12:00', '13:00', '19:00']);
    const adjustment = await api.post(
      'ta-events/hours-bank-balance/adjustments/',
      { employee_id: carla.id, day: '2026-09-10', minutes: 30, reason: 'Acerto acordado' },
      owner,
    );
    expect(adjustment.status, JSON.stringify(adjustment.body)).toBe(201);

    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
    otherDepartment = (await createDepartment(db, theirs.company.id)).id;
  });
  afterAll(() => t.close());

  it('overtime: by rate, day type and authorization; departments, total and the months', async () => {
    const { status, data, body } = await report('overtime', SEP_OCT);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(data.rates).toEqual(['50', '100']);
    expect(data.count).toBe(2);
    expect(data.results).toEqual([
      {
        employee: expect.objectContaining({
          id: ana.employee.id,
          department: { id: vendas, name: 'Vendas' },
        }),
        by_rate: { 50: 120, 100: 360 },
        workday: 120,
        rest_day: 240,
        holiday: 120,
        total: 480,
        authorized: 60,
        unauthorized: 420,
      },
      {
        employee: expect.objectContaining({ id: bruno.id }),
        // A Saturday off (not the weekly rest) is a workday's overtime at 50%.
        by_rate: { 50: 180, 100: 0 },
        workday: 180,
        rest_day: 0,
        holiday: 0,
        total: 180,
        authorized: 0,
        unauthorized: 180,
      },
    ]);
    // Operações before Vendas, by name; Carla's weekday overtime went to her bank.
    expect(data.departments.map((d: Json) => [d.department.name, d.employees, d.total])).toEqual([
      ['Operações', 1, 180],
      ['Vendas', 1, 480],
    ]);
    expect(data.total).toEqual({
      employees: 2,
      by_rate: { 50: 300, 100: 360 },
      workday: 300,
      rest_day: 240,
      holiday: 120,
      total: 660,
      authorized: 60,
      unauthorized: 600,
    });
    expect(data.months).toEqual([
      {
        month: '2026-09',
        by_rate: { 50: 270, 100: 360 },
        workday: 270,
        rest_day: 240,
        holiday: 120,
        total: 630,
        authorized: 60,
        unauthorized: 570,
      },
      {
        month: '2026-10',
        by_rate: { 50: 30, 100: 0 },
        workday: 30,
        rest_day: 0,
        holiday: 0,
        total: 30,
        authorized: 0,
        unauthorized: 30,
      },
    ]);
    // A department narrows everything; a page beyond the last is empty but keeps the totals.
    const sales = await report('overtime', `${SEP_OCT}&department_id=${vendas}`);
    expect(sales.data.results.map((r: Json) => r.employee.id)).toEqual([ana.employee.id]);
    expect(sales.data.total.total).toBe(480);
    const page2 = await report('overtime', `${SEP_OCT}&page=2&page_size=25`);
    expect(page2.data).toMatchObject({ results: [], count: 2, page: 2 });
    expect(page2.data.total.total).toBe(660);
  });

  it('summary: per department and subsidiary, with the absenteeism and overtime rates', async () => {
    const { status, data, body } = await report('summary', SEP);
    expect(status, JSON.stringify(body)).toBe(200);
    const row = (figures: Json) => [
      figures.headcount,
      figures.scheduled,
      figures.worked,
      figures.overtime,
      figures.absence,
      figures.justified,
      figures.late,
      figures.absenteeism_rate,
      figures.absenteeism_with_justified_rate,
      figures.overtime_rate,
    ];
    // 21 scheduled days (22 weekdays less the holiday) × 480 = 10 080 per scheduled employee.
    expect(data.departments.map((d: Json) => [d.department.name, ...row(d)])).toEqual([
      // 17 280 ÷ 20 160 = 85.71 %; (17 280 + 480) ÷ 20 160 = 88.10 %; 180 ÷ 20 160 = 0.89 %.
      ['Operações', 2, 20160, 2670, 180, 17280, 480, 30, 85.71, 88.1, 0.89],
      // Davi has no schedule: in the headcount, with no figures. 9 600 ÷ 10 080 = 95.24 %.
      ['Vendas', 2, 10080, 930, 450, 9600, 0, 0, 95.24, 95.24, 4.46],
    ]);
    expect(data.subsidiaries.map((s: Json) => [s.subsidiary.name, ...row(s)])).toEqual([
      ['Filial Sul', 2, 10080, 1560, 0, 8640, 0, 0, 85.71, 85.71, 0],
      ['Matriz', 2, 20160, 2040, 630, 18240, 480, 30, 90.48, 92.86, 3.13],
    ]);
    expect(row(data.total)).toEqual([4, 30240, 3600, 630, 26880, 480, 30, 88.89, 90.48, 2.08]);
    expect(data.total.night).toBe(0);
    // One subsidiary only.
    const sul = data.subsidiaries[0].subsidiary.id;
    const narrowed = await report('summary', `${SEP}&subsidiary_id=${sul}`);
    expect(narrowed.data.total.headcount).toBe(2);
    expect(narrowed.data.total.worked).toBe(1560);
  });

  it('hours bank: from the ledger, the others left out; the month end pays what is left', async () => {
    const { status, data, body } = await report('hours-bank', SEP);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(data).toMatchObject({
      rules: { period: 'monthly', at_expiry: 'pay', ref: 'CLT art. 59 §6' },
      count: 1,
      left_out: 3,
    });
    expect(data.results).toEqual([
      {
        employee: expect.objectContaining({ id: carla.id, name: 'Carla Banco' }),
        balance_before: 0,
        credits: 180,
        debits: -60,
        adjustments: 30,
        paid: 0,
        forfeited: 0,
        balance: 150,
        expired: [],
        next_expiry: { date: '2026-09-30', minutes: 150 },
      },
    ]);
    const later = await report('hours-bank', SEP_OCT);
    expect(later.data.results[0]).toMatchObject({
      balance: 0,
      paid: -150,
      expired: [{ date: '2026-09-30', kind: 'paid', minutes: -150 }],
      next_expiry: null,
    });
    const october = await report('hours-bank', 'from=2026-10-01&to=2026-10-31');
    expect(october.data.results[0]).toMatchObject({ balance_before: 0, credits: 0, balance: 0 });
  });

  it('an Employee sees only their own figures; naming anyone else is a 404', async () => {
    const own = await report('overtime', SEP_OCT, ana.token);
    expect(own.status).toBe(200);
    expect(own.data.results.map((r: Json) => r.employee.id)).toEqual([ana.employee.id]);
    expect(own.data.total.total).toBe(480);
    expect(
      (await report('overtime', `${SEP}&employee_id=${ana.employee.id}`, ana.token)).status,
    ).toBe(200);
    expect((await report('overtime', `${SEP}&employee_id=${bruno.id}`, ana.token)).status).toBe(
      404,
    );
    expect((await report('overtime', `${SEP}&department_id=${vendas}`, ana.token)).status).toBe(
      403,
    );
    // Not on the bank: nothing of theirs, and nobody else's.
    const bank = await report('hours-bank', SEP, ana.token);
    expect(bank.data).toMatchObject({ results: [], count: 0, left_out: 1 });
    expect((await report('hours-bank', `${SEP}&employee_id=${carla.id}`, ana.token)).status).toBe(
      404,
    );
    // The summary is not for Employees.
    expect((await report('summary', SEP, ana.token)).status).toBe(403);
  });

  it('walls: a role without the permission, another company, bad queries', async () => {
    const role = await createRole(t.database.db, companyId, ['reports.time_mirror']);
    const viewer = await createMember(t.database.db, companyId, role);
    const token = await accessTokenFor(t, viewer.id, companyId);
    for (const path of ['hours-bank', 'overtime', 'summary']) {
      expect((await report(path, SEP, token)).status, path).toBe(403);
    }
    const overtimeOnly = await createRole(t.database.db, companyId, ['reports.overtime']);
    const analyst = await createMember(t.database.db, companyId, overtimeOnly);
    const analystToken = await accessTokenFor(t, analyst.id, companyId);
    expect((await report('overtime', SEP, analystToken)).data.count).toBe(2);
    expect((await report('summary', SEP, analystToken)).status).toBe(403);

    expect((await report('overtime', `${SEP}&department_id=${otherDepartment}`)).status).toBe(400);
    expect((await report('summary', `${SEP}&department_id=${operacoes}`, otherOwner)).status).toBe(
      400,
    );
    expect(
      (await report('overtime', `${SEP}&employee_id=${ana.employee.id}`, otherOwner)).status,
    ).toBe(404);
    for (const query of [
      'from=2026-09-30&to=2026-09-01',
      'from=2025-01-01&to=2026-09-30',
      `${SEP}&employee_id=${ana.employee.id}&department_id=${vendas}`,
      `${SEP}&page_size=10`,
      'from=2026-09-01',
    ]) {
      expect((await report('overtime', query)).status, query).toBe(400);
    }
  });

  it('the jobs make the files with the same figures (pdf text, xlsx cells)', async () => {
    const make = async (body: Json, language = 'pt') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/reports/jobs/',
        payload: body,
        headers: { authorization: `Bearer ${owner}`, 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(202);
      const id = res.json().data.id as string;
      await t.app.reportJobs.runPending();
      const job = await api.get(`reports/jobs/${id}/`, owner);
      expect(job.body.data, JSON.stringify(job.body)).toMatchObject({ status: 'done' });
      const file = await t.app.inject({
        method: 'GET',
        url: `/api/v1.0/reports/jobs/${id}/file/`,
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(file.statusCode).toBe(200);
      return { bytes: file.rawPayload, name: job.body.data.file.name as string };
    };
    const dir = mkdtempSync(join(tmpdir(), 'figures-'));
    const text = (bytes: Buffer) => {
      const path = join(dir, 'report.pdf');
      writeFileSync(path, bytes);
      return execFileSync('pdftotext', ['-layout', path, '-']).toString();
    };
    try {
      const overtime = await make({
        kind: 'overtime',
        format: 'pdf',
        from: '2026-09-01',
        to: '2026-10-31',
      });
      expect(overtime.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(overtime.name).toMatch(/^horas-extras.*\.pdf$/);
      const overtimeText = text(overtime.bytes);
      expect(overtimeText).toContain('Relatório de Horas Extras');
      expect(overtimeText).toMatch(
        /Ana Vendas\s+Vendas\s+2:00\s+6:00\s+2:00\s+4:00\s+2:00\s+8:00\s+1:00\s+7:00/,
      );
      expect(overtimeText).toMatch(
        /Total\s+5:00\s+6:00\s+5:00\s+4:00\s+2:00\s+11:00\s+1:00\s+10:00/,
      );

      const summary = await make(
        { kind: 'summary', format: 'pdf', from: '2026-09-01', to: '2026-09-30' },
        'en-US',
      );
      const summaryText = text(summary.bytes);
      expect(summaryText).toContain('Period Summary');
      expect(summaryText).toMatch(
        /Total\s+4\s+504:00\s+60:00\s+10:30\s+0:00\s+448:00\s+8:00\s+0:30\s+88.89\s+90.48\s+2.08/,
      );

      const bank = await make({
        kind: 'hours_bank',
        format: 'pdf',
        from: '2026-09-01',
        to: '2026-09-30',
      });
      const bankText = text(bank.bytes);
      expect(bankText).toContain('Carla Banco');
      expect(bankText).toMatch(
        /Carla Banco\s+Operações\s+0:00\s+3:00\s+-1:00\s+0:30\s+0:00\s+0:00\s+2:30\s+2:30 em 30\/09\/2026/,
      );
      expect(bankText).toContain(
        '3 colaboradores da seleção não estão em horário com banco de horas',
      );

      const sheet = await make(
        { kind: 'overtime', format: 'xlsx', from: '2026-09-01', to: '2026-10-31' },
        'en-US',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(sheet.bytes as unknown as ArrayBuffer);
      const values = (name: string) =>
        workbook
          .getWorksheet(name)!
          .getSheetValues()
          .slice(2)
          .map((r) => (r as unknown[]).slice(1));
      expect(values('By employee')[0]).toEqual([
        'Registration',
        'Employee',
        'Department',
        '50% (min)',
        '100% (min)',
        'Workday (min)',
        'Rest day (min)',
        'Holiday (min)',
        'Total (min)',
        'Authorized (min)',
        'Unauthorized (min)',
      ]);
      expect(values('By employee').slice(1)).toEqual([
        [undefined, 'Ana Vendas', 'Vendas', 120, 360, 120, 240, 120, 480, 60, 420],
        [undefined, 'Bruno Operações', 'Operações', 180, 0, 180, 0, 0, 180, 0, 180],
        ['Total', undefined, undefined, 300, 360, 300, 240, 120, 660, 60, 600],
      ]);
      expect(values('By month').slice(1)).toEqual([
        ['2026-09', 270, 360, 270, 240, 120, 630, 60, 570],
        ['2026-10', 30, 0, 30, 0, 0, 30, 0, 30],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
