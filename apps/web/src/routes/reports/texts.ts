import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { reports as enUS } from '../../i18n/locales/en-US/reports';
import { reports as pt } from '../../i18n/locales/pt/reports';

export const REPORTS_NS = 'reports';

registerAreaTexts(REPORTS_NS, { pt, 'en-US': enUS });

/** `t` of the reports namespace; core keys fall back to `translation`. */
export function useReportsTranslation() {
  return useTranslation(REPORTS_NS);
}
