export {
  acceptAllCookies,
  acceptNecessaryOnly,
  type ConsentState,
  closeCookieSettings,
  getConsentState,
  hasConsent,
  openCookieSettings,
  reloadConsent,
  saveCookieSettings,
  useConsentState,
} from './consent-store';
export { CookieConsent } from './cookie-consent';
export {
  ALL_CATEGORIES,
  CONSENT_CATEGORIES,
  type ConsentCategories,
  type ConsentCategory,
  clearConsent,
  DEFAULT_CATEGORIES,
  NECESSARY_ONLY,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
  readConsent,
  type StoredConsent,
  saveConsent,
} from './storage';
