import { canOpenRoute, getRoute, type RouteId } from '@ponteiro/shared';
import { useSession } from '../../session/session-query';

/**
 * The path of a catalogue route when the caller may open it, else null: a tile links only to a
 * screen the session would let them in (the UI hides what the server would refuse).
 */
export function useRouteLink(): (routeId: RouteId) => string | null {
  const session = useSession().data;
  return (routeId) => {
    if (!session) return null;
    return canOpenRoute(routeId, session) === 'ok' ? getRoute(routeId).path : null;
  };
}
