import { lazy, Suspense } from 'react';
import type { AreaPages } from '../../router/page-loaders';
import { LoadingScreen } from '../../router/root-shell';
import { CompanyProfilePage } from './company-profile-page';
import { UserProfilePage } from './user-profile-page';

// The suspended page (/suspended, in the auth layout) is its own chunk and brings antd's provider
// itself: the auth layout has none, and /signin's chunks must not grow.
const Suspended = lazy(() => import('../../features/subscription/suspended-page'));

// Screens of the `user-profile` area (one lazy chunk).
export const pages: AreaPages = {
  userProfile: UserProfilePage,
  companyProfile: CompanyProfilePage,
  suspended: () => (
    <Suspense fallback={<LoadingScreen />}>
      <Suspended />
    </Suspense>
  ),
};
