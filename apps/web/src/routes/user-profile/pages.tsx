import type { AreaPages } from '../../router/page-loaders';
import { CompanyProfilePage } from './company-profile-page';
import { UserProfilePage } from './user-profile-page';

// Screens of the `user-profile` area (one lazy chunk).
export const pages: AreaPages = {
  userProfile: UserProfilePage,
  companyProfile: CompanyProfilePage,
};
