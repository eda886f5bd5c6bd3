import { appendToRegister, withTenant } from '@ponteiro/db';
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
  STATUTORY_RULES,
} from '@ponteiro/db/testing';
import { createDemoPkcs12, validateAej, verifyDetached } from '@ponteiro/rep-files';
import { API_BASE_PATH } from '@ponteiro/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../src/version.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 15: the company's AEJ (Portaria 671 art. 83) from the stored timesheets — a week of three
// employees in two workplaces with recorded, included and disregarded punches, an absence, a
// justified leave, hours-bank movements and the weekly rest; the file passes the validator; the
// plan pins the bytes its .p7s signs; the walls (other company's workplace, a role without
// settings.system.afd_aej, bad dates). 2026-08-03 is a Monday.

const PERIOD = 'from=2026-08-03&to=2026-08-09';

describe.each(testDatabaseKinds())('the AEJ export (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let companyCnpj: string;
  let companyName: string;
  let owner: string;
  let recife: { id: string; employerId: string };
  let saoPaulo: string;
  let ana: EmployeeRow;
  let otherOwner: string;
  let otherSubsidiary: string;

  /** Recorded punches (type 7), stored at their own instant unless `storedAt` says otherwise. */
  async function punches(
    employee: EmployeeRow,
    subsidiaryId: string,
    times: string[],
    storedAt?: Date,
  ) {
    const ids: string[] = [];
    for (const local of times) {
      const instant = new Date(`${local}-03:00`);
      const rows = await withTenant(t.database.db, { companyId }, (tenant) =>
        appendToRegister(
          tenant,
          subsidiaryId,
          [
            {
              type: '7',
              employeeId: employee.id,
              cpf: employee.cpf,
              punchedAt: instant,
              collector: '02',
              offline: false,
              flags: [],
              details: { source: 'web' },
            },
          ],
          { now: storedAt ?? instant },
        ),
      );
      ids.push(rows.find((r) => r.type === '7')!.id);
    }
    return ids;
  }

  const get = (url: string, token = owner) =>
    t.app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    });
  const linesOf = (bytes: Buffer) => bytes.toString('latin1').split('\r\n');

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    companyCnpj = mine.company.employerId;
    companyName = mine.company.legalName;
    owner = await accessTokenFor(t, mine.owner.id, companyId);
    const place = await createSubsidiary(db, companyId, { timezone: 'America/Recife' });
    recife = { id: place.id, employerId: place.employerId };
    saoPaulo = (
      await createSubsidiary(db, companyId, {
        timezone: 'America/Sao_Paulo',
        repInpiNumber: '12345678901234567',
      })
    ).id;

    const office = await createSchedule(db, companyId, { code: 'ADM' });
    const bank = await createSchedule(db, companyId, {
      code: 'BANCO',
      rules: { ...STATUTORY_RULES, hoursBank: true },
    });
    ana = await createEmployee(db, companyId, recife.id, { name: 'Ana Lima', cpf: anyCpf() });
    const bruno = await createEmployee(db, companyId, recife.id, {
      name: 'Bruno Banco',
      cpf: anyCpf(),
    });
    const carla = await createEmployee(db, companyId, saoPaulo, {
      name: 'Carla Paulista',
      cpf: anyCpf(),
    });
    await assignSchedule(db, companyId, ana.id, office.id);
    await assignSchedule(db, companyId, bruno.id, bank.id);
    await assignSchedule(db, companyId, carla.id, office.id);

    // Ana: Monday with a duplicate (disregarded below), Tuesday without the return from lunch
    // (included below), Wednesday absent, Thursday on justified leave, Friday complete.
    const monday = await punches(ana, recife.id, [
      '2026-08-03T08:00:00',
      '2026-08-03T12:00:00',
      '2026-08-03T12:02:00',
      '2026-08-03T13:00:00',
      '2026-08-03T17:00:00',
    ]);
    await punches(ana, recife.id, [
      '2026-08-04T08:00:00',
      '2026-08-04T12:00:00',
      '2026-08-04T17:00:00',
    ]);
    await punches(ana, recife.id, [
      '2026-08-07T08:00:00',
      '2026-08-07T12:00:00',
      '2026-08-07T13:00:00',
      '2026-08-07T17:00:00',
    ]);
    const disregarded = await api.post(
      `timesheets/punches/${monday[2]}/disregard/`,
      { reason: 'Marcação duplicada' },
      owner,
    );
    expect(disregarded.status).toBe(200);
    const included = await api.post(
      'timesheets/admin-punches/',
      { employee_id: ana.id, punched_at: '2026-08-04T13:00', reason: 'Esqueceu de marcar' },
      owner,
    );
    expect(included.status).toBe(201);
    const type = await api.post(
      'time-policy/leave-types/',
      { name: 'Atestado médico', code: 'ATM', justified: true, paid: true },
      owner,
    );
    expect(type.status).toBe(201);
    const leave = await api.post(
      'timesheets/leaves/',
      {
        employee_id: ana.id,
        leave_type_id: type.body.data.id,
        from: '2026-08-06',
        to: '2026-08-06',
        reason: 'Consulta médica',
      },
      owner,
    );
    expect(leave.status).toBe(201);

    // Bruno (hours bank): an hour more on Monday, an hour less on Tuesday, then absent.
    await punches(bruno, recife.id, [
      '2026-08-03T08:00:00',
      '2026-08-03T12:00:00',
      '2026-08-03T13:00:00',
      '2026-08-03T18:00:00',
      '2026-08-04T08:00:00',
      '2026-08-04T12:00:00',
      '2026-08-04T13:00:00',
      '2026-08-04T16:00:00',
    ]);
    // Carla, in the other workplace (its own REP-P number): Monday.
    await punches(carla, saoPaulo, [
      '2026-08-03T08:00:00',
      '2026-08-03T12:00:00',
      '2026-08-03T13:00:00',
      '2026-08-03T17:00:00',
    ]);

    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
    otherSubsidiary = (await createSubsidiary(db, theirs.company.id)).id;
  });
  afterAll(() => t.close());

  it('writes the week: it passes the validator, with O, I and D marks and the 07 records', async () => {
    const plan = await get(`reports/aej/plan/?${PERIOD}`);
    expect(plan.statusCode).toBe(200);
    const fileName = `AEJ_${companyCnpj}_2026-08-03_2026-08-09.txt`;
    expect(plan.json().data).toMatchObject({
      file_name: fileName,
      signature_file_name: null,
      signable: false,
      // Nothing computed yet: three employees, seven days.
      pending_days: 21,
    });
    expect(plan.json().data.generated_at).toMatch(/:00\.000Z$/);

    const res = await get(`reports/aej/?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=iso-8859-1');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    const report = validateAej(res.rawPayload);
    expect(report.errors).toEqual([]);

    const lines = linesOf(res.rawPayload);
    const of = (type: string) => lines.filter((l) => l.startsWith(`${type}|`));
    expect(lines[0]!.split('|')).toEqual([
      '01',
      '1',
      companyCnpj,
      '',
      '',
      companyName,
      '2026-08-03',
      '2026-08-09',
      expect.stringMatching(/^2026-\d\d-\d\dT\d\d:\d\d:00-0300$/),
      '001',
    ]);
    expect(of('02')).toEqual(['02|1|3|12345678901234567', '02|2|3|99999999999999999']);
    expect(of('03').map((l) => l.split('|').slice(1, 2).concat(l.split('|')[3]!))).toEqual([
      ['1', 'Ana Lima'],
      ['2', 'Bruno Banco'],
      ['3', 'Carla Paulista'],
    ]);
    expect(of('04')).toEqual([
      '04|ADM|480|0800|1200|1300|1700',
      '04|BANCO|480|0800|1200|1300|1700',
    ]);
    const ana05 = of('05').filter((l) => l.startsWith('05|1|'));
    expect(ana05.slice(0, 9)).toEqual([
      '05|1|2026-08-03T08:00:00-0300|2|E|001|O|ADM|',
      '05|1|2026-08-03T12:00:00-0300|2|S|001|O||',
      '05|1|2026-08-03T12:02:00-0300|2|D|002|O||Marcação duplicada',
      '05|1|2026-08-03T13:00:00-0300|2|E|002|O||',
      '05|1|2026-08-03T17:00:00-0300|2|S|002|O||',
      '05|1|2026-08-04T08:00:00-0300|2|E|001|O|ADM|',
      '05|1|2026-08-04T12:00:00-0300|2|S|001|O||',
      '05|1|2026-08-04T13:00:00-0300||E|002|I||Esqueceu de marcar',
      '05|1|2026-08-04T17:00:00-0300|2|S|002|O||',
    ]);
    expect(ana05).toHaveLength(13);
    expect(of('05').filter((l) => l.startsWith('05|3|'))[0]).toBe(
      '05|3|2026-08-03T08:00:00-0300|1|E|001|O|ADM|',
    );
    const ausencias = of('07');
    // Ana: absent on Wednesday, not on her justified Thursday; the weekly rest on Sunday.
    expect(ausencias.filter((l) => l.startsWith('07|1|'))).toEqual([
      '07|1|2|2026-08-05||',
      '07|1|1|2026-08-09||',
    ]);
    // Bruno: the bank's credit and debit, then absent.
    expect(ausencias.filter((l) => l.startsWith('07|2|'))).toEqual([
      '07|2|3|2026-08-03|60|1',
      '07|2|3|2026-08-04|60|2',
      '07|2|2|2026-08-05||',
      '07|2|2|2026-08-06||',
      '07|2|2|2026-08-07||',
      '07|2|1|2026-08-09||',
    ]);
    expect(of('08')).toEqual([
      `08|Ponteiro|${APP_VERSION}|1|${t.app.config.REP_DEVELOPER_CNPJ}|${t.app.config.REP_DEVELOPER_NAME}|${t.app.config.REP_DEVELOPER_EMAIL}`,
    ]);
    expect(report.counts).toMatchObject({ '03': 3, '05': 25 });

    // The download computed the days: nothing is pending now.
    const after = (await get(`reports/aej/plan/?${PERIOD}`)).json().data;
    expect(after).toMatchObject({ pending_days: 0, employees: 3, marks: 25 });
  });

  it('keeps to one workplace with subsidiary_id, under its CNPJ; another company’s is a 404', async () => {
    const res = await get(`reports/aej/?${PERIOD}&subsidiary_id=${recife.id}`);
    expect(res.statusCode).toBe(200);
    expect(validateAej(res.rawPayload).errors).toEqual([]);
    const lines = linesOf(res.rawPayload);
    expect(lines[0]!.split('|')[2]).toBe(recife.employerId);
    expect(lines.filter((l) => l.startsWith('03|')).map((l) => l.split('|')[3])).toEqual([
      'Ana Lima',
      'Bruno Banco',
    ]);
    expect(res.headers['content-disposition']).toContain(`AEJ_${recife.employerId}_`);

    for (const url of ['reports/aej/', 'reports/aej/plan/']) {
      expect((await get(`${url}?${PERIOD}&subsidiary_id=${otherSubsidiary}`)).statusCode).toBe(404);
      expect(
        (await get(`${url}?${PERIOD}&subsidiary_id=${recife.id}`, otherOwner)).statusCode,
      ).toBe(404);
    }
  });

  it('answers 403 to a role without settings.system.afd_aej and 400 to bad dates', async () => {
    const db = t.database.db;
    const employee = await createMember(db, companyId, 'employee');
    const clerk = await createMember(
      db,
      companyId,
      await createRole(db, companyId, ['timesheets.timesheet']),
    );
    for (const user of [employee, clerk]) {
      const token = await accessTokenFor(t, user.id, companyId);
      for (const url of ['reports/aej/', 'reports/aej/plan/']) {
        expect((await get(`${url}?${PERIOD}`, token)).statusCode).toBe(403);
      }
      expect(
        (
          await get(
            `reports/aej/signature/?${PERIOD}&generated_at=2026-09-01T08:00:00-03:00`,
            token,
          )
        ).statusCode,
      ).toBe(403);
    }
    for (const query of [
      'from=2026-08-09&to=2026-08-03',
      'from=2026-02-30&to=2026-03-01',
      'from=03/08/2026&to=2026-08-09',
      'from=2025-01-01&to=2026-08-09',
      'to=2026-08-09',
      `${PERIOD}&subsidiary_id=not-a-uuid`,
      `${PERIOD}&generated_at=yesterday`,
    ]) {
      const res = await get(`reports/aej/?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get(`reports/aej/signature/?${PERIOD}`)).statusCode).toBe(400);
  });

  it('signs the pinned file with the company certificate; a later punch stays out of it', async () => {
    const plan0 = (await get(`reports/aej/plan/?${PERIOD}`)).json().data;
    const pin0 = `generated_at=${encodeURIComponent(plan0.generated_at)}`;
    const none = await get(`reports/aej/signature/?${PERIOD}&${pin0}`);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      'The company has no certificate to sign the AEJ: upload it in System › AFD and AEJ.',
    );

    const p12 = createDemoPkcs12({
      password: 'senha-certa',
      commonName: 'EMPRESA TESTE LTDA:12345678000195',
    }).pkcs12;
    const body = multipartFile(Buffer.from(p12), 'empresa.pfx', 'file', {
      password: 'senha-certa',
    });
    const stored = await t.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/system/afd-aej/certificate/`,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner}`, 'accept-language': 'en-US' },
    });
    expect(stored.statusCode).toBe(200);

    const plan = (await get(`reports/aej/plan/?${PERIOD}`)).json().data;
    expect(plan).toMatchObject({ signable: true, signature_file_name: `${plan.file_name}.p7s` });
    // A plan made two minutes ago; a punch stored now, after its minute: in a file written now,
    // never in the pinned one.
    const pinned = new Date(Date.parse(plan.generated_at) - 120_000).toISOString();
    const pin = `generated_at=${encodeURIComponent(pinned)}`;
    await punches(ana, recife.id, ['2026-08-07T18:30:00'], new Date());

    const first = await get(`reports/aej/?${PERIOD}&${pin}`);
    const again = await get(`reports/aej/?${PERIOD}&${pin}`);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(again.rawPayload)).toBe(true);
    expect(first.rawPayload.toString('latin1')).not.toContain('2026-08-07T18:30');
    expect(validateAej(first.rawPayload).errors).toEqual([]);
    const header = linesOf(first.rawPayload)[0]!.split('|');
    // The generation instant in the company's zone (São Paulo), whole minutes.
    expect(new Date(header[8]!.replace(/(\d\d)(\d\d)$/, '$1:$2')).toISOString()).toBe(pinned);

    const signature = await get(`reports/aej/signature/?${PERIOD}&${pin}`);
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('application/pkcs7-signature');
    expect(signature.headers['content-disposition']).toBe(
      `attachment; filename="${plan.file_name}.p7s"`,
    );
    expect(verifyDetached(first.rawPayload, signature.rawPayload).valid).toBe(true);

    const unpinned = await get(`reports/aej/?${PERIOD}`);
    expect(unpinned.rawPayload.toString('latin1')).toContain(
      '05|1|2026-08-07T18:30:00-0300|2|E|003|O||',
    );
  });
});
