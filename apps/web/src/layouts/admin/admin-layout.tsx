import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { AdminNotificationsMenu } from '../../components/admin-notifications-menu';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../dimensions';
import { useLayoutsTranslation } from '../layout-texts';
import { SideMenu } from '../side-menu';
import { useNarrowScreen } from '../use-narrow-screen';
import { AdminAccountActions } from './admin-account-actions';
import { ADMIN_MENU_ICONS } from './admin-menu-icons';

/** The provider's back office: side menu (dashboard + system) and a top bar. */
export function AdminLayout() {
  const { t } = useLayoutsTranslation();
  // On a narrow screen the menu shows icons only (groups open as pop-ups).
  const narrow = useNarrowScreen();
  return (
    <Layout className="app-layout app-layout--admin">
      <Layout.Sider
        className="app-sider"
        theme="light"
        width={SIDEBAR_WIDTH}
        collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
        collapsed={narrow}
        trigger={null}
        data-testid="admin-sidebar"
      >
        <div className="app-sider__brand" style={{ height: TOPBAR_HEIGHT }}>
          <Logo to="/admin/dashboard" compact={narrow} />
        </div>
        <nav aria-label={t('adminLayout.sideNav')}>
          <SideMenu
            layout="admin"
            icons={ADMIN_MENU_ICONS}
            groups={['system']}
            collapsed={narrow}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          className="topbar"
          style={{ height: TOPBAR_HEIGHT }}
          data-testid="admin-topbar"
        >
          <span className="topbar__context">{t('adminLayout.backOffice')}</span>
          <div className="topbar__actions">
            <LanguageSwitch />
            <AdminNotificationsMenu />
            <AdminAccountActions />
          </div>
        </Layout.Header>
        <Layout.Content id="main-content" tabIndex={-1} className="app-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
