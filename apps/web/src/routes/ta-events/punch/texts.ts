import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { punch as enUS } from '../../../i18n/locales/en-US/punch';
import { punch as pt } from '../../../i18n/locales/pt/punch';

// The punch card travels with two chunks (ta-events and dashboard); whichever loads first
// registers the namespace.
export const PUNCH_NS = 'punch';

registerAreaTexts(PUNCH_NS, { pt, 'en-US': enUS });

/** `t` of the punch card, its receipt and "Meus comprovantes"; core keys fall back. */
export function usePunchTranslation() {
  return useTranslation(PUNCH_NS);
}

export type PunchT = TFunction<'punch'>;
