import type { Database } from '@ponteiro/db';
import type { FileStorage } from '../../lib/storage.js';
import type { MembersService } from '../members/service.js';

/** Employees: list, form, enable/disable, history, photo, self-service link, import (issue 4). */
export function createEmployeesService(deps: {
  db: Database;
  storage: FileStorage;
  members: MembersService;
}) {
  void deps;
  return {};
}
export type EmployeesService = ReturnType<typeof createEmployeesService>;
