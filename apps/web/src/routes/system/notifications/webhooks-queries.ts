import { endpoints, type WebhookSubscription } from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';

/** Every key under system/notifications/webhooks/ (the list, one webhook, its deliveries). */
export const WEBHOOKS_KEY = queryKeyOf(endpoints.webhooks.list);

export function useWebhooks() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: () => callOperation(endpoints.webhooks.list, undefined, { silent: true }),
  });
}

export function useWebhookDeliveries(id: string | null, page: number) {
  return useQuery({
    queryKey: queryKeyOf(endpoints.webhooks.deliveries, {
      params: { id: id ?? '' },
      query: { page },
    }),
    enabled: id !== null,
    queryFn: () =>
      callOperation(
        endpoints.webhooks.deliveries,
        { params: { id: id! }, query: { page, page_size: 25 } },
        { silent: true },
      ),
  });
}

export const showError = (caught: unknown) =>
  toast.error(isApiError(caught) ? caught.message : i18n.t('http.genericError'));

/** A call on one webhook (pause, resume, rotate, delete, test…), then the lists refreshed. */
export function useWebhookAction<T>(
  run: (subscription: WebhookSubscription) => Promise<T>,
  done?: (result: T) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
      done?.(result);
    },
    onError: showError,
  });
}
