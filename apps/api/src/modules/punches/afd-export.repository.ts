import {
  companies,
  type RegisterRecordRow,
  registerRecords,
  subsidiaries,
  type Tenant,
} from '@ponteiro/db';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';

/** The workplace the AFD is for, with what its header prints. */
export async function afdSubsidiary(t: Tenant, id: string) {
  const [row] = await t.db
    .select({
      id: subsidiaries.id,
      employerType: subsidiaries.employerType,
      employerId: subsidiaries.employerId,
      cnoCaepf: subsidiaries.cnoCaepf,
      legalName: subsidiaries.legalName,
      timeZone: subsidiaries.timezone,
      repInpiNumber: subsidiaries.repInpiNumber,
      lastNsr: subsidiaries.lastNsr,
      companyLegalName: companies.legalName,
    })
    .from(subsidiaries)
    .innerJoin(companies, eq(companies.id, subsidiaries.companyId))
    .where(t.where(subsidiaries, eq(subsidiaries.id, id)));
  return row ?? null;
}

/**
 * The NSR range of the records dated in the period (each type by its AFD date field, in its own
 * zone) and the first and last of those dates over the whole range: a file for a period is a run
 * of NSRs without holes, so an off-line punch stored inside it comes along with its earlier date.
 */
export async function afdRange(
  t: Tenant,
  subsidiaryId: string,
  from: string,
  to: string,
  /** Records after this NSR (appended after the file was planned) stay out. */
  throughNsr = 999_999_999,
): Promise<{ first: number; last: number; firstDate: string; lastDate: string } | null> {
  const recordDate = sql`(coalesce(case ${registerRecords.type} when '7' then ${registerRecords.punchedAt}
    when '4' then ${registerRecords.adjustedAt} end, ${registerRecords.recordedAt})
    at time zone ${registerRecords.timeZone})::date`;
  const [range] = await t.db
    .select({
      first: sql<string | null>`min(${registerRecords.nsr})`,
      last: sql<string | null>`max(${registerRecords.nsr})`,
    })
    .from(registerRecords)
    .where(
      t.where(
        registerRecords,
        eq(registerRecords.subsidiaryId, subsidiaryId),
        sql`${recordDate} between ${from}::date and ${to}::date`,
        sql`${registerRecords.nsr} <= ${throughNsr}`,
      ),
    );
  if (!range?.first || !range.last) return null;
  const [dates] = await t.db
    .select({
      firstDate: sql<string>`min(${recordDate})::text`,
      lastDate: sql<string>`max(${recordDate})::text`,
    })
    .from(registerRecords)
    .where(
      t.where(
        registerRecords,
        eq(registerRecords.subsidiaryId, subsidiaryId),
        sql`${registerRecords.nsr} between ${range.first} and ${range.last}`,
      ),
    );
  return {
    first: Number(range.first),
    last: Number(range.last),
    firstDate: dates!.firstDate,
    lastDate: dates!.lastDate,
  };
}

/** Records of the range after `afterNsr`, in NSR order, at most `limit`. */
export async function afdRecordsPage(
  t: Tenant,
  subsidiaryId: string,
  afterNsr: number,
  lastNsr: number,
  limit: number,
): Promise<RegisterRecordRow[]> {
  return t.db
    .select()
    .from(registerRecords)
    .where(
      t.where(
        registerRecords,
        and(
          eq(registerRecords.subsidiaryId, subsidiaryId),
          gt(registerRecords.nsr, afterNsr),
          lte(registerRecords.nsr, lastNsr),
        ),
      ),
    )
    .orderBy(asc(registerRecords.nsr))
    .limit(limit);
}

/** Whether a record of the range has no responsible CPF of its own. */
export async function rangeNeedsResponsible(
  t: Tenant,
  subsidiaryId: string,
  first: number,
  last: number,
): Promise<boolean> {
  const [row] = await t.db
    .select({ id: registerRecords.id })
    .from(registerRecords)
    .where(
      t.where(
        registerRecords,
        eq(registerRecords.subsidiaryId, subsidiaryId),
        sql`${registerRecords.nsr} between ${first} and ${last}`,
        sql`${registerRecords.type} in ('2', '4', '5')`,
        sql`${registerRecords.responsibleCpf} is null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
