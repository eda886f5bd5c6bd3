import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button-link';

/** `/404` and any unknown address (shown in the public layout). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="result-page" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="result-page__title">{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={
          <ButtonLink to="/" type="primary">
            {t('notFound.home')}
          </ButtonLink>
        }
      />
    </div>
  );
}

/**
 * Shown instead of a screen the user may not open (403 look). The identity work renders it from
 * its route guards; `backTo` is where the button leads (the company dashboard by default).
 */
export function NoPermission({ backTo = '/dashboard' }: { backTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="result-page" data-testid="no-permission">
      <Result
        status="403"
        title={<h1 className="result-page__title">{t('noPermission.title')}</h1>}
        subTitle={t('noPermission.description')}
        extra={
          <ButtonLink to={backTo} type="primary">
            {t('noPermission.back')}
          </ButtonLink>
        }
      />
    </div>
  );
}
