import {
  appendToRegister,
  auditLog,
  punchReviews,
  punchTreatments,
  registerRecords,
  withTenant,
} from '@ponteiro/db';
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
} from '@ponteiro/db/testing';
import { brazilianHolidays } from '@ponteiro/time-engine';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 14: /timesheets/abnormal-punch(-approval) — each kind found over a past week punched
// through the register (appendToRegister, dated in the past) and a punch made now through the
// real path; decisions (approve, disregard in bulk with its treatments), their walls (a day is
// only approved, another company's records are 404 with nothing written, the permission) and
// the status a decision leaves.

/** `YYYY-MM-DD` plus days. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today in Recife (-03:00 all year). */
const recifeToday = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The Monday of a whole past working week (three weeks ago or earlier) without a national
 * holiday: the schedule plans nothing on one (2 November is Finados).
 */
function pastMonday(): string {
  let day = addDays(recifeToday(), -21);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  day = addDays(day, -((weekday + 6) % 7));
  const holidays = (year: number) => brazilianHolidays(year).map((h) => h.date);
  for (;;) {
    const week = [0, 1, 2, 3, 4].map((n) => addDays(day, n));
    const known = new Set([
      ...holidays(Number(week[0]!.slice(0, 4))),
      ...holidays(Number(week[4]!.slice(0, 4))),
    ]);
    if (week.every((d) => !known.has(d))) return day;
    day = addDays(day, -7);
  }
}

interface Item {
  id: string;
  kind: string;
  day: string;
  employee: { id: string; name: string };
  punch: { id: string; status: string; punched_at: string } | null;
  detail: Record<string, unknown>;
  decision: { decision: string; reason: string; author: { name: string | null } } | null;
}

describe.each(testDatabaseKinds())('abnormal punches (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let subsidiaryId: string;
  let worker: EmployeeRow;
  let otherOwner: string;
  let otherEmployee: EmployeeRow;
  let otherPunch: string;
  const monday = pastMonday();
  const [tue, wed, thu, fri] = [1, 2, 3, 4].map((n) => addDays(monday, n)) as [
    string,
    string,
    string,
    string,
  ];
  const period = `from=${monday}&to=${fri}`;
  /** Punch ids by `day time`. */
  const ids = new Map<string, string>();

  /** A punch of the register at a Recife wall time, stored then (or `late` minutes later). */
  async function record(
    company: string,
    subsidiary: string,
    employee: EmployeeRow,
    day: string,
    time: string,
    over: { flags?: string[]; late?: number } = {},
  ): Promise<string> {
    const punchedAt = new Date(`${day}T${time.length === 5 ? `${time}:00` : time}-03:00`);
    const late = over.late ?? 0;
    const stored = await withTenant(t.database.db, { companyId: company }, (tenant) =>
      appendToRegister(
        tenant,
        subsidiary,
        [
          {
            type: '7',
            employeeId: employee.id,
            cpf: employee.cpf,
            punchedAt,
            collector: '02',
            offline: late > 0,
            flags: over.flags ?? (late > 0 ? ['offline'] : []),
            details: { source: 'web' },
          },
        ],
        { now: new Date(punchedAt.getTime() + late * 60_000) },
      ),
    );
    const id = stored.find((r) => r.type === '7')!.id;
    if (company === companyId) ids.set(`${day} ${time}`, id);
    return id;
  }

  const list = async (query: string, token = owner) => {
    const res = await api.get(`timesheets/abnormal-punches/?${query}`, token);
    return {
      status: res.status,
      count: res.body.data?.count as number,
      items: (res.body.data?.results ?? []) as Item[],
      body: res.body,
    };
  };
  const decide = (body: Record<string, unknown>, token = owner) =>
    api.post('timesheets/abnormal-punches/decisions/', body, token);
  const written = async () => ({
    reviews: (await t.database.db.select().from(punchReviews)).length,
    treatments: (await t.database.db.select().from(punchTreatments)).length,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    owner = await accessTokenFor(t, mine.owner.id, companyId);
    subsidiaryId = (await createSubsidiary(db, companyId, { timezone: 'America/Recife' })).id;
    worker = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Ana Lima',
      cpf: anyCpf(),
    });
    const office = await createSchedule(db, companyId); // Monday to Friday 08–12 13–17
    await assignSchedule(db, companyId, worker.id, office.id, '2020-01-01');

    const at = (day: string, time: string, over?: { flags?: string[]; late?: number }) =>
      record(companyId, subsidiaryId, worker, day, time, over);
    // Monday: three punches (odd, one missing).
    for (const time of ['08:00', '12:00', '13:00']) await at(monday, time);
    // Tuesday: outside the fence at 08:00, a repeat at 12:00:30, 19:30 far from 17:00.
    await at(tue, '08:00', { flags: ['outside_geofence'] });
    for (const time of ['12:00', '12:00:30', '13:00', '17:00', '19:30']) await at(tue, time);
    // Wednesday: 08:00 sent 10 minutes later by an offline client.
    await at(wed, '08:00', { late: 10 });
    for (const time of ['12:00', '13:00', '17:00']) await at(wed, time);
    // Thursday: nothing (missing). Friday: as scheduled.
    for (const time of ['08:00', '12:00', '13:00', '17:00']) await at(fri, time);

    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
    const theirPlace = await createSubsidiary(db, theirs.company.id, {
      timezone: 'America/Recife',
    });
    otherEmployee = await createEmployee(db, theirs.company.id, theirPlace.id, { cpf: anyCpf() });
    otherPunch = await record(theirs.company.id, theirPlace.id, otherEmployee, tue, '12:00:20');
  });
  afterAll(() => t.close());

  it('finds each kind over the week, with its figures', async () => {
    const { status, items, count } = await list(`${period}&employee_id=${worker.id}`);
    expect(status).toBe(200);
    const found = items.map(
      (i) => `${i.kind} ${i.day}${i.punch ? ` ${i.punch.punched_at.slice(11, 19)}` : ''}`,
    );
    expect(found.sort()).toEqual(
      [
        `far_from_schedule ${tue} 19:30:00`,
        `missing ${monday}`,
        `missing ${thu}`,
        `odd_count ${monday}`,
        `offline ${wed} 08:00:00`,
        `outside_geofence ${tue} 08:00:00`,
        `repeated ${tue} 12:00:30`,
      ].sort(),
    );
    expect(count).toBe(7);
    const byKind = (k: string, day: string) => items.find((i) => i.kind === k && i.day === day)!;
    expect(byKind('missing', monday).detail).toEqual({ count: 3, planned: 4 });
    expect(byKind('missing', thu).detail).toEqual({ count: 0, planned: 4 });
    expect(byKind('odd_count', monday).detail).toEqual({ count: 3 });
    expect(byKind('far_from_schedule', tue).detail).toEqual({
      expected: `${tue}T17:00:00-03:00`,
      minutes_off: 150,
    });
    expect(byKind('repeated', tue).detail).toEqual({
      previous: `${tue}T12:00:00-03:00`,
      seconds_apart: 30,
    });
    expect(byKind('offline', wed).detail).toEqual({ minutes_off: 10 });
    const geofence = byKind('outside_geofence', tue);
    expect(geofence).toMatchObject({
      id: `outside_geofence:${worker.id}:${tue}:${geofence.punch!.id}`,
      employee: { id: worker.id, name: 'Ana Lima' },
      subsidiary: { id: subsidiaryId },
      decision: null,
      punch: { status: 'valid', flags: ['outside_geofence'], nsr: expect.any(Number) },
    });
    expect(byKind('odd_count', monday)).toMatchObject({
      id: `odd_count:${worker.id}:${monday}:`,
      punch: null,
    });
    // Newest day first; the filters narrow and the pages cut.
    expect(items[0]!.day).toBe(thu);
    expect((await list(`${period}&kind=missing`)).items.map((i) => i.day)).toEqual([thu, monday]);
    const second = await list(`${period}&employee_id=${worker.id}&page=2&page_size=25`);
    expect(second).toMatchObject({ status: 200, count: 7, items: [] });
    expect((await list(`${period}&subsidiary_id=${subsidiaryId}`)).count).toBe(7);
    expect((await list(`from=${tue}&to=${tue}`)).count).toBe(3);
  });

  it('flags a punch made now through the real path (off-line), and waits for today to end', async () => {
    const user = await createMember(t.database.db, companyId, 'employee');
    const employee = await createEmployee(t.database.db, companyId, subsidiaryId, {
      userId: user.id,
      cpf: anyCpf(),
      name: 'Bia Souza',
    });
    const token = await accessTokenFor(t, user.id, companyId);
    const clientTime = new Date(Date.now() - 2 * 3_600_000);
    clientTime.setUTCMilliseconds(0);
    const made = await api.post('punches/', { client_time: clientTime.toISOString() }, token);
    expect(made.status).toBe(201);
    // The default period (the last 7 days up to today); no schedule: no schedule kinds.
    const { items } = await list(`employee_id=${employee.id}`);
    const offline = items.find((i) => i.kind === 'offline')!;
    expect(offline.punch!.id).toBe(made.body.data.id);
    expect(offline.detail.minutes_off).toBeGreaterThanOrEqual(119);
    expect(items.some((i) => i.kind === 'missing' || i.kind === 'far_from_schedule')).toBe(false);
    // A single punch today is not an odd day yet.
    expect(items.some((i) => i.kind === 'odd_count' && i.day === recifeToday())).toBe(false);
  });

  it('approves one anomaly: audited, and it moves from pending to approved', async () => {
    const before = await list(`${period}&employee_id=${worker.id}&kind=odd_count`);
    expect(before.count).toBe(1);
    const made = await decide({
      items: [{ kind: 'odd_count', employee_id: worker.id, day: monday }],
      decision: 'approve',
      reason: 'Saiu mais cedo com autorização',
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toEqual({ decided: 1 });
    expect((await list(`${period}&employee_id=${worker.id}&kind=odd_count`)).count).toBe(0);
    const approved = await list(`${period}&employee_id=${worker.id}&status=approved`);
    expect(approved.items).toHaveLength(1);
    expect(approved.items[0]).toMatchObject({
      kind: 'odd_count',
      day: monday,
      detail: { count: 3 },
      decision: { decision: 'approve', reason: 'Saiu mais cedo com autorização' },
    });
    expect(approved.items[0]!.decision!.author.name).toBeTruthy();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'punch_review')));
    expect(audits.map((a) => [a.action, (a.after as { kind: string }).kind])).toEqual([
      ['approve', 'odd_count'],
    ]);
  });

  it('disregards punches in bulk: treatments written, the log shows them disregarded', async () => {
    const repeated = ids.get(`${tue} 12:00:30`)!;
    const far = ids.get(`${tue} 19:30`)!;
    const before = await written();
    const made = await decide({
      items: [
        { kind: 'repeated', employee_id: worker.id, day: tue, record_id: repeated },
        { kind: 'far_from_schedule', employee_id: worker.id, day: tue, record_id: far },
        // The same anomaly twice is decided once.
        { kind: 'repeated', employee_id: worker.id, day: tue, record_id: repeated },
      ],
      decision: 'disregard',
      reason: 'Marcação em duplicidade',
    });
    expect(made.status).toBe(201);
    expect(made.body.data).toEqual({ decided: 2 });
    expect(await written()).toEqual({
      reviews: before.reviews + 2,
      treatments: before.treatments + 2,
    });
    const log = await api.get(
      `timesheets/punch-log/?employee_id=${worker.id}&from=${tue}&to=${tue}&ordering=punched_at`,
      owner,
    );
    const statusOf = new Map(
      log.body.data.results.map((e: { id: string; status: string }) => [e.id, e.status]),
    );
    expect(statusOf.get(repeated)).toBe('disregarded');
    expect(statusOf.get(far)).toBe('disregarded');
    expect(statusOf.get(ids.get(`${tue} 12:00`)!)).toBe('valid');

    const pending = await list(`from=${tue}&to=${tue}&employee_id=${worker.id}`);
    expect(pending.items.map((i) => i.kind)).toEqual(['outside_geofence']);
    const disregarded = await list(`${period}&employee_id=${worker.id}&status=disregarded`);
    expect(disregarded.items.map((i) => i.kind).sort()).toEqual(['far_from_schedule', 'repeated']);
    const farItem = disregarded.items.find((i) => i.kind === 'far_from_schedule')!;
    expect(farItem).toMatchObject({
      punch: { id: far, status: 'disregarded' },
      detail: { minutes_off: 150 },
      decision: { decision: 'disregard', reason: 'Marcação em duplicidade' },
    });
    // Approving a disregarded punch is refused: undo the disregard first.
    const approve = await decide({
      items: [{ kind: 'repeated', employee_id: worker.id, day: tue, record_id: repeated }],
      decision: 'approve',
      reason: 'Mudei de ideia',
    });
    expect(approve.status).toBe(422);

    // Undoing the disregard on the punch log brings the anomaly back to pending.
    const entry = log.body.data.results.find((e: { id: string }) => e.id === repeated);
    const treatmentId = (
      await api.get(
        `timesheets/punch-log/?employee_id=${worker.id}&from=${tue}&to=${tue}&status=disregarded`,
        owner,
      )
    ).body.data.results.find((e: { id: string }) => e.id === repeated).treatments[0].id;
    expect(entry).toBeTruthy();
    const undone = await api.post(
      `timesheets/treatments/${treatmentId}/undo/`,
      { reason: 'Engano' },
      owner,
    );
    expect(undone.status).toBe(200);
    const again = await list(`from=${tue}&to=${tue}&employee_id=${worker.id}`);
    // Five punches again: the day is odd too.
    expect(again.items.map((i) => i.kind).sort()).toEqual([
      'odd_count',
      'outside_geofence',
      'repeated',
    ]);
    expect(
      (await list(`${period}&employee_id=${worker.id}&status=disregarded`)).items.map(
        (i) => i.kind,
      ),
    ).toEqual(['far_from_schedule']);
  });

  it('accepts only approval for a day; refuses another company’s records, writing nothing', async () => {
    const before = await written();
    const day = await decide({
      items: [{ kind: 'missing', employee_id: worker.id, day: thu }],
      decision: 'disregard',
      reason: 'Faltou',
    });
    expect(day.status).toBe(422);
    const mixed = await decide({
      items: [
        { kind: 'offline', employee_id: worker.id, day: wed, record_id: ids.get(`${wed} 08:00`) },
        { kind: 'repeated', employee_id: otherEmployee.id, day: tue, record_id: otherPunch },
      ],
      decision: 'disregard',
      reason: 'Alheio',
    });
    expect(mixed.status).toBe(404);
    const theirPunchAsMine = await decide({
      items: [{ kind: 'repeated', employee_id: worker.id, day: tue, record_id: otherPunch }],
      decision: 'approve',
      reason: 'Alheio',
    });
    expect(theirPunchAsMine.status).toBe(404);
    const wrongDay = await decide({
      items: [
        { kind: 'offline', employee_id: worker.id, day: thu, record_id: ids.get(`${wed} 08:00`) },
      ],
      decision: 'approve',
      reason: 'Dia errado',
    });
    expect(wrongDay.status).toBe(404);
    const fromThem = await decide(
      {
        items: [{ kind: 'missing', employee_id: worker.id, day: thu }],
        decision: 'approve',
        reason: 'Alheio',
      },
      otherOwner,
    );
    expect(fromThem.status).toBe(404);
    expect(await written()).toEqual(before);
    // Their lists never show this company's anomalies.
    expect((await list(`${period}&employee_id=${worker.id}`, otherOwner)).count).toBe(0);
    // The contract: a day names no punch, a punch kind names one, 31 days at most.
    const shape = await decide({
      items: [{ kind: 'missing', employee_id: worker.id, day: thu, record_id: otherPunch }],
      decision: 'approve',
      reason: 'Forma',
    });
    expect(shape.status).toBe(400);
    expect((await list(`from=${monday}&to=${addDays(monday, 31)}`)).status).toBe(400);
    expect((await list(`from=${monday}&to=${addDays(monday, 30)}`)).status).toBe(200);
  });

  it('answers 403 to a role without timesheets.timesheet', async () => {
    const role = await createRole(t.database.db, companyId, ['timesheets.punch_log']);
    const viewer = await accessTokenFor(
      t,
      (await createMember(t.database.db, companyId, role)).id,
      companyId,
    );
    expect((await list(period, viewer)).status).toBe(403);
    const refused = await decide(
      {
        items: [{ kind: 'missing', employee_id: worker.id, day: thu }],
        decision: 'approve',
        reason: 'Sem permissão',
      },
      viewer,
    );
    expect(refused.status).toBe(403);
  });

  it('keeps the register untouched', async () => {
    const rows = await t.database.db
      .select()
      .from(registerRecords)
      .where(and(eq(registerRecords.companyId, companyId), eq(registerRecords.type, '7')));
    // The week's 17 punches and Bia's: decisions and treatments sit beside them.
    expect(rows).toHaveLength(18);
  });
});
