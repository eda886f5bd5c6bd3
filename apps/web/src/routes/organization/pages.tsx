import { AreaIndexScreen } from '../../components/area-index';
import type { AreaPages } from '../../router/page-loaders';
import { OrganizationDashboardPage } from './dashboard-page';
import { DepartmentsPage } from './departments-page';
import { LocationsPage } from './locations-page';
import { PositionsPage } from './positions-page';
import { StructurePage } from './structure-page';
import { SubsidiariesPage } from './subsidiaries-page';

// Screens of the `organization` area (one lazy chunk).
export const pages: AreaPages = {
  organization: AreaIndexScreen,
  organizationStructure: StructurePage,
  organizationSubsidiary: SubsidiariesPage,
  organizationDepartment: DepartmentsPage,
  organizationPosition: PositionsPage,
  organizationLocation: LocationsPage,
  organizationDashboard: OrganizationDashboardPage,
};
