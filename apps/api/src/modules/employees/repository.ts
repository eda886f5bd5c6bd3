import {
  type CompanyTable,
  departments,
  employees,
  locations,
  positions,
  subsidiaries,
  type Tenant,
  users,
} from '@ponteiro/db';
import type {
  EMPLOYEE_ORDERING,
  Employee,
  EmployeeListQuery,
  EmployeeValues,
  FieldErrors,
} from '@ponteiro/shared';
import { asc, count, desc, eq, getTableName, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { prepareNamed } from '../../lib/named-statement.js';
import { pickOrdering } from '../../lib/ordering.js';
import { pageWindow } from '../../lib/pagination.js';
import type { MediaSigner } from '../media/signer.js';
import type { EmployeeRow } from './fields.js';
import { employeeSearch, sortableName } from './search.js';

type NamedTenantTable = CompanyTable & { id: PgColumn; name: PgColumn };

/**
 * `"table"."column"`. Drizzle renders the columns of a one-table select unqualified, also inside
 * a correlated subquery, where an unqualified name resolves to the inner table first:
 * `"company_id" = "company_id"` compared the inner table with itself (always true), so the
 * company's half of the key was never used. Qualified, each side names its own table.
 */
const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The name of the company's row of `table` that `ref` points at. A subquery per field, not a
 * left join: five joins cost the planner ~3 ms on every list request (EXPLAIN, PostgreSQL 15),
 * five correlated subqueries ~0.3 ms, and they only run for the rows of the page (each is one
 * primary-key lookup on (company_id, id)).
 */
const nameOf = (table: NamedTenantTable, ref: PgColumn) => sql<string | null>`(
  select ${qualified(table.name)} from ${table}
  where ${qualified(table.companyId)} = ${qualified(employees.companyId)}
    and ${qualified(table.id)} = ${qualified(ref)})`;

/** An employee with the names of what it points at, as the API shows it. */
const presented = {
  employee: employees,
  subsidiaryName: nameOf(subsidiaries, employees.subsidiaryId),
  departmentName: nameOf(departments, employees.departmentId),
  positionName: nameOf(positions, employees.positionId),
  locationName: nameOf(locations, employees.locationId),
  userEmail: sql<string | null>`(
    select ${qualified(users.email)} from ${users}
    where ${qualified(users.id)} = ${qualified(employees.userId)})`,
};

function selectPresented(t: Tenant) {
  return t.db.select(presented).from(employees);
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
    monthly_salary: e.monthlySalary,
    has_photo: e.photoKey !== null,
    photo_url: media.url(e.photoKey),
    user: e.userId && r.userEmail ? { id: e.userId, email: r.userEmail } : null,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

/** One employee as the API shows it, or null (absent or another company's). */
export async function findPresented(
  t: Tenant,
  id: string,
  media: MediaSigner,
): Promise<Employee | null> {
  const [row] = await selectPresented(t).where(t.where(employees, eq(employees.id, id)));
  return row ? present(row, media) : null;
}

/** The stored row, locked for the rest of the transaction when `forUpdate`. */
export async function findRow(
  t: Tenant,
  id: string,
  forUpdate = false,
): Promise<EmployeeRow | null> {
  const query = t.db
    .select()
    .from(employees)
    .where(t.where(employees, eq(employees.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts an employee of the company; returns the stored row. */
export async function insertEmployee(
  t: Tenant,
  columns: Omit<typeof employees.$inferInsert, 'companyId'>,
): Promise<EmployeeRow> {
  const [row] = await t.db.insert(employees).values(t.values(employees, columns)).returning();
  return row!;
}

/** The rows of these employees of the company. */
export async function findRows(t: Tenant, ids: string[]): Promise<EmployeeRow[]> {
  if (ids.length === 0) return [];
  return t.db
    .select()
    .from(employees)
    .where(t.where(employees, inArray(employees.id, ids)));
}

/** Sets `columns` on one employee of the company (and its `updated_at`). */
export async function updateEmployee(
  t: Tenant,
  id: string,
  columns: Partial<Omit<typeof employees.$inferInsert, 'companyId' | 'id'>>,
): Promise<void> {
  await t.db
    .update(employees)
    .set({ ...columns, updatedAt: new Date() })
    .where(t.where(employees, eq(employees.id, id)));
}

/** `ordering` fields → their column; `name` (null) sorts by `sortableName`. */
const ORDER_COLUMNS: Record<(typeof EMPLOYEE_ORDERING)[number], PgColumn | null> = {
  name: null,
  registration: employees.registration,
  admission_date: employees.admissionDate,
  created_at: employees.createdAt,
  status: employees.status,
};

/** The list's filters, in the company. */
function matching(t: Tenant, query: EmployeeListQuery) {
  return t.where(
    employees,
    employeeSearch(query.search),
    query.subsidiary_id ? eq(employees.subsidiaryId, query.subsidiary_id) : undefined,
    query.department_id ? eq(employees.departmentId, query.department_id) : undefined,
    query.position_id ? eq(employees.positionId, query.position_id) : undefined,
    query.status ? eq(employees.status, query.status) : undefined,
  );
}

/**
 * The statement of one page of the list with the count of all matches beside each row (an
 * uncorrelated subquery: PostgreSQL runs it once, as an InitPlan). Page and count then take one
 * round trip in the scoped transaction instead of two. Exported for the bench's raw variant,
 * which runs the very same SQL through node-postgres.
 */
export function listPageQuery(t: Tenant, query: EmployeeListQuery) {
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
  const pageIds = t.db
    .select({ id: employees.id })
    .from(employees)
    .where(matching(t, query))
    .orderBy(...ordered)
    .limit(limit)
    .offset(offset);
  const total = sql<number>`(select count(*) from ${employees} where ${matching(t, query)})`;
  return t.db
    .select({ ...presented, total: total.mapWith(Number) })
    .from(employees)
    .where(t.where(employees, inArray(employees.id, pageIds)))
    .orderBy(...ordered);
}

/** Whether the list query searches (the search term is then part of the plan, see `listPage`). */
export const isSearch = (query: EmployeeListQuery): boolean => Boolean(query.search?.trim());

/** One page of the list, as the API shows it, and how many employees the filters match. */
export async function listPage(
  t: Tenant,
  query: EmployeeListQuery,
  media: MediaSigner,
): Promise<{ results: Employee[]; count: number }> {
  const statement = listPageQuery(t, query);
  // A search stays unnamed, planned for its own pattern: its `translate(lower(pattern))` folds to
  // a constant then, while a generic plan recomputes it on every row (EXPLAIN: 18 ms instead of
  // 4 ms a scan of 10,000 employees). Every other shape is a named statement (planned once).
  const rows = isSearch(query) ? await statement : await prepareNamed(statement).execute();
  const first = rows[0];
  // An empty page carries no count: past the end it is asked for on its own (page 1 empty: 0).
  const total = first ? first.total : query.page > 1 ? await countMatching(t, query) : 0;
  return { results: rows.map((row) => present(row, media)), count: total };
}

/** How many employees the list's filters match (the `count` beside the page). */
export async function countMatching(t: Tenant, query: EmployeeListQuery): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(employees).where(matching(t, query));
  return Number(row?.n ?? 0);
}

/** `validation.not_found_ref` on each referenced id that is not a record of this company. */
export async function referenceErrors(
  t: Tenant,
  v: Pick<EmployeeValues, 'subsidiary_id' | 'department_id' | 'position_id' | 'location_id'>,
): Promise<FieldErrors> {
  const checks: [keyof typeof v, CompanyTable & { id: PgColumn }][] = [
    ['subsidiary_id', subsidiaries],
    ['department_id', departments],
    ['position_id', positions],
    ['location_id', locations],
  ];
  const errors: FieldErrors = {};
  for (const [field, table] of checks) {
    const id = v[field];
    if (!id) continue;
    const [found] = await t.db
      .select({ id: table.id })
      .from(table)
      .where(t.where(table, eq(table.id, id)));
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
  t: Tenant,
  v: UniqueValues,
  exceptId?: string,
): Promise<FieldErrors> {
  const given = UNIQUE_FIELDS.filter((u) => v[u.field]);
  if (given.length === 0) return {};
  const rows = await t.db
    .select({
      cpf: employees.cpf,
      registration: employees.registration,
      device_pin: employees.devicePin,
      badge: employees.badge,
    })
    .from(employees)
    .where(
      t.where(
        employees,
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
  t: Tenant,
  ids: string[],
  status: EmployeeRow['status'],
): Promise<string[]> {
  const rows = await t.db
    .update(employees)
    .set({ status, updatedAt: new Date() })
    .where(t.where(employees, inArray(employees.id, ids), ne(employees.status, status)))
    .returning({ id: employees.id });
  return rows.map((r) => r.id);
}

/** The ids among `ids` that are employees of the company, locked until the transaction ends. */
export async function lockExisting(t: Tenant, ids: string[]): Promise<string[]> {
  const rows = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(t.where(employees, inArray(employees.id, ids)))
    .orderBy(asc(employees.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function isActiveEmployee(t: Tenant, id: string): Promise<boolean> {
  const [row] = await t.db
    .select({ status: employees.status })
    .from(employees)
    .where(t.where(employees, eq(employees.id, id)));
  return row?.status === 'active';
}

/** Active employees: the ones that count against the subscription's seats. */
export async function countActive(t: Tenant): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(employees)
    .where(t.where(employees, eq(employees.status, 'active')));
  return Number(row?.n ?? 0);
}

/** The employee linked to a company user (self-service), or null. */
export async function linkedEmployeeId(t: Tenant, userId: string): Promise<string | null> {
  const [row] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(t.where(employees, eq(employees.userId, userId)));
  return row?.id ?? null;
}

/** Unlinked employees whose email is `email` (case-insensitive), locked for the link. */
export async function lockUnlinkedByEmail(t: Tenant, email: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(
      t.where(
        employees,
        isNull(employees.userId),
        sql`lower(${employees.email}) = lower(${email}::text)`,
      ),
    )
    .for('update');
  return rows.map((r) => r.id);
}

/** Removes the link of every employee of the company to `userId`; returns their ids. */
export async function unlinkUser(t: Tenant, userId: string): Promise<string[]> {
  const rows = await t.db
    .update(employees)
    .set({ userId: null, updatedAt: new Date() })
    .where(t.where(employees, eq(employees.userId, userId)))
    .returning({ id: employees.id });
  return rows.map((r) => r.id);
}

/** Active employees of the company (what the plan's seats count). */
export async function activeEmployeeCount(t: Tenant): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(employees)
    .where(t.where(employees, eq(employees.status, 'active')));
  return Number(row?.n ?? 0);
}
