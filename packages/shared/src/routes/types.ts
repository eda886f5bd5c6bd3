// Shapes of the route catalogue. Pure data: the SPA builds its router and menus from it, and the
// permission work attaches a permission to each entry later.

/** Which shell a screen renders inside. */
export type RouteLayout = 'public' | 'auth' | 'company' | 'admin';

/**
 * The area a screen belongs to. The SPA loads one lazy chunk per area and keeps one folder per
 * area under `apps/web/src/routes/<area>/`.
 */
export type RouteArea =
  | 'public'
  | 'legal'
  | 'auth'
  | 'dashboard'
  | 'organization'
  | 'employees'
  | 'ta-events'
  | 'timesheets'
  | 'reports'
  | 'access-events'
  | 'access-setting'
  | 'visitor'
  | 'time-policy'
  | 'workflow'
  | 'device'
  | 'system'
  | 'user-profile'
  | 'admin-dashboard'
  | 'admin-system'
  | 'admin-account';

/** Side-menu groups; an entry without a group sits at the top level of its menu. */
export type MenuGroup = 'access' | 'settings' | 'system';

/**
 * - `page`: a screen of its own.
 * - `index`: the landing screen of an area that has several screens (lists them).
 * - `redirect`: sends the visitor on to `redirectTo`.
 */
export type RouteKind = 'page' | 'index' | 'redirect';

export interface RouteDefinition {
  /** Stable identifier (camelCase): the key of the screen's texts and, later, of its permission. */
  id: string;
  /** Absolute path, react-router syntax (`:id` parameters). */
  path: string;
  layout: RouteLayout;
  area: RouteArea;
  kind: RouteKind;
  /** i18n key of the screen's title (`routes.<id>.title`). */
  titleKey: string;
  /** i18n key of one line saying what the screen does (`routes.<id>.summary`). */
  summaryKey: string;
  /** i18n key of the side-menu label; present only on menu entries. */
  menuKey?: string;
  menuGroup?: MenuGroup;
  /** Target of a `redirect` entry. */
  redirectTo?: string;
}
