import { ROUTES } from './catalogue.js';
import type { RouteDefinition } from './types.js';

// The server answers deep links with the SPA; it needs to know, without React Router, whether a
// path is a screen (200) or will show the not-found screen (404). Matching follows React Router's
// defaults: case-insensitive, a trailing slash ignored, `:param` = one non-empty segment.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  // The root is only `/`; every other path may end in one slash.
  return new RegExp(source === '/' ? '^/$' : `^${source}/?$`, 'i');
}

const patterns = ROUTES.map((route) => ({
  route: route as RouteDefinition,
  re: patternOf(route.path),
}));

/** The catalogue entry whose path matches `pathname` (no query string), or undefined. */
export function matchRoute(pathname: string): RouteDefinition | undefined {
  return patterns.find(({ re }) => re.test(pathname))?.route;
}
