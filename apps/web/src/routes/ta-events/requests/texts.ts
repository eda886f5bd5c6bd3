import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { taRequests as enUS } from '../../../i18n/locales/en-US/ta-requests';
import { taRequests as pt } from '../../../i18n/locales/pt/ta-requests';

export const REQUESTS_NS = 'taRequests';

registerAreaTexts(REQUESTS_NS, { pt, 'en-US': enUS });

/** `t` of the request screens (namespace `taRequests`). */
export function useRequestsTranslation() {
  return useTranslation(REQUESTS_NS);
}

export type RequestsT = TFunction<'taRequests'>;
