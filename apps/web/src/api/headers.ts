import { CLIENT_HEADERS, COOKIE_NAMES } from '@ponteiro/shared';
import { currentLanguage } from '../i18n';
import { getCookie } from '../lib/cookies';

/** The browser's IANA zone (e.g. America/Sao_Paulo). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function readAccessToken(): string | undefined {
  return getCookie(COOKIE_NAMES.accessToken) || undefined;
}

/** Headers every request carries (api.md). */
export function defaultHeaders(accessToken: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [CLIENT_HEADERS.timezone]: browserTimeZone(),
    [CLIENT_HEADERS.accessor]: 'Web',
    [CLIENT_HEADERS.acceptLanguage]: currentLanguage(),
  };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}
