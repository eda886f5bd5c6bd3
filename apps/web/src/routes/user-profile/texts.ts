import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { profiles as enUS } from '../../i18n/locales/en-US/profiles';
import { profiles as pt } from '../../i18n/locales/pt/profiles';

export const PROFILES_NS = 'profiles';

registerAreaTexts(PROFILES_NS, { pt, 'en-US': enUS });

/** `t` of the user and company profile texts (loaded with this chunk); core keys fall back to `translation`. */
export function useProfilesTranslation() {
  return useTranslation(PROFILES_NS);
}
