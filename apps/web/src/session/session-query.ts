import {
  type AccessSession,
  authEndpoints,
  type CompanySummary,
  companiesEndpoints,
  type Session,
} from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../api/operations';
import {
  cookieAccess,
  readSessionCookie,
  sessionCookieOf,
  writeSessionCookie,
} from './session-cookie';
import { hasCompanySession } from './storage';

export const SESSION_QUERY_KEY = queryKeyOf(authEndpoints.session);
export const COMPANIES_QUERY_KEY = queryKeyOf(companiesEndpoints.list);

/** The server's session; each answer is written to the session cookie for the next reload. */
export async function fetchSession(): Promise<Session> {
  const session = await callOperation(authEndpoints.session, undefined, { silent: true });
  writeSessionCookie(sessionCookieOf(session));
  return session;
}

/** `base/user/session/` of the signed-in user (disabled without an access token). */
export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    enabled: hasCompanySession(),
    staleTime: 60_000,
  });
}

export function fetchCompanies(): Promise<CompanySummary[]> {
  return callOperation(companiesEndpoints.list);
}

/** The signed-in user's companies, with their role in each. */
export function useCompanies() {
  return useQuery({ queryKey: COMPANIES_QUERY_KEY, queryFn: fetchCompanies });
}

/**
 * What the company shell draws its menu from: the server's session once it has answered, and
 * until then the session cookie's copy (a reload shows the right menu at once). Undefined when
 * neither is known.
 */
export function useMenuAccess(): AccessSession | undefined {
  const session = useSession();
  if (session.data) return session.data;
  return session.isPending ? cookieAccess(readSessionCookie()) : undefined;
}
