import type { AreaPages } from '../../router/page-loaders';
import { AdminAppReleasePage } from './admin-app-releases/app-release-page';
import { AdminAppReleasesPage } from './admin-app-releases/app-releases-page';
import { AdminPlansPage } from './admin-billing/plans-page';
import { AdminSubscriptionsPage } from './admin-billing/subscriptions-page';
import { AdminCompaniesPage } from './admin-companies/companies-page';
import { AdminDevicesPage } from './admin-devices/devices-page';
import { AdminDistributorsPage } from './admin-distributors/distributors-page';
import { AdminFeedbackPage } from './admin-feedback/feedback-page';
import { AdminOutboxEmailPage } from './admin-outbox/outbox-email-page';
import { AdminOutboxPage } from './admin-outbox/outbox-page';
import { AdminProductsPage } from './admin-products/products-page';
import { AdminUserListPage } from './admin-user-list/user-list-page';
import { AdminUsersPage } from './admin-users/admin-users-page';

// Screens of the `admin-system` area (one lazy chunk).
export const pages: AreaPages = {
  adminCompany: AdminCompaniesPage,
  adminUserList: AdminUserListPage,
  adminDevices: AdminDevicesPage,
  adminUsers: AdminUsersPage,
  adminOutbox: AdminOutboxPage,
  adminOutboxEmail: AdminOutboxEmailPage,
  adminFeedback: AdminFeedbackPage,
  adminApp: AdminAppReleasesPage,
  adminAppDetail: AdminAppReleasePage,
  adminProducts: AdminProductsPage,
  adminPlan: AdminPlansPage,
  adminSubscription: AdminSubscriptionsPage,
  adminDistributor: AdminDistributorsPage,
};
