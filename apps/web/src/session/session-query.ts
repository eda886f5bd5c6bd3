import type { CompanySummary, Session } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { hasCompanySession } from './storage';

export const SESSION_QUERY_KEY = ['session'] as const;
export const COMPANIES_QUERY_KEY = ['session', 'companies'] as const;

export function fetchSession(): Promise<Session> {
  return api.get<Session>('base/user/session/', { silent: true });
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
  return api.get<CompanySummary[]>('auth/companies/');
}

/** The signed-in user's companies, with their role in each. */
export function useCompanies() {
  return useQuery({ queryKey: COMPANIES_QUERY_KEY, queryFn: fetchCompanies });
}
