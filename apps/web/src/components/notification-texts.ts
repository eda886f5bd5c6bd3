import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../i18n/area-texts';
import { notificationCenter as enUS } from '../i18n/locales/en-US/notification-center';
import { notificationCenter as pt } from '../i18n/locales/pt/notification-center';

export const NOTIFICATION_TEXTS_NS = 'notificationCenter';

registerAreaTexts(NOTIFICATION_TEXTS_NS, { pt, 'en-US': enUS });

/** `t` of the bell's notifications (namespace `notificationCenter`). */
export function useNotificationTexts() {
  return useTranslation(NOTIFICATION_TEXTS_NS);
}

export type NotificationT = TFunction<'notificationCenter'>;
