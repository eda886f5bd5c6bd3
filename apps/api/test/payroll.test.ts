import { readFileSync } from 'node:fs';
import { appendToRegister, auditLog, withTenant } from '@ponteiro/db';
import {
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
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 18, the payroll export: one seeded June 2026 (office week 08–12, 13–17; no national
// holiday) against hand-computed events, the fixed-width layout byte-exact against a fixture,
// the same bytes when a closed period is exported again, the codes and layouts with their walls.
//
// Ana Conceição (Employee role, office): Mon 1 08–12, 13–18:30 (90 at 50 %); Tue 2 08:20–12,
//   13–17 (late 20); Wed 3 absent; Thu 4 08–12, 13–16:30 (early leave 30); Fri 5 a full day;
//   Sun 7 08–12 (rest day: 240 at 100 %); Mon 8 08–12, 13–17, 21–23 (22–23 is night: 60 clock
//   minutes credited as 69, so 60 + 69 = 129 at 50 %); on leave 9–16 and 19–30; absent 17 and 18.
//   → overtime_50 219, overtime_100 240, night 69, absence 3 × 480 = 1440 in 3 days, DSR lost 2
//   (the weeks of 31 May–6 Jun and 14–20 Jun), lateness 20, early leave 30.
// Bruno Łopes (hours bank, monthly, paid at expiry): Mon 1 08–12, 13–18 (+60 to the bank);
//   Sun 14 08–10 (rest day: 120 at 100 %, not banked); on leave 2–12 and 15–30.
//   → overtime_100 120, hours_bank_payout 60 (the credit paid on 30 Jun).

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

const JUNE = 'from=2026-06-01&to=2026-06-30';
const FIXTURES = new URL('./fixtures/payroll/', import.meta.url);

const CODES = [
  { event: 'overtime_50', code: '150', description: 'Horas extras 50%' },
  { event: 'overtime_100', code: '200', description: 'Horas extras 100%' },
  { event: 'night_additional', code: '250' },
  { event: 'dsr_loss', code: '300', description: 'DSR' },
  { event: 'absence_unjustified', code: '310', description: 'Faltas' },
  { event: 'lateness', code: '320' },
  { event: 'early_leave', code: '330' },
  { event: 'hours_bank_payout', code: '400', description: 'Banco pago' },
];

/** The fixed-width layout of the fixture: latin1, CRLF, decimal hours with a comma. */
const FIXED_LAYOUT = {
  name: 'Folha Fixa',
  format: 'fixed',
  encoding: 'latin1',
  line_ending: 'crlf',
  hours_format: 'decimal',
  decimal_separator: ',',
  columns: [
    { field: 'constant', value: '01', width: 2 },
    { field: 'registration', width: 6, align: 'right', pad: 'zero' },
    { field: 'cpf', width: 11 },
    { field: 'name', width: 20 },
    { field: 'event_code', width: 4, align: 'right', pad: 'zero' },
    { field: 'quantity', width: 7, align: 'right', pad: 'zero' },
    { field: 'competence', width: 6 },
  ],
};

describe.each(testDatabaseKinds())('payroll export (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let ana: { token: string; employee: EmployeeRow };
  let bruno: EmployeeRow;
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

  /** A report job run to the end: its file's bytes and name (or the job, when it failed). */
  async function exportFile(body: Json, token = owner) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/reports/jobs/',
      payload: { kind: 'payroll', from: '2026-06-01', to: '2026-06-30', ...body },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'pt' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data.id as string;
    await t.app.reportJobs.runPending();
    const job = (await api.get(`reports/jobs/${id}/`, token)).body.data as Json;
    if (job.status !== 'done') return { job, bytes: Buffer.alloc(0), name: '', type: '' };
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/reports/jobs/${id}/file/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.statusCode).toBe(200);
    return {
      job,
      bytes: file.rawPayload,
      name: job.file.name as string,
      type: String(file.headers['content-type']),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    const matriz = await createSubsidiary(db, companyId, { name: 'Matriz' });
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

    const anaUser = await createMember(db, companyId, 'employee');
    ana = {
      token: await accessTokenFor(t, anaUser.id, companyId),
      employee: await createEmployee(db, companyId, matriz.id, {
        name: 'Ana Conceição',
        cpf: '52998224725',
        registration: '123',
        admissionDate: '2026-06-01',
        userId: anaUser.id,
      }),
    };
    bruno = await createEmployee(db, companyId, matriz.id, {
      name: 'Bruno Łopes',
      cpf: '11144477735',
      registration: '77',
      admissionDate: '2026-06-01',
    });
    await assignSchedule(db, companyId, ana.employee.id, office.id, '2026-06-01');
    await assignSchedule(db, companyId, bruno.id, bank.id, '2026-06-01');

    const a = ana.employee;
    await punch(a, '2026-06-01', ['08:00', '12:00', '13:00', '18:30']);
    await punch(a, '2026-06-02', ['08:20', '12:00', '13:00', '17:00']);
    await punch(a, '2026-06-04', ['08:00', '12:00', '13:00', '16:30']);
    await punch(a, '2026-06-05', ['08:00', '12:00', '13:00', '17:00']);
    await punch(a, '2026-06-07', ['08:00', '12:00']);
    await punch(a, '2026-06-08', ['08:00', '12:00', '13:00', '17:00', '21:00', '23:00']);
    await punch(bruno, '2026-06-01', ['08:00', '12:00', '13:00', '18:00']);
    await punch(bruno, '2026-06-14', ['08:00', '10:00']);

    const type = await api.post(
      'time-policy/leave-types/',
      { name: 'Férias', code: 'FER', justified: true, paid: true, category: 'vacation' },
      owner,
    );
    expect(type.status, JSON.stringify(type.body)).toBe(201);
    for (const [employee, from, to] of [
      [a, '2026-06-09', '2026-06-16'],
      [a, '2026-06-19', '2026-06-30'],
      [bruno, '2026-06-02', '2026-06-12'],
      [bruno, '2026-06-15', '2026-06-30'],
    ] as const) {
      const leave = await api.post(
        'timesheets/leaves/',
        { employee_id: employee.id, leave_type_id: type.body.data.id, from, to, reason: 'Férias' },
        owner,
      );
      expect(leave.status, JSON.stringify(leave.body)).toBe(201);
    }

    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
    otherDepartment = (await createDepartment(db, theirs.company.id)).id;
  });
  afterAll(() => t.close());

  it('the period’s events per employee, hand-computed; unmapped events say so', async () => {
    const res = await api.get(`reports/payroll/?${JUNE}`, owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { results, count } = res.body.data as Json;
    expect(count).toBe(2);
    const events = (row: Json) =>
      (row.events as Json[]).map((e) => `${e.event} ${e.quantity} ${e.unit} ${e.code}`);
    expect(results[0].employee).toMatchObject({ id: ana.employee.id, registration: '123' });
    expect(events(results[0])).toEqual([
      'overtime_50 219 minutes null',
      'overtime_100 240 minutes null',
      'night_additional 69 minutes null',
      'dsr_loss 2 days null',
      'absence_unjustified 1440 minutes null',
      'absence_unjustified_days 3 days null',
      'lateness 20 minutes null',
      'early_leave 30 minutes null',
    ]);
    expect(results[1].employee.id).toBe(bruno.id);
    expect(events(results[1])).toEqual([
      'overtime_100 120 minutes null',
      'hours_bank_payout 60 minutes null',
    ]);
    // Paged by employee.
    const second = await api.get(`reports/payroll/?${JUNE}&page=2&page_size=25`, owner);
    expect(second.body.data).toMatchObject({ results: [], count: 2, page: 2 });
  });

  it('event codes: every event listed, the mapping replaced whole and audited', async () => {
    const before = await api.get('reports/payroll/event-codes/', owner);
    expect(before.status).toBe(200);
    expect((before.body.data as Json[]).map((e) => e.event)).toEqual([
      'overtime_50',
      'overtime_100',
      'night_additional',
      'dsr_loss',
      'absence_unjustified',
      'absence_unjustified_days',
      'lateness',
      'early_leave',
      'hours_bank_payout',
    ]);
    // An extra rate is kept when mapped; then the whole mapping is replaced.
    const extra = await api.put(
      'reports/payroll/event-codes/',
      { codes: [{ event: 'overtime_62.50', code: 'HE62' }] },
      owner,
    );
    expect(extra.status, JSON.stringify(extra.body)).toBe(200);
    expect(extra.body.data.find((e: Json) => e.event === 'overtime_62.5')).toMatchObject({
      code: 'HE62',
      unit: 'minutes',
    });
    const saved = await api.put('reports/payroll/event-codes/', { codes: CODES }, owner);
    expect(saved.status).toBe(200);
    const byEvent = new Map((saved.body.data as Json[]).map((e) => [e.event, e]));
    expect(byEvent.has('overtime_62.5')).toBe(false);
    expect(byEvent.get('dsr_loss')).toMatchObject({
      code: '300',
      description: 'DSR',
      unit: 'days',
    });
    expect(byEvent.get('absence_unjustified_days')).toMatchObject({ code: null });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'payroll_event_codes')));
    expect(audited).toHaveLength(2);

    const res = await api.get(`reports/payroll/?${JUNE}`, owner);
    expect(res.body.data.results[1].events).toEqual([
      {
        event: 'overtime_100',
        unit: 'minutes',
        quantity: 120,
        code: '200',
        description: 'Horas extras 100%',
      },
      {
        event: 'hours_bank_payout',
        unit: 'minutes',
        quantity: 60,
        code: '400',
        description: 'Banco pago',
      },
    ]);

    for (const codes of [
      [{ event: 'overtime_abc', code: '1' }],
      [{ event: 'lateness', code: 'a b' }],
      [{ event: 'lateness', code: '' }],
      [
        { event: 'lateness', code: '1' },
        { event: 'lateness', code: '2' },
      ],
      [
        { event: 'overtime_50', code: '1' },
        { event: 'overtime_50.0', code: '2' },
      ],
    ]) {
      const bad = await api.put('reports/payroll/event-codes/', { codes }, owner);
      expect(bad.status, JSON.stringify(codes)).toBe(400);
    }
  });

  it('layouts: create, 409 on a name in any case, bad layouts 400, change, delete', async () => {
    const created = await api.post('reports/payroll/layouts/', FIXED_LAYOUT, owner);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Folha Fixa',
      format: 'fixed',
      separator: ';',
      header: false,
      columns: expect.arrayContaining([
        {
          field: 'cpf',
          width: 11,
          align: 'left',
          pad: 'space',
          value: null,
          date_format: null,
          label: null,
        },
      ]),
    });
    const id = created.body.data.id as string;
    const duplicate = await api.post(
      'reports/payroll/layouts/',
      { ...FIXED_LAYOUT, name: 'FOLHA FIXA' },
      owner,
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors.name).toBeDefined();

    const csv = await api.post(
      'reports/payroll/layouts/',
      { name: 'CSV simples', format: 'csv', columns: [{ field: 'cpf' }, { field: 'quantity' }] },
      owner,
    );
    expect(csv.status).toBe(201);
    const renamed = await api.put(
      `reports/payroll/layouts/${csv.body.data.id}/`,
      { name: 'CSV', format: 'csv', header: true, columns: [{ field: 'name', label: 'Nome' }] },
      owner,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'CSV', header: true });
    expect(
      (await api.put(`reports/payroll/layouts/${csv.body.data.id}/`, FIXED_LAYOUT, owner)).status,
    ).toBe(409);
    const list = await api.get('reports/payroll/layouts/', owner);
    expect((list.body.data as Json[]).map((l) => l.name)).toEqual(['CSV', 'Folha Fixa']);
    expect((await api.delete(`reports/payroll/layouts/${csv.body.data.id}/`, owner)).status).toBe(
      200,
    );
    expect((await api.get(`reports/payroll/layouts/${csv.body.data.id}/`, owner)).status).toBe(404);
    expect((await api.get(`reports/payroll/layouts/${id}/`, owner)).body.data.name).toBe(
      'Folha Fixa',
    );

    for (const body of [
      { ...FIXED_LAYOUT, name: 'Sem largura', columns: [{ field: 'cpf' }] },
      { ...FIXED_LAYOUT, name: 'Sem colunas', columns: [] },
      { ...FIXED_LAYOUT, name: 'Constante', columns: [{ field: 'constant', width: 2 }] },
      { ...FIXED_LAYOUT, name: 'Larga', columns: [{ field: 'cpf', width: 201 }] },
      { ...FIXED_LAYOUT, name: 'Campo', columns: [{ field: 'salary', width: 2 }] },
      {
        ...FIXED_LAYOUT,
        name: 'Data',
        columns: [{ field: 'competence', width: 6, date_format: 'yy' }],
      },
      { ...FIXED_LAYOUT, name: 'Código', encoding: 'ascii' },
      { ...FIXED_LAYOUT, name: '' },
      {
        ...FIXED_LAYOUT,
        name: 'Muitas',
        columns: Array.from({ length: 31 }, () => ({ field: 'cpf', width: 11 })),
      },
    ]) {
      const bad = await api.post('reports/payroll/layouts/', body, owner);
      expect(bad.status, body.name).toBe(400);
    }
  });

  it('the fixed-width file byte-exact against the fixture; the same bytes again once closed', async () => {
    const layouts = (await api.get('reports/payroll/layouts/', owner)).body.data as Json[];
    const layoutId = layouts.find((l) => l.name === 'Folha Fixa')!.id as string;
    const first = await exportFile({ format: 'txt', layout_id: layoutId });
    expect(first.job.status, JSON.stringify(first.job)).toBe('done');
    expect(first.name).toBe('folha_2026-06-01_2026-06-30.txt');
    expect(first.type).toContain('charset=iso-8859-1');
    expect(first.bytes.equals(readFileSync(new URL('fixed-latin1.txt', FIXTURES)))).toBe(true);

    const close = await api.post(
      'timesheets/periods/close/',
      { employee_ids: [ana.employee.id, bruno.id], from: '2026-06-01', to: '2026-06-30' },
      owner,
    );
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    const again = await exportFile({ format: 'txt', layout_id: layoutId });
    expect(again.bytes.equals(first.bytes)).toBe(true);

    const xlsx = await exportFile({ format: 'xlsx' });
    const xlsxAgain = await exportFile({ format: 'xlsx' });
    expect(xlsx.bytes.equals(xlsxAgain.bytes)).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows = workbook
      .getWorksheet('Folha')!
      .getSheetValues()
      .slice(3)
      .map((row) => (row as unknown[]).slice(1).filter((_, i) => [0, 3, 6, 8].includes(i)));
    expect(rows).toEqual([
      ['123', '150', '03:39', 219],
      ['123', '200', '04:00', 240],
      ['123', '250', '01:09', 69],
      ['123', '300', '2', 2],
      ['123', '310', '24:00', 1440],
      ['123', '320', '00:20', 20],
      ['123', '330', '00:30', 30],
      ['77', '200', '02:00', 120],
      ['77', '400', '01:00', 60],
    ]);

    // A CSV export with the fixed layout is refused when asked (no job is queued).
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/reports/jobs/',
      payload: {
        kind: 'payroll',
        from: '2026-06-01',
        to: '2026-06-30',
        format: 'csv',
        layout_id: layoutId,
      },
      headers: { authorization: `Bearer ${owner}`, 'accept-language': 'en-US' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.layout_id[0]).toContain('fixed-width');
  });

  it('an Employee: only their own events and files, reads codes and layouts, changes nothing', async () => {
    const own = await api.get(`reports/payroll/?${JUNE}`, ana.token);
    expect(own.status).toBe(200);
    expect(own.body.data.count).toBe(1);
    expect(own.body.data.results[0].employee.id).toBe(ana.employee.id);
    expect(
      (await api.get(`reports/payroll/?${JUNE}&employee_id=${bruno.id}`, ana.token)).status,
    ).toBe(404);
    const department = (await createDepartment(t.database.db, companyId)).id;
    expect(
      (await api.get(`reports/payroll/?${JUNE}&department_id=${department}`, ana.token)).status,
    ).toBe(403);

    const csv = await exportFile({ format: 'csv' }, ana.token);
    expect(csv.job.status, JSON.stringify(csv.job)).toBe('done');
    expect(csv.type).toContain('text/csv');
    const lines = csv.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'registration;cpf;name;event_code;event;description;quantity;period_start;period_end',
    );
    expect(lines[1]).toBe(
      '123;52998224725;Ana Conceição;150;overtime_50;Horas extras 50%;03:39;2026-06-01;2026-06-30',
    );
    expect(lines.filter((line) => line.includes('Bruno'))).toEqual([]);
    expect(lines).toHaveLength(1 + 7 + 1);

    expect((await api.get('reports/payroll/event-codes/', ana.token)).status).toBe(200);
    expect((await api.get('reports/payroll/layouts/', ana.token)).status).toBe(200);
    expect((await api.put('reports/payroll/event-codes/', { codes: [] }, ana.token)).status).toBe(
      403,
    );
    const layout = { ...FIXED_LAYOUT, name: 'Da Ana' };
    expect((await api.post('reports/payroll/layouts/', layout, ana.token)).status).toBe(403);
  });

  it('walls: a role without the permission, a role with it, another company', async () => {
    const viewerRole = await createRole(t.database.db, companyId, ['reports.time_mirror']);
    const viewer = await createMember(t.database.db, companyId, viewerRole);
    const viewerToken = await accessTokenFor(t, viewer.id, companyId);
    expect((await api.get(`reports/payroll/?${JUNE}`, viewerToken)).status).toBe(403);
    expect((await api.get('reports/payroll/event-codes/', viewerToken)).status).toBe(403);
    expect((await api.get('reports/payroll/layouts/', viewerToken)).status).toBe(403);

    const payrollRole = await createRole(t.database.db, companyId, ['reports.payroll']);
    const clerk = await createMember(t.database.db, companyId, payrollRole);
    const clerkToken = await accessTokenFor(t, clerk.id, companyId);
    expect((await api.get(`reports/payroll/?${JUNE}`, clerkToken)).body.data.count).toBe(2);
    const layout = await api.post(
      'reports/payroll/layouts/',
      { name: 'Do RH', format: 'csv', columns: [{ field: 'cpf' }] },
      clerkToken,
    );
    expect(layout.status).toBe(201);
    const id = layout.body.data.id as string;

    expect((await api.get(`reports/payroll/layouts/${id}/`, otherOwner)).status).toBe(404);
    expect(
      (await api.put(`reports/payroll/layouts/${id}/`, { ...FIXED_LAYOUT, name: 'X' }, otherOwner))
        .status,
    ).toBe(404);
    expect((await api.delete(`reports/payroll/layouts/${id}/`, otherOwner)).status).toBe(404);
    expect((await api.get('reports/payroll/layouts/', otherOwner)).body.data).toEqual([]);
    const theirCodes = (await api.get('reports/payroll/event-codes/', otherOwner)).body
      .data as Json[];
    expect(theirCodes.every((e) => e.code === null)).toBe(true);
    expect(
      (await api.get(`reports/payroll/?${JUNE}&employee_id=${bruno.id}`, otherOwner)).status,
    ).toBe(404);
    expect(
      (await api.get(`reports/payroll/?${JUNE}&department_id=${otherDepartment}`)).status,
    ).toBe(401);
    expect(
      (await api.get(`reports/payroll/?${JUNE}&department_id=${otherDepartment}`, owner)).status,
    ).toBe(400);
    expect((await api.get(`reports/payroll/layouts/${id}/`, owner)).status).toBe(200);
    for (const query of [
      'from=2026-06-30&to=2026-06-01',
      'from=2025-01-01&to=2026-06-30',
      `${JUNE}&employee_id=${bruno.id}&department_id=${otherDepartment}`,
      `${JUNE}&page_size=10`,
      'from=2026-06-01',
    ]) {
      expect((await api.get(`reports/payroll/?${query}`, owner)).status, query).toBe(400);
    }
  });
});
