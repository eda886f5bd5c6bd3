import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useRolePermissionAccess } from './access';
import { MembersTab } from './members-tab';
import { RolesTab } from './roles-tab';
import { useRolePermissionTranslation } from './texts';

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
  const { t } = useRolePermissionTranslation();
  const { ready, canManage } = useRolePermissionAccess();
  const [params, setParams] = useSearchParams();
  const requested = params.get(TAB_PARAM);
  const active: TabKey = isTab(requested) ? requested : 'roles';

  return (
    <section className="page-card" style={{ maxWidth: 1080 }} data-testid="role-permission">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-subtitle">{t('subtitle')}</p>
      {ready && !canManage ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      <Tabs
        aria-label={t('tabs.label')}
        activeKey={active}
        onChange={(key) => {
          // Each tab's lists keep their search, page and ordering in the URL: a new tab starts
          // from a clean address so the other tab's list state does not leak into it.
          const next = new URLSearchParams();
          if (key !== 'roles') next.set(TAB_PARAM, key);
          setParams(next, { replace: true });
        }}
        items={[
          { key: 'roles', label: t('tabs.roles'), children: <RolesTab /> },
          { key: 'users', label: t('tabs.users'), children: <MembersTab /> },
        ]}
      />
    </section>
  );
}
