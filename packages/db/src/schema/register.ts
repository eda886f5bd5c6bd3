import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIsolation } from '../tenancy/policy.js';
import { companyId, tenantRowId } from './columns.js';
import { companies, users } from './identity.js';
import { employees, subsidiaries } from './organization.js';

/** The REP record types the register holds (Portaria 671 AFD types 2, 4, 5, 6 and 7). */
export const REGISTER_RECORD_TYPES = ['2', '4', '5', '6', '7'] as const;
export type RegisterRecordType = (typeof REGISTER_RECORD_TYPES)[number];

/** Type 2's frozen employer identification. */
export interface RegisterEmployer {
  employerType: 'cnpj' | 'cpf';
  employerId: string;
  cnoCaepf: string;
  name: string;
  serviceLocation: string;
}

/** What a web or mobile punch carried besides the AFD fields. */
export interface RegisterPunchDetails {
  latitude?: number;
  longitude?: number;
  accuracyM?: number;
  /** The client's clock (offline punches), ISO with offset as sent. */
  clientTime?: string;
  /** The location whose geofence was checked, and the distance to its centre in metres. */
  locationId?: string;
  distanceM?: number;
  /** `mobile`, `web`, `desktop`, `device`: who called the append entry point. */
  source?: string;
}

/**
 * ARP — Armazenamento de Registro de Ponto (Portaria 671 Anexo IX item 6): one append-only register
 * per subsidiary of every REP-P operation, each with its NSR (one sequence per subsidiary shared by
 * all types, allocated under the subsidiary's row lock in the transaction that writes the record).
 * Values are frozen as recorded; the database refuses UPDATE and DELETE (migration 0013). Columns
 * that a type does not use are null.
 */
export const registerRecords = pgTable(
  'register_records',
  {
    companyId: companyId().references(() => companies.id),
    id: tenantRowId(),
    subsidiaryId: uuid('subsidiary_id').notNull(),
    nsr: bigint('nsr', { mode: 'number' }).notNull(),
    type: text('type', { enum: REGISTER_RECORD_TYPES }).notNull(),
    /** Data e hora da gravação (every type). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** The subsidiary's IANA zone when recorded: the AFD writes both instants in it. */
    timeZone: text('time_zone').notNull(),
    /** Types 5 and 7: the employee (no foreign key: the record outlives any change to them). */
    employeeId: uuid('employee_id'),
    /** Types 5 and 7: the employee's CPF as it was. */
    cpf: text('cpf'),
    /** Type 5: the employee's name as it was. */
    name: text('name'),
    /** Type 5: I inclusion, A change, E exclusion. */
    operation: text('operation', { enum: ['I', 'A', 'E'] }),
    /** Type 7: the punch instant (type 4: the clock before the adjustment). */
    punchedAt: timestamp('punched_at', { withTimezone: true }),
    /** Type 4: the adjusted clock. */
    adjustedAt: timestamp('adjusted_at', { withTimezone: true }),
    /** Type 7: `01` mobile, `02` browser, `03` desktop, `04`/`05` devices. */
    collector: text('collector'),
    /** Type 7: sent later by an off-line collector. */
    offline: boolean('offline'),
    /** Type 7: SHA-256 chain (afdPunchHash over fields 1–7 and the previous type-7 hash). */
    hash: text('hash'),
    /** Type 6: the event code (`07` service available, `08` unavailable…). */
    event: text('event'),
    /** Type 2: the employer's identification as it was. */
    employer: jsonb('employer').$type<RegisterEmployer>(),
    /** Types 2, 4, 5: the CPF of who did it (null when not known: the AFD uses the company's). */
    responsibleCpf: text('responsible_cpf'),
    /** The user who did it (any type; null for the system and devices). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Idempotency: `web:<user>:<Idempotency-Key>`, later `device:<serial>:<pin>:<time>`. */
    sourceKey: text('source_key'),
    details: jsonb('details').$type<RegisterPunchDetails>(),
    /** Type 7: what the product noticed when recording (`outside_geofence`…); never refuses. */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('register_records_nsr_key').on(t.companyId, t.subsidiaryId, t.nsr),
    uniqueIndex('register_records_source_key')
      .on(t.companyId, t.sourceKey)
      .where(sql`${t.sourceKey} is not null`),
    index('register_records_employee_punch_idx')
      .on(t.companyId, t.employeeId, t.punchedAt)
      .where(sql`${t.type} = '7'`),
    index('register_records_punch_idx').on(t.companyId, t.punchedAt).where(sql`${t.type} = '7'`),
    foreignKey({
      columns: [t.companyId, t.subsidiaryId],
      foreignColumns: [subsidiaries.companyId, subsidiaries.id],
    }),
  ],
);

/**
 * What managers do with punches (Portaria 671 art. 83 ff.: the register is never changed, the
 * treatment sits beside it): include a missing punch, disregard one, or undo an earlier treatment.
 * Append-only too: an undo is a new row pointing at the treatment it takes back.
 */
export const punchTreatments = pgTable(
  'punch_treatments',
  {
    companyId: companyId().references(() => companies.id),
    id: tenantRowId(),
    employeeId: uuid('employee_id').notNull(),
    kind: text('kind', { enum: ['include', 'disregard', 'undo'] }).notNull(),
    /** Disregard: the register record. */
    recordId: uuid('record_id'),
    /** Undo: the treatment taken back. */
    targetId: uuid('target_id'),
    /** Include: the punch instant, and the zone it is shown in. */
    punchedAt: timestamp('punched_at', { withTimezone: true }),
    timeZone: text('time_zone'),
    /** Include: the day (jornada) it was meant for, in the zone above. */
    day: date('day'),
    reason: text('reason').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('punch_treatments_employee_idx').on(t.companyId, t.employeeId, t.punchedAt),
    index('punch_treatments_record_idx').on(t.companyId, t.recordId),
    index('punch_treatments_target_idx').on(t.companyId, t.targetId),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }),
    foreignKey({
      columns: [t.companyId, t.recordId],
      foreignColumns: [registerRecords.companyId, registerRecords.id],
    }),
  ],
);

/** The company's REP-P settings: who answers for it in the AFD (and, later, its certificate). */
export const registerSettings = pgTable(
  'register_settings',
  {
    companyId: companyId()
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** CPF written as the responsible person when the one who acted is not known by CPF. */
    responsibleCpf: text('responsible_cpf'),
    /**
     * The company's PKCS#12 (e-CNPJ) that signs its AFD (.p7s), with its password: AES-256-GCM
     * sealed (`lib/sealed.ts` in the API), never stored or answered in clear.
     */
    certificateSealed: text('certificate_sealed'),
    certificateSubject: text('certificate_subject'),
    /** The issuer's common name (the demo certificate's is `AC DEMO PONTEIRO`). */
    certificateIssuer: text('certificate_issuer'),
    certificateValidUntil: timestamp('certificate_valid_until', { withTimezone: true }),
    certificateUploadedAt: timestamp('certificate_uploaded_at', { withTimezone: true }),
    /** The REP-P developer written in AEJ record 08 (null: the installation's, from its settings). */
    developerDocument: text('developer_document'),
    developerName: text('developer_name'),
    developerEmail: text('developer_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  () => [companyIsolation()],
);

/** Anomalies a manager has decided on (the abnormal-punch screens): append-only, audited. */
export const PUNCH_REVIEW_DECISIONS = ['approve', 'disregard'] as const;

/**
 * A manager's decision on a flagged punch or day: approve (it counts as it is) or disregard (for a
 * punch, a disregard treatment is written beside it). One row per decision, never changed.
 */
export const punchReviews = pgTable(
  'punch_reviews',
  {
    companyId: companyId().references(() => companies.id),
    id: tenantRowId(),
    employeeId: uuid('employee_id').notNull(),
    /** The workday (in the workplace's zone) the anomaly belongs to. */
    day: date('day').notNull(),
    /** The anomaly's kind (`odd_count`, `outside_geofence`…). */
    kind: text('kind').notNull(),
    /** The punch, for an anomaly of one punch. */
    recordId: uuid('record_id'),
    decision: text('decision', { enum: PUNCH_REVIEW_DECISIONS }).notNull(),
    reason: text('reason').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    companyIsolation(),
    primaryKey({ columns: [t.companyId, t.id] }),
    index('punch_reviews_employee_day_idx').on(t.companyId, t.employeeId, t.day),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }),
  ],
);
