import type { RouteDefinition } from '@ponteiro/shared';
import { useMatches } from 'react-router';
import { isRouteHandle } from './catalogue';

/** The catalogue entry of the screen being shown (the deepest match that carries one). */
export function useCurrentRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
