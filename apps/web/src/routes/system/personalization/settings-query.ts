import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { callOperation, queryKeyOf } from '../../../api/operations';

/** The company's personalization: every save answers it whole, stored here. */
export const PERSONALIZATION_KEY = queryKeyOf(endpoints.personalization.settings);

export function usePersonalization() {
  return useQuery({
    queryKey: PERSONALIZATION_KEY,
    queryFn: () => callOperation(endpoints.personalization.settings, undefined, { silent: true }),
  });
}
