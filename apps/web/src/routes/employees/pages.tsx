import type { AreaPages } from '../../router/page-loaders';
import { EmployeeCreatePage, EmployeeEditPage } from './employee-form-page';
import { EmployeesPage } from './employees-page';

// Screens of the `employees` area (one lazy chunk, which also carries the area's texts).
export const pages: AreaPages = {
  employees: EmployeesPage,
  employeesCreate: EmployeeCreatePage,
  employeesEdit: EmployeeEditPage,
};
