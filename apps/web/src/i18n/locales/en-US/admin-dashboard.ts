import type { Widen } from '../pt';
import type { adminDashboard as pt } from '../pt/admin-dashboard';

export const adminDashboard: Widen<typeof pt> = {
  title: 'Dashboard',
};
