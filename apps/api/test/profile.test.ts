import { companyMembers } from '@ponteiro/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

function multipart(bytes: Buffer, filename = 'image.png') {
  const boundary = '----ponteiro';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDatabaseKinds())('profiles (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: { token: string; companyId: string };
  let employeeToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const s = await signUpAndIn(api, 'perfil@example.com', 'Paula Lima');
    const c = await api.post(
      'auth/companies/',
      { employer_type: 'cpf', employer_id: '529.982.247-25', legal_name: 'Paula Lima' },
      s.access_token,
    );
    owner = {
      token: (await api.post(`auth/companies/${c.body.data.id}/select/`, {}, s.access_token)).body
        .data.access_token,
      companyId: c.body.data.id,
    };
    const e = await signUpAndIn(api, 'func@example.com', 'Fábio Rocha');
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: owner.companyId, userId: e.user.id, role: 'employee' });
    employeeToken = (
      await api.post(`auth/companies/${owner.companyId}/select/`, {}, e.access_token)
    ).body.data.access_token;
  });
  afterAll(() => t.close());

  const upload = (url: string, token: string, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1.0/${url}`,
      ...multipart(bytes),
      headers: { ...multipart(bytes).headers, authorization: `Bearer ${token}` },
    });

  it('updates the own profile with validation', async () => {
    const ok = await api.put(
      'auth/users/profile/',
      {
        name: '  Paula   Lima Souza ',
        phone: '(21) 99876-5432',
        country_code: '+55',
        language: 'en-US',
      },
      owner.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      name: 'Paula Lima Souza',
      phone: '21998765432',
      language: 'en-US',
    });
    const bad = await api.put(
      'auth/users/profile/',
      { name: 'P4ula', language: 'fr' },
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['language', 'name']);
  });

  it('stores a photo checked by its bytes and serves it back', async () => {
    const res = await upload('auth/users/photo/', owner.token, PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.has_photo).toBe(true);
    const photoUrl: string = res.json().data.photo_url;
    expect((await api.get('base/user/session/', owner.token)).body.data.user.photo_url).toBe(
      photoUrl,
    );
    const photo = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.rawPayload, PNG)).toBe(0);
    expect((await upload('auth/users/photo/', owner.token, PDF)).statusCode).toBe(415);
    expect(
      (
        await upload(
          'auth/users/photo/',
          owner.token,
          Buffer.concat([PNG, Buffer.alloc(210 * 1024)]),
        )
      ).statusCode,
    ).toBe(413);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1.0/auth/users/photo/',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.json().data).toMatchObject({ has_photo: false, photo_url: null });
    expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
  });

  it('lets the Employee see the company profile but not edit it', async () => {
    const seen = await api.get('company/profile/', employeeToken);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      employer_type: 'cpf',
      employer_id: '52998224725',
      has_logo: false,
      logo_url: null,
    });
    const body = { legal_name: 'Outro Nome', timezone: 'America/Sao_Paulo' };
    expect((await api.put('company/profile/', body, employeeToken)).status).toBe(403);
    expect((await upload('company/logo/', employeeToken, PNG)).statusCode).toBe(403);
  });

  it('lets the owner edit the company profile and logo, but not the employer document', async () => {
    const res = await api.put(
      'company/profile/',
      {
        legal_name: 'Paula Lima ME',
        trade_name: 'Padaria da Paula',
        timezone: 'America/Recife',
        address: { city: 'Recife', state: 'pe' },
        employer_id: '11222333000181',
      },
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      legal_name: 'Paula Lima ME',
      timezone: 'America/Recife',
      employer_id: '52998224725',
      address: { city: 'Recife', state: 'PE' },
    });
    expect(
      (await api.put('company/profile/', { legal_name: 'X', timezone: 'Mars/Base' }, owner.token))
        .status,
    ).toBe(400);
    expect((await upload('company/logo/', owner.token, PNG)).json().data.has_logo).toBe(true);
    // The Employee sees the profile, so it gets a working logo URL too.
    const seen = await api.get('company/profile/', employeeToken);
    const logo = await t.app.inject({ method: 'GET', url: seen.body.data.logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });
});
