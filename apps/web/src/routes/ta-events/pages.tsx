import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';
import { HoursBankBalancePage } from './hours-bank-balance/hours-bank-balance-page';
import { LeaveBalancePage } from './leave-balance/leave-balance-page';
import { TaEventsScreen } from './punch/punch-section';

// Screens of the `ta-events` area (one lazy chunk). The area's landing screen is the employee's
// punch card (REP-P) above the area index; the other screens are being-built panels until their
// issue lands.
export const pages: AreaPages = {
  taEvents: TaEventsScreen,
  taEventsManualPunch: BeingBuiltScreen,
  taEventsOvertime: BeingBuiltScreen,
  taEventsLeaveBalance: LeaveBalancePage,
  taEventsHoursBankBalance: HoursBankBalancePage,
};
