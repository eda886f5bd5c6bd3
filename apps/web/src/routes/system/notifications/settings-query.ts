import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';

/** Every event's effective settings and the roles to choose from (a save answers them whole). */
export const SETTINGS_KEY = queryKeyOf(endpoints.notificationSettings.get);

export function useNotificationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => callOperation(endpoints.notificationSettings.get, undefined, { silent: true }),
  });
}
