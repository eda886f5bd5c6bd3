import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainButton } from '../components/plain-button';
import { acceptAllCookies, acceptNecessaryOnly, openCookieSettings } from './consent-store';

/** Fixed at the bottom of every page until the visitor makes a choice. */
export function CookieBanner() {
  const { t } = useTranslation();
  return (
    <section
      className="cookie-banner"
      data-testid="cookie-banner"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
    >
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title" className="cookie-banner__title">
          {t('consent.bannerTitle')}
        </h2>
        <p id="cookie-banner-text">
          {t('consent.bannerText')} <Link to="/privacy-policy">{t('consent.privacyLink')}</Link>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <PlainButton data-testid="cookie-customize" onClick={openCookieSettings}>
          {t('consent.customize')}
        </PlainButton>
        <PlainButton data-testid="cookie-necessary-only" onClick={acceptNecessaryOnly}>
          {t('consent.necessaryOnly')}
        </PlainButton>
        <PlainButton kind="primary" data-testid="cookie-accept-all" onClick={acceptAllCookies}>
          {t('consent.acceptAll')}
        </PlainButton>
      </div>
    </section>
  );
}
