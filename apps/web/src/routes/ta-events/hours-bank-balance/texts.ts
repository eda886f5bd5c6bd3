import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { hoursBankBalance as enUS } from '../../../i18n/locales/en-US/hours-bank-balance';
import { hoursBankBalance as pt } from '../../../i18n/locales/pt/hours-bank-balance';

export const HOURS_BANK_BALANCE_NS = 'hoursBankBalance';

registerAreaTexts(HOURS_BANK_BALANCE_NS, { pt, 'en-US': enUS });

/** `t` of /ta-events/hours-bank-balance. */
export function useHoursBankBalanceTranslation() {
  return useTranslation(HOURS_BANK_BALANCE_NS);
}
