import { endpoints, type NotificationEvent } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import {
  NOTIFICATIONS_LIST_KEY,
  NOTIFICATIONS_SUMMARY_KEY,
} from '../../../components/notification-queries';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';
import { useNotificationSettingsTranslation } from './texts';

/** "Send a test": a sample of the event to the caller only; the toast says where it went. */
export function useTestSend() {
  const { t } = useNotificationSettingsTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: NotificationEvent) =>
      callOperation(endpoints.notificationSettings.test, { body: { event } }, { silent: true }),
    onSuccess: (sent) => {
      const where = [
        sent.in_app ? t('testInApp') : null,
        sent.email_to ? t('testEmail', { email: sent.email_to }) : null,
      ].filter(Boolean);
      toast.success(t('testSent', { where: where.join(t('testAnd')) }));
      // The bell shows the sample at once.
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_SUMMARY_KEY });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_LIST_KEY });
    },
    onError: (caught) => {
      toast.error(isApiError(caught) ? caught.message : i18n.t('http.genericError'));
    },
  });
}
