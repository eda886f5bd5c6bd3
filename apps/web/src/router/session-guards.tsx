import { canOpenRoute, getRoute, type RouteVerdict, visibleMenuRouteIds } from '@ponteiro/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import { isApiError } from '../api/api-error';
import { onApiError } from '../api/observers';
import { isSuspended, isSuspendedError } from '../features/subscription/suspension';
import { ADMIN_USER_QUERY_KEY, fetchAdminUser } from '../session/admin-api';
import { signInPath } from '../session/redirect';
import { cookieAccess, readSessionCookie } from '../session/session-cookie';
import { SESSION_QUERY_KEY, useSession } from '../session/session-query';
import { hasCompanySession, readAdminSession } from '../session/storage';
import { LoadingScreen } from './root-shell';
import { useCurrentRoute } from './use-current-route';

/** A failed session load that is not a sign-out: a message and a retry button. */
function SessionLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="alert" data-testid="session-error">
      <span>{t('session.loadError')}</span>
      <button type="button" className="session-retry" onClick={onRetry}>
        {t('session.retry')}
      </button>
    </div>
  );
}

/**
 * Company branch guard (spec rules 1–3): signed out → /signin?next=<path>; no company →
 * /select-company; otherwise the route verdict (canOpenRoute) goes to the company layout as the
 * outlet context, which shows the screen, the no-permission screen or the not-found screen.
 */
export function AppCompanyGuard() {
  const location = useLocation();
  const route = useCurrentRoute();
  const signedIn = hasCompanySession();
  const session = useSession();
  const queryClient = useQueryClient();
  // The provider suspended the company while the user works: its next call answers 403, and the
  // fresh session (status `suspended`) leads to /suspended.
  useEffect(
    () =>
      onApiError((error) => {
        if (isSuspendedError(error)) {
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        }
      }),
    [queryClient],
  );

  if (!signedIn) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  if (session.isPending) {
    // A reload draws the shell and its menu from the session cookie while the server answers;
    // the screen itself waits for the server, which stays the authority.
    const cookie = readSessionCookie();
    // Suspended at the last visit: no shell until the server says whether it still is.
    if (cookieAccess(cookie) && !isSuspended(cookie?.subscription))
      return <Outlet context={'pending' satisfies ShellVerdict} />;
    return <LoadingScreen />;
  }
  if (session.isError) {
    const error = session.error;
    if (isApiError(error) && error.status === 401) {
      if (error.code === 'no_company') return <Navigate to="/select-company" replace />;
      return <Navigate to={signInPath(location.pathname + location.search)} replace />;
    }
    return <SessionLoadError onRetry={() => void session.refetch()} />;
  }
  if (!session.data.companyId) return <Navigate to="/select-company" replace />;
  // Suspended by the provider: every company route leads to the page that says why.
  if (isSuspended(session.data.subscription)) return <Navigate to="/suspended" replace />;
  const verdict: RouteVerdict = route ? canOpenRoute(route.id, session.data) : 'ok';
  // The landing screen after sign-in: a role without the dashboard (Employee) starts on its first
  // menu entry instead of a 403.
  if (verdict === 'no-permission' && route?.id === 'dashboard') {
    const [first] = visibleMenuRouteIds(session.data);
    if (first) return <Navigate to={getRoute(first).path} replace />;
  }
  return <Outlet context={verdict satisfies RouteVerdict} />;
}

/** The guard's verdict, or `pending` while the shell is drawn from the session cookie. */
export type ShellVerdict = RouteVerdict | 'pending';

/** The company layout's view of the guard's verdict ('ok' when rendered without the guard). */
export function useRouteVerdict(): ShellVerdict {
  const verdict = useOutletContext<ShellVerdict | undefined>();
  return verdict ?? 'ok';
}

/** Back-office guard: the admin session cookie, checked with `get_user`, else /admin-login. */
export function AppAdminGuard() {
  const session = readAdminSession();
  const user = useQuery({
    queryKey: ADMIN_USER_QUERY_KEY,
    queryFn: fetchAdminUser,
    enabled: session !== undefined,
    staleTime: 5 * 60_000,
  });
  if (!session) return <Navigate to="/admin-login" replace />;
  if (user.isPending) return <LoadingScreen />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 401) {
      return <Navigate to="/admin-login" replace />;
    }
    return <SessionLoadError onRetry={() => void user.refetch()} />;
  }
  return <Outlet />;
}
