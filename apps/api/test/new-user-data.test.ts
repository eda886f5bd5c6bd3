import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyUser, ownerOf } from './support/company-people.js';
import { type Client, client } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// What a new user typed and did not get back (issue 12, "wrong data").
describe.each(testDatabaseKinds())('data a new user enters (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    owner = await ownerOf(api, 'dados@example.com', '11222333000181');
  });
  afterAll(() => t.close());

  it.each([
    ['en-US', 'Invalid CBO: enter 6 digits.'],
    ['pt-BR', 'CBO inválido: informe 6 dígitos.'],
  ])('refuses a CBO with letters instead of saving it empty (%s)', async (language, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1.0/organization/positions/',
      payload: { name: 'Analista', cbo: 'abc' },
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': language },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ cbo: [message] });
    const list = await api.get('organization/positions/?search=Analista', owner.token);
    expect(list.body.data.count).toBe(0);
  });

  it('keeps the dial code of an employee saved without a phone', async () => {
    const sub = await api.post(
      'organization/subsidiaries/',
      {
        name: 'Matriz',
        employer_type: 'cnpj',
        employer_id: '11.222.333/0001-81',
        timezone: 'America/Sao_Paulo',
        address: {},
      },
      owner.token,
    );
    expect(sub.status).toBe(201);
    const made = await api.post(
      'employees/',
      {
        name: 'Ana Lima',
        cpf: '52998224725',
        admission_date: '2024-01-02',
        subsidiary_id: sub.body.data.id,
        country_code: '+55',
        phone: '',
      },
      owner.token,
    );
    expect(made.status).toBe(201);
    expect(made.body.data.country_code).toBe('+55');
    const read = await api.get(`employees/${made.body.data.id}/`, owner.token);
    expect(read.body.data.country_code).toBe('+55');
  });
});
