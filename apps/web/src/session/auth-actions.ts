import { authEndpoints, type CompanySummary, companiesEndpoints } from '@ponteiro/shared';
import type { QueryClient } from '@tanstack/react-query';
import { callOperation } from '../api/operations';
import { COMPANIES_QUERY_KEY, fetchCompanies, SESSION_QUERY_KEY } from './session-query';
import {
  clearCompanySession,
  writeSelectedCompany,
  writeSessionUser,
  writeTokens,
} from './storage';

/** Where the user goes after signing in. */
export type SignInOutcome =
  | { kind: 'company'; companyId: string }
  | { kind: 'choose'; companies: CompanySummary[] }
  | { kind: 'none' };

/** Signs in, stores the session and picks the company when there is only one. */
export async function signIn(
  email: string,
  password: string,
  queryClient?: QueryClient,
): Promise<SignInOutcome> {
  const answer = await callOperation(
    authEndpoints.signIn,
    { body: { email: email.trim().toLowerCase(), password } },
    { silent: true, skipAuthRefresh: true },
  );
  writeTokens(answer);
  writeSessionUser(answer.user);
  queryClient?.removeQueries({ queryKey: SESSION_QUERY_KEY });
  queryClient?.removeQueries({ queryKey: COMPANIES_QUERY_KEY });
  const companies = await fetchCompanies();
  const [only] = companies;
  if (companies.length === 1 && only) {
    await selectCompany(only.id, queryClient);
    return { kind: 'company', companyId: only.id };
  }
  return companies.length === 0 ? { kind: 'none' } : { kind: 'choose', companies };
}

/** Scopes the session to a company (new tokens) and forgets the previous session data. */
export async function selectCompany(companyId: string, queryClient?: QueryClient): Promise<void> {
  const answer = await callOperation(companiesEndpoints.select, { params: { id: companyId } });
  writeTokens(answer);
  writeSelectedCompany(answer.companyId);
  // Company data of the previous scope must not leak into the new one.
  queryClient?.clear();
}

/** Revokes the refresh family (best effort), deletes the cookies and the cached data. */
export async function signOut(queryClient?: QueryClient): Promise<void> {
  try {
    await callOperation(authEndpoints.signOut, undefined, {
      silent: true,
      skipAuthRefresh: true,
    });
  } catch {
    // Signing out locally is what matters to the user.
  }
  clearCompanySession();
  queryClient?.clear();
}
