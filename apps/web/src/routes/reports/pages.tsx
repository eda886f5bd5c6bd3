import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';
import { AejPage, AfdPage } from './legal-file-page';

// Screens of the `reports` area (one lazy chunk, with its texts). Being-built panels until their
// issue lands; AFD and AEJ already validate files from any REP.
export const pages: AreaPages = {
  reports: AreaIndexScreen,
  reportsTimeMirror: BeingBuiltScreen,
  reportsHoursBank: BeingBuiltScreen,
  reportsOvertime: BeingBuiltScreen,
  reportsPayroll: BeingBuiltScreen,
  reportsSummary: BeingBuiltScreen,
  reportsAej: AejPage,
  reportsAfd: AfdPage,
};
