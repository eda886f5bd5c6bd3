import { COOKIE_NAMES, SESSION_COOKIE_LIFETIME_MINUTES } from '@ponteiro/shared';
import { deleteCookie, getCookie, setCookie } from '../lib/cookies';
import { clearAdminSession, clearCompanySession } from '../lib/session';
import { readSessionCookie, writeSessionCookie } from './session-cookie';

// Session values in cookies (1440 min, SameSite=Lax, Secure under HTTPS).

const MAX_AGE_SECONDS = SESSION_COOKIE_LIFETIME_MINUTES * 60;

function write(name: string, value: string): void {
  setCookie(name, value, { maxAgeSeconds: MAX_AGE_SECONDS, sameSite: 'Lax' });
}

/** What the session-user cookie keeps of the user (for the user menu before the session loads). */
export interface StoredUser {
  id?: string;
  name: string;
  email: string;
}

export interface CompanyTokens {
  access_token: string;
  refresh_token: string;
}

export function readAccessToken(): string | undefined {
  return getCookie(COOKIE_NAMES.accessToken) || undefined;
}

export function readRefreshToken(): string | undefined {
  return getCookie(COOKIE_NAMES.refreshToken) || undefined;
}

export function hasCompanySession(): boolean {
  return readAccessToken() !== undefined;
}

export function writeTokens(tokens: CompanyTokens): void {
  write(COOKIE_NAMES.accessToken, tokens.access_token);
  write(COOKIE_NAMES.refreshToken, tokens.refresh_token);
}

/** Right after sign-in: signed in, no company chosen yet (see session-cookie.ts). */
export function writeSessionUser(user: StoredUser): void {
  writeSessionCookie({
    isAuthenticated: true,
    companyId: null,
    roleName: null,
    permissions: null,
    subscription: null,
    user: { id: user.id, name: user.name, email: user.email },
  });
}

/** A company was chosen: its access is unknown until its session answers. */
export function writeSelectedCompany(companyId: string): void {
  const user = readSessionCookie()?.user ?? { name: '', email: '' };
  writeSessionCookie({
    isAuthenticated: true,
    companyId,
    roleName: null,
    permissions: null,
    subscription: null,
    user,
  });
}

export { clearCompanySession };

/** The admin session cookie: JSON `{ access_token, username }`. */
export interface AdminSession {
  access_token: string;
  username: string;
}

export function readAdminSession(): AdminSession | undefined {
  const raw = getCookie(COOKIE_NAMES.adminSession);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { access_token, username } = parsed as Record<string, unknown>;
    if (typeof access_token !== 'string' || access_token === '') return undefined;
    return { access_token, username: typeof username === 'string' ? username : '' };
  } catch {
    return undefined;
  }
}

export function writeAdminSession(session: AdminSession): void {
  write(COOKIE_NAMES.adminSession, JSON.stringify(session));
}

export { clearAdminSession };

/** Deletes one cookie by name (tests and sign-out). */
export function removeCookie(name: string): void {
  deleteCookie(name);
}
