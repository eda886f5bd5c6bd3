import { auditLog, emailOutbox, employees } from '@ponteiro/db';
import {
  createCompanyWithOwner,
  createEmployee,
  createMember,
  createRole,
  createSubsidiary,
} from '@ponteiro/db/testing';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../src/lib/storage.js';
import { createEmployeesService } from '../src/modules/employees/service.js';
import { createMediaSigner } from '../src/modules/media/signer.js';
import type { MembersService } from '../src/modules/members/service.js';
import type { CompanyUser } from './support/company-people.js';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

function multipart(bytes: Buffer, filename = 'foto.png') {
  const boundary = '----ponteiro';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const CPFS = ['52998224725', '11144477735', '12345678909', '98765432100', '39053344705'];

describe.each(testDatabaseKinds())(
  'employee status, history, photo and self-service (%s)',
  (kind) => {
    let t: TestApp;
    let api: Client;
    let owner: CompanyUser;
    let other: CompanyUser;
    let enabler: CompanyUser;
    let subsidiary: string;
    let foreignEmployee: string;
    const ids: string[] = [];

    const upload = (id: string, token: string, bytes: Buffer) => {
      const body = multipart(bytes);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1.0/employees/${id}/photo/`,
        payload: body.payload,
        headers: {
          'content-type': body.contentType,
          authorization: `Bearer ${token}`,
          'accept-language': 'en-US',
        },
      });
    };

    const statuses = async () =>
      Object.fromEntries(
        (
          await t.database.db.select({ id: employees.id, status: employees.status }).from(employees)
        ).map((r) => [r.id, r.status]),
      );

    const auditCount = async () => {
      const [row] = await t.database.db.select({ n: count() }).from(auditLog);
      return Number(row!.n);
    };

    beforeAll(async () => {
      t = await createTestApp(kind);
      api = client(t.app);
      const db = t.database.db;
      // People and structure straight into the database (@ponteiro/db/testing); the employees
      // go through the API, since their history starts with the API's own "create" entry.
      const owned = async (name: string) => {
        const { company, owner } = await createCompanyWithOwner(db, { owner: { name } });
        const token = await accessTokenFor(t, owner.id, company.id);
        return { token, userId: owner.id, companyId: company.id };
      };
      owner = await owned('Ana Souza');
      other = await owned('Ana Souza');
      const role = await createRole(db, owner.companyId, ['employee.enable'], 'Ativação');
      const person = await createMember(db, owner.companyId, role, {
        name: 'Pessoa Convidada',
        email: 'ativa@example.com',
      });
      enabler = {
        token: await accessTokenFor(t, person.id, owner.companyId),
        userId: person.id,
        companyId: owner.companyId,
      };
      subsidiary = (await createSubsidiary(db, owner.companyId, { name: 'Matriz' })).id;
      for (const [i, cpf] of CPFS.slice(0, 4).entries()) {
        const res = await api.post(
          'employees/',
          {
            name: `Pessoa ${'ABCD'[i]}`,
            cpf,
            admission_date: '2024-01-02',
            subsidiary_id: subsidiary,
            ...(i === 0 ? { email: 'pessoa.a@example.com' } : {}),
          },
          owner.token,
        );
        expect(res.status).toBe(201);
        ids.push(res.body.data.id);
      }
      const foreignSub = await createSubsidiary(db, other.companyId, { name: 'Outra' });
      foreignEmployee = (
        await createEmployee(db, other.companyId, foreignSub.id, { name: 'Fora', cpf: CPFS[4] })
      ).id;
    });
    afterAll(() => t.close());

    it('disables and enables in bulk, counting only real changes, one audit row each', async () => {
      const [a, b] = ids as [string, string];
      const off = await api.post('employees/disable/', { ids: [a, b, a] }, owner.token);
      expect(off.status).toBe(200);
      expect(off.body.data).toEqual({ changed: 2 });
      expect((await statuses())[a]).toBe('disabled');
      expect((await api.get(`employees/${a}/`, owner.token)).body.data).toMatchObject({
        status: 'disabled',
        termination_date: null,
      });
      expect((await api.post('employees/disable/', { ids: [a] }, owner.token)).body.data).toEqual({
        changed: 0,
      });
      const disabled = await api.get('employees/?status=disabled', owner.token);
      expect(disabled.body.data.count).toBe(2);

      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.action, 'disable')));
      expect(rows.map((r) => r.entityId).sort()).toEqual([a, b].sort());
      expect(rows[0]).toMatchObject({
        before: { status: 'active' },
        after: { status: 'disabled' },
      });

      // A disabled employee is not active for punches and does not take a seat.
      const service = createEmployeesService({
        db: t.database.db,
        storage: localFileStorage('/nonexistent'),
        members: {} as MembersService,
        media: createMediaSigner(new Uint8Array(32)),
      });
      expect(await service.isActive(owner.companyId, a)).toBe(false);
      expect(await service.isActive(owner.companyId, ids[2]!)).toBe(true);
      expect(await service.isActive(other.companyId, ids[2]!)).toBe(false);
      expect(await service.countActive(owner.companyId)).toBe(2);

      const on = await api.post('employees/enable/', { ids: [a, b, ids[2]] }, enabler.token);
      expect(on.body.data).toEqual({ changed: 2 });
      expect((await statuses())[a]).toBe('active');
      // employee.enable does not grant employee.disable.
      expect((await api.post('employees/disable/', { ids: [a] }, enabler.token)).status).toBe(403);
    });

    it('is all or nothing: an unknown or foreign id answers 404 and changes nothing', async () => {
      const before = await statuses();
      const audits = await auditCount();
      const unknown = '0190a0b0-0000-7000-8000-000000000000';
      for (const extra of [foreignEmployee, unknown]) {
        const res = await api.post(
          'employees/disable/',
          { ids: [ids[2], ids[3], extra] },
          owner.token,
        );
        expect(res.status).toBe(404);
      }
      for (const bad of [
        { ids: [] },
        { ids: ['x'] },
        { ids: ids[2] },
        { ids: [ids[2]], all: true },
        { ids: Array.from({ length: 501 }, () => ids[2]) },
      ]) {
        expect((await api.post('employees/disable/', bad, owner.token)).status).toBe(400);
      }
      expect(await statuses()).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it('shows the history newest first, with who and before → after per field', async () => {
      const id = ids[1]!;
      const put = await api.put(
        `employees/${id}/`,
        {
          name: 'Pessoa Bê',
          cpf: CPFS[1],
          admission_date: '2024-01-02',
          subsidiary_id: subsidiary,
          badge: 'B2',
        },
        owner.token,
      );
      expect(put.status).toBe(200);
      const history = await api.get(`employees/${id}/history/`, owner.token);
      expect(history.status).toBe(200);
      const { results, count: total, page_size } = history.body.data;
      expect(page_size).toBe(25);
      expect(total).toBe(4);
      expect(results.map((r: { action: string }) => r.action)).toEqual([
        'update',
        'enable',
        'disable',
        'create',
      ]);
      expect(results[0]).toMatchObject({
        actor: { type: 'user', id: owner.userId, name: 'Ana Souza' },
        changes: [
          { field: 'name', before: 'Pessoa B', after: 'Pessoa Bê' },
          { field: 'badge', before: null, after: 'B2' },
        ],
      });
      expect(results[1].actor).toMatchObject({ id: enabler.userId, name: 'Pessoa Convidada' });
      expect(results[1].changes).toEqual([
        { field: 'status', before: 'disabled', after: 'active' },
      ]);
      const created = results[3].changes;
      expect(created[0]).toEqual({ field: 'name', before: null, after: 'Pessoa B' });
      expect(created.find((c: { field: string }) => c.field === 'status')).toEqual({
        field: 'status',
        before: null,
        after: 'active',
      });
      const second = await api.get(`employees/${id}/history/?page=2&page_size=25`, owner.token);
      expect(second.body.data.results).toEqual([]);
      expect((await api.get(`employees/${id}/history/?page_size=10`, owner.token)).status).toBe(
        400,
      );
      expect((await api.get(`employees/${id}/history/`, other.token)).status).toBe(404);
      expect((await api.get(`employees/${id}/history/`, enabler.token)).status).toBe(403);
    });

    it('stores, serves, replaces and deletes the photo (≤ 200 KB, jpeg/png by its bytes)', async () => {
      const id = ids[2]!;
      expect((await api.get(`employees/${id}/`, owner.token)).body.data.photo_url).toBeNull();
      const audits = await auditCount();
      const tooBig = await upload(id, owner.token, Buffer.concat([PNG, Buffer.alloc(200 * 1024)]));
      expect(tooBig.statusCode).toBe(413);
      const pdf = await upload(id, owner.token, PDF);
      expect(pdf.statusCode).toBe(415);
      expect(pdf.json().errors.file).toHaveLength(1);
      const json = await api.post(`employees/${id}/photo/`, { file: 'x' }, owner.token);
      expect(json.status).toBe(415);
      expect((await upload(foreignEmployee, owner.token, PNG)).statusCode).toBe(404);
      expect((await upload(id, enabler.token, PNG)).statusCode).toBe(403);
      expect(await auditCount()).toBe(audits);

      const ok = await upload(id, owner.token, PNG);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.has_photo).toBe(true);
      // The bytes come back through the signed URL of the answer (no bearer token: an <img>).
      const firstUrl: string = ok.json().data.photo_url;
      const image = await t.app.inject({ method: 'GET', url: firstUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG)).toBe(true);
      expect((await api.get(`employees/${id}/`, other.token)).status).toBe(404);

      const replaced = await upload(id, owner.token, PNG);
      expect(replaced.statusCode).toBe(200);
      // A new file under a new key: the old URL finds nothing any more.
      expect(replaced.json().data.photo_url).not.toBe(firstUrl);
      expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
      const removed = await api.delete(`employees/${id}/photo/`, owner.token);
      expect(removed.status).toBe(200);
      expect(removed.body.data.has_photo).toBe(false);
      expect(removed.body.data.photo_url).toBeNull();
      const lastUrl: string = replaced.json().data.photo_url;
      expect((await t.app.inject({ method: 'GET', url: lastUrl })).statusCode).toBe(404);
      // Deleting again changes nothing and writes no audit row.
      const after = await auditCount();
      expect((await api.delete(`employees/${id}/photo/`, owner.token)).status).toBe(200);
      expect(await auditCount()).toBe(after);

      const actions = (
        await api.get(`employees/${id}/history/`, owner.token)
      ).body.data.results.map((r: { action: string; changes: unknown }) => [r.action, r.changes]);
      expect(actions.slice(0, 3)).toEqual([
        ['photo_delete', [{ field: 'has_photo', before: true, after: false }]],
        ['photo_update', [{ field: 'has_photo', before: true, after: true }]],
        ['photo_update', [{ field: 'has_photo', before: false, after: true }]],
      ]);
    });

    it('invites the employee for self-service and links the user on acceptance', async () => {
      const id = ids[0]!;
      const invited = await api.post(`employees/${id}/self-service/`, {}, owner.token);
      expect(invited.status).toBe(201);
      expect(invited.body.data).toMatchObject({ email: 'pessoa.a@example.com', role: 'employee' });
      const [mail] = await t.database.db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      expect(mail!.toAddress).toBe('pessoa.a@example.com');
      const token = decodeURIComponent(/invitation=([^\s&]+)/.exec(mail!.textBody)![1]!);

      const person = await signUpAndIn(api, 'pessoa.a@example.com', 'Pessoa A');
      expect(
        (await api.post('auth/invitations/accept/', { token }, person.access_token)).body.data,
      ).toMatchObject({ id: owner.companyId, role: 'employee' });
      const linked = (await api.get(`employees/${id}/`, owner.token)).body.data;
      expect(linked.user).toEqual({ id: person.user.id, email: 'pessoa.a@example.com' });

      const history = (await api.get(`employees/${id}/history/`, owner.token)).body.data.results;
      expect(history[0]).toMatchObject({
        action: 'update',
        actor: { id: person.user.id, name: 'Pessoa A' },
        changes: [
          {
            field: 'user',
            before: null,
            after: { id: person.user.id, email: 'pessoa.a@example.com' },
          },
        ],
      });
      expect(history[1]).toMatchObject({ action: 'self_service_invite', changes: [] });

      const again = await api.post(`employees/${id}/self-service/`, {}, owner.token);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This employee is already linked to a user.');

      // Removing the member unlinks the employee, so the link can be offered again.
      expect((await api.delete(`auth/users/${person.user.id}/`, owner.token)).status).toBe(200);
      expect((await api.get(`employees/${id}/`, owner.token)).body.data.user).toBeNull();
      const latest = (await api.get(`employees/${id}/history/`, owner.token)).body.data.results[0];
      expect(latest).toMatchObject({
        action: 'update',
        changes: [{ field: 'user', before: { id: person.user.id }, after: null }],
      });
    });

    it('stores a given email on the employee; without any email answers 400', async () => {
      const id = ids[3]!;
      const audits = await auditCount();
      const none = await api.post(`employees/${id}/self-service/`, {}, owner.token);
      expect(none.status).toBe(400);
      expect(Object.keys(none.body.errors)).toEqual(['email']);
      for (const bad of [
        { email: 'x@' },
        { email: 'd@example.com', role: 'admin' },
        { email: 3 },
      ]) {
        expect((await api.post(`employees/${id}/self-service/`, bad, owner.token)).status).toBe(
          400,
        );
      }
      // An address that is already a member's: the invitation is refused and nothing is kept.
      const member = await api.post(
        `employees/${id}/self-service/`,
        { email: 'ativa@example.com' },
        owner.token,
      );
      expect(member.status).toBe(409);
      expect((await api.get(`employees/${id}/`, owner.token)).body.data.email).toBeNull();
      expect(await auditCount()).toBe(audits);
      expect((await api.post(`employees/${id}/self-service/`, {}, enabler.token)).status).toBe(403);

      const ok = await api.post(
        `employees/${id}/self-service/`,
        { email: 'Pessoa.D@Example.com' },
        owner.token,
      );
      expect(ok.status).toBe(201);
      expect((await api.get(`employees/${id}/`, owner.token)).body.data.email).toBe(
        'pessoa.d@example.com',
      );
      const [entry] = (await api.get(`employees/${id}/history/`, owner.token)).body.data.results;
      expect(entry).toMatchObject({
        action: 'self_service_invite',
        changes: [{ field: 'email', before: null, after: 'pessoa.d@example.com' }],
      });
    });
  },
);
