import type { AreaPages } from '../../router/page-loaders';
import { HoursBankBalancePage } from './hours-bank-balance/hours-bank-balance-page';
import { LeaveBalancePage } from './leave-balance/leave-balance-page';
import { ManualPunchRequestsPage, OvertimeRequestsPage } from './requests/request-list';
import { TaEventsHome } from './requests/requests-home';

// Screens of the `ta-events` area (one lazy chunk). The area's landing screen is the employee's
// punch card (REP-P), their requests and approval queue, above the area index.
export const pages: AreaPages = {
  taEvents: TaEventsHome,
  taEventsManualPunch: ManualPunchRequestsPage,
  taEventsOvertime: OvertimeRequestsPage,
  taEventsLeaveBalance: LeaveBalancePage,
  taEventsHoursBankBalance: HoursBankBalancePage,
};
