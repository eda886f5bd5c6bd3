import { BeingBuiltAuthScreen, BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `visitor` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  selfRegister: BeingBuiltAuthScreen,
  visitor: BeingBuiltScreen,
  visitorAdd: BeingBuiltScreen,
  visitorEdit: BeingBuiltScreen,
  visitorSettings: BeingBuiltScreen,
};
