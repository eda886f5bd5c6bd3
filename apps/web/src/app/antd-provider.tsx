import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useMatches } from 'react-router';
import { i18n } from '../i18n';
import { DAYJS_LOCALES, resolveLanguage } from '../i18n/language';
import { ptWithAntd } from '../i18n/locales/pt/with-antd';
import { useLanguage } from '../i18n/use-language';
import { cookieBrandColor, readSessionCookie } from '../session/session-cookie';
import { useSession } from '../session/session-query';
import { ANTD_LOCALES } from './antd-locale';
import { companyTheme } from './theme';

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

/**
 * antd's theme and locale (following the UI language) for the screens below it. `brandColor`: the
 * company's colour (the company shell); absent, the product's.
 */
export function AntdProvider({
  children,
  brandColor = null,
}: {
  children: ReactNode;
  brandColor?: string | null;
}) {
  const { language } = useLanguage();
  const theme = useMemo(() => companyTheme(brandColor), [brandColor]);
  return (
    <ConfigProvider theme={theme} locale={ANTD_LOCALES[language]}>
      {children}
    </ConfigProvider>
  );
}

export default AntdProvider;

/** The router's id of the company shell's layout route (router/routes.tsx). */
const COMPANY_LAYOUT_ROUTE_ID = 'company-layout';

/**
 * The company shell follows the company's brand colour from the session: a save on System ›
 * Personalization invalidates the session query and the theme changes without a reload; the
 * session cookie keeps the colour for the next reload.
 */
function CompanyAntdProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  // Until the session answers, the cookie's copy: a reload does not flash the product colour.
  const brandColor = session.isPending
    ? cookieBrandColor(readSessionCookie())
    : (session.data?.brandColor ?? null);
  return <AntdProvider brandColor={brandColor}>{children}</AntdProvider>;
}

/**
 * `Layout` inside the provider: what the router's lazy layout loaders hand to the router. Only
 * the company layout takes the company's colour (public site and back-office keep the product's).
 */
export function withAntd(Layout: ComponentType): ComponentType {
  return function WithAntd() {
    const inCompanyShell = useMatches().some((match) => match.id === COMPANY_LAYOUT_ROUTE_ID);
    const Provider = inCompanyShell ? CompanyAntdProvider : AntdProvider;
    return (
      <Provider>
        <Layout />
      </Provider>
    );
  };
}
