import type { Database } from '@ponteiro/db';

/** Subsidiaries, departments, positions, locations, structure and dashboard (issue 4). */
export function createOrganizationService(deps: { db: Database }) {
  void deps;
  return {};
}
export type OrganizationService = ReturnType<typeof createOrganizationService>;
