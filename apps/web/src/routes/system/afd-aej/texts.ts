import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { afdAej as enUS } from '../../../i18n/locales/en-US/afd-aej';
import { afdAej as pt } from '../../../i18n/locales/pt/afd-aej';

export const AFD_AEJ_NS = 'afdAej';

registerAreaTexts(AFD_AEJ_NS, { pt, 'en-US': enUS });

/** `t` of the /system/afd-aej texts (loaded with the system chunk); core keys fall back to `translation`. */
export function useAfdAejTranslation() {
  return useTranslation(AFD_AEJ_NS);
}
