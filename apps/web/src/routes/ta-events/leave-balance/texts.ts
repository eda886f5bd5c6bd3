import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { leaveBalance as enUS } from '../../../i18n/locales/en-US/leave-balance';
import { leaveBalance as pt } from '../../../i18n/locales/pt/leave-balance';

export const LEAVE_BALANCE_NS = 'leaveBalance';

registerAreaTexts(LEAVE_BALANCE_NS, { pt, 'en-US': enUS });

/** `t` of /ta-events/leave-balance. */
export function useLeaveBalanceTranslation() {
  return useTranslation(LEAVE_BALANCE_NS);
}
