import { type CompanySummary, formatCnpj, formatCpf } from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { FormAlert } from '../../components/form-alert';
import { selectCompany, signOut } from '../../session/auth-actions';
import { useCompanies } from '../../session/session-query';
import { AuthHeader, RequireSignedIn, useNextPath } from './auth-kit';
import { useInvitationAcceptance } from './use-invitation-acceptance';

const BUILT_IN_ROLES = ['owner', 'super_admin', 'admin', 'employee'];
type BuiltInRole = 'owner' | 'super_admin' | 'admin' | 'employee';

function CompanyChoice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const next = useNextPath();
  const companies = useCompanies();
  const [choosing, setChoosing] = useState<string>();
  const [error, setError] = useState<string>();
  const invitation = useInvitationAcceptance();

  const choose = async (company: CompanySummary) => {
    setChoosing(company.id);
    setError(undefined);
    try {
      await selectCompany(company.id, queryClient);
      navigate(next ?? '/dashboard', { replace: true });
    } catch (caught) {
      setChoosing(undefined);
      setError(caught instanceof Error ? caught.message : t('http.genericError'));
    }
  };

  const roleLabel = (role: string) =>
    t(BUILT_IN_ROLES.includes(role) ? `auth.roles.${role as BuiltInRole}` : 'auth.roles.custom');
  const documentOf = (company: CompanySummary) =>
    company.employer_type === 'cnpj'
      ? formatCnpj(company.employer_id)
      : formatCpf(company.employer_id);

  if (invitation.status === 'accepting') {
    return (
      <div className="auth-screen" data-testid="invitation-accepting">
        <AuthHeader title={t('auth.invitation.title')} />
        <div className="auth-screen__center" role="status">
          <Spin /> <span>{t('auth.invitation.accepting')}</span>
        </div>
      </div>
    );
  }

  return (
    <div className="auth-screen" data-testid="select-company-screen">
      <AuthHeader
        title={t('auth.selectCompany.title')}
        subtitle={
          // Said by count: this screen also opens with a single company (e.g. after an invitation).
          companies.data?.length
            ? t('auth.selectCompany.subtitle', { count: companies.data.length })
            : undefined
        }
      />
      <FormAlert message={invitation.status === 'failed' ? invitation.message : undefined} />
      <FormAlert message={error} />
      {companies.isPending ? (
        <div className="auth-screen__center">
          <Spin aria-label={t('app.loading')} />
        </div>
      ) : null}
      {companies.isError ? (
        <FormAlert
          message={
            <>
              {t('auth.selectCompany.loadError')}{' '}
              <Button type="link" onClick={() => void companies.refetch()}>
                {t('session.retry')}
              </Button>
            </>
          }
        />
      ) : null}
      {companies.data?.length === 0 ? <p>{t('auth.selectCompany.empty')}</p> : null}
      {companies.data && companies.data.length > 0 ? (
        <ul className="company-choice" aria-label={t('auth.selectCompany.title')}>
          {companies.data.map((company) => {
            const name = company.trade_name || company.legal_name;
            return (
              <li key={company.id}>
                <button
                  type="button"
                  className="company-choice__item"
                  aria-label={t('auth.selectCompany.choose', { name })}
                  disabled={choosing !== undefined}
                  onClick={() => void choose(company)}
                >
                  <span className="company-choice__name">{name}</span>
                  <span className="company-choice__meta">
                    {documentOf(company)} ·{' '}
                    {t('auth.selectCompany.role', { role: roleLabel(company.role) })}
                  </span>
                  {choosing === company.id ? <Spin size="small" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="auth-screen__actions">
        <ButtonLink to="/create-company" block>
          {t('auth.selectCompany.createAnother')}
        </ButtonLink>
        <Button
          type="link"
          block
          onClick={() =>
            void signOut(queryClient).then(() => navigate('/signin', { replace: true }))
          }
        >
          {t('auth.selectCompany.signOut')}
        </Button>
      </div>
    </div>
  );
}

/** `/select-company`: the user's companies with their role; choosing one enters it. */
export default function SelectCompanyPage() {
  return (
    <RequireSignedIn>
      <CompanyChoice />
    </RequireSignedIn>
  );
}
