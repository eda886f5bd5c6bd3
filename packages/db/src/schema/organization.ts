import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** CNO (construction) or CAEPF (rural/individual), when the workplace has one. */
    cnoCaepf: text('cno_caepf'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    address: jsonb('address').$type<Address>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('subsidiaries_company_name_key').on(t.companyId, t.name),
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
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.parentId], foreignColumns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.subsidiaryId],
      foreignColumns: [subsidiaries.companyId, subsidiaries.id],
    }),
    index('departments_company_parent_idx').on(t.companyId, t.parentId),
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
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('positions_company_name_key').on(t.companyId, t.name),
  ],
);

export const employees = pgTable(
  'employees',
  {
    companyId: companyId().references(() => companies.id, { onDelete: 'cascade' }),
    id: tenantRowId(),
    name: text('name').notNull(),
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
    /** The company user who sees this employee's own data (self-service). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('employees_company_cpf_key').on(t.companyId, t.cpf),
    index('employees_company_name_idx').on(t.companyId, t.name),
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
  ],
);
