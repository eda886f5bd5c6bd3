import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { notificationSettings as enUS } from '../../../i18n/locales/en-US/notification-settings';
import { notificationSettings as pt } from '../../../i18n/locales/pt/notification-settings';

export const NOTIFICATION_SETTINGS_NS = 'notificationSettings';

registerAreaTexts(NOTIFICATION_SETTINGS_NS, { pt, 'en-US': enUS });

/** `t` of the /system/notifications texts (loaded with the system chunk). */
export function useNotificationSettingsTranslation() {
  return useTranslation(NOTIFICATION_SETTINGS_NS);
}
