import { BeingBuiltScreen } from '../../../components/being-built';

/** /system/time-tracking-setting (issue 19). */
export function TimeTrackingPage() {
  return <BeingBuiltScreen />;
}
