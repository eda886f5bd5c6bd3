import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../router/root-shell';
import { NEXT_PARAM, safeNextPath, signInPath } from '../../session/redirect';

export { useSignedInRedirect } from './signed-in-redirect';

import { hasCompanySession } from '../../session/storage';

/** The screen's heading and one line under it. */
export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="auth-screen__header">
      <h1 className="auth-screen__title">{title}</h1>
      {subtitle ? <p className="auth-screen__subtitle">{subtitle}</p> : null}
    </div>
  );
}

/** The `next` query parameter (a safe in-app path) or undefined. */
export function useNextPath(): string | undefined {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM));
}

/** Screens that need a signed-in user (company choice and creation). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasCompanySession()) {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return children;
}

// antd's provider is not in the auth layout (the sign-in screen is plain): the other auth screens,
// which use antd forms, load it with their own chunk.
const AntdProvider = lazy(() => import('../../app/antd-provider'));

/** A screen in its own chunk (so the sign-in screen loads neither the other forms nor antd). */
export function Deferred({ screen: Screen }: { screen: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AntdProvider>
        <Screen />
      </AntdProvider>
    </Suspense>
  );
}
