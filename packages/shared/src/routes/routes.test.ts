import { describe, expect, it } from 'vitest';
import { buildPath, menuRoutes, ROUTES, screensOfArea } from './index.js';

// The product specification's route list (issue 2), with /admin/account-settings/{profile,security}
// and the app-history detail spelled out, and the screens later issues add.
const EXPECTED_PATHS = [
  '/',
  '/404',
  '/access-events',
  '/access-setting',
  '/access-setting/access-level',
  '/access-setting/time-period',
  '/admin',
  '/admin-login',
  '/admin/account-settings',
  '/admin/app-history',
  '/admin/company-list',
  '/admin/dashboard',
  '/admin/dashboard-company',
  '/admin/dashboard-user',
  '/admin/devices',
  '/admin/distributor',
  '/admin/feedback',
  '/admin/plan',
  '/admin/product-management',
  '/admin/subscription',
  '/admin/user-list',
  '/admin/users',
  '/company-profile',
  '/create-company',
  '/dashboard',
  '/device',
  '/device/edit',
  '/employees',
  '/employees/create',
  '/employees/edit',
  '/forgot-password',
  '/lgpd',
  '/organization',
  '/organization/dashboard',
  '/organization/department',
  '/organization/location',
  '/organization/position',
  '/organization/structure',
  '/organization/subsidiary',
  '/pricing',
  '/privacy-policy',
  '/reports',
  '/reports/aej',
  '/reports/afd',
  '/reports/hours-bank',
  '/reports/overtime',
  '/reports/payroll',
  '/reports/summary',
  '/reports/time-mirror',
  '/reset-password',
  '/select-company',
  '/self-register',
  '/signin',
  '/signup',
  '/system',
  '/system/afd-aej',
  '/system/notifications',
  '/system/personalization',
  '/system/role-permission',
  '/system/subscription',
  '/system/time-tracking-setting',
  '/ta-events',
  '/ta-events/hours-bank-balance',
  '/ta-events/leave-balance',
  '/ta-events/manual-punch',
  '/ta-events/overtime',
  '/terms-of-service',
  '/time-policy',
  '/time-policy/advanced-setting',
  // Issue 20 adds the what-if simulator to the specification's list.
  '/time-policy/simulator',
  '/time-policy/holiday',
  '/time-policy/hours-bank',
  '/time-policy/leave-setting',
  '/time-policy/schedule',
  '/timesheets',
  '/timesheets/abnormal-punch',
  '/timesheets/abnormal-punch-approval',
  '/timesheets/admin-punch',
  '/timesheets/punch-log',
  '/timesheets/timesheet',
  '/user-agreement',
  '/user-profile',
  '/visitor',
  '/visitor/add',
  '/visitor/edit',
  '/visitor/settings',
  '/workflow',
  '/admin/account-settings/profile',
  '/admin/account-settings/security',
  '/admin/app-history/:id',
  // Not in the specification: the email outbox the platform administrator reads when no SMTP
  // server is configured (issue 10: no public page may show a reset link).
  '/admin/outbox',
  '/admin/outbox/:id',
  // Not in the specification: the page a company suspended by the provider lands on (issue 16).
  '/suspended',
];

describe('route catalogue', () => {
  it('lists every path exactly once, and nothing else', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of EXPECTED_PATHS) {
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    }
    expect([...paths].sort()).toEqual([...EXPECTED_PATHS].sort());
  });

  it('has unique ids and keys derived from them', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTES) {
      expect(route.titleKey).toBe(`routes.${route.id}.title`);
      expect(route.summaryKey).toBe(`routes.${route.id}.summary`);
      expect(route.path.startsWith('/')).toBe(true);
    }
  });

  it('redirects point at a page of the catalogue', () => {
    const redirects = ROUTES.filter((route) => route.kind === 'redirect');
    expect(redirects.map((r) => [r.path, 'redirectTo' in r ? r.redirectTo : undefined])).toEqual([
      ['/admin', '/admin/dashboard'],
      ['/admin/account-settings', '/admin/account-settings/profile'],
    ]);
    for (const redirect of redirects) {
      const target = ROUTES.find((route) => route.path === redirect.redirectTo);
      expect(target?.kind).toBe('page');
    }
  });

  it('gives every area index at least one screen, and puts every index in the menu', () => {
    const indexes = ROUTES.filter((route) => route.kind === 'index');
    expect(indexes.map((r) => r.path)).toEqual([
      '/organization',
      '/ta-events',
      '/timesheets',
      '/reports',
      '/access-setting',
      '/time-policy',
      '/system',
    ]);
    for (const route of indexes) {
      expect(screensOfArea(route.area).length).toBeGreaterThan(0);
      expect(route.menuKey).toBe(`menu.${route.id}`);
    }
  });

  it('builds the company and admin menus from the catalogue', () => {
    expect(menuRoutes('company').map((r) => r.path)).toEqual([
      '/dashboard',
      '/organization',
      '/employees',
      '/ta-events',
      '/timesheets',
      '/reports',
      '/access-events',
      '/access-setting',
      '/visitor',
      '/time-policy',
      '/workflow',
      '/device',
      '/system',
    ]);
    expect(menuRoutes('admin').map((r) => [r.path, r.menuGroup ?? null])).toEqual([
      ['/admin/dashboard', null],
      ['/admin/company-list', 'system'],
      ['/admin/devices', 'system'],
      ['/admin/users', 'system'],
      ['/admin/outbox', 'system'],
      ['/admin/feedback', 'system'],
      ['/admin/app-history', 'system'],
      ['/admin/product-management', 'system'],
      ['/admin/plan', 'system'],
      ['/admin/subscription', 'system'],
      ['/admin/distributor', 'system'],
    ]);
  });

  it('fills path parameters', () => {
    expect(buildPath('/employees/:id', { id: 'a b' })).toBe('/employees/a%20b');
    expect(() => buildPath('/employees/:id')).toThrow(/id/);
  });
});
