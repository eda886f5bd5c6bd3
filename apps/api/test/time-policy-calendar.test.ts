import { companyHolidays } from '@ponteiro/db';
import {
  anyCnpj,
  assignSchedule,
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createRole,
  createSchedule,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOf } from './support/company-people.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())(
  'time policy: holidays, leave types, hours bank (%s)',
  (kind) => {
    let t: TestApp;
    let api: Client;
    let companyId: string;
    let owner: string;
    let otherOwner: string;
    let otherCompany: string;
    let recife: string;
    let saoPaulo: string;
    let scheduleOnly: string;

    beforeAll(async () => {
      t = await createTestApp(kind);
      api = client(t.app);
      const db = t.database.db;
      const mine = await createCompanyWithOwner(db);
      companyId = mine.company.id;
      owner = await accessTokenFor(t, mine.owner.id, companyId);
      recife = (
        await createSubsidiary(db, companyId, {
          timezone: 'America/Recife',
          address: { city: 'Recife', state: 'PE' },
        })
      ).id;
      saoPaulo = (
        await createSubsidiary(db, companyId, { address: { city: 'São Paulo', state: 'SP' } })
      ).id;
      const theirs = await createCompanyWithOwner(db);
      otherCompany = theirs.company.id;
      otherOwner = await accessTokenFor(t, theirs.owner.id, otherCompany);
      const role = await createRole(db, companyId, ['settings.time_policy.schedule']);
      scheduleOnly = await accessTokenFor(
        t,
        (await createMember(db, companyId, role)).id,
        companyId,
      );
    });
    afterAll(() => t.close());

    const municipal = (over: Record<string, unknown> = {}) => ({
      date: '2026-07-16',
      name: 'Nossa Senhora do Carmo',
      scope: 'municipal',
      state: 'pe',
      city: 'Recife',
      recurring: true,
      ...over,
    });

    it('keeps a municipal holiday, and refuses a second one like it', async () => {
      const made = await api.post('time-policy/holidays/', municipal(), owner);
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({ state: 'PE', city: 'Recife', subsidiary_id: null });
      const again = await api.post('time-policy/holidays/', municipal(), owner);
      expect(again.status).toBe(409);
      expect(Object.keys(again.body.errors)).toEqual(['date']);
      const noCity = await api.post('time-policy/holidays/', municipal({ city: '' }), owner);
      expect(noCity.status).toBe(400);
      expect(Object.keys(noCity.body.errors)).toEqual(['city']);
      const badState = await api.post('time-policy/holidays/', municipal({ state: 'XX' }), owner);
      expect(badState.status).toBe(400);
      const foreignPlace = await api.post(
        'time-policy/holidays/',
        {
          date: '2026-03-01',
          name: 'Aniversário',
          scope: 'company',
          subsidiary_id: (await createSubsidiary(t.database.db, otherCompany)).id,
        },
        owner,
      );
      expect(foreignPlace.status).toBe(400);
      expect(Object.keys(foreignPlace.body.errors)).toEqual(['subsidiary_id']);
    });

    it("answers 404 for another company's holiday and 403 without the permission", async () => {
      const theirs = await api.post('time-policy/holidays/', municipal(), otherOwner);
      const id = theirs.body.data.id;
      expect((await api.get(`time-policy/holidays/${id}/`, owner)).status).toBe(404);
      expect(
        (await api.put(`time-policy/holidays/${id}/`, municipal({ name: 'X' }), owner)).status,
      ).toBe(404);
      expect((await api.delete(`time-policy/holidays/${id}/`, owner)).status).toBe(404);
      expect((await api.get(`time-policy/holidays/${id}/`, otherOwner)).body.data.name).toBe(
        'Nossa Senhora do Carmo',
      );
      expect((await api.get('time-policy/holidays/', scheduleOnly)).status).toBe(403);
      expect((await api.get('time-policy/leave-types/', scheduleOnly)).status).toBe(403);
      expect((await api.get('time-policy/hours-bank/', scheduleOnly)).status).toBe(403);
    });

    it("shows a workplace's year: national days, adopted optional days, its city's days", async () => {
      await api.put(
        'time-policy/holidays/optional/',
        { year: 2026, adopted: ['carnival_tuesday'] },
        owner,
      );
      const inRecife = await api.get(
        `time-policy/holidays/calendar/?year=2026&subsidiary_id=${recife}`,
        owner,
      );
      expect(inRecife.status).toBe(200);
      const byDate = new Map(
        inRecife.body.data.map((d: { date: string; kind: string; adopted: boolean }) => [
          d.date,
          d,
        ]),
      );
      expect(byDate.get('2026-11-20')).toMatchObject({ kind: 'national' });
      expect(byDate.get('2026-07-16')).toMatchObject({ kind: 'municipal', city: 'Recife' });
      expect(byDate.get('2026-02-17')).toMatchObject({
        optional: 'carnival_tuesday',
        adopted: true,
      });
      expect(byDate.get('2026-02-16')).toMatchObject({
        optional: 'carnival_monday',
        adopted: false,
      });
      const inSaoPaulo = await api.get(
        `time-policy/holidays/calendar/?year=2026&subsidiary_id=${saoPaulo}`,
        owner,
      );
      expect(inSaoPaulo.body.data.some((d: { date: string }) => d.date === '2026-07-16')).toBe(
        false,
      );
      // Recurring: the same day next year.
      const next = await api.get(
        `time-policy/holidays/calendar/?year=2027&subsidiary_id=${recife}`,
        owner,
      );
      expect(next.body.data.some((d: { date: string }) => d.date === '2027-07-16')).toBe(true);
    });

    it("puts the employee's city and adopted days in the engine scenario", async () => {
      const db = t.database.db;
      const schedule = await createSchedule(db, companyId);
      const there = await createEmployee(db, companyId, recife);
      const elsewhere = await createEmployee(db, companyId, saoPaulo);
      for (const e of [there, elsewhere]) await assignSchedule(db, companyId, e.id, schedule.id);
      const scenario = (id: string, from: string, to: string) =>
        api.get(`time-policy/scenario/?employee_id=${id}&from=${from}&to=${to}`, owner);
      expect((await scenario(there.id, '2026-07-13', '2026-07-19')).body.data.holidays).toEqual([
        '2026-07-16',
      ]);
      expect((await scenario(elsewhere.id, '2026-07-13', '2026-07-19')).body.data.holidays).toEqual(
        [],
      );
      expect((await scenario(there.id, '2026-02-16', '2026-02-18')).body.data.holidays).toEqual([
        '2026-02-17',
      ]);
    });

    it('imports a CSV: good rows in, bad rows reported by line, kept ones left alone', async () => {
      const csv = [
        'Data;Nome;Abrangência;UF;Cidade;Recorrente',
        '06/03/2026;Revolução Pernambucana;estadual;PE;;sim',
        '31/02/2026;Data impossível;empresa;;;não',
        '01/05/2026;Sem abrangência;nacional;;;não',
        '16/07/2026;Nossa Senhora do Carmo;municipal;PE;Recife;sim',
        '',
      ].join('\r\n');
      const upload = (body: string, query = '') => {
        const file = multipartFile(Buffer.from(body, 'utf8'), 'feriados.csv');
        return t.app.inject({
          method: 'POST',
          url: `/api/v1.0/time-policy/holidays/import/${query}`,
          payload: file.payload,
          headers: {
            ...file.headers,
            authorization: `Bearer ${owner}`,
            'accept-language': 'pt-BR',
          },
        });
      };
      const stored = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(companyHolidays)
            .where(eq(companyHolidays.companyId, companyId))
        )[0]!.n;
      const before = await stored();
      const dry = await upload(csv, '?dry_run=true');
      expect(dry.statusCode).toBe(200);
      expect(dry.json().data).toMatchObject({
        total_rows: 4,
        created: 1,
        unchanged: 1,
        dry_run: true,
      });
      expect(await stored()).toBe(before);

      const res = await upload(csv);
      const report = res.json().data;
      expect(report).toMatchObject({ total_rows: 4, created: 1, unchanged: 1, dry_run: false });
      expect(report.rejected.map((r: { row: number }) => r.row)).toEqual([3, 4]);
      expect(Object.keys(report.rejected[0].errors)).toEqual(['date']);
      expect(Object.keys(report.rejected[1].errors)).toEqual(['scope']);
      expect(report.rejected[0].errors.date[0]).toContain('data');
      expect(await stored()).toBe(before + 1);
      // The same file again adds nothing.
      expect((await upload(csv)).json().data).toMatchObject({ created: 0, unchanged: 2 });

      const unknown = await upload('Data;Nome;Abrangência;Cor\n01/01/2026;X;empresa;azul\n');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors.file[0]).toContain('Cor');
      const binary = await upload('\u0000\u0001PK');
      expect(binary.statusCode).toBe(415);
    });

    it('imports an xlsx the same way: typed dates and text dates, rows reported by sheet line', async () => {
      const wb = new ExcelJS.Workbook();
      const sheet = wb.addWorksheet('Feriados');
      sheet.addRow(['Date', 'Name', 'Scope', 'State', 'City', 'Recurring']);
      sheet.addRow([
        new Date(Date.UTC(2026, 9, 24)),
        'Aniversário de Manaus',
        'municipal',
        'AM',
        'Manaus',
        'yes',
      ]);
      sheet.addRow(['05/09/2026', 'Elevação do Amazonas', 'state', 'AM', '', 'yes']);
      sheet.addRow(['05/09/2026', 'Sem UF', 'state', '', '', 'no']);
      const bytes = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
      const file = multipartFile(bytes, 'feriados.xlsx');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/time-policy/holidays/import/',
        payload: file.payload,
        headers: { ...file.headers, authorization: `Bearer ${owner}`, 'accept-language': 'en-US' },
      });
      expect(res.statusCode).toBe(200);
      const report = res.json().data;
      expect(report).toMatchObject({ total_rows: 3, created: 2, unchanged: 0 });
      expect(report.rejected).toEqual([{ row: 4, errors: { state: ['This field is required.'] } }]);
      const calendar = await api.get('time-policy/holidays/calendar/?year=2026', owner);
      const names = calendar.body.data.map(
        (d: { date: string; name: string }) => `${d.date} ${d.name}`,
      );
      expect(names).toContain('2026-10-24 Aniversário de Manaus');
    });

    it('gives a newly registered company the usual leave types', async () => {
      const person = await ownerOf(api, 'afastamentos@example.com', anyCnpj());
      const list = await api.get('time-policy/leave-types/?page_size=25', person.token);
      expect(list.status).toBe(200);
      expect(list.body.data.count).toBe(9);
      const codes = list.body.data.results.map((r: { code: string }) => r.code);
      expect(codes).toEqual(expect.arrayContaining(['ATESTADO', 'FERIAS', 'FALTA', 'CASAMENTO']));
      const falta = list.body.data.results.find((r: { code: string }) => r.code === 'FALTA');
      expect(falta).toMatchObject({ justified: false, paid: false, affects_dsr: true });
    });

    it('creates, edits and deletes leave types; 409 on a code in use; 404 elsewhere', async () => {
      const body = {
        name: 'Licença por acordo',
        code: 'ACORDO',
        justified: true,
        paid: false,
        requires_document: true,
        max_days: 10,
      };
      const made = await api.post('time-policy/leave-types/', body, owner);
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({ code: 'ACORDO', affects_dsr: false, active: true });
      const twin = await api.post('time-policy/leave-types/', { ...body, name: 'Outro' }, owner);
      expect(twin.status).toBe(409);
      expect(Object.keys(twin.body.errors)).toEqual(['code']);
      const id = made.body.data.id;
      const edited = await api.put(
        `time-policy/leave-types/${id}/`,
        { ...body, max_days: 5 },
        owner,
      );
      expect(edited.body.data.max_days).toBe(5);
      expect((await api.get(`time-policy/leave-types/${id}/`, otherOwner)).status).toBe(404);
      expect((await api.delete(`time-policy/leave-types/${id}/`, otherOwner)).status).toBe(404);
      expect((await api.delete(`time-policy/leave-types/${id}/`, owner)).status).toBe(200);
    });

    it('keeps the hours bank rules within what CLT art. 59 allows', async () => {
      const defaults = await api.get('time-policy/hours-bank/', owner);
      expect(defaults.body.data).toMatchObject({ period: 'monthly', updated_at: null });
      const settings = {
        period: 'semiannual',
        expiry_months: 7,
        multipliers: { weekday: 100, saturday: 100, rest_day: 200, holiday: 200 },
        at_expiry: 'pay',
      };
      const tooLong = await api.put('time-policy/hours-bank/', settings, owner);
      expect(tooLong.status).toBe(400);
      expect(Object.keys(tooLong.body.errors)).toEqual(['expiry_months']);
      const saved = await api.put(
        'time-policy/hours-bank/',
        { ...settings, expiry_months: 6 },
        owner,
      );
      expect(saved.status).toBe(200);
      expect(saved.body.data.legal_basis).toContain('§5');
      expect((await api.get('time-policy/hours-bank/', otherOwner)).body.data.period).toBe(
        'monthly',
      );
    });

    it('imports opening balances by CPF or registration, correcting a kept one, reporting bad rows', async () => {
      const db = t.database.db;
      const ana = await createEmployee(db, companyId, recife, { registration: 'M-77' });
      const bia = await createEmployee(db, companyId, recife);
      const foreign = await createEmployee(
        db,
        otherCompany,
        (await createSubsidiary(db, otherCompany)).id,
      );
      await api.post(
        'time-policy/hours-bank/openings/',
        { employee_id: bia.id, as_of: '2026-10-31', minutes: 60 },
        owner,
      );
      const csv = [
        'CPF;Matrícula;Data;Saldo;Observação',
        `;M-77;31/10/2026;-12:30;Sistema anterior`,
        `${bia.cpf};;31/10/2026;+2:15;`,
        `${foreign.cpf};;31/10/2026;1:00;`,
        `${ana.cpf};;31/10/2026;doze horas;`,
      ].join('\n');
      const file = multipartFile(Buffer.from(csv), 'saldos.csv');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/time-policy/hours-bank/openings/import/',
        payload: file.payload,
        headers: { ...file.headers, authorization: `Bearer ${owner}`, 'accept-language': 'pt-BR' },
      });
      expect(res.statusCode).toBe(200);
      const report = res.json().data;
      expect(report).toMatchObject({ total_rows: 4, created: 1, updated: 1, unchanged: 0 });
      expect(
        report.rejected.map((r: { row: number; errors: object }) => [r.row, Object.keys(r.errors)]),
      ).toEqual([
        [4, ['cpf']],
        [5, ['minutes']],
      ]);
      const list = await api.get(`time-policy/hours-bank/openings/?employee_id=${ana.id}`, owner);
      expect(list.body.data.results[0]).toMatchObject({ minutes: -750, as_of: '2026-10-31' });
      const corrected = await api.get(
        `time-policy/hours-bank/openings/?employee_id=${bia.id}`,
        owner,
      );
      expect(corrected.body.data.results[0].minutes).toBe(135);
    });

    it("records opening balances, one per employee and date, only for the company's employees", async () => {
      const db = t.database.db;
      const employee = await createEmployee(db, companyId, recife, { name: 'Beatriz Saldo' });
      const body = {
        employee_id: employee.id,
        as_of: '2026-11-01',
        minutes: -90,
        note: 'Sistema anterior',
      };
      const made = await api.post('time-policy/hours-bank/openings/', body, owner);
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({ minutes: -90, employee: { name: 'Beatriz Saldo' } });
      expect((await api.post('time-policy/hours-bank/openings/', body, owner)).status).toBe(409);
      const list = await api.get('time-policy/hours-bank/openings/?search=beatriz', owner);
      expect(list.body.data.count).toBe(1);
      const foreign = await createEmployee(
        db,
        otherCompany,
        (await createSubsidiary(db, otherCompany)).id,
      );
      const refused = await api.post(
        'time-policy/hours-bank/openings/',
        { ...body, employee_id: foreign.id },
        owner,
      );
      expect(refused.status).toBe(400);
      const id = made.body.data.id;
      expect((await api.get(`time-policy/hours-bank/openings/${id}/`, otherOwner)).status).toBe(
        404,
      );
      const edited = await api.put(
        `time-policy/hours-bank/openings/${id}/`,
        { ...body, minutes: 30 },
        owner,
      );
      expect(edited.body.data.minutes).toBe(30);
      expect((await api.delete(`time-policy/hours-bank/openings/${id}/`, owner)).status).toBe(200);
    });
  },
);
