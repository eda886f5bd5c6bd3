import { describe, expect, it } from 'vitest';
import { getRoute, menuRoutes, ROUTES, type RouteId, routesOfLayout } from '../routes/index.js';
import {
  type AccessSession,
  ALL_PERMISSIONS,
  canOpenRoute,
  EMPLOYEE_PERMISSIONS,
  isPermissionKey,
  ROUTE_ACCESS,
  type RouteVerdict,
  routeAccessOf,
  visibleMenuRouteIds,
} from './index.js';

const FULL_SUBSCRIPTION = { enable_access: true, enable_visitor: true };
const NO_VISITOR = { enable_access: true, enable_visitor: false };

function session(
  roleName: string | null,
  permissions: readonly string[] = [],
  subscription: AccessSession['subscription'] = FULL_SUBSCRIPTION,
): AccessSession {
  return { roleName, permissions, subscription };
}

const owner = session('owner');
const admin = session('admin');
const employee = session('employee');
const timeMirrorOnly = session('custom-role-id', ['reports.time_mirror']);
const adminWithoutVisitor = session('admin', [], NO_VISITOR);

// The specification's list of what the Employee role may open.
const EMPLOYEE_PATHS = [
  '/user-profile',
  '/company-profile',
  '/ta-events',
  '/ta-events/manual-punch',
  '/ta-events/overtime',
  '/reports',
  '/reports/time-mirror',
  '/reports/hours-bank',
  '/reports/overtime',
  '/reports/payroll',
];

describe('route access map', () => {
  it('has an entry for every company route of the catalogue, and for nothing else', () => {
    const companyIds = routesOfLayout('company').map((route) => route.id);
    expect(Object.keys(ROUTE_ACCESS).sort()).toEqual([...companyIds].sort());
  });

  it('names only permissions of the tree and known subscription switches', () => {
    for (const [id, access] of Object.entries(ROUTE_ACCESS)) {
      if (access.permission !== null) expect(isPermissionKey(access.permission), id).toBe(true);
      if (access.feature) expect(['enable_access', 'enable_visitor']).toContain(access.feature);
    }
  });

  it('puts the access-control routes behind their subscription switch', () => {
    const gated = Object.entries(ROUTE_ACCESS)
      .filter(([, access]) => access.feature !== undefined)
      .map(([id, access]) => [getRoute(id as RouteId).path, access.feature, access.permission]);
    expect(gated).toEqual([
      ['/access-events', 'enable_access', null],
      ['/access-setting', 'enable_access', null],
      ['/access-setting/time-period', 'enable_access', null],
      ['/access-setting/access-level', 'enable_access', null],
      ['/visitor', 'enable_visitor', null],
      ['/visitor/add', 'enable_visitor', null],
      ['/visitor/edit', 'enable_visitor', null],
      ['/visitor/settings', 'enable_visitor', null],
    ]);
  });

  it('lets the Employee role open exactly the quoted paths', () => {
    const employeePaths = Object.entries(ROUTE_ACCESS)
      .filter(([, access]) => access.employee === true)
      .map(([id]) => getRoute(id as RouteId).path);
    expect([...employeePaths].sort()).toEqual([...EMPLOYEE_PATHS].sort());
    for (const route of routesOfLayout('company')) {
      const expected: RouteVerdict = EMPLOYEE_PATHS.includes(route.path) ? 'ok' : 'no-permission';
      expect(canOpenRoute(route.id, employee), route.path).toBe(expected);
    }
  });

  it('requires of each employee route a permission the Employee role holds', () => {
    for (const [id, access] of Object.entries(ROUTE_ACCESS)) {
      if (!access.employee) continue;
      expect(access.permission, id).not.toBeNull();
      if (access.permission) expect(EMPLOYEE_PERMISSIONS, id).toContain(access.permission);
    }
  });

  it('maps sample routes as the specification says', () => {
    const byPath = (path: string) => {
      const route = ROUTES.find((candidate) => candidate.path === path);
      return route ? routeAccessOf(route.id)?.permission : undefined;
    };
    expect(byPath('/dashboard')).toBe('dashboard');
    expect(byPath('/user-profile')).toBe('user_profile');
    expect(byPath('/company-profile')).toBe('company_profile');
    expect(byPath('/organization')).toBe('organization');
    expect(byPath('/employees/create')).toBe('employee.add');
    expect(byPath('/employees/edit')).toBe('employee.edit');
    expect(byPath('/timesheets/timesheet')).toBe('timesheets.timesheet');
    expect(byPath('/reports/aej')).toBe('settings.system.afd_aej');
    expect(byPath('/reports/afd')).toBe('settings.system.afd_aej');
    expect(byPath('/time-policy/schedule')).toBe('settings.time_policy.schedule');
    expect(byPath('/device/edit')).toBe('settings.device.edit');
    expect(byPath('/system/role-permission')).toBe('settings.system.role_permission');
  });

  it('knows only company routes', () => {
    expect(routeAccessOf('dashboard')).toEqual({ permission: 'dashboard' });
    expect(routeAccessOf('signin')).toBeUndefined();
    expect(routeAccessOf('adminDashboard')).toBeUndefined();
    expect(routeAccessOf('constructor')).toBeUndefined();
  });
});

describe('canOpenRoute', () => {
  const cases: [string, AccessSession, string, RouteVerdict][] = [
    ['owner', owner, 'dashboard', 'ok'],
    ['owner', owner, 'systemRolePermission', 'ok'],
    ['owner', owner, 'visitorSettings', 'ok'],
    ['owner', owner, 'signin', 'not-found'],
    ['owner', owner, 'adminDashboard', 'not-found'],
    ['owner', owner, 'noSuchRoute', 'not-found'],
    ['owner', owner, '__proto__', 'not-found'],
    ['admin', admin, 'deviceEdit', 'ok'],
    ['admin', admin, 'accessSettingAccessLevel', 'ok'],
    ['super_admin', session('super_admin'), 'timePolicyAdvancedSetting', 'ok'],
    ['employee', employee, 'userProfile', 'ok'],
    ['employee', employee, 'taEventsManualPunch', 'ok'],
    ['employee', employee, 'reportsPayroll', 'ok'],
    ['employee', employee, 'dashboard', 'no-permission'],
    ['employee', employee, 'timesheetsPunchLog', 'no-permission'],
    ['employee', employee, 'taEventsLeaveBalance', 'no-permission'],
    ['employee', employee, 'reportsSummary', 'no-permission'],
    ['employee', employee, 'accessEvents', 'no-permission'],
    ['employee', session('employee', [], NO_VISITOR), 'visitor', 'not-found'],
    ['employee', employee, 'adminDashboard', 'not-found'],
    ['time mirror only', timeMirrorOnly, 'reportsTimeMirror', 'ok'],
    ['time mirror only', timeMirrorOnly, 'reports', 'ok'],
    ['time mirror only', timeMirrorOnly, 'reportsPayroll', 'no-permission'],
    ['time mirror only', timeMirrorOnly, 'reportsAej', 'no-permission'],
    ['time mirror only', timeMirrorOnly, 'dashboard', 'no-permission'],
    ['time mirror only', timeMirrorOnly, 'userProfile', 'no-permission'],
    ['time mirror only', timeMirrorOnly, 'accessEvents', 'ok'],
    ['time mirror only', timeMirrorOnly, 'signin', 'not-found'],
    ['no visitor', adminWithoutVisitor, 'visitor', 'not-found'],
    ['no visitor', adminWithoutVisitor, 'visitorAdd', 'not-found'],
    ['no visitor', adminWithoutVisitor, 'accessEvents', 'ok'],
    ['no visitor', adminWithoutVisitor, 'dashboard', 'ok'],
    ['no subscription', session('owner', [], null), 'accessEvents', 'not-found'],
    ['no subscription', session('owner', [], null), 'dashboard', 'ok'],
    ['no company role', session(null, [...ALL_PERMISSIONS]), 'dashboard', 'no-permission'],
    ['no company role', session(null), 'accessEvents', 'no-permission'],
    ['no company role', session(null), 'signin', 'not-found'],
    ['custom, parent only', session('x', ['organization']), 'organization', 'ok'],
    [
      'custom, parent only',
      session('x', ['organization']),
      'organizationStructure',
      'no-permission',
    ],
    ['custom, deep leaf', session('x', ['settings.device.edit']), 'deviceEdit', 'ok'],
    ['custom, deep leaf', session('x', ['settings.device.edit']), 'device', 'ok'],
    ['custom, deep leaf', session('x', ['settings.device.edit']), 'workflow', 'no-permission'],
    ['custom named Admin', session('Admin'), 'dashboard', 'no-permission'],
    // The organization dashboard names things of the whole structure: it needs the structure.
    [
      'custom, positions only',
      session('x', ['organization.position.add']),
      'organizationDashboard',
      'no-permission',
    ],
    ['custom, structure', session('x', ['organization.structure']), 'organizationDashboard', 'ok'],
    [
      'custom, company dashboard only',
      session('x', ['dashboard']),
      'organizationDashboard',
      'no-permission',
    ],
    ['custom, old system key', session('x', ['system.role_permission']), 'system', 'no-permission'],
    [
      'custom, settings.system',
      session('x', ['settings.system.role_permission']),
      'systemRolePermission',
      'ok',
    ],
  ];

  it.each(cases)('%s → %s: %s', (_name, who, routeId, expected) => {
    expect(canOpenRoute(routeId, who)).toBe(expected);
  });

  it('lets full-access roles open every company route when the subscription has everything', () => {
    for (const role of ['owner', 'super_admin', 'admin']) {
      for (const route of routesOfLayout('company')) {
        expect(canOpenRoute(route.id, session(role)), `${role} ${route.path}`).toBe('ok');
      }
    }
  });
});

describe('visibleMenuRouteIds', () => {
  const paths = (who: AccessSession) => visibleMenuRouteIds(who).map((id) => getRoute(id).path);

  it('shows owners and admins every entry the subscription allows', () => {
    expect(visibleMenuRouteIds(owner)).toEqual(menuRoutes('company').map((route) => route.id));
    expect(paths(adminWithoutVisitor)).toEqual([
      '/dashboard',
      '/organization',
      '/employees',
      '/ta-events',
      '/timesheets',
      '/reports',
      '/access-events',
      '/access-setting',
      '/time-policy',
      '/workflow',
      '/device',
      '/system',
    ]);
    expect(paths(session('admin', [], { enable_access: false, enable_visitor: true }))).toEqual([
      '/dashboard',
      '/organization',
      '/employees',
      '/ta-events',
      '/timesheets',
      '/reports',
      '/visitor',
      '/time-policy',
      '/workflow',
      '/device',
      '/system',
    ]);
  });

  it('shows the Employee role only the ta_events and reports entries', () => {
    expect(paths(employee)).toEqual(['/ta-events', '/reports']);
  });

  it('shows a custom role the entries whose permission it holds', () => {
    expect(paths(timeMirrorOnly)).toEqual([
      '/reports',
      '/access-events',
      '/access-setting',
      '/visitor',
    ]);
    expect(
      paths(
        session('x', ['dashboard', 'settings.time_policy.holiday.add', 'settings.system.afd_aej'], {
          enable_access: false,
          enable_visitor: false,
        }),
      ),
    ).toEqual(['/dashboard', '/time-policy', '/system']);
    expect(paths(session(null))).toEqual([]);
  });
});
