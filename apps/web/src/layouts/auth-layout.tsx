import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { Logo } from '../components/logo';

/** Sign-in and friends: the logo, a centered card with the screen, the language switch. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="auth-layout">
      <header className="auth-layout__top">
        <Logo />
        <LanguageSwitch />
      </header>
      <main id="main-content" tabIndex={-1} className="auth-layout__main">
        <div className="auth-layout__card">
          <Outlet />
        </div>
        <Link to="/" className="auth-layout__back">
          {t('authLayout.backHome')}
        </Link>
      </main>
    </div>
  );
}
