import { ROUTES } from './catalogue.js';
import type { RouteArea, RouteDefinition, RouteLayout } from './types.js';

export { ROUTES } from './catalogue.js';
export { matchRoute } from './match.js';
export type { MenuGroup, RouteArea, RouteDefinition, RouteKind, RouteLayout } from './types.js';

export type RouteId = (typeof ROUTES)[number]['id'];
export type RoutePath = (typeof ROUTES)[number]['path'];

const byId = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.id, route]));

/** The catalogue entry of `id`. */
export function getRoute(id: RouteId): RouteDefinition {
  const route = byId.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** Entries shown inside `layout`, in catalogue order. */
export function routesOfLayout(layout: RouteLayout): RouteDefinition[] {
  return ROUTES.filter((route) => route.layout === layout);
}

/** The screens of an area (its index and redirects excluded), in catalogue order. */
export function screensOfArea(area: RouteArea): RouteDefinition[] {
  return ROUTES.filter((route) => route.area === area && route.kind === 'page');
}

/** Side-menu entries of a layout, in catalogue order. */
export function menuRoutes(layout: RouteLayout): RouteDefinition[] {
  return ROUTES.filter((route) => route.layout === layout && route.menuKey !== undefined);
}

/** `/employees/:id` + `{ id: 'x' }` → `/employees/x` (values are URI-encoded). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
