import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { timeTracking as enUS } from '../../../i18n/locales/en-US/time-tracking';
import { timeTracking as pt } from '../../../i18n/locales/pt/time-tracking';

export const TIME_TRACKING_NS = 'timeTracking';

registerAreaTexts(TIME_TRACKING_NS, { pt, 'en-US': enUS });

/** `t` of the /system/time-tracking-setting texts; core keys fall back to `translation`. */
export function useTimeTrackingTranslation() {
  return useTranslation(TIME_TRACKING_NS);
}
