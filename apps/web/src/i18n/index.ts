import { COOKIE_NAMES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ponteiro/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, pt } from './catalogues';
import { DAYJS_LOCALES, INTL_LOCALES, resolveLanguage } from './language';

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

let initializing: Promise<void> | undefined;

function applyLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
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
      .use(LanguageDetector)
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
        detection: DETECTION_OPTIONS,
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
