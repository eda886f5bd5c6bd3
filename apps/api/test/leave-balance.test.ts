import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createRole,
  createSchedule,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 17: the leave balance — a year's leave per type and the vacation (férias) periods per
// employee: art. 130 by unjustified absences, art. 133 lost by a long INSS benefit, days taken,
// art. 137 overdue; the employee's own row; the walls (lower role, other company, bad queries).

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

describe.each(testDatabaseKinds())('leave balance (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: string;
  let employeeToken: string;
  let otherOwner: string;
  const ids: Record<string, string> = {};

  let companyId: string;
  const balance = async (query = '', token = owner) => {
    const res = await api.get(`ta-events/leave-balance/?${query}`, token);
    return { status: res.status, data: res.body.data as Json, body: res.body as Json };
  };
  const rowOf = (data: Json, employeeId: string) =>
    (data.results as Json[]).find((r) => r.employee.id === employeeId) as Json;

  beforeAll(async () => {
    // "Today" is 28 Nov 2026 in Brasília for every call: the vacation status depends on it.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T12:00:00Z') });
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    const sub = (await createSubsidiary(db, companyId)).id;

    const type = async (name: string, code: string, over: Json) => {
      const res = await api.post(
        'time-policy/leave-types/',
        { name, code, justified: true, paid: true, ...over },
        owner,
      );
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    };
    ids.vacation = await type('Férias', 'FER', { category: 'vacation' });
    ids.absence = await type('Falta', 'FALTA', { justified: false, paid: false });
    ids.inss = await type('Auxílio-doença', 'INSS', { category: 'inss_benefit' });
    ids.medical = await type('Atestado', 'ATM', {});

    const ana = await createEmployee(db, companyId, sub, {
      name: 'Ana Férias',
      cpf: anyCpf(),
      admissionDate: '2023-03-06',
    });
    const bruno = await createEmployee(db, companyId, sub, {
      name: 'Bruno Afastado',
      cpf: anyCpf(),
      admissionDate: '2024-01-15',
    });
    const user = await createMember(db, companyId, 'employee');
    const carla = await createEmployee(db, companyId, sub, {
      name: 'Carla Própria',
      cpf: anyCpf(),
      admissionDate: '2025-11-03',
      userId: user.id,
    });
    Object.assign(ids, { ana: ana.id, bruno: bruno.id, carla: carla.id });
    employeeToken = await accessTokenFor(t, user.id, companyId);

    const leave = async (employee: string, leaveType: string, from: string, to: string) => {
      const res = await api.post(
        'timesheets/leaves/',
        {
          employee_id: employee,
          leave_type_id: leaveType,
          from,
          to,
          reason: 'Teste',
        },
        owner,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    // Ana: 6 unjustified days in her first period (24 days due), 20 of them taken in 2024,
    // nothing of the second (its concession ended on 2026-03-05: overdue), two days of
    // medical leave this year.
    await leave(ana.id, ids.absence, '2024-02-05', '2024-02-10');
    await leave(ana.id, ids.vacation, '2024-07-01', '2024-07-20');
    await leave(ana.id, ids.medical, '2026-05-04', '2026-05-05');
    // Bruno: 214 days of INSS benefit lose his first period; the next starts on the return.
    await leave(bruno.id, ids.inss, '2024-03-01', '2024-09-30');

    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
    const place = await createSubsidiary(db, theirs.company.id);
    await createEmployee(db, theirs.company.id, place.id, { cpf: anyCpf(), name: 'Zé de Fora' });
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  it('art. 130: unjustified absences shorten the period; days taken; the overdue one (art. 137)', async () => {
    const { status, data } = await balance('year=2026');
    expect(status).toBe(200);
    expect(data).toMatchObject({ year: 2026, as_of: '2026-11-28', count: 3 });
    const ana = rowOf(data, ids.ana!);
    expect(ana.employee).toMatchObject({ name: 'Ana Férias', admission_date: '2023-03-06' });
    const periods = ana.vacation.periods.map((p: Json) => [
      p.acquisition_start,
      p.acquisition_end,
      p.unjustified_absences,
      p.entitled_days,
      p.taken_days,
      p.left_days,
      p.status,
    ]);
    // The first two concession periods ended (2025-03-05 and 2026-03-05) with days left.
    expect(periods).toEqual([
      ['2023-03-06', '2024-03-05', 6, 24, 20, 4, 'overdue'],
      ['2024-03-06', '2025-03-05', 0, 30, 0, 30, 'overdue'],
      ['2025-03-06', '2026-03-05', 0, 30, 0, 30, 'open'],
      ['2026-03-06', '2027-03-05', 0, 30, 0, 30, 'acquiring'],
    ]);
    expect(ana.vacation.periods.map((p: Json) => p.concession_end)).toEqual([
      '2025-03-05',
      '2026-03-05',
      '2027-03-05',
      '2028-03-05',
    ]);
    expect(ana.vacation).toMatchObject({ left_days: 64, due: '2025-03-05', attention: 'overdue' });
    expect(ana.vacation.periods[0].refs).toContain('CLT art. 137; TST Súmula 81');
    // Nine of twelve months of the period running: 22.5 days earned so far.
    expect(ana.vacation.periods[3].accrued_days).toBe(22.5);
  });

  it('leave per type in the year: calendar days inside it, every active type listed', async () => {
    const { data } = await balance('year=2026');
    const ana = rowOf(data, ids.ana!);
    const used = Object.fromEntries(ana.leave.map((l: Json) => [l.code, l.used_days]));
    expect(used).toMatchObject({ ATM: 2, FER: 0, FALTA: 0, INSS: 0 });
    const in2024 = rowOf((await balance('year=2024')).data, ids.ana!);
    expect(Object.fromEntries(in2024.leave.map((l: Json) => [l.code, l.used_days]))).toMatchObject({
      FER: 20,
      FALTA: 6,
      ATM: 0,
    });
    expect(in2024.leave.find((l: Json) => l.code === 'FER')).toMatchObject({
      category: 'vacation',
    });
  });

  it('art. 133: a long INSS benefit loses the period and the next starts on the return', async () => {
    const bruno = rowOf((await balance('year=2026')).data, ids.bruno!);
    expect(bruno.vacation.periods[0]).toMatchObject({
      acquisition_start: '2024-01-15',
      acquisition_end: '2024-09-30',
      status: 'lost',
      lost_reason: 'inss_benefit',
      entitled_days: 0,
    });
    expect(bruno.vacation.periods[1]).toMatchObject({
      acquisition_start: '2024-10-01',
      acquisition_end: '2025-09-30',
      concession_end: '2026-09-30',
      status: 'overdue',
    });
    expect(bruno.vacation.periods.slice(2).map((p: Json) => p.status)).toEqual([
      'open',
      'acquiring',
    ]);
  });

  it('filters: search, attention (overdue or expiring) and pages', async () => {
    const found = await balance('search=bruno');
    expect(found.data.results.map((r: Json) => r.employee.name)).toEqual(['Bruno Afastado']);
    const attention = await balance('attention=true&page_size=25');
    expect(attention.data.results.map((r: Json) => r.employee.name).sort()).toEqual([
      'Ana Férias',
      'Bruno Afastado',
    ]);
    expect(attention.data.count).toBe(2);
    const paged = await balance('page=2&page_size=25');
    expect(paged.data).toMatchObject({ count: 3, results: [] });
  });

  it('absences count from closed periods only: viewing an open month changes nothing', async () => {
    await assignSchedule(
      t.database.db,
      companyId,
      ids.carla!,
      (await createSchedule(t.database.db, companyId)).id,
      '2025-11-03',
    );
    const carla = async () => rowOf((await balance('search=Carla')).data, ids.carla!);
    // Six weekdays without a punch, in a period the company closed: six unjustified absences.
    const close = await api.post(
      'timesheets/periods/close/',
      { employee_ids: [ids.carla], from: '2026-01-05', to: '2026-01-12' },
      owner,
    );
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    // Five more weekdays computed (the month was viewed) but not closed.
    expect(
      (
        await api.get(
          `timesheets/timesheet/?employee_id=${ids.carla}&from=2026-02-02&to=2026-02-06`,
          owner,
        )
      ).status,
    ).toBe(200);
    expect((await carla()).vacation.periods[0]).toMatchObject({
      unjustified_absences: 6,
      entitled_days: 24,
      left_days: 24,
    });
  });

  it('the Employee role sees only their own row; a role without ta_events.leave gets 403', async () => {
    const own = await balance('', employeeToken);
    expect(own.status).toBe(200);
    expect(own.data.results.map((r: Json) => r.employee.id)).toEqual([ids.carla]);
    expect(own.data.results[0].vacation.periods).toEqual([
      expect.objectContaining({ status: 'open', acquisition_end: '2026-11-02' }),
      expect.objectContaining({ status: 'acquiring' }),
    ]);

    const role = await createRole(t.database.db, companyId, ['timesheets.punch_log']);
    const viewer = await createMember(t.database.db, companyId, role);
    const token = await accessTokenFor(t, viewer.id, companyId);
    expect((await balance('', token)).status).toBe(403);
  });

  it("another company's employees never show; bad queries are a 400", async () => {
    const theirs = await balance('', otherOwner);
    expect(theirs.data.results.map((r: Json) => r.employee.name)).toEqual(['Zé de Fora']);
    for (const query of [
      'year=abc',
      'year=1800',
      'page_size=7',
      'subsidiary_id=nope',
      'attention=yes',
      'employee_id=x',
      '__proto__=1',
    ]) {
      expect((await balance(query)).status, query).toBe(400);
    }
  });
});
