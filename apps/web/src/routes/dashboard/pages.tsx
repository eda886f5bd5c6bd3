import type { AreaPages } from '../../router/page-loaders';
import { DashboardPage } from './dashboard-page';

// Screens of the `dashboard` area (one lazy chunk).
export const pages: AreaPages = {
  dashboard: DashboardPage,
};
