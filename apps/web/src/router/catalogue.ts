import { ROUTES, type RouteDefinition } from '@ponteiro/shared';

// Web-side views of the shared route catalogue.

/** The index screen of `route`'s area, if the area has one. */
export function areaIndexOf(route: RouteDefinition): RouteDefinition | undefined {
  return ROUTES.find((candidate) => candidate.area === route.area && candidate.kind === 'index');
}

/**
 * The screen one level up from `route`: the closest catalogue path that `route.path` lies below
 * (redirects skipped). `/organization/company` → `/organization`, `/employees/:id` → `/employees`.
 */
export function parentOf(route: RouteDefinition): RouteDefinition | undefined {
  const candidates = ROUTES.filter(
    (candidate) =>
      candidate.kind !== 'redirect' &&
      candidate.path !== route.path &&
      candidate.path !== '/' &&
      isWithin(route.path, candidate.path),
  );
  return bestMatch(route.path, candidates);
}

/** Whether `pathname` is `path` or below it (segment-aware: /system does not match /systems). */
export function isWithin(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Of `candidates`, the one whose path is the longest prefix of `pathname`. */
export function bestMatch<T extends { path: string }>(
  pathname: string,
  candidates: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const candidate of candidates) {
    if (!isWithin(pathname, candidate.path)) continue;
    if (!best || candidate.path.length > best.path.length) best = candidate;
  }
  return best;
}

/** The route handle every catalogue route carries (read by the document title and menus). */
export interface RouteHandle {
  route: RouteDefinition;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return Boolean(value && typeof value === 'object' && 'route' in value);
}
