import { useTranslation } from 'react-i18next';
import { registerAreaTexts } from '../../../i18n/area-texts';
import { adminCatalogue as enUS } from '../../../i18n/locales/en-US/admin-catalogue';
import { adminCatalogue as pt } from '../../../i18n/locales/pt/admin-catalogue';

export const ADMIN_CATALOGUE_NS = 'adminCatalogue';

registerAreaTexts(ADMIN_CATALOGUE_NS, { pt, 'en-US': enUS });

/** `t` of the /admin/app-history and /admin/product-management texts; core keys fall back. */
export function useAdminCatalogueTranslation() {
  return useTranslation(ADMIN_CATALOGUE_NS);
}
