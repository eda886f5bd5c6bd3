import type { AreaPages } from '../../router/page-loaders';
import { DashboardScreen } from '../ta-events/punch/punch-section';

// Screens of the `dashboard` area (one lazy chunk). The dashboard itself is being built; staff who
// are also employees see their punch card above its panel.
export const pages: AreaPages = {
  dashboard: DashboardScreen,
};
