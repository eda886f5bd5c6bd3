import { authEndpoints } from '@ponteiro/shared';
import { callOperation } from '../api/operations';
import type { RefreshOutcome, TokenRefresher } from '../api/token-refresh';
import { signInPath } from './redirect';
import { clearCompanySession, readRefreshToken, writeTokens } from './storage';

export interface RefresherDeps {
  /** Client-side navigation (the router's `navigate`). */
  navigate(path: string): void;
  /** The current in-app path, kept as the place to return to after signing in again. */
  currentPath(): string;
  /** Called when the session ends (clears cached data). */
  onSessionEnd?(): void;
}

/**
 * The http client's refresher: rotates the tokens with the refresh token.
 * - new company token → `retry`;
 * - new token without a company → `/select-company`, `no-company`;
 * - no refresh token or refused → the session is cleared and the user goes to `/signin`.
 */
export function createTokenRefresher(deps: RefresherDeps): TokenRefresher {
  const end = (): RefreshOutcome => {
    clearCompanySession();
    deps.onSessionEnd?.();
    deps.navigate(signInPath(deps.currentPath()));
    return 'failed';
  };
  return async () => {
    const seen = readRefreshToken();
    return serializedAcrossTabs(async () => {
      const refreshToken = readRefreshToken();
      if (!refreshToken) return end();
      // Another tab rotated the tokens while this one waited: use them.
      if (seen && refreshToken !== seen) return 'retry';
      let answer: Awaited<ReturnType<typeof refresh>>;
      try {
        answer = await refresh(refreshToken);
      } catch {
        // A tab without the lock API may have rotated them meanwhile.
        if (readRefreshToken() !== refreshToken) return 'retry';
        return end();
      }
      writeTokens(answer);
      if (answer.companyId) return 'retry';
      deps.navigate('/select-company');
      return 'no-company';
    });
  };
}

function refresh(refreshToken: string) {
  return callOperation(
    authEndpoints.refresh,
    { body: { refresh_token: refreshToken } },
    { silent: true, skipAuthRefresh: true },
  );
}

/**
 * Tabs share the token cookies. Two tabs refreshing with the same token at once would look like a
 * stolen token to the server (rotation reuse), so refreshes take turns across tabs.
 */
function serializedAcrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('ponteiro-token-refresh', work) as Promise<T>) : work();
}
