import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { visibleMenuRouteIds } from '@ponteiro/shared';
import { Button, Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { NotificationsMenu } from '../../components/notifications-menu';
import { NoPermission, NotFound } from '../../components/result-pages';
import { DownloadsMenu } from '../../features/report-jobs/downloads-menu';
import { trialHasEnded } from '../../features/subscription/trial-ended';
import { LoadingScreen } from '../../router/root-shell';
import { useRouteVerdict } from '../../router/session-guards';
import { useMenuAccess, useSession } from '../../session/session-query';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, TOPBAR_HEIGHT } from '../dimensions';
import { useLayoutsTranslation } from '../layout-texts';
import { SideMenu } from '../side-menu';
import { useNarrowScreen } from '../use-narrow-screen';
import { COMPANY_MENU_ICONS } from './menu-icons';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { UserMenu } from './user-menu';

// "Send feedback" (its button, texts and dialog) is its own chunk: only this import stays here.
const FeedbackButton = lazy(() =>
  import('../../features/feedback/feedback-button').then((m) => ({ default: m.FeedbackButton })),
);

// The trial-ended notice (texts, dialog-free banner) is its own chunk, loaded only when it shows.
const TrialEndedBanner = lazy(() =>
  import('../../features/subscription/trial-banner').then((m) => ({
    default: m.TrialEndedBanner,
  })),
);

/**
 * The company app: collapsible side menu (235/65 px) and a 64 px top bar. On a narrow screen the
 * menu stays collapsed and opens over the page for one navigation, without changing the
 * remembered desktop choice.
 */
export function CompanyLayout() {
  const { t } = useLayoutsTranslation();
  const [rememberedCollapsed, , toggleRemembered] = useSidebarCollapsed();
  const narrow = useNarrowScreen();
  const [openOverPage, setOpenOverPage] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to navigating.
  useEffect(() => setOpenOverPage(false), [pathname]);

  const collapsed = narrow ? !openOverPage : rememberedCollapsed;
  const toggle = narrow ? () => setOpenOverPage((open) => !open) : toggleRemembered;
  const overlay = narrow && openOverPage;
  const verdict = useRouteVerdict();
  // The server's session, or the cookie's copy while it loads (a reload draws the menu at once).
  const access = useMenuAccess();
  const visibleIds = access ? visibleMenuRouteIds(access) : undefined;
  const session = useSession().data;
  const trialEnded =
    session && session.roleName !== 'employee' && trialHasEnded(session.subscription)
      ? session.subscription
      : undefined;

  return (
    <Layout className="app-layout">
      <Layout.Sider
        className={overlay ? 'app-sider app-sider--overlay' : 'app-sider'}
        theme="light"
        width={SIDEBAR_WIDTH}
        collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
        collapsible
        collapsed={collapsed}
        trigger={null}
        data-testid="company-sidebar"
        data-collapsed={String(collapsed)}
      >
        <div className="app-sider__brand" style={{ height: TOPBAR_HEIGHT }}>
          <Logo to="/dashboard" compact={collapsed} />
        </div>
        <nav aria-label={t('companyLayout.sideNav')} id="company-side-menu">
          <SideMenu
            layout="company"
            icons={COMPANY_MENU_ICONS}
            groups={['access', 'settings']}
            collapsed={collapsed}
            visibleIds={visibleIds}
          />
        </nav>
      </Layout.Sider>
      {overlay && (
        <button
          type="button"
          className="app-sider-backdrop"
          aria-label={t('companyLayout.collapse')}
          onClick={() => setOpenOverPage(false)}
        />
      )}
      <Layout>
        <Layout.Header
          className="topbar"
          style={{ height: TOPBAR_HEIGHT }}
          data-testid="company-topbar"
        >
          <Button
            type="text"
            className="topbar__toggle"
            data-testid="sidebar-toggle"
            aria-controls="company-side-menu"
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('companyLayout.expand') : t('companyLayout.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
          />
          <div className="topbar__actions">
            <LanguageSwitch />
            <Suspense fallback={null}>
              <FeedbackButton />
            </Suspense>
            <DownloadsMenu />
            <NotificationsMenu />
            <UserMenu />
          </div>
        </Layout.Header>
        <Layout.Content id="main-content" tabIndex={-1} className="app-content">
          {session && trialEnded ? (
            <Suspense fallback={null}>
              <TrialEndedBanner session={session} endsOn={trialEnded.ends_on} />
            </Suspense>
          ) : null}
          {verdict === 'ok' ? <Outlet /> : null}
          {verdict === 'no-permission' ? <NoPermission /> : null}
          {verdict === 'not-found' ? <NotFound /> : null}
          {verdict === 'pending' ? <LoadingScreen /> : null}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
