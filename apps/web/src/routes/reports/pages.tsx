import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `reports` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  reports: AreaIndexScreen,
  reportsTimeMirror: BeingBuiltScreen,
  reportsHoursBank: BeingBuiltScreen,
  reportsOvertime: BeingBuiltScreen,
  reportsPayroll: BeingBuiltScreen,
  reportsSummary: BeingBuiltScreen,
  reportsAej: BeingBuiltScreen,
  reportsAfd: BeingBuiltScreen,
};
