import { AreaIndexScreen } from '../../components/area-index';
import type { AreaPages } from '../../router/page-loaders';
import { AdvancedSettingsPage } from './advanced-settings/advanced-settings-page';
import { HolidaysPage } from './holidays/holidays-page';
import { HoursBankPage } from './hours-bank/hours-bank-page';
import { LeaveTypesPage } from './leave-types/leave-types-page';
import { SchedulesPage } from './schedules/schedules-page';
import { SimulatorPage } from './simulator/simulator-page';
import './time-policy.css';

// Screens of the `time-policy` area (one lazy chunk, which also carries the time engine the
// schedule screens compute with).
export const pages: AreaPages = {
  timePolicy: AreaIndexScreen,
  timePolicySchedule: SchedulesPage,
  timePolicyHoliday: HolidaysPage,
  timePolicyLeaveSetting: LeaveTypesPage,
  timePolicyHoursBank: HoursBankPage,
  timePolicyAdvancedSetting: AdvancedSettingsPage,
  timePolicySimulator: SimulatorPage,
};
