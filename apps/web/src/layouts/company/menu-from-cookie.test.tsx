import { LOCAL_STORAGE_KEYS } from '@ponteiro/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerToastTarget } from '../../feedback/toast';
import { AppAdminGuard, AppCompanyGuard } from '../../router/app-guards';
import { writeSessionCookie } from '../../session/session-cookie';
import { clearCompanySession, writeTokens } from '../../session/storage';
import { renderApp } from '../../test/render';

const COMPANY = '00000000-0000-4000-8000-000000000001';
const subscription = {
  plan: 'trial',
  status: 'trial' as const,
  enable_access: true,
  enable_visitor: true,
  seats: null,
  ends_on: null,
  suspension: null,
};
const user = {
  id: 'u1',
  name: 'Carla Colaboradora',
  email: 'c@x.com',
  phone: null,
  country_code: null,
  language: 'pt',
  has_photo: false,
  photo_url: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const guards = { companyGuard: AppCompanyGuard, adminGuard: AppAdminGuard };
const menuEntries = () =>
  within(screen.getByTestId('company-sidebar'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

/** The session call is held until `release` is called with the server's answer. */
function holdSession() {
  let release: (session: unknown) => void = () => undefined;
  const answer = new Promise<unknown>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input).includes('base/user/session/')) return json(200, { data: await answer });
    return json(200, { data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { release: (session: unknown) => release(session), fetchMock };
}

beforeEach(() => {
  localStorage.setItem(
    LOCAL_STORAGE_KEYS.cookieConsent,
    JSON.stringify({ dismissed: true, categories: { necessary: true }, savedAt: '2026-08-03' }),
  );
  registerToastTarget({ open: () => undefined });
  writeTokens({ access_token: 'a', refresh_token: 'r' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
  clearCompanySession();
});

// Lazy chunks (guard, layout) load for real here: slower than the default test timeout.
describe('company menu from the session cookie', { timeout: 60_000 }, () => {
  it('draws the menu before the session answers, then follows the server', async () => {
    writeSessionCookie({
      isAuthenticated: true,
      companyId: COMPANY,
      roleName: 'employee',
      permissions: [],
      subscription,
      user,
    });
    const held = holdSession();
    renderApp('/ta-events', guards);

    await waitFor(() => expect(menuEntries()).toEqual(['Eventos de ponto', 'Relatórios']), {
      timeout: 10_000,
    });
    // The screen waits for the server: only the shell comes from the cookie.
    expect(held.fetchMock.mock.calls.some(([url]) => String(url).includes('session'))).toBe(true);
    expect(screen.getByTestId('company-topbar')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(within(screen.getByRole('main')).getByText('Carregando…')).toBeInTheDocument();

    // The server says otherwise (the role changed since): the menu follows it.
    held.release({
      user,
      companyId: COMPANY,
      roleName: 'admin',
      permissions: [],
      subscription: { ...subscription, enable_visitor: false },
    });
    await waitFor(() => expect(menuEntries()).toContain('Colaboradores'), { timeout: 10_000 });
    expect(menuEntries()).not.toContain('Visitantes');
  });

  it('shows only the loading screen when the cookie does not hold the access yet', async () => {
    writeSessionCookie({
      isAuthenticated: true,
      companyId: COMPANY,
      roleName: null,
      permissions: null,
      subscription: null,
      user,
    });
    const held = holdSession();
    renderApp('/ta-events', guards);
    await waitFor(() =>
      expect(held.fetchMock.mock.calls.some(([url]) => String(url).includes('session'))).toBe(true),
    );
    expect(screen.queryByTestId('company-sidebar')).toBeNull();
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    held.release({ user, companyId: COMPANY, roleName: 'employee', permissions: [], subscription });
    await waitFor(() => expect(menuEntries()).toEqual(['Eventos de ponto', 'Relatórios']), {
      timeout: 10_000,
    });
  });
});
