import {
  appendToRegister,
  departments,
  employeeLeaves,
  employees,
  leaveTypes,
  uuidv7,
  withTenant,
} from '@ponteiro/db';
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
import { ALL_PERMISSIONS, type DashboardPerson, type DashboardToday } from '@ponteiro/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../src/lib/audit.js';
import { createDashboardService } from '../src/modules/dashboard/dashboard.service.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 19: the company dashboard. A seeded Wednesday read at 10:00 (Recife, -03:00) against
// hand-computed counts (present, late, absent, on leave, off, expected; punches by hour), role
// scoping (a department manager sees only their department tree), the filters' walls, the
// month's figures and the employee's own day.

/** A Wednesday without a national holiday, far enough in the past (2025-06-04). */
const DAY = '2025-06-04';
const NOON_BEFORE = new Date(`${DAY}T10:00:00-03:00`);

describe.each(testDatabaseKinds())('dashboard (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let ownerId: string;
  let owner: string;
  let manager: string;
  let employeeToken: string;
  let customAll: string;
  let subsidiaryId: string;
  let deptX: string;
  let deptXChild: string;
  let deptY: string;
  const people: Record<string, EmployeeRow> = {};

  async function punch(employee: EmployeeRow, at: Date) {
    await withTenant(t.database.db, { companyId }, (tenant) =>
      appendToRegister(
        tenant,
        subsidiaryId,
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
  const recife = (time: string) => new Date(`${DAY}T${time}:00-03:00`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    ownerId = mine.owner.id;
    owner = await accessTokenFor(t, ownerId, companyId);
    subsidiaryId = (await createSubsidiary(db, companyId, { timezone: 'America/Recife' })).id;
    deptX = (await createDepartment(db, companyId, { name: 'Operações' })).id;
    deptXChild = (await createDepartment(db, companyId, { name: 'Turno A', parentId: deptX })).id;
    deptY = (await createDepartment(db, companyId, { name: 'Financeiro' })).id;

    const office = await createSchedule(db, companyId); // Monday to Friday 08–12 13–17, 5 min
    const late = await createSchedule(db, companyId, {
      schedule: {
        kind: 'weekly',
        days: Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [['11:00', '15:00']]]),
        ),
      },
    });
    const hire = async (key: string, departmentId: string | null, scheduleId?: string) => {
      const e = await createEmployee(db, companyId, subsidiaryId, {
        name: `Pessoa ${key}`,
        cpf: anyCpf(),
        departmentId,
      });
      if (scheduleId) await assignSchedule(db, companyId, e.id, scheduleId);
      people[key] = e;
      return e;
    };
    // A: on time, still in. B: 20 min late. C: in and out. D: nothing (absent). E: on leave.
    // F: no schedule (off). G: starts at 11:00 (expected). H: terminated before the day.
    await hire('A', deptX, office.id);
    await hire('B', deptXChild, office.id);
    await hire('C', deptY, office.id);
    await hire('D', deptX, office.id);
    await hire('E', deptY, office.id);
    await hire('F', deptY);
    await hire('G', deptY, late.id);
    const gone = await hire('H', deptX, office.id);
    await db
      .update(employees)
      .set({ terminationDate: '2025-05-31', status: 'disabled' })
      .where(eq(employees.id, gone.id));

    await punch(people.A!, recife('07:58'));
    await punch(people.B!, recife('08:20'));
    await punch(people.C!, recife('07:55'));
    await punch(people.C!, recife('09:00'));
    // A punch of another day does not count today.
    await punch(people.D!, new Date('2025-06-03T08:00:00-03:00'));

    const leaveType = uuidv7();
    await db.insert(leaveTypes).values({
      companyId,
      id: leaveType,
      name: 'Atestado',
      code: 'ATM',
      justified: true,
      paid: true,
    });
    await db.insert(employeeLeaves).values({
      companyId,
      id: uuidv7(),
      employeeId: people.E!.id,
      leaveTypeId: leaveType,
      fromDate: '2025-06-03',
      toDate: '2025-06-05',
      reason: 'Atestado médico',
    });

    // The manager of Operações (a custom role with `dashboard` only), in no department themselves.
    const role = await createRole(db, companyId, ['dashboard']);
    const managerUser = await createMember(db, companyId, role);
    const managerRecord = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Gerente',
      cpf: anyCpf(),
      userId: managerUser.id,
    });
    await db
      .update(departments)
      .set({ managerEmployeeId: managerRecord.id })
      .where(eq(departments.id, deptX));
    manager = await accessTokenFor(t, managerUser.id, companyId);
    // A custom role that manages nothing: the whole company.
    const hr = await createMember(db, companyId, await createRole(db, companyId, ['dashboard']));
    customAll = await accessTokenFor(t, hr.id, companyId);
    // The Employee role, linked to A.
    const worker = await createMember(db, companyId, 'employee');
    await db.update(employees).set({ userId: worker.id }).where(eq(employees.id, people.G!.id));
    employeeToken = await accessTokenFor(t, worker.id, companyId);
  });
  afterAll(() => t.close());

  const serviceAt = (now: Date) =>
    createDashboardService({
      db: t.database.db,
      // today() reads no vacation balance.
      leaveBalance: undefined as never,
      queueSize: async () => 2,
      now: () => now,
    });
  const ownerScope = () => ({
    companyId,
    userId: ownerId,
    familyId: '',
    role: 'owner',
    permissions: ALL_PERMISSIONS,
    context: { requestId: 'test', ip: null } as unknown as RequestContext,
  });

  it('counts the seeded day as computed by hand', async () => {
    const today = await serviceAt(NOON_BEFORE).today(ownerScope(), {}, DAY);
    expect(today.counts).toEqual({
      employees: 8, // A–G and the manager's own record (no schedule: off); H left in May
      present: 3,
      working_now: 2,
      late: 1,
      absent: 1,
      on_leave: 1,
      off: 2,
      expected: 1,
    });
    const by = new Map(today.people.map((p) => [p.name, p]));
    const status = (key: string) => by.get(`Pessoa ${key}`)!;
    expect(status('A')).toMatchObject({ status: 'present', late: false, working_now: true });
    expect(status('B')).toMatchObject({ status: 'present', late: true, late_minutes: 20 });
    expect(status('C')).toMatchObject({ status: 'present', working_now: false, punches: 2 });
    expect(status('D').status).toBe('absent');
    expect(status('E').status).toBe('on_leave');
    expect(status('F').status).toBe('off');
    expect(status('G')).toMatchObject({
      status: 'expected',
      planned_start: `${DAY}T11:00:00-03:00`,
    });
    expect(by.has('Pessoa H')).toBe(false);
    expect(status('B').first_punch).toBe(`${DAY}T08:20:00-03:00`);
    const hours = new Map(today.by_hour.map((h) => [h.hour, h]));
    expect(hours.get(7)).toEqual({ hour: 7, punches: 2, scheduled: 0 });
    expect(hours.get(8)).toEqual({ hour: 8, punches: 1, scheduled: 4 }); // A B C D (E on leave)
    expect(hours.get(9)!.punches).toBe(1);
    expect(hours.get(11)!.scheduled).toBe(1); // G
    expect(hours.get(17)!.scheduled).toBe(4);
    expect(today.pending.approvals).toBe(2);
    expect(today.date).toBe(DAY);
  });

  it('before the first mark nobody is absent yet; at 17:00 G is absent too', async () => {
    const early = await serviceAt(new Date(`${DAY}T08:04:00-03:00`)).today(ownerScope(), {}, DAY);
    expect(early.counts.absent).toBe(0);
    expect(early.counts.expected).toBe(2); // D and G
    const evening = await serviceAt(new Date(`${DAY}T17:00:00-03:00`)).today(ownerScope(), {}, DAY);
    expect(evening.counts.absent).toBe(2);
  });

  it('filters by department tree and subsidiary', async () => {
    const svc = serviceAt(NOON_BEFORE);
    const x = await svc.today(ownerScope(), { department_id: deptX }, DAY);
    expect(x.people.map((p: DashboardPerson) => p.name).sort()).toEqual([
      'Pessoa A',
      'Pessoa B',
      'Pessoa D',
    ]);
    expect(x.counts).toMatchObject({ present: 2, late: 1, absent: 1 });
  });

  const today = async (token: string, query = '') => {
    const res = await api.get(`dashboard/${query}`, token);
    return { status: res.status, body: res.body, data: res.body.data as DashboardToday };
  };

  it('a department manager sees only their department and the ones under it', async () => {
    const mine = await today(manager);
    expect(mine.status).toBe(200);
    expect(mine.data.scope.kind).toBe('departments');
    expect(mine.data.scope.departments.map((d) => d.id).sort()).toEqual([deptX, deptXChild].sort());
    expect(mine.data.counts.employees).toBe(3);
    expect(mine.data.people.map((p) => p.name).sort()).toEqual([
      'Pessoa A',
      'Pessoa B',
      'Pessoa D',
    ]);
    // Another department (or an unknown one) is refused, whatever exists.
    expect((await today(manager, `?department_id=${deptY}`)).status).toBe(400);
    expect((await today(manager, `?department_id=${uuidv7()}`)).status).toBe(400);
    expect((await today(manager, `?department_id=${deptXChild}`)).data.counts.employees).toBe(1);
    const month = await api.get('dashboard/month/', manager);
    expect(month.status).toBe(200);
  });

  it('the owner and a custom role managing nothing see the whole company', async () => {
    const all = await today(owner);
    expect(all.status).toBe(200);
    expect(all.data.scope.kind).toBe('company');
    expect(all.data.counts.employees).toBe(8);
    expect((await today(customAll)).data.counts.employees).toBe(8);
    expect((await today(owner, `?subsidiary_id=${uuidv7()}`)).status).toBe(400);
    expect((await today(owner, '?department_id=nope')).status).toBe(400);
  });

  it('a punch now makes its employee present', async () => {
    const before = (await today(owner)).data;
    await punch(people.F!, new Date());
    const after = (await today(owner)).data;
    expect(after.people.find((p) => p.id === people.F!.id)!.status).toBe('present');
    expect(after.counts.present).toBe(before.counts.present + 1);
  });

  it('the month: stored days, open periods, certificate, vacations and anomalies', async () => {
    // Within the anomaly week: a lone punch three days ago, two 20 s apart the day before.
    const daysAgo = (days: number, time: string) => {
      const date = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      return new Date(`${date}T${time}-03:00`);
    };
    await punch(people.G!, daysAgo(3, '09:00:00'));
    await punch(people.G!, daysAgo(2, '09:00:00'));
    await punch(people.G!, daysAgo(2, '09:00:20'));
    const res = await api.get('dashboard/month/', owner);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.from.endsWith('-01')).toBe(true);
    expect(data.open_periods.employees).toBeGreaterThanOrEqual(7);
    expect(data.certificate).toEqual({ valid_until: null, days_left: null });
    // The same count as the abnormal-punch screen's pending list over its default week.
    const screen = await api.get('timesheets/abnormal-punches/', owner);
    expect(screen.status).toBe(200);
    expect(screen.body.data.count).toBeGreaterThanOrEqual(2);
    expect(data.abnormal_punches).toBe(screen.body.data.count);
    expect(Array.isArray(data.vacations.items)).toBe(true);
  });

  it('the Employee role has no dashboard but has their own day', async () => {
    expect((await today(employeeToken)).status).toBe(403);
    expect((await api.get('dashboard/month/', employeeToken)).status).toBe(403);
    const me = await api.get('dashboard/me/', employeeToken);
    expect(me.status).toBe(200);
    expect(me.body.data.employee.id).toBe(people.G!.id);
    const own = await api.get('dashboard/me/', owner);
    expect(own.body.data.employee).toBeNull();
  });
});
