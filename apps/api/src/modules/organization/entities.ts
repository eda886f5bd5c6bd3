import {
  companies,
  type Database,
  departments,
  employees,
  locations,
  positions,
  registerRecordCount,
  subsidiaries,
} from '@ponteiro/db';
import type {
  Location,
  locationBodySchema,
  Position,
  positionBodySchema,
  Subsidiary,
  subsidiaryBodySchema,
} from '@ponteiro/shared';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordSubsidiaryChange } from '../register/employer-records.js';
import { timeTrackingSettingsOf } from '../time-tracking/time-tracking.repository.js';
import { createNamedEntityService } from './named-entity.js';
import { iso } from './shared.js';

type SubsidiaryRow = typeof subsidiaries.$inferSelect;
type PositionRow = typeof positions.$inferSelect;
type LocationRow = typeof locations.$inferSelect;

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

export function createPositionsService(db: Database) {
  const valuesOf = (row: PositionRow) => ({ name: row.name, cbo: row.cbo });
  return createNamedEntityService<PositionRow, z.output<typeof positionBodySchema>, Position>({
    db,
    table: positions,
    entity: 'position',
    employeeColumn: employees.positionId,
    searchColumns: [positions.cbo],
    columnsOf: (body) => ({ name: body.name, cbo: body.cbo }),
    valuesOf,
    present: (row, active) => ({
      id: row.id,
      ...valuesOf(row),
      employee_count: active,
      ...stamps(row),
    }),
  });
}

export function createLocationsService(db: Database) {
  const valuesOf = (row: LocationRow) => ({
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    radius_meters: row.radiusMeters,
  });
  return createNamedEntityService<LocationRow, z.output<typeof locationBodySchema>, Location>({
    db,
    table: locations,
    entity: 'location',
    employeeColumn: employees.locationId,
    columnsOf: (body) => ({
      name: body.name,
      address: body.address ?? {},
      latitude: body.latitude,
      longitude: body.longitude,
      radiusMeters: body.radius_meters,
    }),
    createDefaults: async (t) => ({
      radiusMeters: (await timeTrackingSettingsOf(t)).geofence_radius_m,
    }),
    valuesOf,
    present: (row, active) => ({
      id: row.id,
      ...valuesOf(row),
      employee_count: active,
      ...stamps(row),
    }),
  });
}

export function createSubsidiariesService(db: Database) {
  const valuesOf = (row: SubsidiaryRow) => ({
    name: row.name,
    employer_type: row.employerType,
    employer_id: row.employerId,
    legal_name: row.legalName,
    cno_caepf_type: row.cnoCaepfType,
    cno_caepf: row.cnoCaepf,
    timezone: row.timezone,
    address: row.address,
    rep_inpi_number: row.repInpiNumber,
  });
  return createNamedEntityService<SubsidiaryRow, z.output<typeof subsidiaryBodySchema>, Subsidiary>(
    {
      db,
      table: subsidiaries,
      entity: 'subsidiary',
      employeeColumn: employees.subsidiaryId,
      searchColumns: [subsidiaries.employerId, subsidiaries.legalName],
      columnsOf: (body) => ({
        name: body.name,
        employerType: body.employer_type,
        employerId: body.employer_id,
        legalName: body.legal_name,
        cnoCaepfType: body.cno_caepf ? (body.cno_caepf_type ?? null) : null,
        cnoCaepf: body.cno_caepf || null,
        timezone: body.timezone,
        address: body.address ?? {},
        repInpiNumber: body.rep_inpi_number || null,
      }),
      valuesOf,
      present: (row, active) => ({
        id: row.id,
        ...valuesOf(row),
        employee_count: active,
        ...stamps(row),
      }),
      otherReferences: async (t, id) => {
        const [row] = await t.db
          .select({ n: count() })
          .from(departments)
          .where(t.where(departments, eq(departments.subsidiaryId, id)));
        return [
          { key: 'in_use_departments', count: Number(row?.n ?? 0) },
          // The REP-P register is evidence: a workplace with records stays (Portaria 671).
          { key: 'in_use_register', count: await registerRecordCount(t, id) },
        ];
      },
      afterUpdate: async (t, actor, before, after) => {
        const [company] = await t.db
          .select({ legalName: companies.legalName })
          .from(companies)
          .where(eq(companies.id, t.companyId));
        await recordSubsidiaryChange(t, actor.userId, before, after, company!.legalName);
      },
    },
  );
}
