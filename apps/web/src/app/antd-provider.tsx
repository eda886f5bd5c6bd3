import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { ComponentType, ReactNode } from 'react';
import { i18n } from '../i18n';
import { DAYJS_LOCALES, resolveLanguage } from '../i18n/language';
import { ptWithAntd } from '../i18n/locales/pt/with-antd';
import { useLanguage } from '../i18n/use-language';
import { ANTD_LOCALES } from './antd-locale';
import { theme } from './theme';

// antd (its theme engine, ConfigProvider and locales) and dayjs are not in the entry chunk: the
// sign-in page draws plain elements, and every layout or screen that uses antd wraps itself in
// this provider, so antd arrives with the first chunk that needs it.

function applyDayjsLocale(language: string): void {
  dayjs.locale(DAYJS_LOCALES[resolveLanguage(language)]);
}
applyDayjsLocale(i18n.resolvedLanguage ?? i18n.language ?? 'pt');
i18n.on('languageChanged', applyDayjsLocale);

// The rest of the Portuguese core texts (validation and error messages, the other auth screens):
// only screens under this provider read them. en-US is one chunk already, loaded when chosen.
function addPortugueseTexts(): void {
  i18n.addResourceBundle('pt', 'translation', ptWithAntd, true, false);
}
if (i18n.isInitialized) addPortugueseTexts();
else i18n.on('initialized', addPortugueseTexts);

/** antd's theme and locale (following the UI language) for the screens below it. */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
      {children}
    </ConfigProvider>
  );
}

export default AntdProvider;

/** `Layout` inside the provider: what the router's lazy layout loaders hand to the router. */
export function withAntd(Layout: ComponentType): ComponentType {
  return function WithAntd() {
    return (
      <AntdProvider>
        <Layout />
      </AntdProvider>
    );
  };
}
