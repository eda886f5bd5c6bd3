import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';

// Server state of the screen. Lists are fetched silently: a failed load shows an inline message
// with a retry button instead of a toast.

export const ROLES_QUERY_KEY = queryKeyOf(endpoints.roles.list);
export const MEMBERS_QUERY_KEY = queryKeyOf(endpoints.members.list);
export const INVITATIONS_QUERY_KEY = queryKeyOf(endpoints.invitations.list);

export function useRoles() {
  return useQuery({
    queryKey: ROLES_QUERY_KEY,
    queryFn: () => callOperation(endpoints.roles.list, undefined, { silent: true }),
  });
}

export function useMembers() {
  return useQuery({
    queryKey: MEMBERS_QUERY_KEY,
    queryFn: () => callOperation(endpoints.members.list, undefined, { silent: true }),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: () => callOperation(endpoints.invitations.list, undefined, { silent: true }),
  });
}
