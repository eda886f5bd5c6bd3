import { useSession } from '../../session/session-query';
import { PunchSection } from '../ta-events/punch/punch-section';
import { usePunchClock } from '../ta-events/punch/use-punch-status';
import { RequestsHome } from '../ta-events/requests/requests-home';
import { MyBalances, MyDay } from './my-day';
import { StaffDashboard } from './staff-dashboard';
import './dashboard.css';

/**
 * The caller's own day at the top: the punch card and today's schedule, for someone with an
 * employee record (staff without one see no card and no alert about it).
 */
function OwnDay() {
  const clock = usePunchClock();
  if (!clock.data?.status.employee) return null;
  return (
    <div className="punch-stack">
      <PunchSection />
      <MyDay />
    </div>
  );
}

/**
 * /dashboard (issue 19): an Employee's own day (punch card, today's schedule, balances, their
 * requests); for staff the company's day, under their own punch card when they are employees too.
 */
export function DashboardPage() {
  const role = useSession().data?.roleName;
  // The route table keeps the Employee role off /dashboard (it lands on /ta-events, which shows the
  // same own day); this covers a session that reaches the page anyway.
  if (role === 'employee') {
    return (
      <div className="page-stack" data-testid="employee-dashboard">
        <OwnDay />
        <MyBalances />
        <RequestsHome />
      </div>
    );
  }
  return (
    <div className="page-stack">
      <OwnDay />
      <StaffDashboard />
    </div>
  );
}
