import { punchRecordHash } from '@ponteiro/rep-files/register';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { subsidiaries } from '../schema/organization.js';
import { registerRecords } from '../schema/register.js';

/** What is wrong at one NSR of a register. */
export interface RegisterProblem {
  nsr: number;
  problem: 'first_not_one' | 'gap' | 'first_not_employer' | 'hash_mismatch' | 'head_mismatch';
  detail: string;
}

export interface RegisterVerification {
  companyId: string;
  subsidiaryId: string;
  subsidiaryName: string;
  records: number;
  punches: number;
  lastNsr: number;
  ok: boolean;
  problems: RegisterProblem[];
}

/** Records read per query: the walk holds one page in memory, whatever the register's size. */
const PAGE = 5_000;
/** A register with this many problems is broken enough; stop listing. */
const MAX_PROBLEMS = 100;

/**
 * Walks each register end to end in NSR order: numbers from 1 without gaps, the employer first,
 * every punch hash recomputed from its stored fields and the previous punch's hash, and the
 * subsidiary's marks (last NSR, last punch hash) equal to the register's end. Read-only; runs as
 * whoever opens the executor (the CLI as the database owner, across companies).
 */
export async function verifyRegisters(
  db: Executor,
  filter: { companyId?: string; subsidiaryId?: string } = {},
): Promise<RegisterVerification[]> {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(subsidiaries.companyId, filter.companyId));
  if (filter.subsidiaryId) conditions.push(eq(subsidiaries.id, filter.subsidiaryId));
  const targets = await db
    .select({
      companyId: subsidiaries.companyId,
      id: subsidiaries.id,
      name: subsidiaries.name,
      lastNsr: subsidiaries.lastNsr,
      lastPunchHash: subsidiaries.lastPunchHash,
    })
    .from(subsidiaries)
    .where(and(...conditions))
    .orderBy(asc(subsidiaries.companyId), asc(subsidiaries.id));
  const results: RegisterVerification[] = [];
  for (const target of targets) results.push(await verifyOne(db, target));
  return results;
}

async function verifyOne(
  db: Executor,
  target: { companyId: string; id: string; name: string; lastNsr: number; lastPunchHash: string },
): Promise<RegisterVerification> {
  const problems: RegisterProblem[] = [];
  const report = (p: RegisterProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };
  let expected = 1;
  let previousHash = '';
  let records = 0;
  let punches = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(registerRecords)
      .where(
        and(
          eq(registerRecords.companyId, target.companyId),
          eq(registerRecords.subsidiaryId, target.id),
          gt(registerRecords.nsr, after),
        ),
      )
      .orderBy(asc(registerRecords.nsr))
      .limit(PAGE);
    for (const record of page) {
      if (records === 0 && record.nsr !== 1) {
        report({ nsr: record.nsr, problem: 'first_not_one', detail: `starts at ${record.nsr}` });
      } else if (records > 0 && record.nsr !== expected) {
        report({ nsr: record.nsr, problem: 'gap', detail: `expected NSR ${expected}` });
      }
      if (records === 0 && record.type !== '2') {
        report({ nsr: record.nsr, problem: 'first_not_employer', detail: `type ${record.type}` });
      }
      expected = record.nsr + 1;
      records++;
      if (record.type === '7') {
        punches++;
        const hash = punchRecordHash(
          {
            nsr: record.nsr,
            punchedAt: record.punchedAt!,
            cpf: record.cpf!,
            storedAt: record.recordedAt,
            collector: record.collector!,
            offline: record.offline!,
            timeZone: record.timeZone,
          },
          previousHash,
        );
        if (hash !== record.hash) {
          report({ nsr: record.nsr, problem: 'hash_mismatch', detail: `expected ${hash}` });
        }
        previousHash = record.hash ?? '';
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.nsr;
  }
  const lastNsr = expected - 1;
  if (target.lastNsr !== lastNsr || target.lastPunchHash !== previousHash) {
    report({
      nsr: lastNsr,
      problem: 'head_mismatch',
      detail: `subsidiary marks NSR ${target.lastNsr}, the register ends at ${lastNsr}`,
    });
  }
  return {
    companyId: target.companyId,
    subsidiaryId: target.id,
    subsidiaryName: target.name,
    records,
    punches,
    lastNsr,
    ok: problems.length === 0,
    problems,
  };
}
