import { COOKIE_NAMES } from '@ponteiro/shared';
import { deleteCookie, getCookie } from './cookies';

// What the shell needs from the session cookies until the identity work brings the real session.

/** Cookies of a company user's session (the language and the admin session are kept). */
export const COMPANY_SESSION_COOKIES = [
  COOKIE_NAMES.sessionUser,
  COOKIE_NAMES.accessToken,
  COOKIE_NAMES.refreshToken,
] as const;

export function clearCompanySession(): void {
  for (const name of COMPANY_SESSION_COOKIES) deleteCookie(name);
}

export function clearAdminSession(): void {
  deleteCookie(COOKIE_NAMES.adminSession);
}

function readJsonCookie(name: string): Record<string, unknown> | undefined {
  const value = getCookie(name);
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The admin's username from the admin session cookie (JSON with `username`), else "admin". */
export function readAdminUsername(): string {
  return nonEmptyString(readJsonCookie(COOKIE_NAMES.adminSession)?.username) ?? 'admin';
}

/** The signed-in user's display name (`name`, else `email`) from the session-user cookie. */
export function readSessionUserName(): string | undefined {
  const user = readJsonCookie(COOKIE_NAMES.sessionUser);
  return nonEmptyString(user?.name) ?? nonEmptyString(user?.email);
}
