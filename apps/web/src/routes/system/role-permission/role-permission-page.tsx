import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../auth/auth-kit';
import { useRolePermissionAccess } from './access';
import { MembersTab } from './members-tab';
import { RolesTab } from './roles-tab';

const TABS = ['roles', 'users'] as const;
type TabKey = (typeof TABS)[number];
const TAB_PARAM = 'tab';

function isTab(value: string | null): value is TabKey {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * `/system/role-permission`: roles built from the permission tree (the built-in ones read-only) and
 * the company's users with their invitations. The open tab is kept in `?tab=`, so a reload or a
 * shared link opens the same one.
 */
export function RolePermissionPage() {
  const { t } = useTranslation();
  const { ready, canManage } = useRolePermissionAccess();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active: TabKey = isTab(requested) ? requested : 'roles';

  return (
    <section className="page-card" style={{ maxWidth: 1080 }} data-testid="role-permission">
      <h1 className="page-title">{t('rolePermission.title')}</h1>
      <p className="page-subtitle">{t('rolePermission.subtitle')}</p>
      {ready && !canManage ? (
        <FormAlert kind="info" message={t('rolePermission.readOnly')} />
      ) : null}
      <Tabs
        aria-label={t('rolePermission.tabs.label')}
        activeKey={active}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'roles') next.delete(TAB_PARAM);
          else next.set(TAB_PARAM, key);
          setParams(next, { replace: true });
        }}
        items={[
          { key: 'roles', label: t('rolePermission.tabs.roles'), children: <RolesTab /> },
          { key: 'users', label: t('rolePermission.tabs.users'), children: <MembersTab /> },
        ]}
      />
    </section>
  );
}
