import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `organization` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  organization: AreaIndexScreen,
  organizationStructure: BeingBuiltScreen,
  organizationSubsidiary: BeingBuiltScreen,
  organizationDepartment: BeingBuiltScreen,
  organizationPosition: BeingBuiltScreen,
  organizationLocation: BeingBuiltScreen,
  organizationDashboard: BeingBuiltScreen,
};
