import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyUser, customRole, memberOf, ownerOf } from './support/company-people.js';
import { type Client, client, signUpAndIn } from './support/http.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

// Profile edits are checked against the specification's permissions: user_profile.edit for the
// own profile inside a company, company_profile.edit for the company's. A user who is in no
// company yet edits their own account freely.

const PROFILE = { name: 'Nome Novo', language: 'pt' };

describe.each(testDatabaseKinds())('profile permissions (%s)', (kind) => {
  let t: TestApp;
  let api: Client;
  let owner: CompanyUser;
  let employee: CompanyUser;
  let profileEditor: CompanyUser;
  let companyEditor: CompanyUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    owner = await ownerOf(api, 'dona@example.com', '11222333000181');
    employee = await memberOf(t, api, owner, 'colab@example.com', 'employee');
    const own = await customRole(api, owner, 'Perfil', ['user_profile.edit']);
    profileEditor = await memberOf(t, api, owner, 'perfil@example.com', own);
    const company = await customRole(api, owner, 'Empresa', ['company_profile.edit']);
    companyEditor = await memberOf(t, api, owner, 'empresa@example.com', company);
  });
  afterAll(() => t.close());

  it('lets a role with user_profile.edit edit its profile, and the owner', async () => {
    expect((await api.put('auth/users/profile/', PROFILE, profileEditor.token)).status).toBe(200);
    expect((await api.put('auth/users/profile/', PROFILE, owner.token)).status).toBe(200);
  });

  it('refuses profile and photo edits (403) to a company role without user_profile.edit', async () => {
    for (const who of [employee, companyEditor]) {
      const res = await api.put('auth/users/profile/', PROFILE, who.token);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
      expect((await api.delete('auth/users/photo/', who.token)).status).toBe(403);
    }
    // Before the body: an invalid body is not described to them either.
    expect((await api.put('auth/users/profile/', { name: 1 }, employee.token)).status).toBe(403);
  });

  it('lets a user who is in no company edit their own account', async () => {
    const loner = await signUpAndIn(api, 'sozinha@example.com');
    const res = await api.put('auth/users/profile/', PROFILE, loner.access_token);
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Nome Novo');
  });

  it('checks company_profile.edit for the company profile', async () => {
    const body = {
      legal_name: 'Empresa Ltda.',
      trade_name: 'Nome Fantasia',
      timezone: 'America/Sao_Paulo',
    };
    expect((await api.put('company/profile/', body, companyEditor.token)).status).toBe(200);
    expect((await api.put('company/profile/', body, profileEditor.token)).status).toBe(403);
    expect((await api.put('company/profile/', body, employee.token)).status).toBe(403);
  });
});
