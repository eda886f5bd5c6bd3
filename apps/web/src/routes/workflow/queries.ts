import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../api/operations';

// The workflow screen's reads. Saving a flow or a delegation invalidates its list's key.

export const FLOWS_KEY = queryKeyOf(endpoints.workflow.listFlows);
export const DELEGATIONS_KEY = queryKeyOf(endpoints.workflow.listDelegations);
export const PEOPLE_KEY = queryKeyOf(endpoints.workflow.people);

/** Every approval flow of the company (all request types: the screen groups and filters). */
export function useFlows() {
  return useQuery({
    queryKey: FLOWS_KEY,
    queryFn: () => callOperation(endpoints.workflow.listFlows, undefined, { silent: true }),
  });
}

/** The members and roles a step or a delegation can name. */
export function usePeople() {
  return useQuery({
    queryKey: PEOPLE_KEY,
    queryFn: () => callOperation(endpoints.workflow.people, undefined, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** Delegations the caller may see (all of them with settings.workflow.edit). */
export function useDelegations() {
  return useQuery({
    queryKey: DELEGATIONS_KEY,
    queryFn: () => callOperation(endpoints.workflow.listDelegations, undefined, { silent: true }),
  });
}
