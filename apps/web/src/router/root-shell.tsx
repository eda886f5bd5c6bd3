import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { CookieConsent } from '../consent/cookie-consent';
import type { RouteTitleKey } from '../i18n/keys';
import { isRouteHandle } from './catalogue';
import { usePageTitleOverride } from './page-title';

/** Keeps `document.title` on the current screen's own title, else its catalogue title. */
function DocumentTitle() {
  const { t } = useTranslation();
  const pageTitle = usePageTitleOverride();
  const matches = useMatches();
  const route = [...matches].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const titleKey = isRouteHandle(route) ? route.route.titleKey : undefined;
  const id = isRouteHandle(route) ? route.route.id : undefined;

  useEffect(() => {
    const appName = t('app.name');
    if (pageTitle) document.title = `${pageTitle} · ${appName}`;
    else if (!titleKey || id === 'home') document.title = `${appName} · ${t('app.tagline')}`;
    else document.title = `${t(titleKey as RouteTitleKey)} · ${appName}`;
  }, [t, titleKey, id, pageTitle]);
  return null;
}

/** A thin bar at the top while the next screen's chunk loads. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="nav-progress" role="progressbar" aria-label={t('app.loading')} />;
}

/** The root of every page: skip link, the active layout, cookie consent, title and scroll. */
export function RootShell() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <DocumentTitle />
      <Outlet />
      <CookieConsent />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's chunks load. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" aria-busy="true">
      <span className="loading-screen__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
