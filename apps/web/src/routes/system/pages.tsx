import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `system` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  system: AreaIndexScreen,
  systemSubscription: BeingBuiltScreen,
  systemTimeTrackingSetting: BeingBuiltScreen,
  systemNotifications: BeingBuiltScreen,
  systemRolePermission: BeingBuiltScreen,
  systemAfdAej: BeingBuiltScreen,
  systemPersonalization: BeingBuiltScreen,
};
