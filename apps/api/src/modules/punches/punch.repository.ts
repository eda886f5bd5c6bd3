import {
  companies,
  type Executor,
  employees,
  locations,
  type RegisterRecordRow,
  registerRecords,
  subsidiaries,
  type Tenant,
  tenantOn,
} from '@ponteiro/db';
import { and, asc, eq, gte } from 'drizzle-orm';
import { prepareNamed } from '../../lib/named-statement.js';

/** The employee a punch is for, with where they work and the geofence of their location. */
export interface PunchingEmployee {
  id: string;
  name: string;
  cpf: string;
  status: 'active' | 'disabled';
  admissionDate: string;
  subsidiaryId: string;
  timeZone: string;
  userId: string | null;
  location: { name: string; latitude: number; longitude: number; radiusM: number } | null;
}

const punchingColumns = {
  id: employees.id,
  name: employees.name,
  cpf: employees.cpf,
  status: employees.status,
  admissionDate: employees.admissionDate,
  subsidiaryId: employees.subsidiaryId,
  timeZone: subsidiaries.timezone,
  userId: employees.userId,
  locationName: locations.name,
  latitude: locations.latitude,
  longitude: locations.longitude,
  radiusM: locations.radiusMeters,
};

function punchingQuery(t: Tenant) {
  return t.db
    .select(punchingColumns)
    .from(employees)
    .innerJoin(
      subsidiaries,
      and(
        eq(subsidiaries.companyId, employees.companyId),
        eq(subsidiaries.id, employees.subsidiaryId),
      ),
    )
    .leftJoin(
      locations,
      and(eq(locations.companyId, employees.companyId), eq(locations.id, employees.locationId)),
    );
}

function toPunching(row: Awaited<ReturnType<typeof punchingQuery>>[number]): PunchingEmployee {
  return {
    id: row.id,
    name: row.name,
    cpf: row.cpf,
    status: row.status,
    admissionDate: row.admissionDate,
    subsidiaryId: row.subsidiaryId,
    timeZone: row.timeZone,
    userId: row.userId,
    location:
      row.locationName !== null && row.latitude !== null && row.longitude !== null
        ? {
            name: row.locationName,
            latitude: row.latitude,
            longitude: row.longitude,
            radiusM: row.radiusM ?? 100,
          }
        : null,
  };
}

/**
 * The caller's own employee record, read before any transaction as one named statement (the
 * punch's hot path: one round trip instead of BEGIN, the read and COMMIT). Like the guard's
 * caller read it establishes who acts, so it runs unscoped — the company filter is explicit and
 * the caller's membership was checked by the guard (ADR 0019).
 */
export async function callerEmployee(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<PunchingEmployee | null> {
  const t = tenantOn(db, { companyId });
  const [row] = await prepareNamed(
    punchingQuery(t).where(t.where(employees, eq(employees.userId, userId))),
  ).execute();
  return row ? toPunching(row) : null;
}

/** The employee record of a user in the company (self-service link), if any. */
export async function employeeOfUser(t: Tenant, userId: string): Promise<PunchingEmployee | null> {
  const [row] = await punchingQuery(t).where(t.where(employees, eq(employees.userId, userId)));
  return row ? toPunching(row) : null;
}

/** One employee of the company, if it is one. */
export async function punchingEmployee(t: Tenant, id: string): Promise<PunchingEmployee | null> {
  const [row] = await punchingQuery(t).where(t.where(employees, eq(employees.id, id)));
  return row ? toPunching(row) : null;
}

/** The employee's punches (type 7) from `since` on, oldest first. */
export async function punchesSince(
  t: Tenant,
  employeeId: string,
  since: Date,
): Promise<RegisterRecordRow[]> {
  return t.db
    .select()
    .from(registerRecords)
    .where(
      t.where(
        registerRecords,
        eq(registerRecords.type, '7'),
        eq(registerRecords.employeeId, employeeId),
        gte(registerRecords.punchedAt, since),
      ),
    )
    .orderBy(asc(registerRecords.punchedAt), asc(registerRecords.nsr));
}

/** A punch (type-7 record) of the company. */
export async function findPunch(t: Tenant, id: string): Promise<RegisterRecordRow | null> {
  const [row] = await t.db
    .select()
    .from(registerRecords)
    .where(t.where(registerRecords, eq(registerRecords.id, id), eq(registerRecords.type, '7')));
  return row ?? null;
}

/** A punch stored under a source key (an idempotent retry). */
export async function punchBySourceKey(
  t: Tenant,
  sourceKey: string,
): Promise<RegisterRecordRow | null> {
  const [row] = await t.db
    .select()
    .from(registerRecords)
    .where(t.where(registerRecords, eq(registerRecords.sourceKey, sourceKey)));
  return row ?? null;
}

/** What the receipt prints of the punch's workplace and employer. */
export async function receiptParties(t: Tenant, subsidiaryId: string, employeeId: string) {
  const [row] = await t.db
    .select({
      subsidiaryLegalName: subsidiaries.legalName,
      employerType: subsidiaries.employerType,
      employerId: subsidiaries.employerId,
      cnoCaepf: subsidiaries.cnoCaepf,
      address: subsidiaries.address,
      repInpiNumber: subsidiaries.repInpiNumber,
      companyLegalName: companies.legalName,
      employeeName: employees.name,
      employeeUserId: employees.userId,
    })
    .from(subsidiaries)
    .innerJoin(companies, eq(companies.id, subsidiaries.companyId))
    .innerJoin(
      employees,
      and(eq(employees.companyId, subsidiaries.companyId), eq(employees.id, employeeId)),
    )
    .where(t.where(subsidiaries, eq(subsidiaries.id, subsidiaryId)));
  return row ?? null;
}
