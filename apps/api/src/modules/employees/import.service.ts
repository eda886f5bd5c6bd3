import type { Database } from '@ponteiro/db';

/** Employee import from xlsx: template, validation of every row, idempotent write (issue 4). */
export function createEmployeeImportService(deps: { db: Database }) {
  void deps;
  return {};
}
export type EmployeeImportService = ReturnType<typeof createEmployeeImportService>;
