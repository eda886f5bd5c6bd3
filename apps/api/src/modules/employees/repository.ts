import {
  type Database,
  departments,
  employees,
  locations,
  positions,
  subsidiaries,
  users,
} from '@ponteiro/db';
import type {
  EMPLOYEE_ORDERING,
  Employee,
  EmployeeListQuery,
  EmployeeValues,
  FieldErrors,
} from '@ponteiro/shared';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { pickOrdering } from '../../lib/ordering.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import type { MediaSigner } from '../media/signer.js';
import type { EmployeeRow } from './fields.js';
import { employeeSearch, sortableName } from './search.js';

const inCompany = (companyId: string) => eq(employees.companyId, companyId);

type NamedTenantTable = PgTable & { companyId: PgColumn; id: PgColumn; name: PgColumn };

/**
 * The name of the company's row of `table` that `ref` points at. A subquery per field, not a
 * left join: five joins cost the planner ~3 ms on every list request (EXPLAIN, PostgreSQL 15),
 * five correlated subqueries ~0.3 ms, and they only run for the rows of the page.
 */
const nameOf = (table: NamedTenantTable, ref: PgColumn) => sql<string | null>`(
  select ${table.name} from ${table}
  where ${table.companyId} = ${employees.companyId} and ${table.id} = ${ref})`;

/** An employee with the names of what it points at, as the API shows it. */
const presented = {
  employee: employees,
  subsidiaryName: nameOf(subsidiaries, employees.subsidiaryId),
  departmentName: nameOf(departments, employees.departmentId),
  positionName: nameOf(positions, employees.positionId),
  locationName: nameOf(locations, employees.locationId),
  userEmail: sql<string | null>`(
    select ${users.email} from ${users} where ${users.id} = ${employees.userId})`,
};

function selectPresented(db: Database) {
  return db.select(presented).from(employees);
}

type PresentedRow = Awaited<ReturnType<ReturnType<typeof selectPresented>['execute']>>[number];

const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

function present(r: PresentedRow, media: MediaSigner): Employee {
  const e = r.employee;
  return {
    id: e.id,
    name: e.name,
    cpf: e.cpf,
    pis: e.pis,
    birth_date: e.birthDate,
    email: e.email,
    phone: e.phone,
    country_code: e.countryCode,
    registration: e.registration,
    esocial_registration: e.esocialRegistration,
    admission_date: e.admissionDate,
    termination_date: e.terminationDate,
    status: e.status,
    subsidiary: ref(e.subsidiaryId, r.subsidiaryName),
    department: ref(e.departmentId, r.departmentName),
    position: ref(e.positionId, r.positionName),
    location: ref(e.locationId, r.locationName),
    device_pin: e.devicePin,
    badge: e.badge,
    has_photo: e.photoKey !== null,
    photo_url: media.url(e.photoKey),
    user: e.userId && r.userEmail ? { id: e.userId, email: r.userEmail } : null,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

/** One employee as the API shows it, or null (absent or another company's). */
export async function findPresented(
  db: Database,
  companyId: string,
  id: string,
  media: MediaSigner,
): Promise<Employee | null> {
  const [row] = await selectPresented(db).where(and(inCompany(companyId), eq(employees.id, id)));
  return row ? present(row, media) : null;
}

/** The stored row, locked for the rest of the transaction when `forUpdate`. */
export async function findRow(
  db: Database,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<EmployeeRow | null> {
  const query = db
    .select()
    .from(employees)
    .where(and(inCompany(companyId), eq(employees.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** `ordering` fields → their column; `name` (null) sorts by `sortableName`. */
const ORDER_COLUMNS: Record<(typeof EMPLOYEE_ORDERING)[number], PgColumn | null> = {
  name: null,
  registration: employees.registration,
  admission_date: employees.admissionDate,
  created_at: employees.createdAt,
  status: employees.status,
};

export async function listEmployees(
  db: Database,
  companyId: string,
  query: EmployeeListQuery,
  media: MediaSigner,
) {
  const where = and(
    inCompany(companyId),
    employeeSearch(query.search),
    query.subsidiary_id ? eq(employees.subsidiaryId, query.subsidiary_id) : undefined,
    query.department_id ? eq(employees.departmentId, query.department_id) : undefined,
    query.position_id ? eq(employees.positionId, query.position_id) : undefined,
    query.status ? eq(employees.status, query.status) : undefined,
  ) as SQL;
  const { value: column, descending } = pickOrdering(query.ordering, ORDER_COLUMNS, 'name');
  const direction = descending ? desc : asc;
  // Equal values fall back to the name, then the id, so pages never repeat or skip anyone.
  const order = column
    ? [direction(column), asc(sortableName), asc(employees.name)]
    : [direction(sortableName), direction(employees.name)];
  const ordered = [...order, asc(employees.id)];
  // The page's ids come off the employees table alone (the sort_name indexes serve the default
  // order); only those rows are then joined to the names they point at, not the whole company.
  const { limit, offset } = pageWindow(query);
  const pageIds = db
    .select({ id: employees.id })
    .from(employees)
    .where(where)
    .orderBy(...ordered)
    .limit(limit)
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    selectPresented(db)
      .where(and(inCompany(companyId), inArray(employees.id, pageIds)))
      .orderBy(...ordered),
    db.select({ n: count() }).from(employees).where(where),
  ]);
  return listResult(
    rows.map((row) => present(row, media)),
    total?.n,
    query,
  );
}

/** `validation.not_found_ref` on each referenced id that is not a record of this company. */
export async function referenceErrors(
  db: Database,
  companyId: string,
  v: Pick<EmployeeValues, 'subsidiary_id' | 'department_id' | 'position_id' | 'location_id'>,
): Promise<FieldErrors> {
  const checks: [keyof typeof v, PgTable & { companyId: PgColumn; id: PgColumn }][] = [
    ['subsidiary_id', subsidiaries],
    ['department_id', departments],
    ['position_id', positions],
    ['location_id', locations],
  ];
  const errors: FieldErrors = {};
  for (const [field, table] of checks) {
    const id = v[field];
    if (!id) continue;
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.id, id)));
    if (!found) errors[field] = ['validation.not_found_ref'];
  }
  return errors;
}

/** The unique fields and the message each answers when another employee already has the value. */
export const UNIQUE_FIELDS = [
  { field: 'cpf', column: employees.cpf, message: 'validation.cpf_taken' },
  {
    field: 'registration',
    column: employees.registration,
    message: 'validation.registration_taken',
  },
  { field: 'device_pin', column: employees.devicePin, message: 'validation.pin_taken' },
  { field: 'badge', column: employees.badge, message: 'validation.badge_taken' },
] as const;

type UniqueValues = Pick<EmployeeValues, (typeof UNIQUE_FIELDS)[number]['field']>;

/** A `*_taken` message on each unique field whose value another employee of the company has. */
export async function duplicateErrors(
  db: Database,
  companyId: string,
  v: UniqueValues,
  exceptId?: string,
): Promise<FieldErrors> {
  const given = UNIQUE_FIELDS.filter((u) => v[u.field]);
  if (given.length === 0) return {};
  const rows = await db
    .select({
      cpf: employees.cpf,
      registration: employees.registration,
      device_pin: employees.devicePin,
      badge: employees.badge,
    })
    .from(employees)
    .where(
      and(
        inCompany(companyId),
        exceptId ? ne(employees.id, exceptId) : undefined,
        or(...given.map((u) => eq(u.column, v[u.field] as string))),
      ),
    );
  const errors: FieldErrors = {};
  for (const u of given) {
    if (rows.some((r) => r[u.field] === v[u.field])) errors[u.field] = [u.message];
  }
  return errors;
}

/** Sets `status` on the given employees that do not have it yet; returns their ids. */
export async function setStatus(
  db: Database,
  companyId: string,
  ids: string[],
  status: EmployeeRow['status'],
): Promise<string[]> {
  const rows = await db
    .update(employees)
    .set({ status, updatedAt: new Date() })
    .where(and(inCompany(companyId), inArray(employees.id, ids), ne(employees.status, status)))
    .returning({ id: employees.id });
  return rows.map((r) => r.id);
}

/** The ids among `ids` that are employees of the company, locked until the transaction ends. */
export async function lockExisting(
  db: Database,
  companyId: string,
  ids: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inCompany(companyId), inArray(employees.id, ids)))
    .orderBy(asc(employees.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function isActiveEmployee(
  db: Database,
  companyId: string,
  id: string,
): Promise<boolean> {
  const [row] = await db
    .select({ status: employees.status })
    .from(employees)
    .where(and(inCompany(companyId), eq(employees.id, id)));
  return row?.status === 'active';
}

/** Active employees: the ones that count against the subscription's seats. */
export async function countActive(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(and(inCompany(companyId), eq(employees.status, 'active')));
  return Number(row?.n ?? 0);
}

/** The employee linked to a company user (self-service), or null. */
export async function linkedEmployeeId(
  db: Database,
  companyId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inCompany(companyId), eq(employees.userId, userId)));
  return row?.id ?? null;
}
