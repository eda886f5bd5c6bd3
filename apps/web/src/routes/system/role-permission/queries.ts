import type { Invitation, Member, Role } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// Server state of the screen. Lists are fetched silently: a failed load shows an inline message
// with a retry button instead of a toast.

export const ROLES_QUERY_KEY = ['company', 'roles'] as const;
export const MEMBERS_QUERY_KEY = ['company', 'members'] as const;
export const INVITATIONS_QUERY_KEY = ['company', 'invitations'] as const;

export function useRoles() {
  return useQuery({
    queryKey: ROLES_QUERY_KEY,
    queryFn: () => api.get<Role[]>('auth/roles/', { silent: true }),
  });
}

export function useMembers() {
  return useQuery({
    queryKey: MEMBERS_QUERY_KEY,
    queryFn: () => api.get<Member[]>('auth/users/', { silent: true }),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: () => api.get<Invitation[]>('company/invitations/', { silent: true }),
  });
}

/** Where each collection of the screen lives (the specification names auth/users/, auth/roles/). */
const COLLECTIONS = {
  roles: 'auth/roles/',
  members: 'auth/users/',
  invitations: 'company/invitations/',
} as const;

/** `auth/roles/<id>/`, `auth/users/<userId>/`… (ids are uuids; encoded all the same). */
export function itemPath(collection: keyof typeof COLLECTIONS, id: string): string {
  return `${COLLECTIONS[collection]}${encodeURIComponent(id)}/`;
}
