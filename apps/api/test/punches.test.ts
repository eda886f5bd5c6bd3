import { registerRecords, subsidiaries, verifyRegisters } from '@ponteiro/db';
import {
  anyCpf,
  assignSchedule,
  createCompanyWithOwner,
  createEmployee,
  createLocation,
  createMember,
  createRole,
  createSchedule,
  createSubsidiary,
} from '@ponteiro/db/testing';
import {
  createDemoPkcs12,
  validateAfd,
  verifyDetached,
  verifySignedReceipt,
} from '@ponteiro/rep-files';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 14: the REP-P register (ARP) and what is built on it — web punch, idempotency, flags,
// 422s, immutability, NSR under concurrency, type-5 records from the employee flows, treatments,
// the punch log's walls and the AFD written from the register.

describe.each(testDatabaseKinds())('punches and the register (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let owner: string;
  let ownerId: string;
  let subsidiaryId: string;
  let employeeToken: string;
  let employeeId: string;
  let otherOwner: string;
  let otherCompanyId: string;

  /** A POST with the headers the punch reads. */
  async function punch(
    token: string,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/punches/',
      payload: body,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US', ...headers },
    });
    // biome-ignore lint/suspicious/noExplicitAny: test helper reading arbitrary JSON.
    return { status: res.statusCode, body: res.json() as Record<string, any> };
  }

  /** A company user who is also an active employee (self-service link). */
  async function employeeMember(over: { subsidiaryId?: string; locationId?: string } = {}) {
    const user = await createMember(t.database.db, companyId, 'employee');
    const employee = await createEmployee(
      t.database.db,
      companyId,
      over.subsidiaryId ?? subsidiaryId,
      { userId: user.id, cpf: anyCpf(), locationId: over.locationId ?? null },
    );
    return { token: await accessTokenFor(t, user.id, companyId), employee, user };
  }

  const records = (subsidiary: string) =>
    t.database.db
      .select()
      .from(registerRecords)
      .where(
        and(eq(registerRecords.companyId, companyId), eq(registerRecords.subsidiaryId, subsidiary)),
      )
      .orderBy(asc(registerRecords.nsr));

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    ownerId = mine.owner.id;
    owner = await accessTokenFor(t, ownerId, companyId);
    subsidiaryId = (
      await createSubsidiary(db, companyId, {
        timezone: 'America/Recife',
        address: { street: 'Rua do Bom Jesus', number: '10', city: 'Recife', state: 'PE' },
      })
    ).id;
    const me = await employeeMember();
    employeeToken = me.token;
    employeeId = me.employee.id;
    const theirs = await createCompanyWithOwner(db);
    otherCompanyId = theirs.company.id;
    otherOwner = await accessTokenFor(t, theirs.owner.id, otherCompanyId);
  });
  afterAll(() => t.close());

  it('records a web punch: 201 with NSR, hash and receipt; the register opens with the employer', async () => {
    const made = await punch(employeeToken, {}, { accessor: 'Web' });
    expect(made.status).toBe(201);
    const data = made.body.data;
    expect(data).toMatchObject({
      subsidiary_id: subsidiaryId,
      employee_id: employeeId,
      time_zone: 'America/Recife',
      flags: [],
      offline: false,
      receipt_url: `/api/v1.0/punches/${data.id}/receipt/`,
    });
    expect(data.punched_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(data.hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await records(subsidiaryId);
    expect(stored.map((r) => [r.nsr, r.type])).toEqual([
      [1, '2'],
      [2, '7'],
    ]);
    expect(data.nsr).toBe(2);
    expect(stored[1]!.collector).toBe('02');
    expect(stored[0]!.employer).toMatchObject({
      serviceLocation: 'Rua do Bom Jesus, 10 - Recife/PE',
    });

    const status = await api.get('punches/status/', employeeToken);
    expect(status.status).toBe(200);
    expect(status.body.data.employee.id).toBe(employeeId);
    expect(status.body.data.blocked).toBeNull();
    expect(status.body.data.today.map((p: { id: string }) => p.id)).toContain(data.id);
  });

  it('answers the same body for the same Idempotency-Key and records one punch', async () => {
    const before = (await records(subsidiaryId)).length;
    const key = { 'idempotency-key': 'click-7f3a' };
    const [a, b] = await Promise.all([
      punch(employeeToken, {}, key),
      punch(employeeToken, {}, key),
    ]);
    const c = await punch(employeeToken, {}, key);
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect((await records(subsidiaryId)).length).toBe(before + 1);
    const bad = await punch(employeeToken, {}, { 'idempotency-key': 'x'.repeat(101) });
    expect(bad.status).toBe(400);
  });

  it('flags a punch outside the geofence or without a position, and never refuses it', async () => {
    const location = await createLocation(t.database.db, companyId, {
      latitude: -8.063,
      longitude: -34.871,
      radiusMeters: 100,
    });
    const { token } = await employeeMember({ locationId: location.id });
    const far = await punch(token, { latitude: -8.1, longitude: -34.9, accuracy_m: 20 });
    expect(far.status).toBe(201);
    expect(far.body.data.flags).toEqual(['outside_geofence']);
    const near = await punch(token, { latitude: -8.0632, longitude: -34.8712, accuracy_m: 15 });
    expect(near.body.data.flags).toEqual([]);
    // 150 m away but ±80 m: it may well be inside.
    const fuzzy = await punch(token, { latitude: -8.06435, longitude: -34.871, accuracy_m: 80 });
    expect(fuzzy.body.data.flags).toEqual([]);
    const blind = await punch(token, {});
    expect(blind.status).toBe(201);
    expect(blind.body.data.flags).toEqual(['location_unavailable']);
    const half = await punch(token, { latitude: -8.06 });
    expect(half.status).toBe(400);
  });

  it('records an offline punch with both times and the offline flag', async () => {
    const { token } = await employeeMember();
    const clientTime = new Date(Date.now() - 2 * 3_600_000);
    clientTime.setUTCMilliseconds(0);
    const sent = await punch(token, { client_time: clientTime.toISOString() });
    expect(sent.status).toBe(201);
    expect(sent.body.data.offline).toBe(true);
    expect(sent.body.data.flags).toEqual(['offline']);
    expect(new Date(sent.body.data.punched_at).getTime()).toBe(clientTime.getTime());
    expect(new Date(sent.body.data.recorded_at).getTime()).toBeGreaterThan(clientTime.getTime());
    const ancient = await punch(token, { client_time: '2020-01-01T08:00:00-03:00' });
    expect(ancient.status).toBe(422);
    // A clock a little ahead is an on-line punch at the server's time.
    const ahead = await punch(token, { client_time: new Date(Date.now() + 30_000).toISOString() });
    expect(ahead.body.data.offline).toBe(false);
  });

  it('answers 422 to a user without an employee record and to a disabled employee', async () => {
    const stranger = await createMember(t.database.db, companyId, 'employee');
    const strangerToken = await accessTokenFor(t, stranger.id, companyId);
    const none = await punch(strangerToken);
    expect(none.status).toBe(422);
    expect(none.body.message).toMatch(/no employee record/);
    const status = await api.get('punches/status/', strangerToken);
    expect(status.body.data.blocked).toBe('no_employee');

    const { token, employee } = await employeeMember();
    await api.post('employees/disable/', { ids: [employee.id] }, owner);
    const disabled = await punch(token);
    expect(disabled.status).toBe(422);
    expect(disabled.body.message).toMatch(/disabled/);
  });

  it('refuses UPDATE and DELETE on the register, whoever asks', async () => {
    const db = t.database.db;
    /** The database's own refusal (drizzle wraps it in `cause`). */
    const refusal = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => undefined,
        (e: unknown) => e as { message: string; cause?: { message: string } },
      );
      return error?.cause?.message ?? error?.message ?? 'accepted';
    };
    expect(
      await refusal(
        db.execute(
          sql`update register_records set cpf = '00000000000' where company_id = ${companyId}`,
        ),
      ),
    ).toMatch(/register_records is append-only: UPDATE refused/);
    expect(
      await refusal(db.execute(sql`delete from register_records where company_id = ${companyId}`)),
    ).toMatch(/register_records is append-only: DELETE refused/);
    expect(await refusal(db.execute(sql`truncate register_records cascade`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    expect(await refusal(db.execute(sql`truncate punch_treatments`))).toMatch(/append-only/);
    expect((await records(subsidiaryId)).length).toBeGreaterThan(1);
  });

  it('numbers 200 concurrent punches of one subsidiary without gap or repeat; the chain verifies', async () => {
    const db = t.database.db;
    const busy = (await createSubsidiary(db, companyId)).id;
    const people = await Promise.all(
      Array.from({ length: 20 }, () => employeeMember({ subsidiaryId: busy })),
    );
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        punch(people[i % 20]!.token, {}, { 'idempotency-key': `burst-${i}` }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const nsrs = answers.map((a) => a.body.data.nsr as number).sort((a, b) => a - b);
    // NSR 1 is the register's opening type 2.
    expect(nsrs).toEqual(Array.from({ length: 200 }, (_, i) => i + 2));
    const stored = await records(busy);
    expect(stored.map((r) => r.nsr)).toEqual(Array.from({ length: 201 }, (_, i) => i + 1));
    const [check] = await verifyRegisters(db, { companyId, subsidiaryId: busy });
    expect(check).toMatchObject({ ok: true, records: 201, punches: 200, lastNsr: 201 });
    const [marks] = await db
      .select({ lastNsr: subsidiaries.lastNsr, lastPunchHash: subsidiaries.lastPunchHash })
      .from(subsidiaries)
      .where(eq(subsidiaries.id, busy));
    expect(marks).toEqual({ lastNsr: 201, lastPunchHash: stored[200]!.hash });
  });

  it('writes type-5 records from the employee create, change, disable and enable flows', async () => {
    const db = t.database.db;
    const place = (await createSubsidiary(db, companyId)).id;
    const other = (await createSubsidiary(db, companyId)).id;
    const cpf = anyCpf();
    const body = {
      name: 'Joana Prado',
      cpf,
      admission_date: '2024-01-02',
      subsidiary_id: place,
    };
    const made = await api.post('employees/', body, owner);
    expect(made.status).toBe(201);
    const id = made.body.data.id as string;
    await api.put(`employees/${id}/`, { ...body, name: 'Joana Prado Lins' }, owner);
    await api.put(`employees/${id}/`, { ...body, name: 'Joana Prado Lins' }, owner); // no change
    await api.post('employees/disable/', { ids: [id] }, owner);
    await api.post('employees/enable/', { ids: [id] }, owner);
    await api.put(
      `employees/${id}/`,
      { ...body, name: 'Joana Prado Lins', subsidiary_id: other },
      owner,
    );
    const here = (await records(place)).map((r) => [r.type, r.operation, r.name, r.cpf]);
    expect(here).toEqual([
      ['2', null, null, null],
      ['5', 'I', 'Joana Prado', cpf],
      ['5', 'A', 'Joana Prado Lins', cpf],
      ['5', 'E', 'Joana Prado Lins', cpf],
      ['5', 'I', 'Joana Prado Lins', cpf],
      ['5', 'E', 'Joana Prado Lins', cpf],
    ]);
    const there = (await records(other)).map((r) => [r.type, r.operation]);
    expect(there).toEqual([
      ['2', null],
      ['5', 'I'],
    ]);
    // The owner has no employee record and the company no responsible person yet.
    expect((await records(place))[1]!.responsibleCpf).toBeNull();
    expect((await records(place))[1]!.userId).toBe(ownerId);
    // A workplace with records stays: the law asks to keep them.
    const gone = await api.delete(`organization/subsidiaries/${place}/`, owner);
    expect(gone.status).toBe(409);
  });

  it('writes a type 2 when an open register’s employer identification changes', async () => {
    const db = t.database.db;
    const place = await createSubsidiary(db, companyId, { name: 'Filial Tipo 2' });
    await employeeMember({ subsidiaryId: place.id }).then(({ token }) => punch(token));
    const update = await api.put(
      `organization/subsidiaries/${place.id}/`,
      {
        name: 'Filial Tipo 2',
        employer_type: 'cnpj',
        employer_id: place.employerId,
        legal_name: 'Razão Nova Ltda',
        timezone: 'America/Sao_Paulo',
      },
      owner,
    );
    expect(update.status).toBe(200);
    const types = (await records(place.id)).map((r) => [r.type, r.employer?.name ?? null]);
    expect(types.at(-1)).toEqual(['2', 'Razão Nova Ltda']);
  });

  it('includes, disregards and undoes punches; never touches the register', async () => {
    const before = (await records(subsidiaryId)).length;
    const included = await api.post(
      'timesheets/admin-punches/',
      { employee_id: employeeId, punched_at: '2026-11-02T08:00', reason: 'Esqueceu de marcar' },
      owner,
    );
    expect(included.status).toBe(201);
    expect(included.body.data).toMatchObject({
      kind: 'included',
      nsr: null,
      punched_at: '2026-11-02T08:00:00-03:00',
      source: 'admin',
      status: 'valid',
    });
    expect(included.body.data.treatments).toHaveLength(1);

    const recorded = (await api.get('punches/status/', employeeToken)).body.data.today[0];
    const disregarded = await api.post(
      `timesheets/punches/${recorded.id}/disregard/`,
      { reason: 'Marcação duplicada' },
      owner,
    );
    expect(disregarded.status).toBe(200);
    expect(disregarded.body.data.status).toBe('disregarded');
    const twice = await api.post(
      `timesheets/punches/${recorded.id}/disregard/`,
      { reason: 'De novo' },
      owner,
    );
    expect(twice.status).toBe(422);
    const treatmentId = disregarded.body.data.treatments[0].id;
    const undone = await api.post(
      `timesheets/treatments/${treatmentId}/undo/`,
      { reason: 'Engano' },
      owner,
    );
    expect(undone.status).toBe(200);
    expect(undone.body.data.status).toBe('valid');
    expect(undone.body.data.treatments.map((x: { kind: string }) => x.kind)).toEqual([
      'disregard',
      'undo',
    ]);
    expect(undone.body.data.treatments[0].undone).toBe(true);
    const again = await api.post(
      `timesheets/treatments/${treatmentId}/undo/`,
      { reason: 'x2x' },
      owner,
    );
    expect(again.status).toBe(422);
    const inclusionDisregard = await api.post(
      `timesheets/punches/${included.body.data.id}/disregard/`,
      { reason: 'Não pode' },
      owner,
    );
    expect(inclusionDisregard.status).toBe(422);

    const bulk = await api.post(
      'timesheets/admin-punches/bulk/',
      { employee_ids: [employeeId], punched_at: '2026-11-02T12:00', reason: 'Almoço' },
      owner,
    );
    expect(bulk.status).toBe(201);
    expect(bulk.body.data.created).toHaveLength(1);

    const future = await api.post(
      'timesheets/admin-punches/',
      { employee_id: employeeId, punched_at: '2099-01-01T08:00', reason: 'Futuro' },
      owner,
    );
    expect(future.status).toBe(422);
    const noReason = await api.post(
      'timesheets/admin-punches/',
      { employee_id: employeeId, punched_at: '2026-11-02T08:00', reason: '' },
      owner,
    );
    expect(noReason.status).toBe(400);
    expect((await records(subsidiaryId)).length).toBe(before);

    const log = await api.get(
      `timesheets/punch-log/?employee_id=${employeeId}&from=2026-11-02&to=2026-11-02`,
      owner,
    );
    expect(log.status).toBe(200);
    expect(log.body.data.results.map((e: { punched_at: string }) => e.punched_at)).toEqual([
      '2026-11-02T12:00:00-03:00',
      '2026-11-02T08:00:00-03:00',
    ]);
  });

  it('keeps each company and each role to what it may see', async () => {
    const recorded = (await api.get('punches/status/', employeeToken)).body.data.today[0];
    // Another company: 404, never the punch.
    expect(
      (
        await api.post(
          `timesheets/punches/${recorded.id}/disregard/`,
          { reason: 'alheio' },
          otherOwner,
        )
      ).status,
    ).toBe(404);
    const otherReceipt = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/punches/${recorded.id}/receipt/`,
      headers: { authorization: `Bearer ${otherOwner}` },
    });
    expect(otherReceipt.statusCode).toBe(404);
    const otherLog = await api.get(`timesheets/punch-log/?employee_id=${employeeId}`, otherOwner);
    expect(otherLog.body.data.count).toBe(0);
    expect(
      (
        await api.post(
          'timesheets/admin-punches/',
          { employee_id: employeeId, punched_at: '2026-11-02T08:00', reason: 'alheio' },
          otherOwner,
        )
      ).status,
    ).toBe(404);

    // A role without timesheets.timesheet: 403; the Employee role sees only their own punches.
    const role = await createRole(t.database.db, companyId, ['timesheets.punch_log']);
    const viewer = await accessTokenFor(
      t,
      (await createMember(t.database.db, companyId, role)).id,
      companyId,
    );
    expect(
      (
        await api.post(
          `timesheets/punches/${recorded.id}/disregard/`,
          { reason: 'sem permissão' },
          viewer,
        )
      ).status,
    ).toBe(403);
    const viewerLog = await api.get('timesheets/punch-log/', viewer);
    expect(viewerLog.body.data.count).toBeGreaterThan(1);

    const someoneElse = await employeeMember();
    await punch(someoneElse.token);
    const own = await api.get('timesheets/punch-log/', employeeToken);
    expect(own.status).toBe(200);
    expect(own.body.data.count).toBeGreaterThan(0);
    expect(
      own.body.data.results.every(
        (e: { employee: { id: string } }) => e.employee.id === employeeId,
      ),
    ).toBe(true);
    const peek = await api.get(
      `timesheets/punch-log/?employee_id=${someoneElse.employee.id}`,
      employeeToken,
    );
    expect(peek.body.data.count).toBe(0);
    const theirReceipt = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/punches/${(await api.get('punches/status/', someoneElse.token)).body.data.today[0].id}/receipt/`,
      headers: { authorization: `Bearer ${employeeToken}` },
    });
    expect(theirReceipt.statusCode).toBe(404);
  });

  it('serves the signed receipt PDF of the employee’s own punch', async () => {
    const recorded = (await api.get('punches/status/', employeeToken)).body.data.today[0];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/punches/${recorded.id}/receipt/`,
      headers: { authorization: `Bearer ${employeeToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`comprovante-nsr-${recorded.nsr}.pdf`);
    expect(verifySignedReceipt(res.rawPayload).valid).toBe(true);
  });

  it('exports the AFD from the register; it passes the validator', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const url = `/api/v1.0/reports/afd/?subsidiary_id=${subsidiaryId}&from=2026-01-01&to=${today}`;
    const get = () =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${owner}`, 'accept-language': 'en-US' },
      });
    // Records of the owner (no CPF of their own) need the company's responsible person.
    const missing = await get();
    expect(missing.statusCode).toBe(422);
    const bad = await api.put('system/afd-aej/settings/', { responsible_cpf: '123' }, owner);
    expect(bad.status).toBe(400);
    const employeeTry = await api.put(
      'system/afd-aej/settings/',
      { responsible_cpf: '52998224725' },
      employeeToken,
    );
    expect(employeeTry.status).toBe(403);
    const saved = await api.put(
      'system/afd-aej/settings/',
      { responsible_cpf: '529.982.247-25' },
      owner,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ responsible_cpf: '52998224725', certificate: null });
    expect((await api.get('system/afd-aej/settings/', owner)).body.data.responsible_cpf).toBe(
      '52998224725',
    );
    expect(
      (await api.get('system/afd-aej/settings/', otherOwner)).body.data.responsible_cpf,
    ).toBeNull();
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/AFD\d{17}\d{14}REP_P\.txt/);
    const report = validateAfd(res.rawPayload, { fileName: 'x_REP_P.txt' });
    expect(report.errors).toEqual([]);
    expect(report.valid).toBe(true);
    const lines = res.rawPayload.toString('latin1').split('\r\n');
    expect(lines[0]!.slice(250, 253)).toBe('003');
    expect(lines.filter((l) => l.slice(9, 10) === '7').length).toBeGreaterThan(3);

    const foreign = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${otherOwner}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps the company certificate sealed and signs a pinned AFD with it (.p7s)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const period = `subsidiary_id=${subsidiaryId}&from=2026-01-01&to=${today}`;
    const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token = owner, extra = {}) =>
      t.app.inject({
        method,
        url: `/api/v1.0/${url}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
        ...extra,
      });
    const upload = (bytes: Buffer, password: string, token = owner) => {
      const body = multipartFile(bytes, 'empresa.pfx', 'file', { password });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1.0/system/afd-aej/certificate/',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
      });
    };
    const unsigned = (await inject('GET', `reports/afd/plan/?${period}`)).json().data;
    expect(unsigned).toMatchObject({ signable: false, signature_file_name: null });
    expect(
      (
        await inject(
          'GET',
          `reports/afd/signature/?${period}&generated_at=${unsigned.generated_at}&through_nsr=${unsigned.through_nsr}`,
        )
      ).statusCode,
    ).toBe(422);

    const p12 = Buffer.from(
      createDemoPkcs12({ password: 'senha-certa', commonName: 'EMPRESA TESTE LTDA:12345678000195' })
        .pkcs12,
    );
    expect((await upload(p12, 'senha-errada')).json().errors).toHaveProperty('password');
    expect((await upload(Buffer.from('not a certificate at all'), 'x')).statusCode).toBe(415);
    expect((await upload(p12, 'senha-certa', employeeToken)).statusCode).toBe(403);
    const expired = Buffer.from(
      createDemoPkcs12({
        password: 'x',
        notBefore: new Date('2020-01-01T00:00:00Z'),
        days: 30,
      }).pkcs12,
    );
    expect((await upload(expired, 'x')).statusCode).toBe(422);
    const stored = await upload(p12, 'senha-certa');
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data.certificate).toMatchObject({
      subject: 'EMPRESA TESTE LTDA:12345678000195',
      demo: true,
    });
    expect(stored.body).not.toContain('senha-certa');
    const [sealed] = await t.database.db
      .execute(
        sql`select certificate_sealed from register_settings where company_id = ${companyId}`,
      )
      .then(
        (r) =>
          ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as {
            certificate_sealed: string;
          }[],
      );
    expect(sealed!.certificate_sealed).toMatch(/^v1\./);
    expect(sealed!.certificate_sealed).not.toContain(p12.toString('base64').slice(0, 40));
    expect(
      (await api.get('system/afd-aej/settings/', otherOwner)).body.data.certificate,
    ).toBeNull();

    const plan = (await inject('GET', `reports/afd/plan/?${period}`)).json().data;
    expect(plan.signable).toBe(true);
    expect(plan.records).toBeGreaterThan(3);
    const pin = `generated_at=${encodeURIComponent(plan.generated_at)}&through_nsr=${plan.through_nsr}`;
    // A punch after the plan stays out of the pinned file.
    await punch(employeeToken);
    const first = await inject('GET', `reports/afd/?${period}&${pin}`);
    const again = await inject('GET', `reports/afd/?${period}&${pin}`);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(again.rawPayload)).toBe(true);
    const signature = await inject('GET', `reports/afd/signature/?${period}&${pin}`);
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('application/pkcs7-signature');
    expect(signature.headers['content-disposition']).toContain(`${plan.file_name}.p7s`);
    expect(verifyDetached(first.rawPayload, signature.rawPayload).valid).toBe(true);
    expect(validateAfd(first.rawPayload, { fileName: plan.file_name }).errors).toEqual([]);
    const lines = first.rawPayload.toString('latin1').split('\r\n');
    const lastNsr = Math.max(
      ...lines
        .filter((l) => /^\d{9}[2-7]/.test(l) && !l.startsWith('999999999'))
        .map((l) => Number(l.slice(0, 9))),
    );
    expect(lastNsr).toBeLessThanOrEqual(plan.through_nsr);

    const removed = await inject('DELETE', 'system/afd-aej/certificate/');
    expect(removed.json().data.certificate).toBeNull();
  });

  it('gives the engine scenario the punches that count: recorded or included, never disregarded', async () => {
    const db = t.database.db;
    const { token, employee } = await employeeMember();
    const schedule = await createSchedule(db, companyId);
    await assignSchedule(db, companyId, employee.id, schedule.id);
    const include = (punched_at: string) =>
      api.post(
        'timesheets/admin-punches/',
        { employee_id: employee.id, punched_at, reason: 'Esqueceu de marcar' },
        owner,
      );
    const morning = (await include('2026-11-03T08:00')).body.data;
    await include('2026-11-03T12:00');
    await api.post(
      `timesheets/treatments/${morning.treatments[0].id}/undo/`,
      { reason: 'Engano' },
      owner,
    );
    await include('2026-11-03T07:58');
    const recorded = (await punch(token)).body.data;
    await api.post(`timesheets/punches/${recorded.id}/disregard/`, { reason: 'Duplicada' }, owner);
    const today = new Date().toISOString().slice(0, 10);
    const scenario = await api.get(
      `time-policy/scenario/?employee_id=${employee.id}&from=2026-11-03&to=${today}`,
      owner,
    );
    expect(scenario.status).toBe(200);
    expect(scenario.body.data.punches).toEqual([
      '2026-11-03T07:58:00-03:00',
      '2026-11-03T12:00:00-03:00',
    ]);
  });
});
