import type { Database } from '@ponteiro/db';
import { createDepartmentsService } from './departments.js';
import {
  createLocationsService,
  createPositionsService,
  createSubsidiariesService,
} from './entities.js';
import { createStructureService } from './structure.js';

/** Subsidiaries, departments, positions, locations, structure and dashboard. */
export function createOrganizationService(deps: { db: Database }) {
  return {
    subsidiaries: createSubsidiariesService(deps.db),
    departments: createDepartmentsService(deps.db),
    positions: createPositionsService(deps.db),
    locations: createLocationsService(deps.db),
    ...createStructureService(deps.db),
  };
}
export type OrganizationService = ReturnType<typeof createOrganizationService>;
