import { COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ponteiro/shared';
import i18n, { type InitOptions, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getCookie, setCookie } from '../lib/cookies';
import { catalogueBackend, pt } from './catalogues';
import { INTL_LOCALES, resolveLanguage } from './language';

const COOKIE_MINUTES = 525_600; // one year

/** Language detection: the `lang` cookie first, then the browser; the choice goes back to the cookie. */
export const DETECTION_OPTIONS = {
  order: ['cookie', 'navigator'],
  lookupCookie: COOKIE_NAMES.language,
  caches: ['cookie'],
  cookieMinutes: COOKIE_MINUTES,
  cookieOptions: { path: '/', sameSite: 'lax' as const },
  convertDetectedLanguage: (lng: string) => resolveLanguage(lng),
};

/**
 * The detection above in a few lines (i18next-browser-languagedetector is 2 KiB gzip of the
 * sign-in page for two lookups): the cookie, else the browser's first language; the choice is
 * written back to the cookie.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const stored = getCookie(DETECTION_OPTIONS.lookupCookie);
    const browser =
      typeof navigator === 'undefined'
        ? undefined
        : (navigator.languages?.[0] ?? navigator.language);
    return DETECTION_OPTIONS.convertDetectedLanguage(stored || browser || DEFAULT_LANGUAGE);
  },
  cacheUserLanguage(lng: string) {
    setCookie(DETECTION_OPTIONS.lookupCookie, resolveLanguage(lng), {
      maxAgeSeconds: DETECTION_OPTIONS.cookieMinutes * 60,
      path: DETECTION_OPTIONS.cookieOptions.path,
      sameSite: 'Lax',
    });
  },
};

let initializing: Promise<void> | undefined;

// dayjs follows the language in app/antd-provider.tsx: dayjs is loaded with antd, not at start.
function applyLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = INTL_LOCALES[language];
}

/**
 * Starts i18next once: cookie `lang` first, then the browser's language; any `en*` becomes en-US
 * and anything else pt. The choice is written back to the cookie, so it survives a reload.
 * `overrides` exist for tests (e.g. `{ lng: 'pt' }`).
 */
export function initI18n(overrides: Partial<InitOptions> = {}): Promise<void> {
  initializing ??= (async () => {
    i18n.on('languageChanged', (lng) => applyLanguage(resolveLanguage(lng)));
    await i18n
      .use(languageDetector)
      .use(catalogueBackend)
      .use(initReactI18next)
      .init({
        resources: { pt: { translation: pt } },
        ns: ['translation'],
        defaultNS: 'translation',
        // Area namespaces (area-texts.ts) fall back to the core catalogue for shared texts.
        fallbackNS: 'translation',
        partialBundledLanguages: true,
        supportedLngs: [...LANGUAGES],
        nonExplicitSupportedLngs: false,
        load: 'currentOnly',
        fallbackLng: DEFAULT_LANGUAGE,
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: false },
        ...overrides,
      });
    applyLanguage(currentLanguage());
  })();
  return initializing;
}

/** The UI language now in use (always one of LANGUAGES). */
export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Loads the catalogue if needed, switches, and stores the choice in the `lang` cookie. */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export { INTL_LOCALES } from './language';
export { i18n };
