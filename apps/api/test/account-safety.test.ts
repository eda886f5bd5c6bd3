import { emailOutbox } from '@ponteiro/db';
import { seedIfEmpty } from '@ponteiro/db/seed';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../src/lib/background.js';
import { createMailer } from '../src/lib/mailer.js';
import { passwordResetRoutes } from '../src/modules/auth/password-reset.routes.js';
import { createSignInThrottle, signInLimits } from '../src/modules/auth/sign-in-throttle.js';
import { type Client, client, PASSWORD, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, testDatabaseKinds } from './support/test-database.js';

const ADMIN_PASSWORD = 'Admin-senha-2026';
const JWT_SECRET = 'a-test-signing-secret-of-at-least-32-chars';

describe.each(testDatabaseKinds())('account safety (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { JWT_SECRET, APP_URL: 'https://ponto.example.com' } });
    await seedIfEmpty(t.database.db, { demo: false, adminPassword: ADMIN_PASSWORD });
    api = client(t.app);
  });
  afterAll(() => t.close());

  /** A JSON call from a given client address. */
  const from = (ip: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1.0/${url}`, payload, remoteAddress: ip });

  const adminLogin = async (password = ADMIN_PASSWORD) =>
    (await api.post('admin-ponteiro/auth/login/', { username: 'admin', password })).body.data
      .access_token as string;

  describe('outbox', () => {
    it('is gone from the public address and is read by platform administrators only', async () => {
      await signUpAndIn(api, 'otavio@example.com', 'Otávio Lima');
      await api.post('auth/users/forgot_password/', { email: 'otavio@example.com' });
      await t.app.background.idle();

      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox/' })).statusCode).toBe(404);
      expect((await api.get('admin-ponteiro/outbox/')).status).toBe(401);
      const user = await signUpAndIn(api, 'paula@example.com');
      expect((await api.get('admin-ponteiro/outbox/', user.access_token)).status).toBe(401);

      const admin = await adminLogin();
      const list = await api.get('admin-ponteiro/outbox/?search=otavio', admin);
      expect(list.status).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.body.data).toMatchObject({ count: 1, page: 1, page_size: 25 });
      const [item] = list.body.data.results;
      expect(item).toMatchObject({ to: 'otavio@example.com', status: 'pending', sent_at: null });
      expect(item.text).toBeUndefined();

      const one = await api.get(`admin-ponteiro/outbox/${item.id}/`, admin);
      expect(one.status).toBe(200);
      expect(one.headers['cache-control']).toBe('no-store');
      expect(one.body.data.text).toContain('https://ponto.example.com/reset-password?token=');
      expect(one.body.data.html).toBeUndefined();

      expect((await api.get(`admin-ponteiro/outbox/${item.id}/`, user.access_token)).status).toBe(
        401,
      );
      expect(
        (await api.get('admin-ponteiro/outbox/0190a000-0000-7000-8000-000000000009/', admin))
          .status,
      ).toBe(404);
      expect((await api.get('admin-ponteiro/outbox/?page_size=7', admin)).status).toBe(400);
      expect(
        (await api.get('admin-ponteiro/outbox/?status=sent', admin)).body.data.results,
      ).toEqual([]);
    });
  });

  describe('sign-in throttle', () => {
    it('failures from one address do not lock the account for another address', async () => {
      await signUpAndIn(api, 'quiteria@example.com');
      const attempt = (ip: string, password: string) =>
        from(ip, 'oauth2/token/', { email: 'quiteria@example.com', password });
      for (let i = 0; i < 6; i++) await attempt('203.0.113.10', 'Wrong-pass-1');
      const blocked = await attempt('203.0.113.10', PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt('198.51.100.20', PASSWORD)).statusCode).toBe(200);
    });

    it('the platform administrator is not locked out by someone guessing elsewhere', async () => {
      const attempt = (ip: string, password: string) =>
        from(ip, 'admin-ponteiro/auth/login/', { username: 'admin', password });
      for (let i = 0; i < 8; i++) await attempt('203.0.113.11', 'Wrong-pass-1');
      expect((await attempt('203.0.113.11', ADMIN_PASSWORD)).statusCode).toBe(429);
      expect((await attempt('198.51.100.21', ADMIN_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('passwords', () => {
    it.each([
      ['senha123'],
      ['mudar123'],
      ['password123'],
      ['Ponteiro@2026'],
      ['P0nteiro-2026!'],
      ['rita.moraes2026'],
      ['Moraes-2026'],
    ])('sign-up refuses %s with a translated hint on `password`', async (password) => {
      const res = await api.post('auth/users/sign_up/', {
        name: 'Rita Moraes',
        email: 'rita.moraes@example.com',
        password,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.password[0]).toMatch(/Hint: use 3 or 4 unrelated words/);
    });

    it('answers in Portuguese too', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/auth/users/sign_up/',
        headers: { 'accept-language': 'pt' },
        payload: { name: 'Rita Moraes', email: 'rita@example.com', password: 'senha1234' },
      });
      expect(res.json().errors.password[0]).toMatch(/^Senha fácil de adivinhar/);
    });

    it('password change, reset, admin password change and new system users refuse weak ones', async () => {
      const user = await signUpAndIn(api, 'sergio@example.com', 'Sérgio Antunes');
      const change = await api.put(
        'auth/users/update_password/',
        { current_password: PASSWORD, new_password: 'Sergio-2027' },
        user.access_token,
      );
      expect(change.status).toBe(400);
      expect(Object.keys(change.body.errors)).toEqual(['new_password']);

      await api.post('auth/users/forgot_password/', { email: 'sergio@example.com' });
      await t.app.background.idle();
      const rows = await t.database.db.select().from(emailOutbox);
      const text = rows.find((r) => r.toAddress === 'sergio@example.com')!.textBody;
      const token = decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);
      const reset = await api.post(`auth/users/reset_password/?token=${token}`, {
        password: 'senha12345',
      });
      expect(reset.status).toBe(400);
      expect(Object.keys(reset.body.errors)).toEqual(['password']);
      // The link was not used up by the refused attempt.
      expect((await api.get(`auth/users/reset_password/?token=${token}`)).status).toBe(200);

      const admin = await adminLogin();
      const adminChange = await api.put(
        'admin-ponteiro/users/password_change/',
        { current_password: ADMIN_PASSWORD, new_password: 'admin2026x' },
        admin,
      );
      expect(adminChange.status).toBe(400);
      expect(Object.keys(adminChange.body.errors)).toEqual(['new_password']);
      const created = await api.post(
        'admin-ponteiro/users/',
        { username: 'plantao', name: 'Plantão', password: 'Plantao-2026' },
        admin,
      );
      expect(created.status).toBe(400);
      expect(Object.keys(created.body.errors)).toEqual(['password']);
    });
  });

  describe('tokens', () => {
    const key = new TextEncoder().encode(JWT_SECRET);

    it('refuses a correctly signed company token without `exp`', async () => {
      const user = await signUpAndIn(api, 'tania@example.com');
      const claims = JSON.parse(
        Buffer.from(user.access_token.split('.')[1]!, 'base64url').toString(),
      );
      const forever = await new SignJWT({ fam: claims.fam })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('ponteiro')
        .setAudience('ponteiro:company')
        .setSubject(claims.sub)
        .setIssuedAt()
        .sign(key);
      expect((await api.get('base/user/session/', user.access_token)).status).toBe(200);
      expect((await api.get('base/user/session/', forever)).status).toBe(401);
    });

    it('refuses a correctly signed admin token without `exp`', async () => {
      const admin = await adminLogin();
      const claims = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString());
      const forever = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('ponteiro')
        .setAudience('ponteiro:admin')
        .setSubject(claims.sub)
        .setJti(crypto.randomUUID())
        .setIssuedAt()
        .sign(key);
      expect((await api.get('admin-ponteiro/users/get_user/', forever)).status).toBe(401);
    });

    it('answers with Cache-Control: no-store where tokens and personal data travel', async () => {
      await signUpAndIn(api, 'ursula@example.com');
      const signIn = await api.post('oauth2/token/', {
        email: 'ursula@example.com',
        password: PASSWORD,
      });
      expect(signIn.headers['cache-control']).toBe('no-store');
      const session = await api.get('base/user/session/', signIn.body.data.access_token);
      expect(session.headers['cache-control']).toBe('no-store');
      const admin = await api.post('admin-ponteiro/auth/login/', {
        username: 'admin',
        password: ADMIN_PASSWORD,
      });
      expect(admin.headers['cache-control']).toBe('no-store');
      const refused = await api.get('base/user/session/');
      expect(refused.status).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('admin sign-out revokes that token on the server, and only that one', async () => {
      const first = await adminLogin();
      const second = await adminLogin();
      expect((await api.post('admin-ponteiro/auth/logout/', {}, first)).status).toBe(200);
      expect((await api.get('admin-ponteiro/users/get_user/', first)).status).toBe(401);
      expect((await api.post('admin-ponteiro/auth/logout/', {}, first)).status).toBe(401);
      expect((await api.get('admin-ponteiro/users/get_user/', second)).status).toBe(200);
      expect((await api.get('admin-ponteiro/auth/logout/', second)).status).toBe(200);
      expect((await api.get('admin-ponteiro/users/get_user/', second)).status).toBe(401);
    });
  });

  describe('forgot password', () => {
    it('answers known and unknown addresses alike, and queues the email after answering', async () => {
      await signUpAndIn(api, 'vera@example.com', 'Vera Campos');
      const known = await api.post('auth/users/forgot_password/', { email: 'vera@example.com' });
      const unknown = await api.post('auth/users/forgot_password/', {
        email: 'ninguem@example.com',
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      await t.app.background.idle();
      const rows = await t.database.db.select().from(emailOutbox);
      expect(rows.filter((r) => r.toAddress === 'vera@example.com')).toHaveLength(1);
      expect(rows.filter((r) => r.toAddress === 'ninguem@example.com')).toHaveLength(0);
    });
  });
});

describe('forgot-password route', () => {
  it('answers before the reset work is done (that work never finishes here)', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const started: string[] = [];
    await app.register(passwordResetRoutes, {
      passwordReset: {
        request: (email) => {
          started.push(email);
          return new Promise<void>(() => {});
        },
        check: async () => {},
        reset: async () => {},
      },
      appUrl: 'https://ponto.example.com',
      background: createBackgroundTasks(app.log),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/auth/users/forgot_password/',
      payload: { email: 'lenta@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['lenta@example.com']);
    await app.close();
  });
});

describe('sign-in throttle buckets drain with time', () => {
  it('the address bucket empties on its own; the account bucket per address too', async () => {
    const database = await createTestDatabase('pglite');
    let now = Date.parse('2026-03-02T09:00:00Z');
    const throttle = createSignInThrottle(database.db, () => now);
    try {
      const limits = signInLimits('user:ana@example.com', '192.0.2.1');
      const [accountAtIp, ip] = limits;
      // 100 failures from one address, on different accounts: the address is full.
      for (let i = 0; i < 100; i++) await throttle.recordFailure([ip!]);
      await expect(throttle.assertAllowed(limits)).rejects.toMatchObject({
        code: 'rate_limited',
        details: { retryAfterSeconds: 15 },
      });
      // One drain interval later there is room for one more attempt.
      now += 15_000;
      await expect(throttle.assertAllowed(limits)).resolves.toBeUndefined();
      // After an hour, a whole office's worth of failures fits again.
      now += 3_600_000;
      for (let i = 0; i < 99; i++) await throttle.recordFailure([ip!]);
      await expect(throttle.assertAllowed(limits)).resolves.toBeUndefined();

      for (let i = 0; i < 5; i++) await throttle.recordFailure([accountAtIp!]);
      await expect(throttle.assertAllowed(limits)).rejects.toMatchObject({
        details: { retryAfterSeconds: 120 },
      });
      // The same account from another address is not affected.
      await expect(
        throttle.assertAllowed(signInLimits('user:ana@example.com', '192.0.2.2')),
      ).resolves.toBeUndefined();
      now += 120_000;
      await expect(throttle.assertAllowed(limits)).resolves.toBeUndefined();
    } finally {
      await database.destroy();
    }
  });
});

describe('emails kept in the outbox in demo mode', () => {
  it('write their links to the server log, at info level', async () => {
    const database = await createTestDatabase('pglite');
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry) } as unknown as FastifyBaseLogger;
    try {
      const quiet = createMailer({ db: database.db, from: 'x@example.com', log });
      const email = {
        to: 'ana@example.com',
        subject: 'Convite',
        text: 'Entre: https://ponto.example.com/select-company?invitation=abc\n',
        html: '',
      };
      await quiet.queue(database.db, email);
      expect(logged).toEqual([]);
      const demo = createMailer({ db: database.db, from: 'x@example.com', log, logLinks: true });
      await demo.queue(database.db, email);
      expect(logged).toEqual([
        {
          to: 'ana@example.com',
          subject: 'Convite',
          links: ['https://ponto.example.com/select-company?invitation=abc'],
        },
      ]);
    } finally {
      await database.destroy();
    }
  });
});
