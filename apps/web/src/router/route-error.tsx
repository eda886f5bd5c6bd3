import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PlainButton, plainButtonClass } from '../components/plain-button';

/**
 * Error boundary of the root and of each layout: a screen that failed to load (e.g. a chunk of
 * an older deploy) or threw while rendering. Plain elements (no antd): it is in the entry chunk.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main-content" className="route-error" data-testid="not-found">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.description')}</p>
        <Link to="/" className={plainButtonClass('primary')}>
          {t('notFound.home')}
        </Link>
      </main>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main-content" className="route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.description')}</p>
      <PlainButton kind="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </PlainButton>
    </main>
  );
}
