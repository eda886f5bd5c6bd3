import {
  auditLog,
  departments,
  employees,
  locations,
  positions,
  subsidiaries,
  type Tenant,
} from '@ponteiro/db';
import type { EmployeeValues } from '@ponteiro/shared';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../lib/audit.js';
import type { EmployeeRow } from './fields.js';
import type { DepartmentRecord, NamedRecord } from './import-refs.js';

// The import's own SQL: a handful of set-based statements whatever the number of rows, so 5,000
// rows cost the same few round trips as 5 (no per-row queries).

export interface CompanyReferences {
  subsidiaries: NamedRecord[];
  departments: DepartmentRecord[];
  positions: NamedRecord[];
  locations: NamedRecord[];
}

/** Rows per multi-row statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The company's names to match: four small reads, one after the other (they may run in a tx). */
export async function loadReferences(t: Tenant): Promise<CompanyReferences> {
  return {
    subsidiaries: await t.db
      .select({ id: subsidiaries.id, name: subsidiaries.name })
      .from(subsidiaries)
      .where(t.where(subsidiaries)),
    departments: await t.db
      .select({
        id: departments.id,
        name: departments.name,
        parentId: departments.parentId,
        subsidiaryId: departments.subsidiaryId,
      })
      .from(departments)
      .where(t.where(departments)),
    positions: await t.db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(t.where(positions)),
    locations: await t.db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(t.where(locations)),
  };
}

export interface EmployeeKeys {
  cpf: string[];
  registration: string[];
  device_pin: string[];
  badge: string[];
}

/** The company's employees holding any of the file's CPFs, registrations, PINs or badges. */
export async function loadEmployeesByKeys(t: Tenant, keys: EmployeeKeys): Promise<EmployeeRow[]> {
  const conditions: SQL[] = [];
  if (keys.cpf.length) conditions.push(inArray(employees.cpf, keys.cpf));
  if (keys.registration.length) conditions.push(inArray(employees.registration, keys.registration));
  if (keys.device_pin.length) conditions.push(inArray(employees.devicePin, keys.device_pin));
  if (keys.badge.length) conditions.push(inArray(employees.badge, keys.badge));
  if (conditions.length === 0) return [];
  return t.db
    .select()
    .from(employees)
    .where(t.where(employees, or(...conditions)));
}

function columnsOf(values: EmployeeValues) {
  return {
    name: values.name,
    cpf: values.cpf,
    pis: values.pis,
    birthDate: values.birth_date,
    email: values.email,
    countryCode: values.country_code,
    phone: values.phone,
    registration: values.registration,
    esocialRegistration: values.esocial_registration,
    admissionDate: values.admission_date,
    terminationDate: values.termination_date,
    subsidiaryId: values.subsidiary_id,
    departmentId: values.department_id,
    positionId: values.position_id,
    locationId: values.location_id,
    devicePin: values.device_pin,
    badge: values.badge,
    monthlySalary: values.monthly_salary,
  };
}

export async function insertEmployees(
  t: Tenant,
  rows: { id: string; values: EmployeeValues }[],
): Promise<void> {
  for (const chunk of chunks(rows)) {
    await t.db
      .insert(employees)
      .values(chunk.map((r) => t.values(employees, { id: r.id, ...columnsOf(r.values) })));
  }
}

/** Sets every import field of each employee in one UPDATE … FROM (VALUES …) per chunk. */
export async function updateEmployees(
  t: Tenant,
  rows: { id: string; values: EmployeeValues }[],
): Promise<void> {
  for (const chunk of chunks(rows)) {
    const tuples = chunk.map(({ id, values: v }) => {
      // Casts on every value: parameters in VALUES have no type of their own.
      return sql`(${id}::uuid, ${v.name}::text, ${v.cpf}::text, ${v.pis}::text,
        ${v.birth_date}::date, ${v.email}::text, ${v.country_code}::text, ${v.phone}::text,
        ${v.registration}::text, ${v.esocial_registration}::text, ${v.admission_date}::date,
        ${v.termination_date}::date, ${v.subsidiary_id}::uuid, ${v.department_id}::uuid,
        ${v.position_id}::uuid, ${v.location_id}::uuid, ${v.device_pin}::text, ${v.badge}::text,
        ${v.monthly_salary}::numeric)`;
    });
    await t.db.execute(sql`
      update ${employees} as e set
        name = v.name, cpf = v.cpf, pis = v.pis, birth_date = v.birth_date, email = v.email,
        country_code = v.country_code, phone = v.phone, registration = v.registration,
        esocial_registration = v.esocial_registration, admission_date = v.admission_date,
        termination_date = v.termination_date, subsidiary_id = v.subsidiary_id,
        department_id = v.department_id, position_id = v.position_id,
        location_id = v.location_id, device_pin = v.device_pin, badge = v.badge,
        monthly_salary = v.monthly_salary,
        updated_at = now()
      from (values ${sql.join(tuples, sql`, `)}) as v(id, name, cpf, pis, birth_date, email,
        country_code, phone, registration, esocial_registration, admission_date,
        termination_date, subsidiary_id, department_id, position_id, location_id, device_pin,
        badge, monthly_salary)
      where e.company_id = ${t.companyId} and e.id = v.id`);
  }
}

export interface ImportAuditEntry {
  action: 'import_create' | 'import_update';
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

/** The audit rows of the import, shaped as writeAudit writes them, a chunk per statement. */
export async function insertAuditRows(
  t: Tenant,
  context: RequestContext,
  actor: { userId: string },
  entries: ImportAuditEntry[],
): Promise<void> {
  for (const chunk of chunks(entries)) {
    await t.db.insert(auditLog).values(
      chunk.map((entry) =>
        t.values(auditLog, {
          actorType: 'user' as const,
          actorId: actor.userId,
          action: entry.action,
          entity: 'employee',
          entityId: entry.entityId,
          before: entry.before,
          after: entry.after,
          requestId: context.requestId,
          ip: context.ip,
        }),
      ),
    );
  }
}
