import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { personalization as enUS } from '../../../i18n/locales/en-US/personalization';
import { personalization as pt } from '../../../i18n/locales/pt/personalization';

export const PERSONALIZATION_NS = 'personalization';

registerAreaTexts(PERSONALIZATION_NS, { pt, 'en-US': enUS });

/** `t` of the /system/personalization texts (loaded with the system chunk). */
export function usePersonalizationTranslation() {
  return useTranslation(PERSONALIZATION_NS);
}
