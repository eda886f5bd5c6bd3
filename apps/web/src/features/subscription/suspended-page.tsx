import { MailOutlined, PhoneOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { AntdProvider } from '../../app/antd-provider';
import { signOut } from '../../session/auth-actions';
import { signInPath } from '../../session/redirect';
import { useCompanies, useSession } from '../../session/session-query';
import { hasCompanySession } from '../../session/storage';
import { formatDay, useSubscriptionTranslation } from './texts';

/** The suspension as the session tells it: since when, why, whom to contact; and the way out. */
function Suspension() {
  const { t, i18n } = useSubscriptionTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const companies = useCompanies();

  if (session.isPending) {
    return (
      <div className="auth-screen__center">
        <Spin aria-label={t('app.loading')} />
      </div>
    );
  }
  if (session.isError) {
    const error = session.error;
    if (isApiError(error) && error.status === 401) {
      if (error.code === 'no_company') return <Navigate to="/select-company" replace />;
      return <Navigate to={signInPath(location.pathname)} replace />;
    }
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadError')}
        action={
          <Button size="small" onClick={() => void session.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const summary = session.data.subscription;
  // Reactivated (or never suspended): the app is open again.
  if (!session.data.companyId) return <Navigate to="/select-company" replace />;
  if (summary?.status !== 'suspended') return <Navigate to="/dashboard" replace />;

  const suspension = summary.suspension;
  const contact = suspension?.contact;
  const otherCompanies = (companies.data?.length ?? 0) > 1;
  const leave = () => void signOut(queryClient).then(() => navigate('/signin', { replace: true }));

  return (
    <div className="auth-screen" data-testid="suspended-screen">
      <div className="auth-screen__header">
        <StopOutlined aria-hidden="true" style={{ fontSize: 32, color: '#cf1322' }} />
        <h1 className="auth-screen__title">{t('suspended.title')}</h1>
        {suspension?.since ? (
          <p className="auth-screen__subtitle" data-testid="suspended-since">
            {t('suspended.since', { date: formatDay(suspension.since, i18n.language) })}
          </p>
        ) : null}
      </div>
      {suspension?.reason ? (
        <Alert
          type="warning"
          showIcon
          title={t('suspended.reason')}
          description={<span data-testid="suspended-reason">{suspension.reason}</span>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {contact ? (
        <section aria-labelledby="suspended-contact" data-testid="suspended-contact">
          <h2 id="suspended-contact" style={{ fontSize: 16, margin: '0 0 8px' }}>
            {t('suspended.contactTitle')}
          </h2>
          <p style={{ margin: '0 0 4px', fontWeight: 600 }} data-testid="suspended-contact-name">
            {contact.name}
          </p>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {contact.email ? (
              <li>
                <MailOutlined aria-hidden="true" /> {t('suspended.email')}:{' '}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            ) : null}
            {contact.phone ? (
              <li>
                <PhoneOutlined aria-hidden="true" /> {t('suspended.phone')}:{' '}
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      <div className="auth-screen__actions">
        {otherCompanies ? (
          <Button block type="primary" onClick={() => navigate('/select-company')}>
            {t('suspended.switchCompany')}
          </Button>
        ) : null}
        <Button block loading={session.isFetching} onClick={() => void session.refetch()}>
          {t('suspended.checkAgain')}
        </Button>
        <Button block type="link" onClick={leave}>
          {t('suspended.signOut')}
        </Button>
      </div>
    </div>
  );
}

/** `/suspended`: where every company route leads while the provider has suspended the company. */
export default function SuspendedPage() {
  const location = useLocation();
  if (!hasCompanySession()) return <Navigate to={signInPath(location.pathname)} replace />;
  // The auth layout has no antd provider (the sign-in screen is plain).
  return (
    <AntdProvider>
      <Suspension />
    </AntdProvider>
  );
}
