import type { AddressInfo } from 'node:net';
import { emailOutbox } from '@ponteiro/db';
import { desc } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, PASSWORD, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

function tokenFrom(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
}

describe.each(testDatabaseKinds())('password reset (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { APP_URL: 'https://ponto.example.com/', DEV_OUTBOX: 'true' },
    });
    api = client(t.app);
  });
  afterAll(() => t.close());

  /** Forgot-password answers first and queues the email after: wait for that work. */
  async function forgot(body: { email: string }) {
    const res = await api.post('auth/users/forgot_password/', body);
    await t.app.background.idle();
    return res;
  }

  async function latestEmail() {
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    return row;
  }

  it('answers the same for unknown and known accounts, and mails a link only to the known one', async () => {
    const before = (await t.database.db.select().from(emailOutbox)).length;
    const unknown = await forgot({ email: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(before);

    await signUpAndIn(api, 'helena@example.com', 'Helena Dias');
    const known = await forgot({ email: 'Helena@Example.com' });
    expect(known.body).toEqual(unknown.body);
    const email = await latestEmail();
    expect(email).toMatchObject({
      toAddress: 'helena@example.com',
      subject: 'Redefinição de senha do Ponteiro',
    });
    expect(email!.textBody).toContain('https://ponto.example.com/reset-password?token=');
  });

  it('resets once with a valid link and ends every session', async () => {
    const session = await signUpAndIn(api, 'igor@example.com', 'Igor Melo');
    await forgot({ email: 'igor@example.com' });
    const token = tokenFrom((await latestEmail())!.textBody);

    const check = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/auth/users/reset_password/?token=${token}`,
    });
    expect(check.statusCode).toBe(200);
    expect(check.headers['cache-control']).toBe('no-store');

    const weak = await api.post(`auth/users/reset_password/?token=${token}`, { password: 'fraca' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toHaveLength(1);

    expect(
      (await api.post(`auth/users/reset_password/?token=${token}`, { password: 'Nova-chave-2027' }))
        .status,
    ).toBe(200);
    const again = await api.post(`auth/users/reset_password/?token=${token}`, {
      password: 'Outra-senha-2027',
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_token');

    expect((await api.get('base/user/session/', session.access_token)).status).toBe(401);
    expect(
      (await api.post('oauth2/token/', { email: 'igor@example.com', password: PASSWORD })).status,
    ).toBe(401);
    expect(
      (await api.post('oauth2/token/', { email: 'igor@example.com', password: 'Nova-chave-2027' }))
        .status,
    ).toBe(200);
  });

  it('keeps only the newest link valid and refuses made-up tokens', async () => {
    await signUpAndIn(api, 'julia@example.com', 'Júlia Reis');
    await forgot({ email: 'julia@example.com' });
    const first = tokenFrom((await latestEmail())!.textBody);
    await forgot({ email: 'julia@example.com' });
    const second = tokenFrom((await latestEmail())!.textBody);
    expect((await api.get(`auth/users/reset_password/?token=${first}`)).status).toBe(400);
    expect((await api.get(`auth/users/reset_password/?token=${second}`)).status).toBe(200);
    expect((await api.get(`auth/users/reset_password/?token=${'y'.repeat(43)}`)).status).toBe(400);
    expect((await api.get('auth/users/reset_password/')).status).toBe(400);
  });

  it('sends at most three links an hour per account', async () => {
    await signUpAndIn(api, 'karla@example.com', 'Karla Nunes');
    const count = async () =>
      (await t.database.db.select().from(emailOutbox)).filter(
        (e) => e.toAddress === 'karla@example.com',
      ).length;
    for (let i = 0; i < 5; i++)
      expect((await forgot({ email: 'karla@example.com' })).status).toBe(200);
    expect(await count()).toBe(3);
  });

  it('never shows emails at a public address (the old development outbox is gone)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/dev/outbox/' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('reset-password?token=');
  });
});

describe('delivery by SMTP', () => {
  let smtp: SMTPServer;
  const received: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends the reset email through the SMTP server and marks it sent', async () => {
    const port = (smtp.server.address() as AddressInfo).port;
    const t = await createTestApp('pglite', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const api = client(t.app);
      await signUpAndIn(api, 'lucas@example.com', 'Lucas Prado');
      await api.post('auth/users/forgot_password/', { email: 'lucas@example.com' });
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(received[0]).toContain('To: lucas@example.com');
      // The body travels quoted-printable: undo soft line breaks and =XX escapes.
      const decoded = Buffer.from(
        received[0]!
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`),
        'latin1',
      ).toString();
      expect(decodeURIComponent(decoded.replace(/%(?![0-9A-F]{2})/g, '%25'))).toContain(
        'reset-password?token=',
      );
      await expect
        .poll(async () => (await t.database.db.select().from(emailOutbox))[0]?.sentAt, {
          timeout: 10_000,
        })
        .toBeInstanceOf(Date);
      // SMTP delivers the emails: the back-office outbox is not served.
      expect(t.app.config.devOutbox).toBe(false);
      expect((await api.get('admin-ponteiro/outbox/')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
