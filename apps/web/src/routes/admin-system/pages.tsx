import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';
import { AdminPlansPage } from './admin-billing/plans-page';
import { AdminSubscriptionsPage } from './admin-billing/subscriptions-page';
import { AdminOutboxEmailPage } from './admin-outbox/outbox-email-page';
import { AdminOutboxPage } from './admin-outbox/outbox-page';
import { AdminUsersPage } from './admin-users/admin-users-page';

// Screens of the `admin-system` area (one lazy chunk); being-built panels until their issue lands.
export const pages: AreaPages = {
  adminCompany: BeingBuiltScreen,
  adminUserList: BeingBuiltScreen,
  adminDevices: BeingBuiltScreen,
  adminUsers: AdminUsersPage,
  adminOutbox: AdminOutboxPage,
  adminOutboxEmail: AdminOutboxEmailPage,
  adminFeedback: BeingBuiltScreen,
  adminApp: BeingBuiltScreen,
  adminAppDetail: BeingBuiltScreen,
  adminProducts: BeingBuiltScreen,
  adminPlan: AdminPlansPage,
  adminSubscription: AdminSubscriptionsPage,
  adminDistributor: BeingBuiltScreen,
};
