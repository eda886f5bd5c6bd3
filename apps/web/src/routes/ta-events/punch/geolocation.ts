// The browser's position for a punch. A punch is never held back by it: whatever happens (no
// permission, no fix, no answer) the caller gets an outcome within the time limit and punches.

export const POSITION_TIMEOUT_MS = 10_000;

export type PositionOutcome =
  | { kind: 'ok'; latitude: number; longitude: number; accuracy_m: number }
  | { kind: 'denied' | 'unavailable' | 'timeout' | 'unsupported' };

/** What the browser says about the permission before asking (`unknown` when it cannot say). */
export type PermissionOutcome = 'granted' | 'denied' | 'prompt' | 'unknown';

/**
 * Asks for the position once. The browser's own `timeout` does not count the time a permission
 * prompt stays open, so a timer of our own ends the wait as well.
 */
export function requestPosition(timeoutMs: number = POSITION_TIMEOUT_MS): Promise<PositionOutcome> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    let done = false;
    const finish = (outcome: PositionOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs + 500);
    try {
      geolocation.getCurrentPosition(
        (position) =>
          finish({
            kind: 'ok',
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracy_m: Math.max(0, position.coords.accuracy),
          }),
        (error) =>
          finish({
            // GeolocationPositionError: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
            kind: error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable',
          }),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
      );
    } catch {
      finish({ kind: 'unavailable' });
    }
  });
}

/** The geolocation permission as the Permissions API reports it, without prompting. */
export async function geolocationPermission(): Promise<PermissionOutcome> {
  try {
    if (typeof navigator === 'undefined' || !navigator.permissions?.query) return 'unknown';
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'unknown';
  }
}
