import type { QueryClient } from '@tanstack/react-query';
import { setTokenRefresher } from '../api/token-refresh';
import { setAdminSessionEndHandler } from './admin-api';
import { createTokenRefresher } from './token-refresher';

interface Navigator {
  navigate(path: string, options?: { replace?: boolean }): unknown;
}

/** Plugs the token refresher and the admin 401 handler in (called once at startup). */
export function installSession(router: Navigator, queryClient: QueryClient): () => void {
  setTokenRefresher(
    createTokenRefresher({
      navigate: (path) => void router.navigate(path, { replace: true }),
      currentPath: () => window.location.pathname + window.location.search,
      onSessionEnd: () => queryClient.clear(),
    }),
  );
  setAdminSessionEndHandler(() => {
    queryClient.removeQueries({ queryKey: ['admin'] });
    void router.navigate('/admin-login', { replace: true });
  });
  return () => {
    setTokenRefresher(null);
    setAdminSessionEndHandler(null);
  };
}
