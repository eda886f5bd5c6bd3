import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../router/root-shell';
import { pathAfterSignIn } from '../../session/redirect';
import { fetchSession } from '../../session/session-query';
import { hasCompanySession } from '../../session/storage';

type Check = 'none' | 'checking' | 'company' | 'no-company';

/**
 * On sign-in/sign-up: a user who arrives already signed in goes on (company → `next` or
 * /dashboard, no company → /select-company). Checked once, at mount, without TanStack Query so
 * the sign-in chunk stays small.
 */
export function useSignedInRedirect(next: string | undefined): ReactNode | null {
  const [check, setCheck] = useState<Check>(() => (hasCompanySession() ? 'checking' : 'none'));
  useEffect(() => {
    if (check !== 'checking') return;
    let live = true;
    fetchSession().then(
      (session) => live && setCheck(session.companyId ? 'company' : 'no-company'),
      () => live && setCheck('none'),
    );
    return () => {
      live = false;
    };
  }, [check]);
  if (check === 'checking') return <LoadingScreen />;
  if (check === 'company') return <Navigate to={pathAfterSignIn('company', next)} replace />;
  if (check === 'no-company') return <Navigate to={pathAfterSignIn('choose', next)} replace />;
  return null;
}
