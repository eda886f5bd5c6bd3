import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChangeCard } from '../../components/password-change-card';
import type { AreaPages } from '../../router/page-loaders';
import { ADMIN_USER_QUERY_KEY, callAdmin, fetchAdminUser } from '../../session/admin-api';

/** `/admin/account-settings/profile`: username and superuser flag. */
function AdminProfilePage() {
  const { t } = useTranslation();
  const user = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  return (
    <section className="page-card" data-testid="admin-profile">
      <h1 className="page-title">{t('auth.admin.profileTitle')}</h1>
      {user.isPending ? <Spin aria-label={t('app.loading')} /> : null}
      {user.isError ? (
        <div className="form-alert form-alert--error" role="alert">
          {user.error.message}
        </div>
      ) : null}
      {user.data ? (
        <Descriptions
          column={1}
          items={[
            { key: 'username', label: t('auth.admin.username'), children: user.data.username },
            {
              key: 'superuser',
              label: t('auth.admin.superuser'),
              children: user.data.is_superuser ? t('auth.admin.yes') : t('auth.admin.no'),
            },
          ]}
        />
      ) : null}
    </section>
  );
}

/** `/admin/account-settings/security`: the administrator's password change. */
function AdminSecurityPage() {
  return (
    <PasswordChangeCard
      submit={(body) => callAdmin(endpoints.admin.changePassword, { body }, { silent: true })}
    />
  );
}

// Screens of the `admin-account` area (one lazy chunk).
export const pages: AreaPages = {
  adminAccountProfile: AdminProfilePage,
  adminAccountSecurity: AdminSecurityPage,
};
