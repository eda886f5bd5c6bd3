import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';

/** The company's time-tracking settings; a save answers them whole, stored here. */
export const TIME_TRACKING_KEY = queryKeyOf(endpoints.timeTracking.settings);

export function useTimeTrackingSettings() {
  return useQuery({
    queryKey: TIME_TRACKING_KEY,
    queryFn: () => callOperation(endpoints.timeTracking.settings, undefined, { silent: true }),
  });
}
