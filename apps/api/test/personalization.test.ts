import { auditLog, emailOutbox, users } from '@ponteiro/db';
import { createCompanyWithOwner, createMember, createRole, createUser } from '@ponteiro/db/testing';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from './support/factory-session.js';
import { type Client, client, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Issue 19, System › Personalization: the brand colour (format 400, WCAG AA contrast 422 with the
// ratio and the minimum in the caller's language, nothing written), new users' language, the
// audit (before/after, nothing for a no-op), the session carrying the colour, an invited user's
// account language following the company's default, and the walls (permission, company).

const SETTINGS = 'system/personalization/settings/';

describe.each(testDatabaseKinds())('personalization settings (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let companyId: string;
  let ownerId: string;
  let owner: string;
  let clerk: string;
  let employee: string;
  let otherOwner: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const db = t.database.db;
    const mine = await createCompanyWithOwner(db);
    companyId = mine.company.id;
    ownerId = mine.owner.id;
    owner = await accessTokenFor(t, ownerId, companyId);
    clerk = await accessTokenFor(
      t,
      (await createMember(db, companyId, await createRole(db, companyId, ['company_profile']))).id,
      companyId,
    );
    employee = await accessTokenFor(
      t,
      (await createMember(db, companyId, 'employee')).id,
      companyId,
    );
    const theirs = await createCompanyWithOwner(db);
    otherOwner = await accessTokenFor(t, theirs.owner.id, theirs.company.id);
  });
  afterAll(() => t.close());

  const audits = () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company_personalization'), eq(auditLog.companyId, companyId)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));

  const put = (body: unknown, language: 'pt' | 'en-US' = 'en-US', token = owner) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1.0/${SETTINGS}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    });

  it('answers the defaults before the first save: the product colour, Portuguese', async () => {
    const res = await api.get(SETTINGS, owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      primary_color: null,
      default_language: 'pt',
      updated_at: null,
    });
    expect((await api.get('base/user/session/', owner)).body.data.brandColor).toBeNull();
  });

  it('refuses a badly written colour or language with 400 and writes nothing', async () => {
    for (const body of [
      { primary_color: '#fff' },
      { primary_color: '1456a0' },
      { primary_color: '#1456a0ff' },
      { primary_color: '#12345g' },
      { primary_color: 'blue' },
      { primary_color: 12 },
      { default_language: 'es' },
      { theme: 'dark' },
    ]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
    expect((await put({ primary_color: '#fff' })).json().errors.primary_color).toEqual([
      'Enter the colour as #rrggbb (for example, #1456a0).',
    ]);
    expect(await audits()).toHaveLength(0);
  });

  it('refuses a colour under 4.5:1 with 422, the ratio and the minimum in both languages', async () => {
    const en = await put({ primary_color: '#777777' }, 'en-US');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'business_rule',
      message:
        'This colour has a contrast of 4.48:1 with white; the minimum (WCAG AA) is 4.5:1. Choose a darker colour.',
    });
    const pt = await put({ primary_color: '#777777' }, 'pt');
    expect(pt.statusCode).toBe(422);
    expect(pt.json().message).toBe(
      'Esta cor tem contraste de 4,48:1 com o branco; o mínimo (WCAG AA) é 4,5:1. Escolha uma cor mais escura.',
    );
    expect(pt.json().errors.primary_color).toEqual([pt.json().message]);
    // A refused colour writes nothing, not even the language sent with it.
    const mixed = await put({ primary_color: '#ffcc00', default_language: 'en-US' });
    expect(mixed.statusCode).toBe(422);
    expect((await api.get(SETTINGS, owner)).body.data).toMatchObject({
      primary_color: null,
      default_language: 'pt',
    });
    expect(await audits()).toHaveLength(0);
  });

  it('saves a legible colour (any case, stored lowercase), audited, and the session carries it', async () => {
    const saved = await put({ primary_color: '#767676' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.primary_color).toBe('#767676');
    const upper = await put({ primary_color: '#0B6E4F' });
    expect(upper.json().data).toMatchObject({ primary_color: '#0b6e4f', default_language: 'pt' });
    expect(upper.json().data.updated_at).toEqual(expect.any(String));
    expect((await api.get('base/user/session/', owner)).body.data.brandColor).toBe('#0b6e4f');

    // The same value again is no change: no audit row.
    await put({ primary_color: '#0b6e4f' });
    expect(
      (await audits()).map((a) => [a.action, a.actorId, a.entityId, a.before, a.after]),
    ).toEqual([
      ['update', ownerId, companyId, { primary_color: null }, { primary_color: '#767676' }],
      ['update', ownerId, companyId, { primary_color: '#767676' }, { primary_color: '#0b6e4f' }],
    ]);
  });

  it('restores the product colour with null and keeps the language when it is left out', async () => {
    await put({ default_language: 'en-US' });
    const restored = await put({ primary_color: null });
    expect(restored.json().data).toMatchObject({ primary_color: null, default_language: 'en-US' });
    expect((await api.get('base/user/session/', owner)).body.data.brandColor).toBeNull();
    const last = (await audits()).slice(-2).map((a) => [a.before, a.after]);
    expect(last).toEqual([
      [{ default_language: 'pt' }, { default_language: 'en-US' }],
      [{ primary_color: '#0b6e4f' }, { primary_color: null }],
    ]);
  });

  it('starts an invited new user in the company’s language; an existing account keeps its own', async () => {
    const db = t.database.db;
    await put({ default_language: 'en-US' });
    const invite = async (email: string) => {
      expect(
        (await api.post('company/invitations/', { email, role: 'employee' }, owner)).status,
      ).toBe(201);
      const [mail] = await db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      return {
        subject: mail!.subject,
        token: decodeURIComponent(/invitation=([^\s&]+)/.exec(mail!.textBody)![1]!),
      };
    };
    const languageOf = async (id: string) =>
      (await db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]
        ?.language;

    // No account yet: the email is in the company's language, and so is the new account.
    const fresh = await invite('nova.pessoa@example.com');
    expect(fresh.subject).toMatch(/^Invitation to /);
    const newcomer = await signUpAndIn(api, 'nova.pessoa@example.com', 'Nova Pessoa');
    expect(await languageOf(newcomer.user.id)).toBe('pt');
    const accepted = await api.post(
      'auth/invitations/accept/',
      { token: fresh.token },
      newcomer.access_token,
    );
    expect(accepted.status).toBe(200);
    expect(await languageOf(newcomer.user.id)).toBe('en-US');

    // Someone who had an account before the invitation keeps their language (and gets it in theirs).
    const veteran = await createUser(db, { email: 'veterana@example.com' });
    const old = await invite('veterana@example.com');
    expect(old.subject).toMatch(/^Convite /);
    const veteranToken = await accessTokenFor(t, veteran.id, null);
    const joined = await api.post('auth/invitations/accept/', { token: old.token }, veteranToken);
    expect(joined.status).toBe(200);
    expect(await languageOf(veteran.id)).toBe('pt');

    await put({ default_language: 'pt' });
  });

  it('keeps the settings to settings.system.personalization and to the company', async () => {
    for (const token of [clerk, employee]) {
      expect((await api.get(SETTINGS, token)).status).toBe(403);
      expect((await put({ primary_color: '#0b6e4f' }, 'en-US', token)).statusCode).toBe(403);
    }
    await put({ primary_color: '#0b6e4f' });
    const theirs = await api.get(SETTINGS, otherOwner);
    expect(theirs.body.data.primary_color).toBeNull();
    expect((await api.get('base/user/session/', otherOwner)).body.data.brandColor).toBeNull();
    await put({ primary_color: null });
  });
});
