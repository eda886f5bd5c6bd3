import type { CompanySummary, UserDto } from '@ponteiro/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import { fetchCompanies } from './session-query';
import {
  clearCompanySession,
  writeSelectedCompany,
  writeSessionUser,
  writeTokens,
} from './storage';

interface TokenAnswer {
  user: UserDto;
  access_token: string;
  refresh_token: string;
}

interface SelectAnswer {
  access_token: string;
  refresh_token: string;
  companyId: string;
}

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
  const answer = await api.post<TokenAnswer>(
    'oauth2/token/',
    { email: email.trim().toLowerCase(), password },
    { silent: true, skipAuthRefresh: true },
  );
  writeTokens(answer);
  writeSessionUser(answer.user);
  queryClient?.removeQueries({ queryKey: ['session'] });
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
  const answer = await api.post<SelectAnswer>(`auth/companies/${companyId}/select/`, {});
  writeTokens(answer);
  writeSelectedCompany(answer.companyId);
  // Company data of the previous scope must not leak into the new one.
  queryClient?.clear();
}

/** Revokes the refresh family (best effort), deletes the cookies and the cached data. */
export async function signOut(queryClient?: QueryClient): Promise<void> {
  try {
    await api.get('oauth2/logout/', { silent: true, skipAuthRefresh: true });
  } catch {
    // Signing out locally is what matters to the user.
  }
  clearCompanySession();
  queryClient?.clear();
}
