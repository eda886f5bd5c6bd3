import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { appendToRegister, auditLog, timesheetDays, withTenant } from '@ponteiro/db';
import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createSchedule,
  createSubsidiary,
  type EmployeeRow,
  STATUTORY_RULES,
} from '@ponteiro/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 15: timesheets — the figures of a week with tolerance, a night shift with the extension,
// a 12x36 month, a justified absence, a holiday, through the API and equal to what
// `npx ponteiro timesheet` prints for the scenario; recompute after a treatment; the closed
// period (409 on treatments and leave, reopen), the employee's own view and answer, the overview
// computed by the background job (pg-boss), and the walls (other company, lower role).

const CLI = fileURLToPath(new URL('../../../packages/cli/bin/ponteiro.js', import.meta.url));
const FIGURES = [
  'scheduledMinutes',
  'workedClockMinutes',
  'workedMinutes',
  'nightMinutes',
  'nightCreditedMinutes',
  'overtime',
  'deficitMinutes',
  'lateMinutes',
  'earlyLeaveMinutes',
  'absenceMinutes',
  'justifiedMinutes',
  'hoursBankMinutes',
  'breakSuppressedMinutes',
  'interjornadaMissingMinutes',
  'flags',
  'explain',
] as const;

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

describe.each(testDatabaseKinds())('timesheets (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let subsidiaryId: string;
  let office: EmployeeRow;
  let night: EmployeeRow;
  let scale: EmployeeRow;
  let mine: { token: string; employee: EmployeeRow };
  let justifiedType: string;
  let otherOwner: string;
  let otherEmployee: EmployeeRow;

  async function punch(employee: EmployeeRow, at: string, company = companyId, sub = subsidiaryId) {
    const stored = await withTenant(t.database.db, { companyId: company }, (tenant) =>
      appendToRegister(
        tenant,
        sub,
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
    return stored.find((r) => r.type === '7')!.id;
  }

  const timesheet = async (query: string, token = owner) => {
    const res = await api.get(`timesheets/timesheet/?${query}`, token);
    return { status: res.status, data: res.body.data as Json, body: res.body };
  };
  const upload = async (url: string, bytes: Buffer, name: string, token = owner) => {
    const body = multipartFile(bytes, name);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1.0/${url}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  const day = (data: Json, date: string) => data.days.find((d: Json) => d.date === date) as Json;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { BACKGROUND_JOBS: 'true' } });
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db);
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    subsidiaryId = (await createSubsidiary(db, companyId, { timezone: 'America/Recife' })).id;

    office = await createEmployee(db, companyId, subsidiaryId, { name: 'Ana Lima', cpf: anyCpf() });
    await assignSchedule(db, companyId, office.id, (await createSchedule(db, companyId)).id);
    // Week of 3 Aug 2026: Monday within tolerance, Tuesday late beyond it, Wednesday nothing
    // (justified below), Thursday four punches, Friday three (one to include).
    for (const at of ['07:58', '12:01', '13:00', '17:03'])
      await punch(office, `2026-08-03T${at}:00`);
    for (const at of ['08:20', '12:00', '13:00', '17:00'])
      await punch(office, `2026-08-04T${at}:00`);
    for (const at of ['08:00', '12:00', '13:00', '17:00'])
      await punch(office, `2026-08-06T${at}:00`);
    for (const at of ['08:00', '12:00', '13:00']) await punch(office, `2026-08-07T${at}:00`);
    // 7 September (Independence Day, a national holiday) is a Monday: worked.
    for (const at of ['08:00', '12:00']) await punch(office, `2026-09-07T${at}:00`);

    night = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Bruno Noite',
      cpf: anyCpf(),
    });
    const nightShift = await createSchedule(db, companyId, {
      schedule: {
        kind: 'weekly',
        days: Object.fromEntries(
          ['mon', 'tue', 'wed', 'thu', 'fri'].map((d) => [d, [['22:00', '05:00']]]),
        ),
      },
    });
    await assignSchedule(db, companyId, night.id, nightShift.id);
    await punch(night, '2026-08-03T22:00:00');
    await punch(night, '2026-08-04T06:00:00');

    scale = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Carla Escala',
      cpf: anyCpf(),
    });
    const twelve = await createSchedule(db, companyId, {
      schedule: { kind: 'cycle', anchor: '2026-08-01', pattern: [[['07:00', '19:00']], []] },
      // A 12x36 has no weekly rest day: the 36 hours off are the rest.
      rules: { ...STATUTORY_RULES, restDays: [] },
    });
    await assignSchedule(db, companyId, scale.id, twelve.id);
    for (let d = 1; d <= 31; d += 2) {
      const date = `2026-08-${String(d).padStart(2, '0')}`;
      await punch(scale, `${date}T07:00:00`);
      await punch(scale, `${date}T19:05:00`);
    }

    const user = await createMember(db, companyId, 'employee');
    const own = await createEmployee(db, companyId, subsidiaryId, {
      name: 'Davi Próprio',
      userId: user.id,
      cpf: anyCpf(),
    });
    await assignSchedule(db, companyId, own.id, (await createSchedule(db, companyId)).id);
    mine = { token: await accessTokenFor(t, user.id, companyId), employee: own };

    const type = await api.post(
      'time-policy/leave-types/',
      { name: 'Atestado médico', code: 'ATM', justified: true, paid: true },
      owner,
    );
    expect(type.status).toBe(201);
    justifiedType = type.body.data.id;

    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
    const place = await createSubsidiary(db, theirs.company.id, { timezone: 'America/Recife' });
    otherEmployee = await createEmployee(db, theirs.company.id, place.id, { cpf: anyCpf() });
  });
  afterAll(() => t.close());

  it('a week with tolerance: inside it the day counts as scheduled, beyond it in full', async () => {
    const { status, data } = await timesheet(
      `employee_id=${office.id}&from=2026-08-03&to=2026-08-09`,
    );
    expect(status).toBe(200);
    expect(data.days).toHaveLength(7);
    const monday = day(data, '2026-08-03');
    // Clock minutes as punched; no overtime and no deficit (art. 58 §1).
    expect(monday.workedMinutes).toBe(486);
    expect(monday.overtime['50'] ?? 0).toBe(0);
    expect(monday.deficitMinutes).toBe(0);
    expect(monday.flags).toContain('tolerance');
    expect(monday.explain.some((e: Json) => e.ref.startsWith('CLT art. 58 §1'))).toBe(true);
    expect(monday.punches.map((p: Json) => p.punched_at.slice(11, 16))).toEqual([
      '07:58',
      '12:01',
      '13:00',
      '17:03',
    ]);
    expect(monday.punches.every((p: Json) => p.kind === 'recorded' && p.counted)).toBe(true);
    expect(monday.schedule.pairs).toEqual([
      ['08:00', '12:00'],
      ['13:00', '17:00'],
    ]);
    const tuesday = day(data, '2026-08-04');
    expect(tuesday.lateMinutes).toBe(20);
    expect(tuesday.deficitMinutes).toBe(20);
    expect(day(data, '2026-08-05').flags).toContain('absent');
    expect(day(data, '2026-08-07').flags).toContain('odd_punches');
    expect(data.totals.workedMinutes).toBe(
      data.days.reduce((sum: number, d: Json) => sum + d.workedMinutes, 0),
    );
    expect(data.can_treat).toBe(true);
  });

  it('equals what `npx ponteiro timesheet` prints for the scenario of time-policy/scenario/', async () => {
    for (const [employee, from, to] of [
      [office, '2026-08-03', '2026-08-09'],
      [night, '2026-08-03', '2026-08-07'],
      [scale, '2026-08-01', '2026-08-31'],
    ] as const) {
      const scenario = await api.get(
        `time-policy/scenario/?employee_id=${employee.id}&from=${from}&to=${to}`,
        owner,
      );
      expect(scenario.status).toBe(200);
      const cli = spawnSync(process.execPath, [CLI, 'timesheet', '-'], {
        input: JSON.stringify(scenario.body.data),
        encoding: 'utf8',
      });
      expect(cli.stderr).toBe('');
      const printed = JSON.parse(cli.stdout) as Json;
      const { data } = await timesheet(`employee_id=${employee.id}&from=${from}&to=${to}`);
      for (const printedDay of printed.days as Json[]) {
        const ours = day(data, printedDay.date);
        for (const field of FIGURES)
          expect(ours[field], `${printedDay.date} ${field}`).toEqual(printedDay[field]);
      }
      for (const field of FIGURES.filter((f) => f !== 'flags' && f !== 'explain')) {
        expect(data.totals[field], `totals ${field}`).toEqual(printed.totals[field]);
      }
    }
  });

  it('a night shift covering the window: the extension counts the hour after 05:00 as night', async () => {
    const { data } = await timesheet(`employee_id=${night.id}&from=2026-08-03&to=2026-08-03`);
    const shift = day(data, '2026-08-03');
    expect(shift.workedClockMinutes).toBe(480);
    expect(shift.nightMinutes).toBe(480);
    expect(shift.flags).toContain('night_extended');
    expect(shift.punches).toHaveLength(2);
  });

  it('a 12x36 month: every other day scheduled, the rest off', async () => {
    const { data } = await timesheet(`employee_id=${scale.id}&from=2026-08-01&to=2026-08-31`);
    const worked = data.days.filter((d: Json) => d.scheduledMinutes > 0);
    expect(worked).toHaveLength(16);
    expect(data.days.filter((d: Json) => d.flags.includes('absent'))).toHaveLength(0);
    expect(data.totals.scheduledMinutes).toBe(16 * 720);
  });

  it('a holiday worked pays the rest-day rate', async () => {
    const { data } = await timesheet(`employee_id=${office.id}&from=2026-09-07&to=2026-09-07`);
    const holiday = day(data, '2026-09-07');
    expect(holiday.flags).toContain('holiday');
    expect(holiday.overtime['100']).toBe(240);
  });

  it('a justified absence: leave with a document moves the minutes to justified', async () => {
    const leave = await api.post(
      'timesheets/leaves/',
      {
        employee_id: office.id,
        leave_type_id: justifiedType,
        from: '2026-08-05',
        to: '2026-08-05',
        reason: 'Consulta médica',
      },
      owner,
    );
    expect(leave.status).toBe(201);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const attached = await upload(
      `timesheets/leaves/${leave.body.data.id}/document/`,
      pdf,
      'atestado.pdf',
    );
    expect(attached.status).toBe(200);
    expect(attached.body.data.document.name).toBe('atestado.pdf');
    const exe = await upload(
      `timesheets/leaves/${leave.body.data.id}/document/`,
      Buffer.from('MZ\x90\x00binary'),
      'atestado.pdf',
    );
    expect(exe.status).toBe(415);
    const { data } = await timesheet(`employee_id=${office.id}&from=2026-08-05&to=2026-08-05`);
    const wednesday = day(data, '2026-08-05');
    expect(wednesday.justifiedMinutes).toBe(480);
    expect(wednesday.absenceMinutes).toBe(0);
    expect(wednesday.leave.leave_type.code).toBe('ATM');
    const overlap = await api.post(
      'timesheets/leaves/',
      {
        employee_id: office.id,
        leave_type_id: justifiedType,
        from: '2026-08-05',
        to: '2026-08-06',
        reason: 'De novo',
      },
      owner,
    );
    expect(overlap.status).toBe(409);
  });

  it('recomputes after a treatment: an included punch completes the day', async () => {
    const before = day(
      (await timesheet(`employee_id=${office.id}&from=2026-08-07&to=2026-08-07`)).data,
      '2026-08-07',
    );
    expect(before.flags).toContain('odd_punches');
    const include = await api.post(
      'timesheets/admin-punches/',
      { employee_id: office.id, punched_at: '2026-08-07T17:00', reason: 'Esqueceu de marcar' },
      owner,
    );
    expect(include.status).toBe(201);
    const stale = await t.database.db
      .select()
      .from(timesheetDays)
      .where(and(eq(timesheetDays.employeeId, office.id), eq(timesheetDays.day, '2026-08-07')));
    expect(stale[0]!.stale).toBe(true);
    const after = day(
      (await timesheet(`employee_id=${office.id}&from=2026-08-07&to=2026-08-07`)).data,
      '2026-08-07',
    );
    expect(after.flags).not.toContain('odd_punches');
    expect(after.workedMinutes).toBe(480);
    const included = after.punches.find((p: Json) => p.kind === 'included');
    expect(included.treatments[0].reason).toBe('Esqueceu de marcar');
    expect(after.treatments).toHaveLength(1);
  });

  it('the overview is computed by the background job and lists the period', async () => {
    const query = 'from=2026-08-01&to=2026-08-31&page_size=25';
    let data: Json = {};
    for (let i = 0; i < 120; i++) {
      const res = await api.get(`timesheets/overview/?${query}`, owner);
      expect(res.status).toBe(200);
      data = res.body.data;
      if (data.progress.pending_days === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(data.progress.pending_days).toBe(0);
    expect(data.count).toBe(4);
    const ana = data.results.find((r: Json) => r.employee.id === office.id);
    expect(ana.totals.justifiedMinutes).toBe(480);
    expect(ana.status).toBe('open');
    const problems = await api.get(`timesheets/overview/?${query}&status=problems`, owner);
    expect(problems.body.data.results.map((r: Json) => r.employee.id)).toContain(office.id);
  });

  it('a closed period refuses treatments and leave (409), the employee answers, reopen', async () => {
    const period = { from: '2026-08-01', to: '2026-08-31' };
    const close = await api.post(
      'timesheets/periods/close/',
      { employee_ids: [office.id, mine.employee.id], ...period },
      owner,
    );
    expect(close.status).toBe(200);
    expect(close.body.data.periods).toHaveLength(2);
    const again = await api.post(
      'timesheets/periods/close/',
      { employee_ids: [office.id], ...period },
      owner,
    );
    expect(again.status).toBe(409);

    const include = await api.post(
      'timesheets/admin-punches/',
      { employee_id: office.id, punched_at: '2026-08-10T08:00', reason: 'Depois do fechamento' },
      owner,
    );
    expect(include.status).toBe(409);
    expect(include.body.message).toContain('2026-08-10');
    const leave = await api.post(
      'timesheets/leaves/',
      {
        employee_id: office.id,
        leave_type_id: justifiedType,
        from: '2026-08-12',
        to: '2026-08-12',
        reason: 'Atestado',
      },
      owner,
    );
    expect(leave.status).toBe(409);
    const { data } = await timesheet(`employee_id=${office.id}&from=2026-08-03&to=2026-08-09`);
    expect(data.days.every((d: Json) => d.closed)).toBe(true);

    // The employee sees their own, answers once; the manager sees the answer.
    const own = await timesheet('from=2026-08-01&to=2026-08-31', mine.token);
    expect(own.status).toBe(200);
    expect(own.data.employee.id).toBe(mine.employee.id);
    expect(own.data.can_treat).toBe(false);
    const periodId = own.data.periods[0].id;
    const accept = await api.post(
      `timesheets/periods/${periodId}/acceptance/`,
      { decision: 'accept' },
      mine.token,
    );
    expect(accept.status).toBe(200);
    expect(accept.body.data.acceptance.decision).toBe('accept');
    expect(accept.body.data.acceptance.at).toBeTruthy();
    const twice = await api.post(
      `timesheets/periods/${periodId}/acceptance/`,
      { decision: 'disagree', note: 'Mudei de ideia' },
      mine.token,
    );
    expect(twice.status).toBe(409);
    const anaPeriod = close.body.data.periods.find((p: Json) => p.employee_id === office.id).id;
    const notMine = await api.post(
      `timesheets/periods/${anaPeriod}/acceptance/`,
      { decision: 'accept' },
      mine.token,
    );
    expect(notMine.status).toBe(404);
    const overview = await api.get('timesheets/overview/?from=2026-08-01&to=2026-08-31', owner);
    const davi = overview.body.data.results.find((r: Json) => r.employee.id === mine.employee.id);
    expect(davi.status).toBe('closed');
    expect(davi.period.acceptance.decision).toBe('accept');

    const reopen = await api.post(
      'timesheets/periods/reopen/',
      { employee_ids: [office.id], ...period, reason: 'Correção de marcação' },
      owner,
    );
    expect(reopen.status).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, 'timesheet_period')));
    expect(audits.map((a) => a.action).sort()).toEqual(['accept', 'close', 'close', 'reopen']);
    const after = await api.post(
      'timesheets/admin-punches/',
      { employee_id: office.id, punched_at: '2026-08-10T08:00', reason: 'Depois da reabertura' },
      owner,
    );
    expect(after.status).toBe(201);
  });

  it('cancelling leave keeps it (with who and why) and the day is absent again', async () => {
    const created = await api.post(
      'timesheets/leaves/',
      {
        employee_id: office.id,
        leave_type_id: justifiedType,
        from: '2026-09-08',
        to: '2026-09-08',
        reason: 'Atestado',
      },
      owner,
    );
    expect(created.status).toBe(201);
    expect(
      day(
        (await timesheet(`employee_id=${office.id}&from=2026-09-08&to=2026-09-08`)).data,
        '2026-09-08',
      ).justifiedMinutes,
    ).toBe(480);
    const cancel = await api.post(
      `timesheets/leaves/${created.body.data.id}/cancel/`,
      { reason: 'Lançado no dia errado' },
      owner,
    );
    expect(cancel.status).toBe(200);
    const again = await api.post(
      `timesheets/leaves/${created.body.data.id}/cancel/`,
      { reason: 'De novo' },
      owner,
    );
    expect(again.status).toBe(409);
    const after = day(
      (await timesheet(`employee_id=${office.id}&from=2026-09-08&to=2026-09-08`)).data,
      '2026-09-08',
    );
    expect(after.leave).toBeNull();
    expect(after.flags).toContain('absent');
    const foreign = await api.post(
      `timesheets/leaves/${created.body.data.id}/cancel/`,
      { reason: 'Outra empresa' },
      otherOwner,
    );
    expect(foreign.status).toBe(404);
  });

  it('the Employee sees only their own; other companies and lower roles are refused', async () => {
    expect((await timesheet(`employee_id=${office.id}`, mine.token)).status).toBe(404);
    expect(
      (await api.get('timesheets/overview/?from=2026-08-01&to=2026-08-31', mine.token)).status,
    ).toBe(403);
    expect(
      (
        await api.post(
          'timesheets/periods/close/',
          { employee_ids: [office.id], from: '2026-09-01', to: '2026-09-30' },
          mine.token,
        )
      ).status,
    ).toBe(403);
    expect((await timesheet(`employee_id=${otherEmployee.id}`)).status).toBe(404);
    expect((await timesheet(`employee_id=${office.id}`, otherOwner)).status).toBe(404);
    const foreign = await api.post(
      'timesheets/periods/close/',
      { employee_ids: [office.id, otherEmployee.id], from: '2026-09-01', to: '2026-09-30' },
      owner,
    );
    expect(foreign.status).toBe(400);
    const leave = await api.post(
      'timesheets/leaves/',
      {
        employee_id: otherEmployee.id,
        leave_type_id: justifiedType,
        from: '2026-09-01',
        to: '2026-09-01',
        reason: 'Outra empresa',
      },
      owner,
    );
    expect(leave.status).toBe(404);
    expect((await timesheet('from=2026-09-10&to=2026-08-01')).status).toBe(400);
    expect((await timesheet('from=2026-01-01&to=2026-06-30')).status).toBe(400);
  });
});
