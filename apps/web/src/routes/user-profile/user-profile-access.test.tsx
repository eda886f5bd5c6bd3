import { LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerToastTarget } from '../../feedback/toast';
import { AppAdminGuard, AppCompanyGuard } from '../../router/app-guards';
import { clearCompanySession, writeTokens } from '../../session/storage';
import { renderApp } from '../../test/render';

// /user-profile is editable only when the API would accept the edit: user_profile.edit in the
// company (the built-in Employee role does not hold it).

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const guards = { companyGuard: AppCompanyGuard, adminGuard: AppAdminGuard };
let fetchMock: Mock<typeof fetch>;

function serve(roleName: string, permissions: string[]) {
  const session = {
    user: {
      id: 'u1',
      name: 'Rita Souza',
      email: 'r@x.com',
      phone: null,
      country_code: null,
      language: 'pt',
      has_photo: false,
      photo_url: null,
    },
    companyId: '00000000-0000-4000-8000-000000000001',
    roleName,
    permissions,
    subscription: null,
  };
  fetchMock.mockImplementation(async () => json(200, { data: session }));
}

beforeEach(() => {
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.cookieConsent,
    JSON.stringify({ dismissed: true, categories: { necessary: true }, savedAt: '2026-08-03' }),
  );
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
  writeTokens({ access_token: 'a', refresh_token: 'r' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
  clearCompanySession();
});

describe('/user-profile access', { timeout: 60_000 }, () => {
  it('is read-only for the Employee role (no user_profile.edit)', async () => {
    serve('employee', ['user_profile', 'company_profile']);
    renderApp('/user-profile', guards);
    const name = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 15_000 });
    expect(name).toBeDisabled();
    expect(screen.getByText(/Somente leitura/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
  });

  it('is editable for a role holding user_profile.edit', async () => {
    serve('0190a000-0000-7000-8000-0000000000aa', ['user_profile', 'user_profile.edit']);
    renderApp('/user-profile', guards);
    const name = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 15_000 });
    expect(name).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeInTheDocument();
    expect(screen.queryByText(/Somente leitura/)).toBeNull();
  });
});
