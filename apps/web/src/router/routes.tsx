import { getRoute, type RouteDefinition, routesOfLayout } from '@ponteiro/shared';
import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import type { RouteHandle } from './catalogue';
import { AdminGuard, CompanyGuard } from './guards';
import { loadPage } from './page-loaders';
import { LoadingScreen, RootShell } from './root-shell';
import { RouteError } from './route-error';

export interface BuildRoutesOptions {
  /** Wraps every company screen (above the company layout); renders <Outlet /> when allowed. */
  companyGuard?: ComponentType;
  /** Wraps every back-office screen (above the admin layout); renders <Outlet /> when allowed. */
  adminGuard?: ComponentType;
}

// Layout chunks (module-level loaders, one per layout). The public, company and admin layouts
// come inside antd's provider (fetched with them); the auth layout does not: the sign-in screen
// is plain, and its sibling screens bring the provider themselves (auth-kit.tsx `Deferred`).
const antd = () => import('../app/antd-provider');
const loadPublicLayout = async () => {
  const [{ PublicLayout }, { withAntd }] = await Promise.all([
    import('../layouts/public-layout'),
    antd(),
  ]);
  return withAntd(PublicLayout);
};
const loadAuthLayout = async () => (await import('../layouts/auth-layout')).AuthLayout;
const loadCompanyLayout = async () => {
  const [{ CompanyLayout }, { withAntd }] = await Promise.all([
    import('../layouts/company/company-layout'),
    antd(),
  ]);
  return withAntd(CompanyLayout);
};
const loadAdminLayout = async () => {
  const [{ AdminLayout }, { withAntd }] = await Promise.all([
    import('../layouts/admin/admin-layout'),
    antd(),
  ]);
  return withAntd(AdminLayout);
};

/** Rendered for the instant a redirect route matches (its loader redirects before paint). */
function Redirecting() {
  return null;
}

function screenRoute(route: RouteDefinition): RouteObject {
  const handle: RouteHandle = { route };
  const { redirectTo } = route;
  if (route.kind === 'redirect' && redirectTo) {
    return {
      id: route.id,
      path: route.path,
      handle,
      loader: () => redirect(redirectTo),
      Component: Redirecting,
    };
  }
  return {
    id: route.id,
    path: route.path,
    handle,
    lazy: async () => ({ Component: await loadPage(route) }),
  };
}

/**
 * The whole route tree, built from the shared catalogue:
 *
 * root (RootShell: skip link, cookie consent, title)
 * ├─ public-layout   → public pages, /404 and every unknown path
 * ├─ auth-layout     → sign-in, sign-up, password, company choice, admin sign-in
 * ├─ company-guard   → company-layout → company screens
 * └─ admin-guard     → admin-layout   → back-office screens
 *
 * Layouts and areas are lazy chunks; only the root shell is in the entry chunk.
 */
export function buildRoutes(options: BuildRoutesOptions = {}): RouteObject[] {
  const notFound = getRoute('notFound');
  return [
    {
      id: 'root',
      Component: RootShell,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingScreen,
      children: [
        {
          id: 'public-layout',
          ErrorBoundary: RouteError,
          lazy: { Component: loadPublicLayout },
          children: [
            ...routesOfLayout('public').map(screenRoute),
            {
              id: 'unknown-path',
              path: '*',
              handle: { route: notFound } satisfies RouteHandle,
              lazy: async () => ({ Component: await loadPage(notFound) }),
            },
          ],
        },
        {
          id: 'auth-layout',
          ErrorBoundary: RouteError,
          lazy: { Component: loadAuthLayout },
          children: routesOfLayout('auth').map(screenRoute),
        },
        {
          id: 'company-guard',
          Component: options.companyGuard ?? CompanyGuard,
          children: [
            {
              id: 'company-layout',
              ErrorBoundary: RouteError,
              lazy: { Component: loadCompanyLayout },
              children: routesOfLayout('company').map(screenRoute),
            },
          ],
        },
        {
          id: 'admin-guard',
          Component: options.adminGuard ?? AdminGuard,
          children: [
            {
              id: 'admin-layout',
              ErrorBoundary: RouteError,
              lazy: { Component: loadAdminLayout },
              children: routesOfLayout('admin').map(screenRoute),
            },
          ],
        },
      ],
    },
  ];
}
