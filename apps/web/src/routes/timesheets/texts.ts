import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../i18n/area-texts';
import { timesheets as enUS } from '../../i18n/locales/en-US/timesheets';
import { timesheets as pt } from '../../i18n/locales/pt/timesheets';

export const TIMESHEETS_NS = 'timesheets';

registerAreaTexts(TIMESHEETS_NS, { pt, 'en-US': enUS });

/** `t` of the /timesheets screens (loaded with this chunk); core keys fall back to `translation`. */
export function useTimesheetsTranslation() {
  return useTranslation(TIMESHEETS_NS);
}

export type TimesheetsT = TFunction<'timesheets'>;
