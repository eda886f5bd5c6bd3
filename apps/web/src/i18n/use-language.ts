import type { Language } from '@ponteiro/shared';
import { useTranslation } from 'react-i18next';
import { setLanguage } from './index';
import { resolveLanguage } from './language';

/** The current language (re-renders on change) and the function that switches it. */
export function useLanguage(): {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
} {
  const { i18n } = useTranslation();
  return { language: resolveLanguage(i18n.resolvedLanguage ?? i18n.language), setLanguage };
}
