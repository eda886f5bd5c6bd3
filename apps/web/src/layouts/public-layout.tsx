import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { ButtonLink } from '../components/button-link';
import { LanguageSwitch } from '../components/language-switch';
import { Logo } from '../components/logo';
import { openCookieSettings } from '../consent/consent-store';

const LEGAL_LINKS = [
  { to: '/privacy-policy', titleKey: 'routes.privacyPolicy.title' },
  { to: '/terms-of-service', titleKey: 'routes.termsOfService.title' },
  { to: '/lgpd', titleKey: 'routes.lgpd.title' },
  { to: '/user-agreement', titleKey: 'routes.userAgreement.title' },
] as const;

/** The public site: header (logo, Home, Pricing, language, sign in), page, footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="public-layout">
      <header className="public-header" data-testid="public-header">
        <div className="public-header__inner">
          <Logo />
          <nav aria-label={t('publicLayout.mainNav')} className="public-header__nav">
            <NavLink to="/" end className="public-header__link">
              {t('publicLayout.home')}
            </NavLink>
            <NavLink to="/pricing" className="public-header__link">
              {t('publicLayout.pricing')}
            </NavLink>
          </nav>
          <div className="public-header__actions">
            <LanguageSwitch />
            <ButtonLink to="/signin" type="primary">
              {t('publicLayout.signIn')}
            </ButtonLink>
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer" data-testid="public-footer">
        <div className="public-footer__inner">
          <nav aria-label={t('publicLayout.legalNav')}>
            <ul className="public-footer__links">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.titleKey)}</Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="link-button"
                  data-testid="footer-cookie-settings"
                  onClick={openCookieSettings}
                >
                  {t('publicLayout.cookieSettings')}
                </button>
              </li>
            </ul>
          </nav>
          <p className="public-footer__rights">
            {t('publicLayout.rights', { year: new Date().getFullYear() })}
          </p>
        </div>
      </footer>
    </div>
  );
}
