import type { RouteArea, RouteDefinition, RouteId } from '@ponteiro/shared';
import type { ComponentType } from 'react';

/** What every area folder's `pages.tsx` exports: the component of each of its screens. */
export type AreaPages = Partial<Record<RouteId, ComponentType>>;
export interface AreaModule {
  pages: AreaPages;
}

type AppArea = Exclude<RouteArea, 'public' | 'legal'>;

// One dynamic import per area: Vite emits one chunk per area.
const areaModules: Record<AppArea, () => Promise<AreaModule>> = {
  auth: () => import('../routes/auth/pages'),
  dashboard: () => import('../routes/dashboard/pages'),
  organization: () => import('../routes/organization/pages'),
  employees: () => import('../routes/employees/pages'),
  'ta-events': () => import('../routes/ta-events/pages'),
  timesheets: () => import('../routes/timesheets/pages'),
  reports: () => import('../routes/reports/pages'),
  'access-events': () => import('../routes/access-events/pages'),
  'access-setting': () => import('../routes/access-setting/pages'),
  visitor: () => import('../routes/visitor/pages'),
  'time-policy': () => import('../routes/time-policy/pages'),
  workflow: () => import('../routes/workflow/pages'),
  device: () => import('../routes/device/pages'),
  system: () => import('../routes/system/pages'),
  'user-profile': () => import('../routes/user-profile/pages'),
  'admin-dashboard': () => import('../routes/admin-dashboard/pages'),
  'admin-system': () => import('../routes/admin-system/pages'),
  'admin-account': () => import('../routes/admin-account/pages'),
};

async function loadLegalRoute(): Promise<ComponentType> {
  return (await import('./legal-route')).LegalRoute;
}

// The public site's pages are written in routes/public/ (one file each, each its own chunk).
const publicPages: Partial<Record<RouteId, () => Promise<ComponentType>>> = {
  home: async () => (await import('../routes/public/home-page')).default,
  pricing: async () => (await import('../routes/public/pricing-page')).default,
  privacyPolicy: loadLegalRoute,
  termsOfService: loadLegalRoute,
  lgpd: loadLegalRoute,
  userAgreement: loadLegalRoute,
  notFound: async () => (await import('../components/result-pages')).NotFound,
};

/** The component of a catalogue screen (loads its area's chunk). */
export async function loadPage(route: RouteDefinition): Promise<ComponentType> {
  const id = route.id as RouteId;
  if (route.area === 'public' || route.area === 'legal') {
    const load = publicPages[id];
    if (!load) throw new Error(`No public page for route ${route.id}`);
    return load();
  }
  const { pages } = await areaModules[route.area]();
  const page = pages[id];
  if (!page) throw new Error(`Area ${route.area} has no page for route ${route.id}`);
  return page;
}
