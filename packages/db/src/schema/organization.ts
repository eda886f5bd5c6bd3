import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { foldText } from '../text-fold.js';
import { companyId, tenantRowId, timestamps } from './columns.js';
import { type Address, companies, users } from './identity.js';

// Tenant tables: the primary key is (company_id, id) and every foreign key between tenant rows
// carries company_id too, so a row can never point into another company and the tables can be
// distributed by company_id later (ADR 0002).

/** Estabelecimento: a workplace with its own CNPJ/CPF, time zone and NSR sequence. */
export const subsidiaries = pgTable(
  'subsidiaries',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    employerType: text('employer_type', { enum: ['cnpj', 'cpf'] }).notNull(),
    employerId: text('employer_id').notNull(),
    /** Razão social printed on AFD/AEJ and the espelho; the company's when empty. */
    legalName: text('legal_name'),
    /** Which of the two the `cno_caepf` number is (AEJ has a field for each). */
    cnoCaepfType: text('cno_caepf_type', { enum: ['cno', 'caepf'] }),
    /** CNO (construction) or CAEPF (rural/individual), when the workplace has one. */
    cnoCaepf: text('cno_caepf'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    address: jsonb('address').$type<Address>().notNull().default(sql`'{}'::jsonb`),
    /** REP-P INPI registration number (17 digits) for the legal files; the platform's when empty. */
    repInpiNumber: text('rep_inpi_number'),
    /** Last NSR handed out: each workplace numbers its punches on its own (Portaria 671). */
    lastNsr: bigint('last_nsr', { mode: 'number' }).notNull().default(0),
    /** Hash of the last type-7 record of the register ('' before the first): the chain goes on. */
    lastPunchHash: text('last_punch_hash').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('subsidiaries_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const departments = pgTable(
  'departments',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    parentId: uuid('parent_id'),
    subsidiaryId: uuid('subsidiary_id'),
    /** The employee who manages it (approvals route to them in later issues). */
    managerEmployeeId: uuid('manager_employee_id'),
    ...timestamps,
  },
  // Annotated: departments and employees reference each other (manager ↔ department).
  (t): PgTableExtraConfigValue[] => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.subsidiaryId],
      foreignColumns: [subsidiaries.companyId, subsidiaries.id],
    }),
    foreignKey({
      columns: [t.companyId, t.managerEmployeeId],
      foreignColumns: [employees.companyId, employees.id],
    }),
    index('departments_company_parent_idx').on(t.companyId, t.parentId),
    // Names are unique among siblings (top-level departments are siblings of each other).
    uniqueIndex('departments_company_sibling_name_key').on(
      t.companyId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const positions = pgTable(
  'positions',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    /** Classificação Brasileira de Ocupações, 6 digits. */
    cbo: text('cbo'),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('positions_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** A place where people work, with a geofence for punches from phones and browsers. */
export const locations = pgTable(
  'locations',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    address: jsonb('address').$type<Address>().notNull().default(sql`'{}'::jsonb`),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusMeters: integer('radius_meters').notNull().default(100),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('locations_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const employees = pgTable(
  'employees',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
    /** The name folded (lower case, no accents): the list sorts and searches by it, indexed. */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(foldText(sql.raw('"name"'))),
    cpf: text('cpf').notNull(),
    pis: text('pis'),
    email: text('email'),
    phone: text('phone'),
    countryCode: text('country_code'),
    birthDate: date('birth_date'),
    /** Matrícula. */
    registration: text('registration'),
    esocialRegistration: text('esocial_registration'),
    admissionDate: date('admission_date').notNull(),
    terminationDate: date('termination_date'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    subsidiaryId: uuid('subsidiary_id').notNull(),
    departmentId: uuid('department_id'),
    positionId: uuid('position_id'),
    locationId: uuid('location_id'),
    /** Identification on time clocks: the PIN (user id on the device) and the badge (card). */
    devicePin: text('device_pin'),
    badge: text('badge'),
    photoKey: text('photo_key'),
    photoType: text('photo_type'),
    /** Monthly salary in BRL (optional): the what-if simulator prices minutes with it. */
    monthlySalary: numeric('monthly_salary', { precision: 12, scale: 2 }),
    /** The company user who sees this employee's own data (self-service). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('employees_company_cpf_key').on(t.companyId, t.cpf),
    uniqueIndex('employees_company_registration_key').on(t.companyId, t.registration),
    uniqueIndex('employees_company_device_pin_key').on(t.companyId, t.devicePin),
    uniqueIndex('employees_company_badge_key').on(t.companyId, t.badge),
    uniqueIndex('employees_company_user_key').on(t.companyId, t.userId),
    // The list's order (sort_name, name, id): a page is read off the index instead of folding and
    // sorting every employee of the company on each request.
    index('employees_company_sort_name_idx').on(t.companyId, t.sortName, t.name, t.id),
    index('employees_company_status_sort_name_idx').on(
      t.companyId,
      t.status,
      t.sortName,
      t.name,
      t.id,
    ),
    // Orders by admission date (either way) through an incremental sort of the index's order.
    index('employees_company_admission_idx').on(t.companyId, t.admissionDate),
    index('employees_company_subsidiary_idx').on(t.companyId, t.subsidiaryId),
    // The department filter, usually with a status: the page is read off the index in the list's
    // order and the count is an index-only scan, instead of sorting the department's employees.
    index('employees_company_department_status_sort_name_idx').on(
      t.companyId,
      t.departmentId,
      t.status,
      t.sortName,
      t.name,
      t.id,
    ),
    index('employees_company_position_idx').on(t.companyId, t.positionId),
    foreignKey({
      columns: [t.companyId, t.subsidiaryId],
      foreignColumns: [subsidiaries.companyId, subsidiaries.id],
    }),
    foreignKey({
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }),
    foreignKey({
      columns: [t.companyId, t.positionId],
      foreignColumns: [positions.companyId, positions.id],
    }),
    foreignKey({
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }),
  ],
);
