import { emailOutbox } from '@ponteiro/db';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('members, invitations and roles (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: { token: string; userId: string; companyId: string };
  let other: { token: string };

  async function companyOf(email: string, cnpj: string) {
    const s = await signUpAndIn(api, email);
    const c = await api.post(
      'auth/companies/',
      { employer_type: 'cnpj', employer_id: cnpj, legal_name: 'Empresa Ltda.' },
      s.access_token,
    );
    const sel = await api.post(`auth/companies/${c.body.data.id}/select/`, {}, s.access_token);
    return {
      token: sel.body.data.access_token as string,
      userId: s.user.id,
      companyId: c.body.data.id as string,
    };
  }

  /** Invites `email` with `role`, then that person signs up, accepts and selects the company. */
  async function join(email: string, role: string, name = 'Pessoa Convidada') {
    const invited = await api.post('company/invitations/', { email, role }, owner.token);
    expect(invited.status).toBe(201);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = decodeURIComponent(/invitation=([^\s&]+)/.exec(mail!.textBody)![1]!);
    const s = await signUpAndIn(api, email, name);
    const accepted = await api.post('auth/invitations/accept/', { token }, s.access_token);
    expect(accepted.status).toBe(200);
    const sel = await api.post(`auth/companies/${owner.companyId}/select/`, {}, s.access_token);
    return {
      token: sel.body.data.access_token as string,
      userId: s.user.id,
      invitationToken: token,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    owner = await companyOf('dona@example.com', '11222333000181');
    other = await companyOf('outra@example.com', '45723174000110');
  });
  afterAll(() => t.close());

  it('invites by email; only the invited address can accept, once', async () => {
    const invited = await api.post(
      'company/invitations/',
      { email: 'Convidado@Example.com', role: 'admin' },
      owner.token,
    );
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ email: 'convidado@example.com', role: 'admin' });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(mail!.textBody).toContain('/select-company?invitation=');
    // The invitee's address rides along so the sign-up page can prefill it.
    expect(mail!.textBody).toContain('&email=convidado%40example.com');
    const token = decodeURIComponent(/invitation=([^\s&]+)/.exec(mail!.textBody)![1]!);

    const intruder = await signUpAndIn(api, 'intruso@example.com');
    expect(
      (await api.post('auth/invitations/accept/', { token }, intruder.access_token)).status,
    ).toBe(404);

    const invitee = await signUpAndIn(api, 'convidado@example.com');
    const accepted = await api.post('auth/invitations/accept/', { token }, invitee.access_token);
    expect(accepted.body.data).toMatchObject({ id: owner.companyId, role: 'admin' });
    expect(
      (await api.post('auth/invitations/accept/', { token }, invitee.access_token)).status,
    ).toBe(404);

    const list = await api.get('auth/users/', owner.token);
    expect(list.body.data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        ['dona@example.com', 'owner'],
        ['convidado@example.com', 'admin'],
      ]),
    );
  });

  it('lists members by name the Portuguese way ("Açougueiro" before "Auxiliar")', async () => {
    await join('auxiliar@example.com', 'employee', 'Auxiliar Lima');
    await join('acougueiro@example.com', 'employee', 'Açougueiro Dias');
    await join('agata@example.com', 'employee', 'ágata Reis');
    const list = await api.get('auth/users/', owner.token);
    const names = (list.body.data as { name: string }[])
      .map((m) => m.name)
      .filter((n) => ['Auxiliar Lima', 'Açougueiro Dias', 'ágata Reis'].includes(n));
    // A byte order puts "Açougueiro" after "Auxiliar" and lower-case "ágata" last.
    expect(names).toEqual(['Açougueiro Dias', 'ágata Reis', 'Auxiliar Lima']);
  });

  it('refuses to invite an existing member or with an unknown role', async () => {
    expect(
      (
        await api.post(
          'company/invitations/',
          { email: 'dona@example.com', role: 'admin' },
          owner.token,
        )
      ).status,
    ).toBe(409);
    const unknown = await api.post(
      'company/invitations/',
      { email: 'x@example.com', role: 'wizard' },
      owner.token,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.role).toHaveLength(1);
  });

  it('keeps the last owner: no demotion, no removal', async () => {
    const demote = await api.put(`auth/users/${owner.userId}/`, { role: 'admin' }, owner.token);
    expect(demote.status).toBe(422);
    expect(demote.body.message).toBe('The company needs at least one owner.');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1.0/auth/users/${owner.userId}/`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(remove.statusCode).toBe(422);
  });

  it('answers 404 for another company’s member and its invitations', async () => {
    expect(
      (await api.put(`auth/users/${owner.userId}/`, { role: 'admin' }, other.token)).status,
    ).toBe(404);
    const pending = await api.post(
      'company/invitations/',
      { email: 'pendente@example.com', role: 'employee' },
      owner.token,
    );
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1.0/company/invitations/${pending.body.data.id}/`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(revoke.statusCode).toBe(404);
    expect((await api.get('company/invitations/', other.token)).body.data).toEqual([]);
  });

  it('forbids a lower role (403) and lets an admin act only at or below its rank', async () => {
    const employee = await join('colab@example.com', 'employee');
    for (const path of ['auth/users/', 'auth/roles/', 'company/invitations/']) {
      const res = await api.get(path, employee.token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
    const admin = await join('admin2@example.com', 'admin');
    expect(
      (await api.put(`auth/users/${employee.userId}/`, { role: 'admin' }, admin.token)).status,
    ).toBe(200);
    expect(
      (await api.put(`auth/users/${owner.userId}/`, { role: 'employee' }, admin.token)).status,
    ).toBe(403);
    expect(
      (
        await api.post(
          'company/invitations/',
          { email: 'novo-dono@example.com', role: 'owner' },
          admin.token,
        )
      ).status,
    ).toBe(403);
  });

  it('builds custom roles from the tree; a member with one gets exactly its permissions', async () => {
    const created = await api.post(
      'auth/roles/',
      {
        name: 'Supervisor',
        permissions: ['reports.time_mirror', 'settings.system.role_permission'],
      },
      owner.token,
    );
    expect(created.status).toBe(201);
    expect(created.body.data.permissions).toEqual([
      'reports',
      'reports.time_mirror',
      'settings',
      'settings.system',
      'settings.system.role_permission',
    ]);
    expect(
      (await api.post('auth/roles/', { name: 'supervisor', permissions: [] }, owner.token)).status,
    ).toBe(409);
    expect(
      (await api.post('auth/roles/', { name: 'Owner', permissions: [] }, owner.token)).status,
    ).toBe(409);

    const supervisor = await join('super@example.com', created.body.data.id);
    const session = await api.get('base/user/session/', supervisor.token);
    expect(session.body.data.permissions).toEqual([
      'reports',
      'reports.time_mirror',
      'settings',
      'settings.system',
      'settings.system.role_permission',
    ]);
    expect((await api.get('auth/users/', supervisor.token)).status).toBe(200);

    const roles = await api.get('auth/roles/', owner.token);
    expect(roles.body.data.find((r: { id: string }) => r.id === created.body.data.id).members).toBe(
      1,
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1.0/auth/roles/${created.body.data.id}/`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(del.statusCode).toBe(409);
    // The role belongs to this company only.
    const foreign = await api.put(
      `auth/roles/${created.body.data.id}/`,
      { name: 'Outro nome', permissions: [] },
      other.token,
    );
    expect(foreign.status).toBe(404);
  });

  it('refuses unknown permission keys (400 on permissions, translated) and writes nothing', async () => {
    const before = (await api.get('auth/roles/', owner.token)).body.data.length;
    const en = await api.post(
      'auth/roles/',
      { name: 'Antigo', permissions: ['reports.time_mirror', 'system.role_permission', 'nope'] },
      owner.token,
    );
    expect(en.status).toBe(400);
    expect(en.body.errors.permissions).toEqual([
      'Unknown permissions: system.role_permission, nope.',
    ]);
    const pt = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/auth/roles/',
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'pt' },
      payload: { name: 'Old', permissions: ['system'] },
    });
    expect(pt.statusCode).toBe(400);
    expect(pt.json().errors.permissions).toEqual(['Permissões inexistentes: system.']);
    expect((await api.get('auth/roles/', owner.token)).body.data).toHaveLength(before);

    const role = await api.post(
      'auth/roles/',
      { name: 'Fica', permissions: ['dashboard'] },
      owner.token,
    );
    const update = await api.put(
      `auth/roles/${role.body.data.id}/`,
      { name: 'Fica', permissions: ['dashboard', 'system.afd_aej'] },
      owner.token,
    );
    expect(update.status).toBe(400);
    expect(update.body.errors.permissions).toHaveLength(1);
    const stored = (await api.get('auth/roles/', owner.token)).body.data.find(
      (r: { id: string }) => r.id === role.body.data.id,
    );
    expect(stored.permissions).toEqual(['dashboard']);
  });

  it('serves members and roles only under auth/users/ and auth/roles/ (documented)', async () => {
    for (const path of ['company/members/', 'company/roles/']) {
      expect((await api.get(path, owner.token)).status).toBe(404);
    }
    // The static auth/users/ routes still win over auth/users/:userId/.
    const signUp = await api.post('auth/users/sign_up/', {});
    expect(signUp.status).toBe(400);
    expect(signUp.body.errors).toHaveProperty('email');
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1.0/auth/users/',
        '/api/v1.0/auth/users/{userId}/',
        '/api/v1.0/auth/roles/',
        '/api/v1.0/auth/roles/{id}/',
      ]),
    );
    expect(paths.filter((path) => /company\/(members|roles)/.test(path))).toEqual([]);
  });

  it('ends a removed member’s session in the company at once', async () => {
    const member = await join('saindo@example.com', 'employee');
    expect((await api.get('base/user/session/', member.token)).status).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1.0/auth/users/${member.userId}/`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect((await api.get('base/user/session/', member.token)).status).toBe(401);
  });
});
