import type { Database } from '../client.js';
import { departments, locations, positions, subsidiaries } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import { anyCnpj, unique } from './documents.js';

export type SubsidiaryRow = typeof subsidiaries.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

type New<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

/** A workplace (CNPJ employer). Names are unique per company, so the default one is too. */
export async function createSubsidiary(
  db: Database,
  companyId: string,
  over: New<typeof subsidiaries> = {},
): Promise<SubsidiaryRow> {
  const [row] = await db
    .insert(subsidiaries)
    .values({
      id: uuidv7(),
      name: `Filial ${unique()}`,
      employerType: 'cnpj',
      employerId: anyCnpj(),
      ...over,
      companyId,
    })
    .returning();
  return row!;
}

export async function createDepartment(
  db: Database,
  companyId: string,
  over: New<typeof departments> = {},
): Promise<DepartmentRow> {
  const [row] = await db
    .insert(departments)
    .values({ id: uuidv7(), name: `Departamento ${unique()}`, ...over, companyId })
    .returning();
  return row!;
}

export async function createPosition(
  db: Database,
  companyId: string,
  over: New<typeof positions> = {},
): Promise<PositionRow> {
  const [row] = await db
    .insert(positions)
    .values({ id: uuidv7(), name: `Cargo ${unique()}`, ...over, companyId })
    .returning();
  return row!;
}

export async function createLocation(
  db: Database,
  companyId: string,
  over: New<typeof locations> = {},
): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({
      id: uuidv7(),
      name: `Local ${unique()}`,
      latitude: -23.5614,
      longitude: -46.6559,
      ...over,
      companyId,
    })
    .returning();
  return row!;
}

export interface Organization {
  subsidiary: SubsidiaryRow;
  department: DepartmentRow;
  position: PositionRow;
  location: LocationRow;
}

/** One of each: a subsidiary, a department in it, a position and a location. */
export async function createOrganization(
  db: Database,
  companyId: string,
  over: {
    subsidiary?: New<typeof subsidiaries>;
    department?: New<typeof departments>;
    position?: New<typeof positions>;
    location?: New<typeof locations>;
  } = {},
): Promise<Organization> {
  const subsidiary = await createSubsidiary(db, companyId, over.subsidiary);
  const [department, position, location] = await Promise.all([
    createDepartment(db, companyId, { subsidiaryId: subsidiary.id, ...over.department }),
    createPosition(db, companyId, over.position),
    createLocation(db, companyId, over.location),
  ]);
  return { subsidiary, department, position, location };
}
