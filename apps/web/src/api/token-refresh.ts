/**
 * What a refresh attempt ended in:
 * - `retry`: new tokens are in place; the original request is sent again (once).
 * - `no-company`: the session is valid but has no company selected; the refresher has taken the
 *   user to the company choice, so the request rejects without a toast.
 * - `failed`: the session is over; the request fails like any other error response.
 */
export type RefreshOutcome = 'retry' | 'no-company' | 'failed';
export type TokenRefresher = () => Promise<RefreshOutcome>;

let refresher: TokenRefresher | null = null;
let inFlight: Promise<RefreshOutcome> | null = null;

/** Plugged in by the identity work; `null` switches refreshing off (a 401 is then final). */
export function setTokenRefresher(next: TokenRefresher | null): void {
  refresher = next;
}

export function hasTokenRefresher(): boolean {
  return refresher !== null;
}

/**
 * Single flight: every 401 that arrives while a refresh runs awaits the same promise, so the
 * refresher runs once however many requests failed together. A refresher that throws counts as
 * `failed`.
 */
export function refreshTokens(): Promise<RefreshOutcome> {
  const run = refresher;
  if (!run) return Promise.resolve('failed');
  if (inFlight) return inFlight;
  const settle = (): void => {
    if (inFlight === attempt) inFlight = null;
  };
  const attempt: Promise<RefreshOutcome> = (async () => {
    try {
      // Always asynchronous, so `inFlight` is set before the refresher can settle.
      return await Promise.resolve().then(run);
    } catch {
      return 'failed' as const;
    } finally {
      settle();
    }
  })();
  inFlight = attempt;
  return attempt;
}
