import { punchRecordHash } from '@ponteiro/rep-files/register';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Address, companies } from '../schema/identity.js';
import { subsidiaries } from '../schema/organization.js';
import {
  type RegisterEmployer,
  type RegisterPunchDetails,
  registerRecords,
} from '../schema/register.js';
import type { Tenant } from '../tenancy/index.js';
import { uuidv7 } from '../uuidv7.js';

export type RegisterRecordRow = typeof registerRecords.$inferSelect;

/** Who did an operation: their CPF when known (the AFD's responsible) and their user. */
export interface RegisterActor {
  responsibleCpf: string | null;
  userId: string | null;
}

/** A record to append; the register gives it its NSR, times and (type 7) hash. */
export type NewRegisterRecord =
  | ({ type: '2'; employer: RegisterEmployer } & RegisterActor)
  | ({ type: '4'; before: Date; adjusted: Date } & RegisterActor)
  | ({
      type: '5';
      operation: 'I' | 'A' | 'E';
      employeeId: string;
      cpf: string;
      name: string;
    } & RegisterActor)
  | { type: '6'; event: string }
  | {
      type: '7';
      employeeId: string;
      cpf: string;
      /** The punch instant; an on-line punch takes the register's clock (`now`). */
      punchedAt?: Date;
      collector: string;
      offline: boolean;
      sourceKey?: string | null;
      details?: RegisterPunchDetails | null;
      flags?: string[];
      userId?: string | null;
    };

/** The register's clock: whole seconds, as the AFD writes them (the hash covers them). */
export function registerNow(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}

/** Seconds only: what is stored is exactly what the hash was computed over. */
const wholeSeconds = (instant: Date) => new Date(Math.floor(instant.getTime() / 1000) * 1000);

/** The AFD's "local de prestação de serviços" from a workplace's address (at most 100 chars). */
export function serviceLocationOf(address: Address): string {
  const street = [address.street, address.number].filter(Boolean).join(', ');
  const place = [address.city, address.state].filter(Boolean).join('/');
  return [street, address.district, place]
    .filter(Boolean)
    .join(' - ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** Type 2's employer identification from the workplace as it is now. */
export function employerOfSubsidiary(
  subsidiary: Pick<
    typeof subsidiaries.$inferSelect,
    'employerType' | 'employerId' | 'cnoCaepf' | 'legalName' | 'address'
  >,
  companyLegalName: string,
): RegisterEmployer {
  return {
    employerType: subsidiary.employerType,
    employerId: subsidiary.employerId,
    cnoCaepf: subsidiary.cnoCaepf ?? '',
    name: (subsidiary.legalName || companyLegalName).slice(0, 150),
    serviceLocation: serviceLocationOf(subsidiary.address),
  };
}

/** Whether two employer identifications differ (a change writes a new type 2). */
export function employerChanged(a: RegisterEmployer, b: RegisterEmployer): boolean {
  return (
    a.employerType !== b.employerType ||
    a.employerId !== b.employerId ||
    a.cnoCaepf !== b.cnoCaepf ||
    a.name !== b.name ||
    a.serviceLocation !== b.serviceLocation
  );
}

/** Rows per INSERT statement (about 20 parameters a row, far under PostgreSQL's 65,535). */
const INSERT_CHUNK = 500;

/**
 * Appends records to a subsidiary's register inside the caller's transaction: locks the
 * subsidiary's row (so writers in any process take turns), numbers the records from its last NSR,
 * chains the punches' hashes from its last punch hash, inserts them in as few statements as
 * possible and moves both marks on. A register's first record is always the employer (type 2):
 * when the first operation is another, the workplace's current identification opens it.
 * Returns the stored rows in NSR order (the opening type 2 included).
 */
export async function appendToRegister(
  t: Tenant,
  subsidiaryId: string,
  records: readonly NewRegisterRecord[],
  options: { now?: Date } = {},
): Promise<RegisterRecordRow[]> {
  if (records.length === 0) return [];
  const [register] = await t.db
    .select({
      lastNsr: subsidiaries.lastNsr,
      lastPunchHash: subsidiaries.lastPunchHash,
      timeZone: subsidiaries.timezone,
      employerType: subsidiaries.employerType,
      employerId: subsidiaries.employerId,
      cnoCaepf: subsidiaries.cnoCaepf,
      legalName: subsidiaries.legalName,
      address: subsidiaries.address,
      companyLegalName: companies.legalName,
    })
    .from(subsidiaries)
    .innerJoin(companies, eq(companies.id, subsidiaries.companyId))
    .where(t.where(subsidiaries, eq(subsidiaries.id, subsidiaryId)))
    .for('update', { of: subsidiaries });
  if (!register) throw new Error(`appendToRegister: no subsidiary ${subsidiaryId} in the company`);

  const now = registerNow(options.now);
  const all: NewRegisterRecord[] = [...records];
  if (register.lastNsr === 0 && all[0]!.type !== '2') {
    const actor = all.find(
      (r): r is Extract<NewRegisterRecord, RegisterActor> => 'responsibleCpf' in r,
    );
    all.unshift({
      type: '2',
      employer: employerOfSubsidiary(register, register.companyLegalName),
      responsibleCpf: actor?.responsibleCpf ?? null,
      userId: actor?.userId ?? null,
    });
  }

  let nsr = register.lastNsr;
  let previousHash = register.lastPunchHash;
  const timeZone = register.timeZone;
  const rows: (typeof registerRecords.$inferInsert)[] = all.map((record) => {
    nsr += 1;
    const base = t.values(registerRecords, {
      id: uuidv7(),
      subsidiaryId,
      nsr,
      type: record.type,
      recordedAt: now,
      timeZone,
    });
    switch (record.type) {
      case '2':
        return {
          ...base,
          employer: record.employer,
          responsibleCpf: record.responsibleCpf,
          userId: record.userId,
        };
      case '4':
        return {
          ...base,
          punchedAt: wholeSeconds(record.before),
          adjustedAt: wholeSeconds(record.adjusted),
          responsibleCpf: record.responsibleCpf,
          userId: record.userId,
        };
      case '5':
        return {
          ...base,
          operation: record.operation,
          employeeId: record.employeeId,
          cpf: record.cpf,
          name: record.name,
          responsibleCpf: record.responsibleCpf,
          userId: record.userId,
        };
      case '6':
        return { ...base, event: record.event };
      case '7': {
        const punchedAt = record.punchedAt ? wholeSeconds(record.punchedAt) : now;
        const hash = punchRecordHash(
          {
            nsr,
            punchedAt,
            cpf: record.cpf,
            storedAt: now,
            collector: record.collector,
            offline: record.offline,
            timeZone,
          },
          previousHash,
        );
        previousHash = hash;
        return {
          ...base,
          employeeId: record.employeeId,
          cpf: record.cpf,
          punchedAt,
          collector: record.collector,
          offline: record.offline,
          hash,
          sourceKey: record.sourceKey ?? null,
          details: record.details ?? null,
          flags: record.flags ?? [],
          userId: record.userId ?? null,
        };
      }
      default:
        throw new Error(
          `appendToRegister: unknown record type ${(record as { type: string }).type}`,
        );
    }
  });

  // No RETURNING: every value is known here (ids included), so the database need not send the
  // rows back — a busy register's batches stay small on the wire.
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await t.db.insert(registerRecords).values(rows.slice(i, i + INSERT_CHUNK));
  }
  await t.db
    .update(subsidiaries)
    .set({ lastNsr: nsr, lastPunchHash: previousHash })
    .where(t.where(subsidiaries, eq(subsidiaries.id, subsidiaryId)));
  return rows.map(storedRow);
}

/** A row as the table holds it after the insert (the columns left out are null or default). */
function storedRow(row: typeof registerRecords.$inferInsert): RegisterRecordRow {
  return {
    employeeId: null,
    cpf: null,
    name: null,
    operation: null,
    punchedAt: null,
    adjustedAt: null,
    collector: null,
    offline: null,
    hash: null,
    event: null,
    employer: null,
    responsibleCpf: null,
    userId: null,
    sourceKey: null,
    details: null,
    flags: [],
    ...row,
  } as RegisterRecordRow;
}

/** Punches already stored under these source keys (idempotent appends), by key. */
export async function punchesBySourceKey(
  t: Tenant,
  keys: readonly string[],
): Promise<Map<string, RegisterRecordRow>> {
  if (keys.length === 0) return new Map();
  const rows = await t.db
    .select()
    .from(registerRecords)
    .where(t.where(registerRecords, inArray(registerRecords.sourceKey, [...keys])));
  return new Map(rows.map((r) => [r.sourceKey!, r]));
}

/** The register's records of a subsidiary (the organization's delete guard counts them). */
export async function registerRecordCount(t: Tenant, subsidiaryId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(registerRecords)
    .where(t.where(registerRecords, and(eq(registerRecords.subsidiaryId, subsidiaryId))));
  return Number(row?.n ?? 0);
}
