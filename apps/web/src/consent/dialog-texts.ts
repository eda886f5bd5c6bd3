import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../i18n/area-texts';
import { consentDialog as enUS } from '../i18n/locales/en-US/consent-dialog';
import { consentDialog as pt } from '../i18n/locales/pt/consent-dialog';

export const CONSENT_DIALOG_NS = 'consentDialog';

registerAreaTexts(CONSENT_DIALOG_NS, { pt, 'en-US': enUS });

/** `t` of the cookie settings dialog (its texts come with its chunk, not with the first page). */
export function useConsentDialogTranslation() {
  return useTranslation(CONSENT_DIALOG_NS);
}
