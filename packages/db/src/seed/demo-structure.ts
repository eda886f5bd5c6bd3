import type { Database } from '../client.js';
import { companies, departments, locations, positions, subsidiaries } from '../schema/index.js';
import { uuidv7 } from '../uuidv7.js';
import { DEMO_COMPANY, DEMO_DEPARTMENTS, DEMO_POSITIONS, DEMO_SUBSIDIARIES } from './demo-data.js';
import { generateCnpj } from './documents.js';

/** Ids of the demo company's structure, by the keys of demo-data.ts. */
export interface DemoStructure {
  companyId: string;
  subsidiaryIds: Map<string, string>;
  locationIds: Map<string, string>;
  departmentIds: Map<string, string>;
  positionIds: Map<string, string>;
}

/**
 * The demo company and its structure: subsidiaries (one CNPJ root), a geofenced location per
 * store, departments and positions. `random` is the seed's generator: the order in which it is
 * drawn (company, then subsidiaries, then employees) fixes every generated document.
 */
export async function createDemoStructure(
  db: Database,
  random: () => number,
): Promise<DemoStructure> {
  const companyId = uuidv7();
  // The head office (matriz) is branch 0001 of the company's CNPJ root.
  const matrixCnpj = generateCnpj(random);
  await db.insert(companies).values({
    id: companyId,
    employerType: 'cnpj',
    employerId: matrixCnpj,
    legalName: DEMO_COMPANY.legalName,
    tradeName: DEMO_COMPANY.tradeName,
    timezone: DEMO_COMPANY.timezone,
    address: DEMO_COMPANY.address,
  });

  const subsidiaryIds = new Map<string, string>();
  for (const s of DEMO_SUBSIDIARIES) subsidiaryIds.set(s.key, uuidv7());
  await db.insert(subsidiaries).values(
    DEMO_SUBSIDIARIES.map((s, index) => ({
      companyId,
      id: subsidiaryIds.get(s.key)!,
      name: s.name,
      employerType: 'cnpj' as const,
      // Same root (8 digits), branch number 0001, 0002, …; the last branch uses the alphanumeric
      // CNPJ format that the Receita issues from July 2026.
      employerId:
        index === DEMO_SUBSIDIARIES.length - 1
          ? generateCnpj(random, `12ABC345${String(index + 1).padStart(4, '0')}`)
          : generateCnpj(random, `${matrixCnpj.slice(0, 8)}${String(index + 1).padStart(4, '0')}`),
      timezone: s.timezone,
      address: s.address,
    })),
  );

  // One geofenced location per store (the punch screens check the radius in later issues).
  const locationIds = new Map<string, string>();
  for (const s of DEMO_SUBSIDIARIES) locationIds.set(s.key, uuidv7());
  await db.insert(locations).values(
    DEMO_SUBSIDIARIES.map((s) => ({
      companyId,
      id: locationIds.get(s.key)!,
      name: `Loja ${s.address.city}`,
      address: s.address,
      latitude: s.location.latitude,
      longitude: s.location.longitude,
      radiusMeters: 150,
    })),
  );

  const departmentIds = new Map<string, string>();
  for (const d of DEMO_DEPARTMENTS) departmentIds.set(d.key, uuidv7());
  // Parents first: the self-referencing foreign key is checked row by row.
  for (const d of DEMO_DEPARTMENTS) {
    await db.insert(departments).values({
      companyId,
      id: departmentIds.get(d.key)!,
      name: d.name,
      parentId: 'parent' in d ? departmentIds.get(d.parent)! : null,
    });
  }

  const positionIds = new Map<string, string>();
  for (const p of DEMO_POSITIONS) positionIds.set(p.key, uuidv7());
  await db.insert(positions).values(
    DEMO_POSITIONS.map((p) => ({
      companyId,
      id: positionIds.get(p.key)!,
      name: p.name,
      cbo: p.cbo,
    })),
  );

  return { companyId, subsidiaryIds, locationIds, departmentIds, positionIds };
}
