import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../api/operations';

/** Every schedule query (lists, records, versions) is under this key. */
export const SCHEDULES_KEY = queryKeyOf(endpoints.timePolicy.schedules.list);
export const ADVANCED_SETTINGS_KEY = queryKeyOf(endpoints.timePolicy.advancedSettings);

/**
 * The company's default rules, every one with a value: the advanced settings screen edits them,
 * and the schedule form shows them where a schedule leaves a rule blank.
 */
export function useAdvancedSettings() {
  return useQuery({
    queryKey: ADVANCED_SETTINGS_KEY,
    queryFn: () =>
      callOperation(endpoints.timePolicy.advancedSettings, undefined, { silent: true }),
  });
}
