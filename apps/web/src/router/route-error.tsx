import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../components/button-link';

/**
 * Error boundary of the root and of each layout: a screen that failed to load (e.g. a chunk of
 * an older deploy) or threw while rendering.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main-content" className="route-error" data-testid="not-found">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.description')}</p>
        <ButtonLink to="/" type="primary">
          {t('notFound.home')}
        </ButtonLink>
      </main>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main-content" className="route-error" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.description')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </main>
  );
}
