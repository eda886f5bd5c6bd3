import { lazy, Suspense } from 'react';
import { LoadingScreen } from './root-shell';

// The session guards live in their own chunk (with TanStack Query's useQuery and the session
// code), so public pages and /signin do not load them.
const CompanyGuard = lazy(async () => ({
  default: (await import('./session-guards')).AppCompanyGuard,
}));
const AdminGuard = lazy(async () => ({
  default: (await import('./session-guards')).AppAdminGuard,
}));

/** Company branch guard (rules 1–3 of the session spec); see session-guards.tsx. */
export function AppCompanyGuard() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <CompanyGuard />
    </Suspense>
  );
}

/** Back-office branch guard; see session-guards.tsx. */
export function AppAdminGuard() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AdminGuard />
    </Suspense>
  );
}
