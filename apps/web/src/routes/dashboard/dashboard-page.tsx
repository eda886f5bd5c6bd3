import { DashboardScreen } from '../ta-events/punch/punch-section';

/** /dashboard (issue 19): for now the punch card of staff who are also employees. */
export function DashboardPage() {
  return <DashboardScreen />;
}
