import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../i18n/area-texts';
import { layouts as enUS } from '../i18n/locales/en-US/layouts';
import { layouts as pt } from '../i18n/locales/pt/layouts';

export const LAYOUTS_NS = 'layouts';

registerAreaTexts(LAYOUTS_NS, { pt, 'en-US': enUS });

/** `t` of the company and admin layouts (menus, top bar); core keys fall back to `translation`. */
export function useLayoutsTranslation() {
  return useTranslation(LAYOUTS_NS);
}
