import { LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerToastTarget } from '../feedback/toast';
import { AppAdminGuard, AppCompanyGuard } from '../router/app-guards';
import { clearCompanySession, writeTokens } from '../session/storage';
import { renderApp } from '../test/render';

// The organization dashboard names departments and positions: a role opens it (and the area
// index offers it) only with organization.structure, as the API checks.

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function sessionWith(permissions: string[]) {
  return {
    user: {
      id: 'u1',
      name: 'Rita Cargos',
      email: 'r@x.com',
      phone: null,
      country_code: null,
      language: 'pt',
    },
    companyId: '00000000-0000-4000-8000-000000000001',
    roleName: '0190a000-0000-7000-8000-0000000000aa',
    permissions,
    subscription: null,
  };
}

const guards = { companyGuard: AppCompanyGuard, adminGuard: AppAdminGuard };
let fetchMock: Mock<typeof fetch>;

function serve(permissions: string[]) {
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('base/user/session/')
      ? json(200, { data: sessionWith(permissions) })
      : json(200, { data: { results: [], count: 0, page: 1, page_size: 25 } }),
  );
}

const dashboardCalls = () =>
  fetchMock.mock.calls.filter((call) => String(call[0]).includes('organization/dashboard/'));

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

// The first render loads the lazy chunks: allow it more than the default 5 s on a busy machine.
describe('organization dashboard access', { timeout: 60_000 }, () => {
  it('is not offered, nor queried, without organization.structure', async () => {
    serve(['organization', 'organization.position', 'organization.position.add']);
    renderApp('/organization', guards);
    expect(await screen.findByRole('link', { name: /Cargos/ }, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Painel da organização/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Departamentos/ })).toBeNull();
  });

  it('shows the 403 screen on its address and never asks the API', async () => {
    serve(['organization', 'organization.position', 'organization.position.add', 'dashboard']);
    renderApp('/organization/dashboard', guards);
    expect(await screen.findByTestId('no-permission', {}, { timeout: 15_000 })).toBeVisible();
    expect(dashboardCalls()).toEqual([]);
  });

  it('is offered with organization.structure', async () => {
    serve(['organization', 'organization.structure']);
    renderApp('/organization', guards);
    expect(
      await screen.findByRole('link', { name: /Painel da organização/ }, { timeout: 15_000 }),
    ).toBeVisible();
  });
});
