import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';

/** The company's REP-P settings: every write of the screen answers them whole, stored here. */
export const SETTINGS_KEY = queryKeyOf(endpoints.afdExport.settings);

export function useRegisterSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => callOperation(endpoints.afdExport.settings, undefined, { silent: true }),
  });
}
