import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../i18n/area-texts';
import { routeSummaries as enUS } from '../i18n/locales/en-US/route-summaries';
import { routeSummaries as pt } from '../i18n/locales/pt/route-summaries';

// The screens' one-line summaries are read only by the area index and the "being built" screens
// (company and admin chunks), so they stay out of the core catalogue of the sign-in page.
export const ROUTE_SUMMARIES_NS = 'routeSummaries';

registerAreaTexts(ROUTE_SUMMARIES_NS, { pt, 'en-US': enUS });

/** `t` that reads a route's `summaryKey`; titles and other core keys fall back to `translation`. */
export function useRouteSummaries() {
  return useTranslation(ROUTE_SUMMARIES_NS);
}
