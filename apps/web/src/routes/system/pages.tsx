import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import { SubscriptionPage } from '../../features/subscription/subscription-page';
import type { AreaPages } from '../../router/page-loaders';
import { AfdAejPage } from './afd-aej/afd-aej-page';
import { RolePermissionPage } from './role-permission/role-permission-page';

// Screens of the `system` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  system: AreaIndexScreen,
  systemSubscription: SubscriptionPage,
  systemTimeTrackingSetting: BeingBuiltScreen,
  systemNotifications: BeingBuiltScreen,
  systemRolePermission: RolePermissionPage,
  systemAfdAej: AfdAejPage,
  systemPersonalization: BeingBuiltScreen,
};
