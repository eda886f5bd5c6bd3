import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `dashboard` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  dashboard: BeingBuiltScreen,
};
