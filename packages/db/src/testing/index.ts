// Per-domain test factories (`@ponteiro/db/testing`): rows written straight to the database, so a
// test sets up a company, its people and structure in a few inserts instead of a dozen HTTP
// calls. Tests only: this entry is kept out of the main index so no app code imports it.
// Factories write as the connecting user and do not audit; what the API would add on its own
// (audit entries, normalization) is the test's to do when it matters.
export { type CompanyRow, createCompany, type NewCompany } from './company.js';
export { anyCnpj, anyCpf, anyPis, unique } from './documents.js';
export { createEmployee, type EmployeeRow, type NewEmployee } from './employees.js';
export {
  createDepartment,
  createLocation,
  createOrganization,
  createPosition,
  createSubsidiary,
  type DepartmentRow,
  type LocationRow,
  type Organization,
  type PositionRow,
  type SubsidiaryRow,
} from './organization.js';
export {
  addMember,
  createCompanyWithOwner,
  createMember,
  createRole,
  createUser,
  type NewUser,
  TEST_PASSWORD,
  type UserRow,
} from './people.js';
export {
  assignSchedule,
  createSchedule,
  OFFICE_WEEK,
  type ScheduleRow,
  STATUTORY_RULES,
} from './time-policy.js';
