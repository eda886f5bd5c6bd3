import { BeingBuiltScreen } from '../../components/being-built';
import type { AreaPages } from '../../router/page-loaders';

// Screens of the `employees` area (one lazy chunk). Each is a being-built panel until its issue lands.
export const pages: AreaPages = {
  employees: BeingBuiltScreen,
  employeesCreate: BeingBuiltScreen,
  employeesEdit: BeingBuiltScreen,
};
