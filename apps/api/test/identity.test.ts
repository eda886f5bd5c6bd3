import { auditLog, companyMembers, refreshTokens } from '@ponteiro/db';
import { EMPLOYEE_PERMISSIONS } from '@ponteiro/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, PASSWORD, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const CNPJ = '11222333000181';
const OTHER_CNPJ = '12ABC34501DE35';

describe.each(testDatabaseKinds())('identity (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
  });
  afterAll(() => t.close());

  async function ownerWithCompany(email: string, cnpj: string) {
    const tokens = await signUpAndIn(api, email);
    const created = await api.post(
      'auth/companies/',
      { employer_type: 'cnpj', employer_id: cnpj, legal_name: 'Empresa Teste Ltda.' },
      tokens.access_token,
    );
    expect(created.status).toBe(201);
    const selected = await api.post(
      `auth/companies/${created.body.data.id}/select/`,
      {},
      tokens.access_token,
    );
    expect(selected.status).toBe(200);
    return { user: tokens.user, companyId: created.body.data.id as string, ...selected.body.data };
  }

  describe('sign-up', () => {
    it('creates an account and refuses the same email in another case', async () => {
      const res = await api.post('auth/users/sign_up/', {
        name: 'Bruno Lima',
        email: 'Bruno@Example.com ',
        password: PASSWORD,
        phone: '(11) 98765-4321',
        country_code: '+55',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.user).toMatchObject({
        email: 'bruno@example.com',
        phone: '11987654321',
        country_code: '+55',
      });
      expect(res.body.data.user.password_hash).toBeUndefined();
      const again = await api.post('auth/users/sign_up/', {
        name: 'Bruno Lima',
        email: 'BRUNO@example.com',
        password: PASSWORD,
      });
      expect(again.status).toBe(409);
      // The specification's words, in the caller's language.
      expect(again.body.message).toBe('User already exists!');
      expect(again.body.errors.email).toEqual(['User already exists!']);
      const pt = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/auth/users/sign_up/',
        headers: { 'accept-language': 'pt' },
        payload: { name: 'Bruno Lima', email: 'bruno@example.com', password: PASSWORD },
      });
      expect(pt.json()).toMatchObject({ code: 'conflict', message: 'Usuário já existe!' });
    });

    it.each([
      [{ name: 'Ana', email: 'not-an-email', password: PASSWORD }, 'email'],
      [{ name: 'Ana', email: 'a@b.co', password: 'short1' }, 'password'],
      [{ name: 'Ana', email: 'a@b.co', password: 'onlyletters' }, 'password'],
      [{ name: 'R2-D2', email: 'a@b.co', password: PASSWORD }, 'name'],
      [
        { name: 'Ana', email: 'a@b.co', password: PASSWORD, phone: '123', country_code: '+55' },
        'phone',
      ],
      [{ email: 'a@b.co', password: PASSWORD }, 'name'],
    ])('rejects %j on %s', async (body, field) => {
      const res = await api.post('auth/users/sign_up/', body);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toHaveLength(1);
    });
  });

  describe('sign-in and session', () => {
    it('answers the same 401 for a wrong password and an unknown email', async () => {
      await signUpAndIn(api, 'carla@example.com');
      const wrong = await api.post('oauth2/token/', {
        email: 'carla@example.com',
        password: 'Wrong-pass-1',
      });
      const unknown = await api.post('oauth2/token/', {
        email: 'nobody@example.com',
        password: 'Wrong-pass-1',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.code).toBe('invalid_credentials');
      expect(wrong.body.message).toBe('Invalid email or password');
      const pt = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/oauth2/token/',
        headers: { 'accept-language': 'pt' },
        payload: { email: 'nobody@example.com', password: 'Wrong-pass-1' },
      });
      expect(pt.json().message).toBe('E-mail ou senha inválidos');
    });

    it('gives a session without a company until one is selected', async () => {
      const tokens = await signUpAndIn(api, 'daniel@example.com');
      const session = await api.get('base/user/session/', tokens.access_token);
      expect(session.status).toBe(200);
      expect(session.body.data).toMatchObject({
        companyId: null,
        roleName: null,
        permissions: [],
        subscription: null,
      });
      expect(session.body.data.user.email).toBe('daniel@example.com');
    });

    it('locks an account after repeated failures, with Retry-After, even for the right password', async () => {
      await signUpAndIn(api, 'eduarda@example.com');
      for (let i = 0; i < 5; i++) {
        expect(
          (
            await api.post('oauth2/token/', {
              email: 'eduarda@example.com',
              password: 'Wrong-pass-1',
            })
          ).status,
        ).toBe(401);
      }
      const locked = await api.post('oauth2/token/', {
        email: 'eduarda@example.com',
        password: PASSWORD,
      });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('rate_limited');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'sign_in_failed'));
      expect(audit.length).toBeGreaterThanOrEqual(5);
    });
  });

  describe('companies', () => {
    it('registers a company, makes the caller Owner and scopes the session to it', async () => {
      const owner = await ownerWithCompany('owner1@example.com', CNPJ);
      const session = await api.get('base/user/session/', owner.access_token);
      expect(session.body.data).toMatchObject({ companyId: owner.companyId, roleName: 'owner' });
      expect(session.body.data.permissions).toContain('settings.system.role_permission');
      expect(session.body.data.subscription).toMatchObject({
        enable_access: true,
        enable_visitor: true,
      });
      const list = await api.get('auth/companies/', owner.access_token);
      expect(list.body.data).toEqual([
        expect.objectContaining({ id: owner.companyId, role: 'owner', employer_id: CNPJ }),
      ]);
    });

    it('lists the caller’s companies by name the Portuguese way', async () => {
      const tokens = await signUpAndIn(api, 'dono-de-duas@example.com');
      // Under a byte order "Ágil" would follow "Alfa"; accents and case must not move a name.
      for (const [cnpj, name] of [
        ['33445566000186', 'Alfa Ltda.'],
        ['77889900000166', 'ágil Ltda.'],
      ]) {
        const created = await api.post(
          'auth/companies/',
          { employer_type: 'cnpj', employer_id: cnpj, legal_name: name },
          tokens.access_token,
        );
        expect(created.status).toBe(201);
      }
      const list = await api.get('auth/companies/', tokens.access_token);
      expect(list.body.data.map((c: { legal_name: string }) => c.legal_name)).toEqual([
        'ágil Ltda.',
        'Alfa Ltda.',
      ]);
    });

    it('validates the employer document and refuses a second registration of it', async () => {
      const tokens = await signUpAndIn(api, 'owner2@example.com');
      const bad = await api.post(
        'auth/companies/',
        { employer_type: 'cnpj', employer_id: '11.222.333/0001-80', legal_name: 'X Ltda.' },
        tokens.access_token,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors.employer_id).toEqual(['Invalid CNPJ.']);
      const dup = await api.post(
        'auth/companies/',
        { employer_type: 'cnpj', employer_id: '11.222.333/0001-81', legal_name: 'Y Ltda.' },
        tokens.access_token,
      );
      expect(dup.status).toBe(409);
      const alnum = await api.post(
        'auth/companies/',
        {
          employer_type: 'cnpj',
          employer_id: '12.abc.345/01de-35',
          legal_name: 'Alfa Ltda.',
          timezone: 'America/Manaus',
        },
        tokens.access_token,
      );
      expect(alnum.status).toBe(201);
      expect(alnum.body.data).toMatchObject({
        employer_id: OTHER_CNPJ,
        timezone: 'America/Manaus',
      });
    });

    it("answers 404 for another company's id and for an unknown one, 400 for a malformed one", async () => {
      const stranger = await signUpAndIn(api, 'stranger@example.com');
      const owner = await ownerWithCompany('owner3@example.com', '45723174000110');
      expect(
        (await api.post(`auth/companies/${owner.companyId}/select/`, {}, stranger.access_token))
          .status,
      ).toBe(404);
      expect(
        (
          await api.post(
            'auth/companies/0190a0b0-0000-7000-8000-000000000000/select/',
            {},
            stranger.access_token,
          )
        ).status,
      ).toBe(404);
      expect(
        (await api.post('auth/companies/not-a-uuid/select/', {}, stranger.access_token)).status,
      ).toBe(400);
    });

    it('gives an Employee member only the reduced permission tree', async () => {
      const owner = await ownerWithCompany('owner4@example.com', '60701190000104');
      const employee = await signUpAndIn(api, 'employee4@example.com');
      await t.database.db
        .insert(companyMembers)
        .values({ companyId: owner.companyId, userId: employee.user.id, role: 'employee' });
      const selected = await api.post(
        `auth/companies/${owner.companyId}/select/`,
        {},
        employee.access_token,
      );
      const session = await api.get('base/user/session/', selected.body.data.access_token);
      expect(session.body.data.roleName).toBe('employee');
      expect([...session.body.data.permissions].sort()).toEqual([...EMPLOYEE_PERMISSIONS].sort());
    });
  });

  describe('tokens', () => {
    it('rotates refresh tokens and revokes the whole family when a rotated one comes back', async () => {
      const owner = await ownerWithCompany('owner5@example.com', '33000167000101');
      const first = await api.post('oauth2/refresh_token/', { refresh_token: owner.refresh_token });
      expect(first.status).toBe(200);
      expect(first.body.data.companyId).toBe(owner.companyId);
      expect(first.body.data.refresh_token).not.toBe(owner.refresh_token);

      // Past the grace window for racing tabs, a replay means the token leaked.
      await t.database.db
        .update(refreshTokens)
        .set({ rotatedAt: new Date(Date.now() - 60_000) })
        .where(isNotNull(refreshTokens.rotatedAt));
      const replay = await api.post('oauth2/refresh_token/', {
        refresh_token: owner.refresh_token,
      });
      expect(replay.status).toBe(401);
      // The thief's replay also ended the legitimate holder's session.
      expect(
        (await api.post('oauth2/refresh_token/', { refresh_token: first.body.data.refresh_token }))
          .status,
      ).toBe(401);
      expect((await api.get('base/user/session/', first.body.data.access_token)).status).toBe(401);
      const reuse = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'refresh_token_reuse'));
      expect(reuse).toHaveLength(1);
    });

    it('refuses a token replayed moments after its rotation without ending the session (two tabs)', async () => {
      const tokens = await signUpAndIn(api, 'tabs@example.com');
      const [first, second] = await Promise.all([
        api.post('oauth2/refresh_token/', { refresh_token: tokens.refresh_token }),
        api.post('oauth2/refresh_token/', { refresh_token: tokens.refresh_token }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 401]);
      const winner = first.status === 200 ? first : second;
      const next = await api.post('oauth2/refresh_token/', {
        refresh_token: winner.body.data.refresh_token,
      });
      expect(next.status).toBe(200);
    });

    it('signs out: the access and refresh tokens stop working', async () => {
      const tokens = await signUpAndIn(api, 'fabio@example.com');
      expect((await api.get('oauth2/logout/', tokens.access_token)).status).toBe(200);
      expect((await api.get('base/user/session/', tokens.access_token)).status).toBe(401);
      expect(
        (await api.post('oauth2/refresh_token/', { refresh_token: tokens.refresh_token })).status,
      ).toBe(401);
    });

    it.each(['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'])(
      'refuses the token %s',
      async (token) => {
        expect((await api.get('base/user/session/', token)).status).toBe(401);
      },
    );

    it('refuses an unknown refresh token', async () => {
      expect(
        (await api.post('oauth2/refresh_token/', { refresh_token: 'x'.repeat(43) })).status,
      ).toBe(401);
    });
  });

  describe('password change', () => {
    it('needs the current password, then ends the other sessions but not this one', async () => {
      const first = await signUpAndIn(api, 'gabriela@example.com');
      const second = (
        await api.post('oauth2/token/', { email: 'gabriela@example.com', password: PASSWORD })
      ).body.data;
      const wrong = await api.put(
        'auth/users/update_password/',
        { current_password: 'Nope-1234', new_password: 'Nova-chave-2027' },
        first.access_token,
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.current_password).toEqual(['The current password is incorrect.']);
      const weak = await api.put(
        'auth/users/update_password/',
        { current_password: PASSWORD, new_password: 'abc' },
        first.access_token,
      );
      expect(weak.status).toBe(400);
      const ok = await api.put(
        'auth/users/update_password/',
        { current_password: PASSWORD, new_password: 'Nova-chave-2027' },
        first.access_token,
      );
      expect(ok.status).toBe(200);
      expect((await api.get('base/user/session/', first.access_token)).status).toBe(200);
      expect((await api.get('base/user/session/', second.access_token)).status).toBe(401);
      expect(
        (
          await api.post('oauth2/token/', {
            email: 'gabriela@example.com',
            password: 'Nova-chave-2027',
          })
        ).status,
      ).toBe(200);
    });
  });
});
