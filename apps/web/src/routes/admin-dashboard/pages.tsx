import type { AreaPages } from '../../router/page-loaders';
import { AdminDashboardCompanyPage } from './companies-page';
import { AdminDashboardPage } from './overview-page';
import { AdminDashboardUserPage } from './users-page';

// Screens of the `admin-dashboard` area (one lazy chunk).
export const pages: AreaPages = {
  adminDashboard: AdminDashboardPage,
  adminDashboardUser: AdminDashboardUserPage,
  adminDashboardCompany: AdminDashboardCompanyPage,
};
