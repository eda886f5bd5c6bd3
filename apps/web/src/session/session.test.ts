import { COOKIE_NAMES, endpoints } from '@ponteiro/shared';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setAdminSlug } from '../api/admin-path';
import { callOperation } from '../api/operations';
import { setTokenRefresher } from '../api/token-refresh';
import { registerToastTarget } from '../feedback/toast';
import { getCookie, setCookie } from '../lib/cookies';
import { callAdmin, setAdminSessionEndHandler } from './admin-api';
import { adminSignOut } from './admin-auth';
import { signIn, signOut } from './auth-actions';
import { pathAfterSignIn, safeNextPath, signInPath, withNext } from './redirect';
import {
  clearCompanySession,
  readAdminSession,
  readRefreshToken,
  writeAdminSession,
  writeTokens,
} from './storage';
import { createTokenRefresher } from './token-refresher';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  registerToastTarget({ open: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerToastTarget(null);
  setTokenRefresher(null);
  setAdminSessionEndHandler(null);
  clearCompanySession();
  setCookie(COOKIE_NAMES.adminSession, '', { maxAgeSeconds: 0 });
});

function urlOf(call: number): string {
  return String(fetchMock.mock.calls[call]?.[0]);
}

function authHeader(call: number): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return (init.headers as Record<string, string>).Authorization;
}

describe('redirect paths', () => {
  it('keeps only in-app paths', () => {
    expect(safeNextPath('/employees?page=2')).toBe('/employees?page=2');
    expect(safeNextPath('//evil.example')).toBeUndefined();
    expect(safeNextPath('https://evil.example')).toBeUndefined();
    expect(safeNextPath(null)).toBeUndefined();
    expect(signInPath('/employees')).toBe('/signin?next=%2Femployees');
    expect(signInPath('/dashboard')).toBe('/signin');
    expect(withNext('/signup', undefined)).toBe('/signup');
  });

  it.each([
    ['company', undefined, '/dashboard'],
    ['company', '/reports', '/reports'],
    ['choose', undefined, '/select-company'],
    ['choose', '/reports', '/select-company?next=%2Freports'],
    ['none', '/reports', '/create-company'],
    // An invitation link is reachable without a company, whatever the outcome.
    ['none', '/select-company?invitation=abc', '/select-company?invitation=abc'],
    ['company', '/select-company?invitation=abc', '/select-company?invitation=abc'],
    ['none', '//evil.example/select-company', '/create-company'],
  ] as const)('after sign-in (%s, next %s) goes to %s', (outcome, next, expected) => {
    expect(pathAfterSignIn(outcome, next)).toBe(expected);
  });
});

describe('cookies', () => {
  it('writes the tokens for 1440 minutes and clears them', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    writeTokens({ access_token: 'acc', refresh_token: 'ref' });
    vi.restoreAllMocks();
    expect(writes[0]).toBe(`${COOKIE_NAMES.accessToken}=acc; path=/; max-age=86400; SameSite=Lax`);
    expect(readRefreshToken()).toBe('ref');
    clearCompanySession();
    expect(readRefreshToken()).toBeUndefined();
  });

  it('reads the admin session JSON and ignores anything else', () => {
    writeAdminSession({ access_token: 'adm', username: 'admin' });
    expect(readAdminSession()).toEqual({ access_token: 'adm', username: 'admin' });
    setCookie(COOKIE_NAMES.adminSession, 'garbage');
    expect(readAdminSession()).toBeUndefined();
  });
});

describe('sign-in and sign-out', () => {
  const user = { id: 'u1', name: 'Ana', email: 'ana@x.com' };

  it('selects the only company automatically', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { data: { user, access_token: 'a1', refresh_token: 'r1' } }))
      .mockResolvedValueOnce(json(200, { data: [{ id: 'c1', role: 'owner' }] }))
      .mockResolvedValueOnce(
        json(200, { data: { access_token: 'a2', refresh_token: 'r2', companyId: 'c1' } }),
      );
    await expect(signIn(' Ana@X.com ', 'pw')).resolves.toEqual({
      kind: 'company',
      companyId: 'c1',
    });
    expect(urlOf(2)).toBe('/api/v1.0/auth/companies/c1/select/');
    expect(authHeader(2)).toBe('Bearer a1');
    expect(getCookie(COOKIE_NAMES.accessToken)).toBe('a2');
    expect(JSON.parse(getCookie(COOKIE_NAMES.sessionUser) ?? '{}').name).toBe('Ana');
  });

  it('asks to choose among several companies, or to create one', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { data: { user, access_token: 'a', refresh_token: 'r' } }))
      .mockResolvedValueOnce(json(200, { data: [{ id: 'c1' }, { id: 'c2' }] }))
      .mockResolvedValueOnce(json(200, { data: { user, access_token: 'a', refresh_token: 'r' } }))
      .mockResolvedValueOnce(json(200, { data: [] }));
    expect((await signIn('ana@x.com', 'pw')).kind).toBe('choose');
    expect((await signIn('ana@x.com', 'pw')).kind).toBe('none');
  });

  it('signs out: calls logout, then deletes the cookies', async () => {
    writeTokens({ access_token: 'a', refresh_token: 'r' });
    fetchMock.mockResolvedValueOnce(json(200, { data: null }));
    await signOut();
    expect(urlOf(0)).toBe('/api/v1.0/oauth2/logout/');
    expect(getCookie(COOKIE_NAMES.accessToken)).toBeUndefined();
    expect(getCookie(COOKIE_NAMES.refreshToken)).toBeUndefined();
  });
});

describe('token refresher', () => {
  function install() {
    const navigate = vi.fn<(path: string) => void>();
    setTokenRefresher(createTokenRefresher({ navigate, currentPath: () => '/employees' }));
    return navigate;
  }

  it('refreshes once for concurrent 401s and retries with the new bearer', async () => {
    writeTokens({ access_token: 'old', refresh_token: 'refresh-old' });
    install();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const auth = ((init?.headers ?? {}) as Record<string, string>).Authorization;
      if (url.endsWith('oauth2/refresh_token/')) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { data: { access_token: 'new', refresh_token: 'r2', companyId: 'c1' } });
      }
      return auth === 'Bearer new' ? json(200, { data: url }) : json(401, { code: 'unauthorized' });
    });
    const [a, b] = await Promise.all([
      callOperation(endpoints.auth.session),
      callOperation(endpoints.companies.list),
    ]);
    expect(a).toContain('base/user/session/');
    expect(b).toContain('auth/companies/');
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).includes('refresh_token'));
    expect(refreshes).toHaveLength(1);
    expect(readRefreshToken()).toBe('r2');
  });

  it('goes to /select-company when the new token has no company', async () => {
    writeTokens({ access_token: 'old', refresh_token: 'refresh-old' });
    const navigate = install();
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'unauthorized' }))
      .mockResolvedValueOnce(json(200, { data: { access_token: 'n', refresh_token: 'r' } }));
    await expect(callOperation(endpoints.auth.session)).rejects.toMatchObject({
      code: 'no_company',
    });
    expect(navigate).toHaveBeenCalledWith('/select-company');
  });

  it('clears the session and goes to /signin when the refresh fails', async () => {
    writeTokens({ access_token: 'old', refresh_token: 'refresh-old' });
    const navigate = install();
    fetchMock
      .mockResolvedValueOnce(json(401, { code: 'unauthorized' }))
      .mockResolvedValueOnce(json(401, { code: 'invalid_token' }));
    await expect(callOperation(endpoints.auth.session)).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/signin?next=%2Femployees');
    expect(getCookie(COOKIE_NAMES.accessToken)).toBeUndefined();
  });
});

describe('admin calls', () => {
  it('send the admin token, never the company one, and end the session on 401', async () => {
    writeTokens({ access_token: 'company', refresh_token: 'r' });
    writeAdminSession({ access_token: 'adm', username: 'admin' });
    const ended = vi.fn();
    setAdminSessionEndHandler(ended);
    fetchMock
      .mockResolvedValueOnce(json(200, { data: { map_tile_url: null, admin_slug: 'ponteiro' } }))
      .mockResolvedValueOnce(json(200, { data: { username: 'admin', is_superuser: true } }))
      .mockResolvedValueOnce(json(401, { code: 'unauthorized' }));
    await callAdmin(endpoints.admin.me);
    expect(urlOf(0)).toContain('/base/client-config/');
    expect(urlOf(1)).toContain('/admin-ponteiro/users/get_user/');
    expect(authHeader(1)).toBe('Bearer adm');
    await expect(callAdmin(endpoints.admin.me)).rejects.toMatchObject({
      status: 401,
    });
    expect(ended).toHaveBeenCalledOnce();
    expect(readAdminSession()).toBeUndefined();
  });

  it('sign-out clears the admin session and asks the server to revoke that token', async () => {
    setAdminSlug('ponteiro');
    writeAdminSession({ access_token: 'adm', username: 'admin' });
    fetchMock.mockResolvedValueOnce(json(200, { data: null }));
    const done = adminSignOut();
    expect(readAdminSession()).toBeUndefined();
    await done;
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/admin-ponteiro/auth/logout/');
    expect(authHeader(0)).toBe('Bearer adm');
  });
});
