import { endpoints, type Simulation } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';

/** Every simulation query (the saved list, one simulation) is under this key. */
export const SIMULATIONS_KEY = queryKeyOf(endpoints.simulator.list);

const finished = (s: Simulation | undefined) => s?.status === 'done' || s?.status === 'failed';

/** One simulation, asked again twice a second until it is done or failed. */
export function useSimulation(id: string | undefined) {
  return useQuery({
    queryKey: queryKeyOf(endpoints.simulator.get, { params: { id: id ?? '' } }),
    queryFn: () =>
      callOperation(endpoints.simulator.get, { params: { id: id ?? '' } }, { silent: true }),
    enabled: id !== undefined,
    refetchInterval: (query) => (finished(query.state.data) ? false : 500),
  });
}

export function useSavedSimulations() {
  const query = { saved: 'true' as const, page_size: 100 };
  return useQuery({
    queryKey: queryKeyOf(endpoints.simulator.list, { query }),
    queryFn: () => callOperation(endpoints.simulator.list, { query }, { silent: true }),
  });
}
