import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { feedback as enUS } from '../../i18n/locales/en-US/feedback';
import { feedback as pt } from '../../i18n/locales/pt/feedback';

export const FEEDBACK_NS = 'feedback';

registerAreaTexts(FEEDBACK_NS, { pt, 'en-US': enUS });

/** `t` of "Send feedback" (lazy: these texts travel with the top bar's feedback chunk). */
export function useFeedbackTranslation() {
  return useTranslation(FEEDBACK_NS);
}
