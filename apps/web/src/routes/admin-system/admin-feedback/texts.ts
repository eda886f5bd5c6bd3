import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { adminFeedback as enUS } from '../../../i18n/locales/en-US/admin-feedback';
import { adminFeedback as pt } from '../../../i18n/locales/pt/admin-feedback';

export const ADMIN_FEEDBACK_NS = 'adminFeedback';

registerAreaTexts(ADMIN_FEEDBACK_NS, { pt, 'en-US': enUS });

/** `t` of the /admin/feedback texts; core keys fall back to `translation`. */
export function useAdminFeedbackTranslation() {
  return useTranslation(ADMIN_FEEDBACK_NS);
}
