import { LANGUAGES, type Language, resolveLanguage } from '@ponteiro/shared';

/** BCP 47 tag used by Intl, `<html lang>` and antd for each UI language. */
export const INTL_LOCALES: Record<Language, string> = { pt: 'pt-BR', 'en-US': 'en-US' };

/** dayjs locale names (the `pt-br` locale file is imported once in i18n/index.ts). */
export const DAYJS_LOCALES: Record<Language, string> = { pt: 'pt-br', 'en-US': 'en' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export { resolveLanguage };
