import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Ponteiro mark (a clock with one hand) and name; `compact` shows the mark only. */
export function Logo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="logo" aria-label={t('app.homeLink')}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <circle cx="16" cy="16" r="14" fill="currentColor" />
        <circle cx="16" cy="16" r="10.5" fill="#fff" />
        <path
          d="M16 9v7l5 3"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      {compact ? null : <span className="logo__name">Ponteiro</span>}
    </Link>
  );
}
