import { BeingBuiltScreen } from '../../../components/being-built';

/** /system/notifications (issue 19). */
export function NotificationSettingsPage() {
  return <BeingBuiltScreen />;
}
