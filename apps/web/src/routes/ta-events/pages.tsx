import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `ta-events` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  taEvents: AreaIndexScreen,
  taEventsManualPunch: BeingBuiltScreen,
  taEventsOvertime: BeingBuiltScreen,
  taEventsLeaveBalance: BeingBuiltScreen,
  taEventsHoursBankBalance: BeingBuiltScreen,
};
