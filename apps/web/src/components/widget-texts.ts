import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../i18n/area-texts';
import { widgets as enUS } from '../i18n/locales/en-US/widgets';
import { widgets as pt } from '../i18n/locales/pt/widgets';

export const WIDGETS_NS = 'widgets';

registerAreaTexts(WIDGETS_NS, { pt, 'en-US': enUS });

/** `t` of the notification menus and the image upload (not needed by the sign-in page). */
export function useWidgetsTranslation() {
  return useTranslation(WIDGETS_NS);
}
