import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { adminOutbox as enUS } from '../../../i18n/locales/en-US/admin-outbox';
import { adminOutbox as pt } from '../../../i18n/locales/pt/admin-outbox';

export const ADMIN_OUTBOX_NS = 'adminOutbox';

registerAreaTexts(ADMIN_OUTBOX_NS, { pt, 'en-US': enUS });

/** `t` of the outbox screens; their texts travel with the admin-system chunk. */
export function useOutboxTranslation() {
  return useTranslation(ADMIN_OUTBOX_NS);
}
