import { AreaIndexScreen } from '../../components/area-index';
import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';
import { DepartmentsPage } from './departments-page';
import { LocationsPage } from './locations-page';
import { PositionsPage } from './positions-page';
import { SubsidiariesPage } from './subsidiaries-page';

// Screens of the `organization` area (one lazy chunk).
export const pages: AreaPages = {
  organization: AreaIndexScreen,
  organizationStructure: BeingBuiltScreen,
  organizationSubsidiary: SubsidiariesPage,
  organizationDepartment: DepartmentsPage,
  organizationPosition: PositionsPage,
  organizationLocation: LocationsPage,
  organizationDashboard: BeingBuiltScreen,
};
