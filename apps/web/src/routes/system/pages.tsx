import { AreaIndexScreen } from '../../components/area-index';
import { SubscriptionPage } from '../../features/subscription/subscription-page';
import type { AreaPages } from '../../router/page-loaders';
import { AfdAejPage } from './afd-aej/afd-aej-page';
import { NotificationSettingsPage } from './notifications/notification-settings-page';
import { PersonalizationPage } from './personalization/personalization-page';
import { RolePermissionPage } from './role-permission/role-permission-page';
import { TimeTrackingPage } from './time-tracking/time-tracking-page';

// Screens of the `system` area (one lazy chunk).
export const pages: AreaPages = {
  system: AreaIndexScreen,
  systemSubscription: SubscriptionPage,
  systemTimeTrackingSetting: TimeTrackingPage,
  systemNotifications: NotificationSettingsPage,
  systemRolePermission: RolePermissionPage,
  systemAfdAej: AfdAejPage,
  systemPersonalization: PersonalizationPage,
};
