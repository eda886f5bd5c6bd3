import { menuRoutes, type ROUTES, type RouteId } from '../routes/index.js';
import { effectivePermissions, isFullAccessRole } from './roles.js';
import type { PermissionKey } from './tree.js';

// Which company route needs which permission. The API guards its endpoints with it and the SPA
// hides menu entries and shows the no-permission page with it.

/** Subscription switches that turn on the access-control groups of the menu. */
export type SubscriptionFeature = 'enable_access' | 'enable_visitor';

export interface RouteAccess {
  /** Permission needed to open the route; `null`: any signed-in member of the company. */
  permission: PermissionKey | null;
  /** The route exists only when the company's subscription has this switch on. */
  feature?: SubscriptionFeature;
  /** One of the routes the Employee role may open (always limited to their own data). */
  employee?: boolean;
}

const ROUTE_ACCESS_TABLE = {
  userProfile: { permission: 'user_profile', employee: true },
  companyProfile: { permission: 'company_profile', employee: true },
  dashboard: { permission: 'dashboard' },
  organization: { permission: 'organization' },
  organizationStructure: { permission: 'organization.structure' },
  organizationSubsidiary: { permission: 'organization.subsidiary' },
  organizationDepartment: { permission: 'organization.department' },
  organizationPosition: { permission: 'organization.position' },
  organizationLocation: { permission: 'organization.location' },
  // Gated like the structure: it names subsidiaries, departments and positions (`dashboard` is the
  // company's /dashboard).
  organizationDashboard: { permission: 'organization.structure' },
  employees: { permission: 'employee' },
  employeesCreate: { permission: 'employee.add' },
  employeesEdit: { permission: 'employee.edit' },
  taEvents: { permission: 'ta_events', employee: true },
  taEventsManualPunch: { permission: 'ta_events.manual_punch', employee: true },
  taEventsOvertime: { permission: 'ta_events.overtime', employee: true },
  taEventsLeaveBalance: { permission: 'ta_events.leave' },
  taEventsHoursBankBalance: { permission: 'ta_events.overtime' },
  timesheets: { permission: 'timesheets' },
  timesheetsTimesheet: { permission: 'timesheets.timesheet' },
  timesheetsAdminPunch: { permission: 'timesheets.timesheet' },
  timesheetsAbnormalPunch: { permission: 'timesheets.timesheet' },
  timesheetsAbnormalPunchApproval: { permission: 'timesheets.timesheet' },
  timesheetsPunchLog: { permission: 'timesheets.punch_log' },
  reports: { permission: 'reports', employee: true },
  reportsTimeMirror: { permission: 'reports.time_mirror', employee: true },
  reportsHoursBank: { permission: 'reports.hours_bank', employee: true },
  reportsOvertime: { permission: 'reports.overtime', employee: true },
  reportsPayroll: { permission: 'reports.payroll', employee: true },
  reportsSummary: { permission: 'reports.summary' },
  reportsAej: { permission: 'settings.system.afd_aej' },
  reportsAfd: { permission: 'settings.system.afd_aej' },
  accessEvents: { permission: null, feature: 'enable_access' },
  accessSetting: { permission: null, feature: 'enable_access' },
  accessSettingTimePeriod: { permission: null, feature: 'enable_access' },
  accessSettingAccessLevel: { permission: null, feature: 'enable_access' },
  visitor: { permission: null, feature: 'enable_visitor' },
  visitorAdd: { permission: null, feature: 'enable_visitor' },
  visitorEdit: { permission: null, feature: 'enable_visitor' },
  visitorSettings: { permission: null, feature: 'enable_visitor' },
  timePolicy: { permission: 'settings.time_policy' },
  timePolicySchedule: { permission: 'settings.time_policy.schedule' },
  timePolicyHoliday: { permission: 'settings.time_policy.holiday' },
  timePolicyLeaveSetting: { permission: 'settings.time_policy.leave_setting' },
  timePolicyHoursBank: { permission: 'settings.time_policy.hours_bank' },
  timePolicyAdvancedSetting: { permission: 'settings.time_policy.advanced_setting' },
  // Issue 20: replaying a period under proposed rules is for who may change the rules.
  timePolicySimulator: { permission: 'settings.time_policy.advanced_setting.edit' },
  workflow: { permission: 'settings.workflow' },
  device: { permission: 'settings.device' },
  deviceEdit: { permission: 'settings.device.edit' },
  system: { permission: 'settings.system' },
  systemSubscription: { permission: 'settings.system.subscription' },
  systemTimeTrackingSetting: { permission: 'settings.system.time_tracking' },
  systemNotifications: { permission: 'settings.system.notifications' },
  systemRolePermission: { permission: 'settings.system.role_permission' },
  systemAfdAej: { permission: 'settings.system.afd_aej' },
  systemPersonalization: { permission: 'settings.system.personalization' },
} as const satisfies Partial<Record<RouteId, RouteAccess>>;

// Company route ids as the catalogue types them. The catalogue's `entry()` types `layout` as the
// wide `RouteLayout`, so today this is `never` and the runtime test (permissions/routes.test.ts)
// is what catches a company route missing from the map. Once `entry()` takes
// `const Layout extends RouteLayout`, this becomes the exact union and the two checks below make a
// missing or stray entry fail typecheck.
type CatalogueCompanyRouteId = Extract<(typeof ROUTES)[number], { layout: 'company' }>['id'];
type MissingFromMap = Exclude<CatalogueCompanyRouteId, keyof typeof ROUTE_ACCESS_TABLE>;
type NotCompanyRoutes = [CatalogueCompanyRouteId] extends [never]
  ? never
  : Exclude<keyof typeof ROUTE_ACCESS_TABLE, CatalogueCompanyRouteId>;
/** Holds `true` only when the map and the catalogue's company routes agree. */
export type RouteAccessMapIsComplete = [MissingFromMap | NotCompanyRoutes] extends [never]
  ? true
  : { missing: MissingFromMap; notCompany: NotCompanyRoutes };
const routeAccessMapIsComplete: RouteAccessMapIsComplete = true;
void routeAccessMapIsComplete;

/** Id of a route shown inside the company layout. */
export type CompanyRouteId = [CatalogueCompanyRouteId] extends [never]
  ? keyof typeof ROUTE_ACCESS_TABLE
  : CatalogueCompanyRouteId;

/** Required permission (and subscription switch) of every company route. */
export const ROUTE_ACCESS: Readonly<Record<CompanyRouteId, Readonly<RouteAccess>>> =
  ROUTE_ACCESS_TABLE;

const accessById = new Map<string, Readonly<RouteAccess>>(Object.entries(ROUTE_ACCESS));

/** The access rule of a company route; `undefined` for any other id. */
export function routeAccessOf(routeId: string): Readonly<RouteAccess> | undefined {
  return accessById.get(routeId);
}

/** Shaped so the contract's `Session` can be passed as is. */
export interface AccessSession {
  /**
   * A built-in role (`owner`, `super_admin`, `admin`, `employee`) or a custom role's id; `null`
   * when the user is not a member of a company (every company route is then `no-permission`).
   */
  roleName: string | null;
  /** The custom role's stored permissions (normalized here); ignored for built-in roles. */
  permissions: readonly string[];
  /** `null` (no subscription): every switch counts as off. */
  subscription: Readonly<Record<SubscriptionFeature, boolean>> | null;
}

export type RouteVerdict = 'ok' | 'no-permission' | 'not-found';

/**
 * Whether the session may open a company route:
 * - unknown or non-company route id → `not-found`;
 * - the route needs a subscription switch that is off → `not-found` (for every role);
 * - no company role (`roleName: null`) → `no-permission`;
 * - Employee: only the routes marked `employee`, otherwise `no-permission`;
 * - Owner / SuperAdmin / Admin → `ok`;
 * - otherwise the route's permission must be held (`null`: any member) or `no-permission`.
 */
export function canOpenRoute(routeId: string, session: AccessSession): RouteVerdict {
  const access = routeAccessOf(routeId);
  if (!access) return 'not-found';
  if (access.feature && session.subscription?.[access.feature] !== true) return 'not-found';
  const { roleName } = session;
  if (roleName === null) return 'no-permission';
  if (roleName === 'employee' && !access.employee) return 'no-permission';
  if (isFullAccessRole(roleName) || access.permission === null) return 'ok';
  const held = effectivePermissions(roleName, session.permissions);
  return held.includes(access.permission) ? 'ok' : 'no-permission';
}

/** Company menu entries (catalogue order) the session may see. */
export function visibleMenuRouteIds(session: AccessSession): CompanyRouteId[] {
  return menuRoutes('company')
    .map((route) => route.id as CompanyRouteId)
    .filter((id) => canOpenRoute(id, session) === 'ok');
}
