import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaSigner } from '../src/modules/media/signer.js';
import { type CompanyUser, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { multipartFile } from './support/multipart.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
// Known to the test so it can sign URLs the way the server does (expired ones too).
const JWT_SECRET = 'media-test-secret-0123456789abcdef-0123456789';
const URL_PATTERN =
  /^\/api\/v1\.0\/media\/(users\/[0-9a-f-]{36}\/photo-\d+\.png)\?exp=(\d+)&sig=([\w-]{43})$/;

describe.each(testDatabaseKinds())('media: signed URLs of uploaded files (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let a: CompanyUser;
  let b: CompanyUser;
  const signer = createMediaSigner(new TextEncoder().encode(JWT_SECRET));

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { JWT_SECRET } });
    api = client(t.app);
    a = await ownerOf(api, 'media-a@example.com', '11222333000181');
    b = await ownerOf(api, 'media-b@example.com', '11444777000161');
  });
  afterAll(() => t.close());

  const upload = (url: string, token: string, bytes: Buffer, name = 'image.png') => {
    const { payload, headers } = multipartFile(bytes, name);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1.0/${url}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });

  it('serves the photo of the profile answer with its type, nosniff and a private cache', async () => {
    const saved = await upload('auth/users/photo/', a.token, PNG);
    expect(saved.statusCode).toBe(200);
    const url: string = saved.json().data.photo_url;
    const [, , exp] = URL_PATTERN.exec(url) ?? [];
    expect(exp).toBeDefined();
    // At least 15 minutes, rounded up to a 5-minute step so the URL stays the same a while.
    const left = Number(exp) - Date.now() / 1000;
    expect(left).toBeGreaterThan(15 * 60 - 5);
    expect(left).toBeLessThanOrEqual(20 * 60);
    expect(Number(exp) % 300).toBe(0);
    expect((await api.get('base/user/session/', a.token)).body.data.user.photo_url).toBe(url);

    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(20 * 60);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the stored type: a JPEG logo is served as image/jpeg', async () => {
    const saved = await upload('company/logo/', a.token, JPEG, 'logo.jpg');
    expect(saved.statusCode).toBe(200);
    const url: string = (await api.get('company/profile/', a.token)).body.data.logo_url;
    expect(url).toMatch(/\/media\/companies\/[0-9a-f-]{36}\/logo-\d+\.jpeg\?/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
  });

  it('refuses a tampered signature or expiry, and a missing one, with 403', async () => {
    const url: string = (await api.get('base/user/session/', a.token)).body.data.user.photo_url;
    const [, key, exp, sig] = URL_PATTERN.exec(url)!;
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    const later = Number(exp) + 3600;
    for (const bad of [
      `/api/v1.0/media/${key}?exp=${exp}&sig=${flipped}`,
      `/api/v1.0/media/${key}?exp=${later}&sig=${sig}`,
      `/api/v1.0/media/${key}?exp=${exp}`,
      `/api/v1.0/media/${key}`,
      `/api/v1.0/media/${key}?exp=soon&sig=${sig}`,
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'invalid_token',
        message: expect.stringContaining('This link is invalid'),
      });
    }
    const pt = await t.app.inject({
      method: 'GET',
      url: `/api/v1.0/media/${key}?exp=${later}&sig=${sig}`,
    });
    expect(pt.json().message).toContain('Este link é inválido');
  });

  it('refuses an expired URL, though it was signed with the right key', async () => {
    const url: string = (await api.get('base/user/session/', a.token)).body.data.user.photo_url;
    const [, key] = URL_PATTERN.exec(url)!;
    // The test's signer is the server's (same key): a fresh URL works, one from 2 hours ago not.
    expect((await get(signer.url(key!)!)).statusCode).toBe(200);
    const past = createMediaSigner(new TextEncoder().encode(JWT_SECRET), {
      now: () => Date.now() - 2 * 3600_000,
    });
    expect((await get(past.url(key!)!)).statusCode).toBe(403);
  });

  it("never serves another company's file without its own signature", async () => {
    await upload('company/logo/', b.token, PNG);
    const bUrl: string = (await api.get('company/profile/', b.token)).body.data.logo_url;
    const aUrl: string = (await api.get('company/profile/', a.token)).body.data.logo_url;
    const bKey = /\/media\/([^?]+)\?/.exec(bUrl)![1]!;
    const aQuery = aUrl.slice(aUrl.indexOf('?'));
    // A's signature does not open B's key; B's key with no signature is refused too.
    expect((await get(`/api/v1.0/media/${bKey}${aQuery}`)).statusCode).toBe(403);
    expect(
      (await get(`/api/v1.0/media/${bKey}?exp=9999999999&sig=${'x'.repeat(43)}`)).statusCode,
    ).toBe(403);
    // Company A's member never receives B's URL: A's answers only carry A's files.
    expect(aUrl).toContain(`/companies/${a.companyId}/`);
    expect(bUrl).toContain(`/companies/${b.companyId}/`);
    expect((await get(bUrl)).statusCode).toBe(200);
  });

  it('answers 404 to keys that cannot exist, whatever the signature', async () => {
    const signed = (key: string) => signer.url(key)!;
    for (const path of [
      signed('users/0190a0b0-0000-7000-8000-000000000000/photo-1.png'),
      '/api/v1.0/media/users/../../etc/passwd?exp=9999999999&sig=x',
      '/api/v1.0/media/users/%2e%2e/%2e%2e/package.json?exp=9999999999&sig=x',
      '/api/v1.0/media/..%2f..%2fpackage.json?exp=9999999999&sig=x',
      signed('users/abc/photo-1.svg'),
      signed('Users/abc/photo-1.png'),
      '/api/v1.0/media/?exp=1&sig=x',
    ]) {
      const res = await get(path);
      expect([400, 404], path).toContain(res.statusCode);
    }
    // Keys with `..` are not even signable into a working URL: the key check comes first.
    expect((await get(signed('users/../photo-1.png'))).statusCode).toBe(404);
  });

  it('describes the media route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = Object.keys(doc.paths).find((p) => p.startsWith('/api/v1.0/media/'));
    expect(path).toBeDefined();
    const operation = doc.paths[path!].get;
    expect(operation.description).toContain('signed');
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['exp', 'sig']),
    );
  });
});
