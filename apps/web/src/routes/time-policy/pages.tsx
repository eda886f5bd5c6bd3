import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `time-policy` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  timePolicy: AreaIndexScreen,
  timePolicySchedule: BeingBuiltScreen,
  timePolicyHoliday: BeingBuiltScreen,
  timePolicyLeaveSetting: BeingBuiltScreen,
  timePolicyHoursBank: BeingBuiltScreen,
  timePolicyAdvancedSetting: BeingBuiltScreen,
};
