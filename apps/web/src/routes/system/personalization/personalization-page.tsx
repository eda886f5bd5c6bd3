import { BeingBuiltScreen } from '../../../components/being-built';

/** /system/personalization (issue 19). */
export function PersonalizationPage() {
  return <BeingBuiltScreen />;
}
