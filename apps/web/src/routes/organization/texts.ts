import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { organization as enUS } from '../../i18n/locales/en-US/organization';
import { organization as pt } from '../../i18n/locales/pt/organization';

export const ORGANIZATION_NS = 'organization';

registerAreaTexts(ORGANIZATION_NS, { pt, 'en-US': enUS });

/** `t` of the /organization screens (loaded with this chunk); core keys fall back to `translation`. */
export function useOrganizationTranslation() {
  return useTranslation(ORGANIZATION_NS);
}
