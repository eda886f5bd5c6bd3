import { execFileSync } from 'node:child_process';
import { appendToRegister, reportJobs, withTenant } from '@ponteiro/db';
import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createDepartment,
  createEmployee,
  createMember,
  createPosition,
  createRole,
  createSchedule,
  createSubsidiary,
  type EmployeeRow,
} from '@ponteiro/db/testing';
import { formatCpf } from '@ponteiro/shared';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 18: the time mirror (espelho de ponto, Portaria 671 art. 84) and the report jobs behind
// the Downloads list — one employee's PDF straight away, a department as one PDF, a zip and a
// spreadsheet made by a job with progress; the text of the PDF holds every art. 84 item for a
// week with an included and a disregarded punch; expiry, a job a stopped server left half made,
// a job that fails and says why; the walls (Employee sees only own, lower role, other company).

// biome-ignore lint/suspicious/noExplicitAny: reading arbitrary JSON answers.
type Json = Record<string, any>;

const WEEK = { from: '2026-08-03', to: '2026-08-07' };

describe.each(testDatabaseKinds())('time mirror and report jobs (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let departmentId: string;
  let ana: EmployeeRow;
  let bruno: EmployeeRow;
  let anaToken: string;
  let noReports: string;
  let other: { owner: string; departmentId: string };

  async function punch(employee: EmployeeRow, subsidiaryId: string, at: string) {
    const stored = await withTenant(t.database.db, { companyId }, (tenant) =>
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
    return stored.find((r) => r.type === '7')!.id;
  }

  /** A download as bytes, in Portuguese unless told. */
  async function download(url: string, token: string, language = 'pt-BR') {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
    return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, body: res.body };
  }
  const pdfText = (bytes: Buffer) =>
    execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

  async function job(body: Json, token = owner, language = 'pt-BR') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/reports/jobs/',
      payload: body,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });
    return { status: res.statusCode, body: res.json() as Json };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const company = await createCompanyWithOwner(db, {
      company: {
        legalName: 'Padaria Espelho Ltda',
        employerType: 'cnpj',
        employerId: '11222333000181',
      },
    });
    companyId = company.company.id;
    owner = await accessTokenFor(t, company.owner.id, companyId);
    const subsidiary = await createSubsidiary(db, companyId, {
      name: 'Matriz',
      legalName: 'Padaria Espelho Ltda',
      employerType: 'cnpj',
      employerId: '11222333000181',
      timezone: 'America/Sao_Paulo',
    });
    departmentId = (await createDepartment(db, companyId, { name: 'Produção' })).id;
    const position = await createPosition(db, companyId, { name: 'Padeira' });
    const schedule = await createSchedule(db, companyId, { code: 'COM44', name: 'Comercial 44h' });
    const user = await createMember(db, companyId, 'employee', { name: 'Ana Espelho' });
    anaToken = await accessTokenFor(t, user.id, companyId);
    ana = await createEmployee(db, companyId, subsidiary.id, {
      name: 'Ana Espelho',
      cpf: '52998224725',
      registration: 'M-001',
      admissionDate: '2024-01-02',
      departmentId,
      positionId: position.id,
      userId: user.id,
    });
    bruno = await createEmployee(db, companyId, subsidiary.id, {
      name: 'Bruno Forno',
      cpf: anyCpf(),
      registration: 'M-002',
      departmentId,
    });
    for (const e of [ana, bruno]) await assignSchedule(db, companyId, e.id, schedule.id);

    const at = (date: string, times: string[], who = ana) =>
      Promise.all(times.map((time) => punch(who, subsidiary.id, `${date}T${time}:00`)));
    // Ana: Monday complete; Tuesday without the last punch (included below); Wednesday with a
    // duplicate at 10:00 (disregarded below); Thursday two hours late out (overtime); Friday absent.
    for (const time of ['08:00', '12:00', '13:00', '17:00']) await at('2026-08-03', [time]);
    for (const time of ['08:00', '12:00', '13:00']) await at('2026-08-04', [time]);
    const wednesday: string[] = [];
    for (const time of ['08:00', '10:00', '12:00', '13:00', '17:00']) {
      wednesday.push(...(await at('2026-08-05', [time])));
    }
    for (const time of ['08:00', '12:00', '13:00', '19:00']) await at('2026-08-06', [time]);
    for (const date of ['2026-08-03', '2026-08-04', '2026-08-05', '2026-08-06', '2026-08-07']) {
      for (const time of ['08:00', '12:00', '13:00', '17:00']) await at(date, [time], bruno);
    }
    const included = await api.post(
      'timesheets/admin-punches/',
      { employee_id: ana.id, punched_at: '2026-08-04T17:00', reason: 'Esqueceu de marcar' },
      owner,
    );
    expect(included.status).toBe(201);
    const disregarded = await api.post(
      `timesheets/punches/${wednesday[1]}/disregard/`,
      { reason: 'Marcação duplicada' },
      owner,
    );
    expect(disregarded.status).toBe(200);

    const role = await createRole(db, companyId, ['reports.summary']);
    noReports = await accessTokenFor(t, (await createMember(db, companyId, role)).id, companyId);

    const foreign = await createCompanyWithOwner(db);
    other = {
      owner: await accessTokenFor(t, foreign.owner.id, foreign.company.id),
      departmentId: (await createDepartment(db, foreign.company.id)).id,
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  it("the employee's own mirror, straight away, holds every art. 84 item", async () => {
    const res = await download(
      `reports/time-mirror/file/?from=${WEEK.from}&to=${WEEK.to}`,
      anaToken,
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      'espelho-de-ponto_M-001_2026-08-03_2026-08-07.pdf',
    );
    const text = pdfText(res.bytes);
    // I employer; II employee; III period and issue date; IV contractual schedule.
    for (const item of [
      'Espelho de Ponto',
      'Padaria Espelho Ltda',
      '11.222.333/0001-81',
      'Ana Espelho',
      formatCpf('52998224725'),
      'Admissão: 02/01/2024',
      'Cargo/função: Padeira',
      'Período: 03/08/2026 a 07/08/2026',
      'Emitido em',
      'Página 1',
      'COM44 — Comercial 44h: Seg 08:00-12:00 13:00-17:00',
    ]) {
      expect(text, item).toContain(item);
    }
    // V the recorded punches with their NSR beside the treated ones, and each treatment's reason.
    expect(text).toMatch(/10:00 \(\d+\) \(D\)/);
    expect(text).toContain('17:00 (I)');
    expect(text).toContain('Inclusão: Esqueceu de marcar');
    expect(text).toContain('Desconsideração: Marcação duplicada');
    // VI worked time (reduced night hour), overtime, the absence; totals; the signature area.
    expect(text).toMatch(/Trabalhadas \(com hora noturna reduzida\): 34:00/);
    expect(text).toMatch(/Extras 50%: 2:00/);
    expect(text).toMatch(/Faltas injustificadas: 8:00/);
    expect(text).toContain('Período não fechado');
    expect(text).toContain('Assinatura do colaborador');
  });

  it('speaks English when asked, and as a spreadsheet', async () => {
    const pdf = await download(
      `reports/time-mirror/file/?from=${WEEK.from}&to=${WEEK.to}`,
      anaToken,
      'en-US',
    );
    expect(pdfText(pdf.bytes)).toContain('Period: 08/03/2026 to 08/07/2026');
    const xlsx = await download(
      `reports/time-mirror/file/?from=${WEEK.from}&to=${WEEK.to}&format=xlsx&employee_id=${ana.id}`,
      owner,
    );
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as never);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(2 + 5);
    const thursday = rows.find((r) => r[5] === '06/08/2026')!;
    expect(thursday[13]).toBe(120);
  });

  it('an Employee gets only their own; a role without the permission gets 403', async () => {
    const week = `from=${WEEK.from}&to=${WEEK.to}`;
    expect(
      (await download(`reports/time-mirror/file/?${week}&employee_id=${bruno.id}`, anaToken))
        .status,
    ).toBe(404);
    expect(
      (
        await job(
          { kind: 'time_mirror', format: 'pdf', ...WEEK, department_id: departmentId },
          anaToken,
        )
      ).status,
    ).toBe(403);
    expect(
      (await job({ kind: 'time_mirror', format: 'pdf', ...WEEK, employee_id: bruno.id }, anaToken))
        .status,
    ).toBe(404);
    expect((await job({ kind: 'summary', format: 'pdf', ...WEEK }, anaToken)).status).toBe(403);
    expect(
      (await download(`reports/time-mirror/file/?${week}&employee_id=${ana.id}`, noReports)).status,
    ).toBe(403);
    expect((await job({ kind: 'time_mirror', format: 'pdf', ...WEEK }, noReports)).status).toBe(
      403,
    );
  });

  it('refuses what it cannot make, changing nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)` }).from(reportJobs);
    for (const body of [
      { kind: 'time_mirror', format: 'csv', ...WEEK },
      {
        kind: 'time_mirror',
        format: 'pdf',
        ...WEEK,
        employee_id: ana.id,
        department_id: departmentId,
      },
      { kind: 'time_mirror', format: 'pdf', from: '2026-01-01', to: '2026-03-31' },
      { kind: 'time_mirror', format: 'pdf', from: WEEK.to, to: WEEK.from },
      { kind: 'time_mirror', format: 'pdf', ...WEEK, layout_id: ana.id },
      { kind: 'nope', format: 'pdf', ...WEEK },
    ]) {
      expect((await job(body)).status, JSON.stringify(body)).toBe(400);
    }
    const foreign = await job({
      kind: 'time_mirror',
      format: 'pdf',
      ...WEEK,
      department_id: other.departmentId,
    });
    expect(foreign.status).toBe(400);
    const empty = await job({
      kind: 'time_mirror',
      format: 'pdf',
      from: '2020-01-01',
      to: '2020-01-31',
    });
    expect(empty.status).toBe(422);
    const after = await t.database.db.select({ n: sql<number>`count(*)` }).from(reportJobs);
    expect(after).toEqual(before);
  });

  it("a department's mirror as a job: queued, made with progress, downloaded, one page set per employee", async () => {
    const asked = await job({
      kind: 'time_mirror',
      format: 'pdf',
      ...WEEK,
      department_id: departmentId,
    });
    expect(asked.status).toBe(202);
    const id = asked.body.data.id;
    expect(asked.body.data).toMatchObject({
      status: 'queued',
      total: 2,
      params: { department: { id: departmentId, name: 'Produção' }, employee: null },
      file: null,
    });
    expect((await download(`reports/jobs/${id}/file/`, owner)).status).toBe(409);
    await t.app.reportJobs.runPending();
    const made = (await api.get(`reports/jobs/${id}/`, owner)).body.data;
    expect(made).toMatchObject({ status: 'done', done: 2, total: 2, error: null });
    expect(made.file.type).toBe('application/pdf');
    const file = await download(`reports/jobs/${id}/file/`, owner);
    expect(file.status).toBe(200);
    expect(Number(file.headers['content-length'])).toBe(made.file.size);
    const text = pdfText(file.bytes);
    expect(text).toContain('Departamento: Produção');
    expect(text).toContain('Ana Espelho');
    expect(text).toContain('Bruno Forno');
    // The list: the owner sees it with who asked; Ana (an Employee) neither lists nor opens it.
    const list = (await api.get('reports/jobs/', owner)).body.data;
    expect(list.results.map((j: Json) => j.id)).toContain(id);
    expect(list.results.find((j: Json) => j.id === id).requested_by.name).toBeTruthy();
    expect((await api.get('reports/jobs/', anaToken)).body.data.results).toHaveLength(0);
    expect((await api.get(`reports/jobs/${id}/`, anaToken)).status).toBe(404);
    expect((await download(`reports/jobs/${id}/file/`, anaToken)).status).toBe(404);
    expect((await api.get(`reports/jobs/${id}/`, other.owner)).status).toBe(404);
  });

  it('a zip of one PDF per employee, and the spreadsheet of everyone', async () => {
    const zip = await job({
      kind: 'time_mirror',
      format: 'zip',
      ...WEEK,
      department_id: departmentId,
    });
    const xlsx = await job({ kind: 'time_mirror', format: 'xlsx', ...WEEK });
    await t.app.reportJobs.runPending();
    const zipped = await download(`reports/jobs/${zip.body.data.id}/file/`, owner);
    expect(zipped.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(
      zipped.bytes.includes('espelho-de-ponto_M-001_Ana_Espelho_2026-08-03_2026-08-07.pdf'),
    ).toBe(true);
    expect(
      zipped.bytes.includes('espelho-de-ponto_M-002_Bruno_Forno_2026-08-03_2026-08-07.pdf'),
    ).toBe(true);
    const sheet = await download(`reports/jobs/${xlsx.body.data.id}/file/`, owner);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.bytes as never);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(2 + 10);
  });

  it('a job a stopped server left half made is made again; a job that fails says why', async () => {
    const asked = await job({ kind: 'time_mirror', format: 'pdf', ...WEEK, employee_id: bruno.id });
    const id = asked.body.data.id;
    // As if the server stopped mid-run: running, some progress, no file.
    await t.database.db
      .update(reportJobs)
      .set({ status: 'running', doneCount: 1, startedAt: new Date() })
      .where(eq(reportJobs.id, id));
    expect((await api.get(`reports/jobs/${id}/`, owner)).body.data.status).toBe('running');
    await t.app.reportJobs.runPending();
    expect((await api.get(`reports/jobs/${id}/`, owner)).body.data.status).toBe('done');

    // Bruno leaves the department before the job runs: nobody is left to report on.
    const failing = await job({
      kind: 'time_mirror',
      format: 'pdf',
      ...WEEK,
      employee_id: bruno.id,
    });
    await t.database.db
      .update(reportJobs)
      .set({ params: { from: '2020-01-01', to: '2020-01-31', employee_id: bruno.id } })
      .where(eq(reportJobs.id, failing.body.data.id));
    await t.app.reportJobs.runPending();
    const failed = (await api.get(`reports/jobs/${failing.body.data.id}/`, owner)).body.data;
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('No employees in the period with these filters.');
    expect(failed.file).toBeNull();
  });

  it('files are kept 7 days: then expired, and removed by the sweep', async () => {
    const asked = await job(
      { kind: 'time_mirror', format: 'pdf', ...WEEK, employee_id: ana.id },
      anaToken,
    );
    expect(asked.status).toBe(202);
    const id = asked.body.data.id;
    expect(
      Date.parse(asked.body.data.expires_at) - Date.parse(asked.body.data.created_at),
    ).toBeGreaterThan(6.9 * 86_400_000);
    await t.app.reportJobs.runPending();
    expect((await api.get(`reports/jobs/${id}/`, anaToken)).body.data.status).toBe('done');
    await t.database.db
      .update(reportJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportJobs.id, id));
    const expired = (await api.get(`reports/jobs/${id}/`, anaToken)).body.data;
    expect(expired).toMatchObject({ status: 'expired', file: null });
    expect((await download(`reports/jobs/${id}/file/`, anaToken)).status).toBe(409);
    expect(await t.app.reportJobs.expire()).toBeGreaterThanOrEqual(1);
    expect((await api.get(`reports/jobs/${id}/`, anaToken)).status).toBe(404);
  });

  it('removes a job from the list with its file', async () => {
    const asked = await job(
      { kind: 'time_mirror', format: 'pdf', ...WEEK, employee_id: ana.id },
      anaToken,
    );
    await t.app.reportJobs.runPending();
    const id = asked.body.data.id;
    expect((await api.delete(`reports/jobs/${id}/`, other.owner)).status).toBe(404);
    expect((await api.delete(`reports/jobs/${id}/`, anaToken)).status).toBe(200);
    expect((await api.get(`reports/jobs/${id}/`, anaToken)).status).toBe(404);
  });
});
