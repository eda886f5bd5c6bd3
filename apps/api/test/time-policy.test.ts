import { auditLog, scheduleVersions } from '@ponteiro/db';
import {
  assignSchedule,
  createCompanyWithOwner,
  createDepartment,
  createEmployee,
  createMember,
  createRole,
  createSchedule,
  createSubsidiary,
  STATUTORY_RULES,
} from '@ponteiro/db/testing';
import { computeTimesheet, parseScenario } from '@ponteiro/time-engine';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const WEEK_8_17 = {
  kind: 'weekly',
  days: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [
      d,
      [
        ['08:00', '12:00'],
        ['13:00', '17:00'],
      ],
    ]),
  ),
};
const WEEK_9_18 = {
  kind: 'weekly',
  days: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [
      d,
      [
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ],
    ]),
  ),
};
/** 12x36 at night: 19:00 to 07:00, one day on, one day off, from 2026-11-01. */
const NIGHT_12X36 = { kind: 'cycle', anchor: '2026-11-01', pattern: [[['19:00', '07:00']], []] };

describe.each(testDatabaseKinds())('time policy: schedules, assignment, scenario (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let otherOwner: string;
  let otherCompany: string;
  let subsidiary: string;
  let viewer: string;
  let nobody: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    owner = await accessTokenFor(t, mine.owner.id, companyId);
    subsidiary = (await createSubsidiary(db, companyId, { timezone: 'America/Recife' })).id;
    const theirs = await createCompanyWithOwner(db);
    otherCompany = theirs.company.id;
    otherOwner = await accessTokenFor(t, theirs.owner.id, otherCompany);
    const viewRole = await createRole(db, companyId, ['employee']);
    viewer = await accessTokenFor(t, (await createMember(db, companyId, viewRole)).id, companyId);
    const noRole = await createRole(db, companyId, ['dashboard']);
    nobody = await accessTokenFor(t, (await createMember(db, companyId, noRole)).id, companyId);
  });
  afterAll(() => t.close());

  const newSchedule = (over: Record<string, unknown> = {}) => ({
    name: `Comercial ${Math.random().toString(36).slice(2, 8)}`,
    code: `C${Math.random().toString(36).slice(2, 8)}`,
    schedule: WEEK_8_17,
    effective_from: '2026-01-01',
    ...over,
  });

  it('creates a schedule whose rules are the overrides over the statutory defaults', async () => {
    const res = await api.post(
      'time-policy/schedules/',
      newSchedule({ rules: { tolerancePerMark: 3, night: { start: '21:00' } } }),
      owner,
    );
    expect(res.status).toBe(201);
    const { current } = res.body.data;
    expect(res.body.data.kind).toBe('weekly');
    expect(res.body.data.versions).toBe(1);
    expect(current.overrides).toEqual({ tolerancePerMark: 3, night: { start: '21:00' } });
    expect(current.rules).toEqual({
      ...STATUTORY_RULES,
      tolerancePerMark: 3,
      night: { ...STATUTORY_RULES.night, start: '21:00' },
    });
    expect(current.created_by.id).toBeTruthy();
  });

  it('answers 409 on a code or a name already in use (case ignored), naming the field', async () => {
    const first = await api.post('time-policy/schedules/', newSchedule({ code: 'ADM-01' }), owner);
    expect(first.status).toBe(201);
    const code = await api.post('time-policy/schedules/', newSchedule({ code: 'adm-01' }), owner);
    expect(code.status).toBe(409);
    expect(Object.keys(code.body.errors)).toEqual(['code']);
    const name = await api.post(
      'time-policy/schedules/',
      newSchedule({ name: first.body.data.name.toUpperCase() }),
      owner,
    );
    expect(name.status).toBe(409);
    expect(Object.keys(name.body.errors)).toEqual(['name']);
    // Another company may use the same code.
    const elsewhere = await api.post(
      'time-policy/schedules/',
      newSchedule({ code: 'ADM-01' }),
      otherOwner,
    );
    expect(elsewhere.status).toBe(201);
  });

  it('refuses what the engine would refuse, on the field', async () => {
    const overlapping = {
      kind: 'weekly',
      days: {
        mon: [
          ['08:00', '12:00'],
          ['11:00', '13:00'],
          ['12:30', '07:00'],
        ],
      },
    };
    const res = await api.post(
      'time-policy/schedules/',
      newSchedule({ schedule: overlapping }),
      owner,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      schedule: [
        'A pair starts before the previous one ends (schedule.days.mon[1]): pairs go in order and a day spans at most 24 h.',
      ],
    });
    const badTime = await api.post(
      'time-policy/schedules/',
      newSchedule({ schedule: { kind: 'weekly', days: { mon: [['25:00', '12:00']] } } }),
      owner,
    );
    expect(badTime.status).toBe(400);
  });

  it("answers 404 for another company's schedule, and changes nothing", async () => {
    const theirs = await api.post('time-policy/schedules/', newSchedule(), otherOwner);
    const id = theirs.body.data.id;
    expect((await api.get(`time-policy/schedules/${id}/`, owner)).status).toBe(404);
    expect((await api.get(`time-policy/schedules/${id}/versions/`, owner)).status).toBe(404);
    expect(
      (await api.put(`time-policy/schedules/${id}/`, newSchedule({ schedule: WEEK_9_18 }), owner))
        .status,
    ).toBe(404);
    expect((await api.delete(`time-policy/schedules/${id}/`, owner)).status).toBe(404);
    const still = await api.get(`time-policy/schedules/${id}/`, otherOwner);
    expect(still.body.data.versions).toBe(1);
  });

  it('answers 403 without the permission; `employee` may read schedules but not write them', async () => {
    expect((await api.get('time-policy/schedules/', nobody)).status).toBe(403);
    expect((await api.get('time-policy/schedules/', viewer)).status).toBe(200);
    expect((await api.post('time-policy/schedules/', newSchedule(), viewer)).status).toBe(403);
    expect((await api.put('time-policy/advanced-settings/', { rules: {} }, viewer)).status).toBe(
      403,
    );
    expect((await api.post('employees/schedules/bulk/', {}, nobody)).status).toBe(403);
  });

  it('versions: a change effective 2026-11-15 leaves 2026-11-10 as it was', async () => {
    const made = await api.post('time-policy/schedules/', newSchedule(), owner);
    const id = made.body.data.id;
    const employee = await createEmployee(t.database.db, companyId, subsidiary);
    await api.post(
      `employees/${employee.id}/schedules/`,
      { schedule_id: id, effective_from: '2026-01-01' },
      owner,
    );
    const before = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-10&to=2026-11-10`,
      owner,
    );
    expect(before.status).toBe(200);

    const changed = await api.put(
      `time-policy/schedules/${id}/`,
      {
        ...newSchedule({ schedule: WEEK_9_18, effective_from: '2026-11-15' }),
        name: made.body.data.name,
        code: made.body.data.code,
      },
      owner,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.versions).toBe(2);
    const versions = await api.get(`time-policy/schedules/${id}/versions/`, owner);
    expect(versions.body.data.map((v: { effective_from: string }) => v.effective_from)).toEqual([
      '2026-01-01',
      '2026-11-15',
    ]);

    const after = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-10&to=2026-11-10`,
      owner,
    );
    expect(after.body.data).toEqual(before.body.data);
    const spanning = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-10&to=2026-11-20`,
      owner,
    );
    expect(spanning.body.data.schedule).toEqual(WEEK_8_17);
    expect(spanning.body.data.versions).toEqual([
      { from: '2026-11-15', schedule: WEEK_9_18, rules: STATUTORY_RULES },
    ]);

    // Saving the same times again adds no version.
    const same = await api.put(
      `time-policy/schedules/${id}/`,
      {
        ...newSchedule({ schedule: WEEK_9_18, effective_from: '2026-12-01' }),
        name: made.body.data.name,
        code: made.body.data.code,
      },
      owner,
    );
    expect(same.body.data.versions).toBe(2);
  });

  it('builds the scenario of a version change, a 12x36 night cycle, national and municipal holidays', async () => {
    const db = t.database.db;
    const olinda = await createSubsidiary(db, companyId, {
      timezone: 'America/Recife',
      address: { city: 'Olinda', state: 'PE' },
    });
    // Olinda's own day, and another city's that must not appear.
    const municipal = { scope: 'municipal', state: 'PE', recurring: true };
    expect(
      (
        await api.post(
          'time-policy/holidays/',
          { ...municipal, date: '2020-11-17', name: 'Dia de Olinda (teste)', city: 'Olinda' },
          owner,
        )
      ).status,
    ).toBe(201);
    await api.post(
      'time-policy/holidays/',
      { ...municipal, date: '2026-11-18', name: 'Outro lugar', city: 'Caruaru' },
      owner,
    );
    const office = await createSchedule(db, companyId, { schedule: WEEK_8_17 as never });
    const night = await createSchedule(db, companyId, {
      schedule: NIGHT_12X36 as never,
      rules: { ...STATUTORY_RULES, restDays: [] },
    });
    // The night schedule's tolerance changes from the 19th.
    await db.insert(scheduleVersions).values({
      companyId,
      id: crypto.randomUUID(),
      scheduleId: night.id,
      effectiveFrom: '2026-11-19',
      schedule: NIGHT_12X36 as never,
      rules: { ...STATUTORY_RULES, restDays: [], tolerancePerMark: 10, tolerancePerDay: 20 },
    });
    const employee = await createEmployee(db, companyId, olinda.id);
    await assignSchedule(db, companyId, employee.id, office.id, '2026-01-01');
    await assignSchedule(db, companyId, employee.id, night.id, '2026-11-16');

    const res = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-12&to=2026-11-21`,
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      timezone: 'America/Recife',
      from: '2026-11-12',
      to: '2026-11-21',
      schedule: WEEK_8_17,
      rules: STATUTORY_RULES,
      versions: [
        { from: '2026-11-16', schedule: NIGHT_12X36, rules: { ...STATUTORY_RULES, restDays: [] } },
        {
          from: '2026-11-19',
          schedule: NIGHT_12X36,
          rules: { ...STATUTORY_RULES, restDays: [], tolerancePerMark: 10, tolerancePerDay: 20 },
        },
      ],
      // Proclamação da República (15th), Olinda's day (17th, recurring since 2020) and
      // Consciência Negra (20th, national since 2024).
      holidays: ['2026-11-15', '2026-11-17', '2026-11-20'],
      absences: [],
      punches: [],
    });
    // What the API hands out, the engine reads.
    const result = computeTimesheet(parseScenario(res.body.data));
    expect(result.days).toHaveLength(10);

    // A period that starts on the change: the day before keeps the office week (the engine
    // computes it for the rest between workdays), the rotation is a version from the 16th.
    const onChange = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-16&to=2026-11-18`,
      owner,
    );
    expect(onChange.body.data.schedule).toEqual(WEEK_8_17);
    expect(onChange.body.data.versions).toEqual([
      { from: '2026-11-16', schedule: NIGHT_12X36, rules: { ...STATUTORY_RULES, restDays: [] } },
    ]);
  });

  it('hands a pre-assigned break to the engine: a 12x36 punched on time owes and works 11 h', async () => {
    const made = await api.post(
      'time-policy/schedules/',
      newSchedule({
        schedule: { kind: 'cycle', anchor: '2026-11-01', pattern: [[['07:00', '19:00']], []] },
        rules: { restDays: [] },
        pre_assigned_break: true,
      }),
      owner,
    );
    expect(made.body.data.current.pre_assigned_break).toBe(true);
    const employee = await createEmployee(t.database.db, companyId, subsidiary);
    await assignSchedule(t.database.db, companyId, employee.id, made.body.data.id, '2026-11-01');
    const res = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-03&to=2026-11-03`,
      owner,
    );
    expect(res.body.data.rules.preAssignedBreak).toBe(true);
    const scenario = {
      ...res.body.data,
      punches: ['2026-11-03T07:00:00-03:00', '2026-11-03T19:00:00-03:00'],
    };
    const [day] = computeTimesheet(parseScenario(scenario)).days;
    expect(day).toMatchObject({
      scheduledMinutes: 660,
      workedMinutes: 660,
      breakSuppressedMinutes: 0,
    });
    expect(day!.flags).toContain('pre_assigned_break');
  });

  it('answers 422 for a period before any schedule of the employee, 404 for another company', async () => {
    const employee = await createEmployee(t.database.db, companyId, subsidiary);
    const none = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-01&to=2026-11-30`,
      owner,
    );
    expect(none.status).toBe(422);
    expect(none.body.errors.employee_id[0]).toContain('2026-11-01');
    const foreign = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-01&to=2026-11-30`,
      otherOwner,
    );
    expect(foreign.status).toBe(404);
    const backwards = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-30&to=2026-11-01`,
      owner,
    );
    expect(backwards.status).toBe(400);
  });

  it('lists active employees with no schedule today, never giving them a default', async () => {
    const db = t.database.db;
    const schedule = await createSchedule(db, companyId);
    const none = await createEmployee(db, companyId, subsidiary, { name: 'Zélia Semhorário' });
    const later = await createEmployee(db, companyId, subsidiary, { name: 'Zélia Depois' });
    const now = await createEmployee(db, companyId, subsidiary, { name: 'Zélia Agora' });
    await createEmployee(db, companyId, subsidiary, {
      name: 'Zélia Desligada',
      status: 'disabled',
    });
    await assignSchedule(db, companyId, later.id, schedule.id, '2099-01-01');
    await assignSchedule(db, companyId, now.id, schedule.id, '2020-01-01');
    const res = await api.get('time-policy/schedules/unassigned/?search=zelia', owner);
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([
      expect.objectContaining({ id: later.id, next_schedule_from: '2099-01-01' }),
      expect.objectContaining({ id: none.id, next_schedule_from: null }),
    ]);
    expect((await api.get('time-policy/schedules/unassigned/', otherOwner)).body.data.count).toBe(
      0,
    );
  });

  it('assigns in bulk to a department and the ones below it, all or nothing for a selection', async () => {
    const db = t.database.db;
    const schedule = await createSchedule(db, companyId);
    const top = await createDepartment(db, companyId);
    const below = await createDepartment(db, companyId, { parentId: top.id });
    const a = await createEmployee(db, companyId, subsidiary, { departmentId: top.id });
    const b = await createEmployee(db, companyId, subsidiary, { departmentId: below.id });
    const outside = await createEmployee(db, companyId, subsidiary);

    const res = await api.post(
      'employees/schedules/bulk/',
      { schedule_id: schedule.id, effective_from: '2026-11-01', department_id: top.id },
      owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.assigned).toBe(2);
    for (const id of [a.id, b.id]) {
      const list = await api.get(`employees/${id}/schedules/`, owner);
      expect(list.body.data[0].schedule.id).toBe(schedule.id);
      expect(list.body.data[0].effective_from).toBe('2026-11-01');
    }
    expect((await api.get(`employees/${outside.id}/schedules/`, owner)).body.data).toEqual([]);

    const foreignEmployee = await createEmployee(
      db,
      otherCompany,
      (await createSubsidiary(db, otherCompany)).id,
    );
    const mixed = await api.post(
      'employees/schedules/bulk/',
      {
        schedule_id: schedule.id,
        effective_from: '2026-11-02',
        employee_ids: [outside.id, foreignEmployee.id],
      },
      owner,
    );
    expect(mixed.status).toBe(400);
    expect((await api.get(`employees/${outside.id}/schedules/`, owner)).body.data).toEqual([]);
    const both = await api.post(
      'employees/schedules/bulk/',
      {
        schedule_id: schedule.id,
        effective_from: '2026-11-02',
        employee_ids: [outside.id],
        department_id: top.id,
      },
      owner,
    );
    expect(both.status).toBe(400);
    // Another company's schedule cannot be handed out.
    const theirs = await createSchedule(db, otherCompany);
    const foreignSchedule = await api.post(
      `employees/${outside.id}/schedules/`,
      { schedule_id: theirs.id, effective_from: '2026-11-02' },
      owner,
    );
    expect(foreignSchedule.status).toBe(400);
    expect(Object.keys(foreignSchedule.body.errors)).toEqual(['schedule_id']);
  });

  it('deletes a schedule nobody was given, and answers 409 while one was', async () => {
    const db = t.database.db;
    const used = await createSchedule(db, companyId);
    const employee = await createEmployee(db, companyId, subsidiary);
    await assignSchedule(db, companyId, employee.id, used.id);
    const refused = await api.delete(`time-policy/schedules/${used.id}/`, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1');
    const unused = await createSchedule(db, companyId);
    expect((await api.delete(`time-policy/schedules/${unused.id}/`, owner)).status).toBe(200);
    expect((await api.get(`time-policy/schedules/${unused.id}/`, owner)).status).toBe(404);
    const [audited] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unused.id), eq(auditLog.action, 'delete')));
    expect(audited?.n).toBe(1);
  });

  it("company defaults fill new schedules' rules; saved versions keep theirs", async () => {
    const defaults = await api.get('time-policy/advanced-settings/', owner);
    expect(defaults.status).toBe(200);
    expect(defaults.body.data.rules).toEqual(STATUTORY_RULES);
    expect(defaults.body.data.updated_at).toBeNull();

    const before = await api.post('time-policy/schedules/', newSchedule(), owner);
    const saved = await api.put(
      'time-policy/advanced-settings/',
      { rules: { tolerancePerMark: 10, tolerancePerDay: 20, overtimeRate: 60 } },
      owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.rules.overtimeRate).toBe(60);
    const after = await api.post(
      'time-policy/schedules/',
      newSchedule({ rules: { overtimeRate: 75 } }),
      owner,
    );
    expect(after.body.data.current.rules).toMatchObject({
      tolerancePerMark: 10,
      tolerancePerDay: 20,
      overtimeRate: 75,
    });
    const old = await api.get(`time-policy/schedules/${before.body.data.id}/`, owner);
    expect(old.body.data.current.rules.overtimeRate).toBe(50);
    // Another company's defaults are its own.
    const theirs = await api.get('time-policy/advanced-settings/', otherOwner);
    expect(theirs.body.data.rules.overtimeRate).toBe(50);
    const bad = await api.put(
      'time-policy/advanced-settings/',
      { rules: { night: { start: '22:00', end: '22:00' } } },
      owner,
    );
    expect(bad.status).toBe(400);
    await api.put('time-policy/advanced-settings/', { rules: {} }, owner);
  });
});
