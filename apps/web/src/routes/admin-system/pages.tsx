import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `admin-system` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  adminCompany: BeingBuiltScreen,
  adminUserList: BeingBuiltScreen,
  adminDevices: BeingBuiltScreen,
  adminUsers: BeingBuiltScreen,
  adminFeedback: BeingBuiltScreen,
  adminApp: BeingBuiltScreen,
  adminAppDetail: BeingBuiltScreen,
  adminProducts: BeingBuiltScreen,
  adminPlan: BeingBuiltScreen,
  adminSubscription: BeingBuiltScreen,
  adminDistributor: BeingBuiltScreen,
};
