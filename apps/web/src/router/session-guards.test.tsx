import { COOKIE_NAMES, LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerToastTarget } from '../feedback/toast';
import { deleteCookie } from '../lib/cookies';
import { clearCompanySession, writeAdminSession, writeTokens } from '../session/storage';
import { renderApp } from '../test/render';
import { AppAdminGuard, AppCompanyGuard } from './app-guards';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const user = {
  id: 'u1',
  name: 'Carla Colaboradora',
  email: 'c@x.com',
  phone: null,
  country_code: null,
  language: 'pt',
};
const employeeSession = {
  user,
  companyId: '00000000-0000-4000-8000-000000000001',
  roleName: 'employee',
  permissions: [],
  subscription: null,
};

let fetchMock: Mock<typeof fetch>;
// Admin calls first read the back-office slug from the public client config.
const CLIENT_CONFIG = { data: { map_tile_url: null, admin_slug: 'ponteiro' } };
const ADMIN_ID = '0190a000-0000-7000-8000-000000000001';
const guards = { companyGuard: AppCompanyGuard, adminGuard: AppAdminGuard };

beforeEach(() => {
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.cookieConsent,
    JSON.stringify({ dismissed: true, categories: { necessary: true }, savedAt: '2026-08-03' }),
  );
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
  clearCompanySession();
  deleteCookie(COOKIE_NAMES.adminSession);
});

describe('company guard', () => {
  it('sends a signed-out visitor to /signin, keeping the path', async () => {
    const { router } = renderApp('/employees', guards);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), {
      timeout: 15_000,
    });
    expect(router.state.location.search).toBe('?next=%2Femployees');
    expect(await screen.findByTestId('signin-screen')).toBeInTheDocument();
  });

  it('sends a user without a company to /select-company', async () => {
    writeTokens({ access_token: 'a', refresh_token: 'r' });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('base/user/session/')
        ? json(200, { data: { ...employeeSession, companyId: null, roleName: null } })
        : json(200, { data: [] }),
    );
    const { router } = renderApp('/dashboard', guards);
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-company'), {
      timeout: 15_000,
    });
  });

  it('shows an Employee only their menu entries and the 403 screen elsewhere', async () => {
    writeTokens({ access_token: 'a', refresh_token: 'r' });
    fetchMock.mockImplementation(async () => json(200, { data: employeeSession }));
    renderApp('/employees', guards);
    expect(await screen.findByTestId('no-permission', {}, { timeout: 15_000 })).toBeInTheDocument();
    const sidebar = screen.getByTestId('company-sidebar');
    const entries = within(sidebar)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['Eventos de ponto', 'Relatórios']);
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Carla Colaboradora');
  });
});

describe('admin guard', () => {
  it('sends a visitor without the admin session to /admin-login', async () => {
    const { router } = renderApp('/admin/dashboard', guards);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'), {
      timeout: 15_000,
    });
  });

  it('refuses a token the API does not accept and clears the cookie', async () => {
    writeAdminSession({ access_token: 'company-token', username: 'x' });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/base/client-config/')
        ? json(200, CLIENT_CONFIG)
        : json(401, { code: 'unauthorized', message: 'Não autorizado.' }),
    );
    const { router } = renderApp('/admin/dashboard', guards);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'), {
      timeout: 15_000,
    });
    expect(document.cookie).not.toContain(COOKIE_NAMES.adminSession);
  });

  it('lets a valid admin session in', async () => {
    writeAdminSession({ access_token: 'adm', username: 'admin' });
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/base/client-config/')
        ? json(200, CLIENT_CONFIG)
        : json(200, { data: { id: ADMIN_ID, username: 'admin', is_superuser: true } }),
    );
    renderApp('/admin/dashboard', guards);
    expect(await screen.findByTestId('admin-sidebar', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
