import type { MenuGroup, RouteArea, RouteDefinition, RouteKind, RouteLayout } from './types.js';

// Every screen of the web app, in menu order. Pure data (no React): the SPA derives its router,
// side menus, page titles and area indexes from this list; the API and the permission work read it
// too. Keep one entry per path.

interface EntryOptions {
  kind?: RouteKind;
  menu?: boolean;
  menuGroup?: MenuGroup;
  redirectTo?: string;
}

function entry<
  const Id extends string,
  const Path extends string,
  const Layout extends RouteLayout,
>(id: Id, path: Path, layout: Layout, area: RouteArea, options: EntryOptions = {}) {
  return {
    id,
    path,
    layout,
    area,
    kind: options.kind ?? 'page',
    titleKey: `routes.${id}.title` as const,
    summaryKey: `routes.${id}.summary` as const,
    ...(options.menu ? { menuKey: `menu.${id}` as const } : {}),
    ...(options.menuGroup ? { menuGroup: options.menuGroup } : {}),
    ...(options.redirectTo ? { redirectTo: options.redirectTo } : {}),
  };
}

const index = { kind: 'index' } as const;

export const ROUTES = [
  entry('home', '/', 'public', 'public'),
  entry('pricing', '/pricing', 'public', 'public'),
  entry('privacyPolicy', '/privacy-policy', 'public', 'legal'),
  entry('termsOfService', '/terms-of-service', 'public', 'legal'),
  entry('lgpd', '/lgpd', 'public', 'legal'),
  entry('userAgreement', '/user-agreement', 'public', 'legal'),
  entry('notFound', '/404', 'public', 'public'),
  entry('signin', '/signin', 'auth', 'auth'),
  entry('signup', '/signup', 'auth', 'auth'),
  entry('forgotPassword', '/forgot-password', 'auth', 'auth'),
  entry('resetPassword', '/reset-password', 'auth', 'auth'),
  entry('createCompany', '/create-company', 'auth', 'auth'),
  entry('selectCompany', '/select-company', 'auth', 'auth'),
  // Where a company suspended by the provider lands (why, since when, whom to contact). In the
  // auth layout, but loaded with the user-profile area: the auth area's chunk is /signin's.
  entry('suspended', '/suspended', 'auth', 'user-profile'),
  entry('adminLogin', '/admin-login', 'auth', 'auth'),
  entry('selfRegister', '/self-register', 'auth', 'visitor'),
  entry('userProfile', '/user-profile', 'company', 'user-profile'),
  entry('companyProfile', '/company-profile', 'company', 'user-profile'),
  entry('dashboard', '/dashboard', 'company', 'dashboard', { menu: true }),
  entry('organization', '/organization', 'company', 'organization', { ...index, menu: true }),
  entry('organizationStructure', '/organization/structure', 'company', 'organization'),
  entry('organizationSubsidiary', '/organization/subsidiary', 'company', 'organization'),
  entry('organizationDepartment', '/organization/department', 'company', 'organization'),
  entry('organizationPosition', '/organization/position', 'company', 'organization'),
  entry('organizationLocation', '/organization/location', 'company', 'organization'),
  entry('organizationDashboard', '/organization/dashboard', 'company', 'organization'),
  entry('employees', '/employees', 'company', 'employees', { menu: true }),
  entry('employeesCreate', '/employees/create', 'company', 'employees'),
  entry('employeesEdit', '/employees/edit', 'company', 'employees'),
  entry('taEvents', '/ta-events', 'company', 'ta-events', { ...index, menu: true }),
  entry('taEventsManualPunch', '/ta-events/manual-punch', 'company', 'ta-events'),
  entry('taEventsOvertime', '/ta-events/overtime', 'company', 'ta-events'),
  entry('taEventsLeaveBalance', '/ta-events/leave-balance', 'company', 'ta-events'),
  entry('taEventsHoursBankBalance', '/ta-events/hours-bank-balance', 'company', 'ta-events'),
  entry('timesheets', '/timesheets', 'company', 'timesheets', { ...index, menu: true }),
  entry('timesheetsTimesheet', '/timesheets/timesheet', 'company', 'timesheets'),
  entry('timesheetsAdminPunch', '/timesheets/admin-punch', 'company', 'timesheets'),
  entry('timesheetsAbnormalPunch', '/timesheets/abnormal-punch', 'company', 'timesheets'),
  entry(
    'timesheetsAbnormalPunchApproval',
    '/timesheets/abnormal-punch-approval',
    'company',
    'timesheets',
  ),
  entry('timesheetsPunchLog', '/timesheets/punch-log', 'company', 'timesheets'),
  entry('reports', '/reports', 'company', 'reports', { ...index, menu: true }),
  entry('reportsTimeMirror', '/reports/time-mirror', 'company', 'reports'),
  entry('reportsHoursBank', '/reports/hours-bank', 'company', 'reports'),
  entry('reportsOvertime', '/reports/overtime', 'company', 'reports'),
  entry('reportsPayroll', '/reports/payroll', 'company', 'reports'),
  entry('reportsSummary', '/reports/summary', 'company', 'reports'),
  entry('reportsAej', '/reports/aej', 'company', 'reports'),
  entry('reportsAfd', '/reports/afd', 'company', 'reports'),
  entry('accessEvents', '/access-events', 'company', 'access-events', {
    menu: true,
    menuGroup: 'access',
  }),
  entry('accessSetting', '/access-setting', 'company', 'access-setting', {
    ...index,
    menu: true,
    menuGroup: 'access',
  }),
  entry('accessSettingTimePeriod', '/access-setting/time-period', 'company', 'access-setting'),
  entry('accessSettingAccessLevel', '/access-setting/access-level', 'company', 'access-setting'),
  entry('visitor', '/visitor', 'company', 'visitor', { menu: true, menuGroup: 'access' }),
  entry('visitorAdd', '/visitor/add', 'company', 'visitor'),
  entry('visitorEdit', '/visitor/edit', 'company', 'visitor'),
  entry('visitorSettings', '/visitor/settings', 'company', 'visitor'),
  entry('timePolicy', '/time-policy', 'company', 'time-policy', {
    ...index,
    menu: true,
    menuGroup: 'settings',
  }),
  entry('timePolicySchedule', '/time-policy/schedule', 'company', 'time-policy'),
  entry('timePolicyHoliday', '/time-policy/holiday', 'company', 'time-policy'),
  entry('timePolicyLeaveSetting', '/time-policy/leave-setting', 'company', 'time-policy'),
  entry('timePolicyHoursBank', '/time-policy/hours-bank', 'company', 'time-policy'),
  entry('timePolicyAdvancedSetting', '/time-policy/advanced-setting', 'company', 'time-policy'),
  entry('timePolicySimulator', '/time-policy/simulator', 'company', 'time-policy'),
  entry('workflow', '/workflow', 'company', 'workflow', { menu: true, menuGroup: 'settings' }),
  entry('device', '/device', 'company', 'device', { menu: true, menuGroup: 'settings' }),
  entry('deviceEdit', '/device/edit', 'company', 'device'),
  entry('system', '/system', 'company', 'system', { ...index, menu: true, menuGroup: 'settings' }),
  entry('systemSubscription', '/system/subscription', 'company', 'system'),
  entry('systemTimeTrackingSetting', '/system/time-tracking-setting', 'company', 'system'),
  entry('systemNotifications', '/system/notifications', 'company', 'system'),
  entry('systemRolePermission', '/system/role-permission', 'company', 'system'),
  entry('systemAfdAej', '/system/afd-aej', 'company', 'system'),
  entry('systemPersonalization', '/system/personalization', 'company', 'system'),
  entry('admin', '/admin', 'admin', 'admin-dashboard', {
    kind: 'redirect',
    redirectTo: '/admin/dashboard',
  }),
  entry('adminDashboard', '/admin/dashboard', 'admin', 'admin-dashboard', { menu: true }),
  entry('adminDashboardUser', '/admin/dashboard-user', 'admin', 'admin-dashboard'),
  entry('adminDashboardCompany', '/admin/dashboard-company', 'admin', 'admin-dashboard'),
  entry('adminCompany', '/admin/company-list', 'admin', 'admin-system', {
    menu: true,
    menuGroup: 'system',
  }),
  entry('adminUserList', '/admin/user-list', 'admin', 'admin-system'),
  entry('adminDevices', '/admin/devices', 'admin', 'admin-system', {
    menu: true,
    menuGroup: 'system',
  }),
  entry('adminUsers', '/admin/users', 'admin', 'admin-system', { menu: true, menuGroup: 'system' }),
  entry('adminOutbox', '/admin/outbox', 'admin', 'admin-system', {
    menu: true,
    menuGroup: 'system',
  }),
  entry('adminOutboxEmail', '/admin/outbox/:id', 'admin', 'admin-system'),
  entry('adminFeedback', '/admin/feedback', 'admin', 'admin-system', {
    menu: true,
    menuGroup: 'system',
  }),
  entry('adminApp', '/admin/app-history', 'admin', 'admin-system', {
    menu: true,
    menuGroup: 'system',
  }),
  entry('adminAppDetail', '/admin/app-history/:id', 'admin', 'admin-system'),
  entry('adminProducts', '/admin/product-management', 'admin', 'admin-system', {
    menu: true,
    menuGroup: 'system',
  }),
  entry('adminPlan', '/admin/plan', 'admin', 'admin-system', { menu: true, menuGroup: 'system' }),
  entry('adminSubscription', '/admin/subscription', 'admin', 'admin-system', {
    menu: true,
    menuGroup: 'system',
  }),
  entry('adminDistributor', '/admin/distributor', 'admin', 'admin-system', {
    menu: true,
    menuGroup: 'system',
  }),
  entry('adminAccountSettings', '/admin/account-settings', 'admin', 'admin-account', {
    kind: 'redirect',
    redirectTo: '/admin/account-settings/profile',
  }),
  entry('adminAccountProfile', '/admin/account-settings/profile', 'admin', 'admin-account'),
  entry('adminAccountSecurity', '/admin/account-settings/security', 'admin', 'admin-account'),
] as const satisfies readonly RouteDefinition[];
