import { type Database, withTenant } from '@ponteiro/db';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, earlierDate } from '../../lib/calendar-date.js';
import type { JobQueue } from '../../lib/jobs.js';
import { computeDays } from './compute.js';
import { companiesWithStaleDays, staleSpans } from './days.repository.js';
import { employeesNeedingDays } from './overview.repository.js';

// Keeps the stored employee-days current in the background (pg-boss). Writers of inputs do not
// call it: triggers mark what they change, and whoever looks at the data (the overview, the AEJ)
// or the minute sweep asks for a run. One run per company waits at most (queue policy `stately`).

export const RECOMPUTE_QUEUE = 'timesheets-recompute';
export const SWEEP_QUEUE = 'timesheets-sweep';

/** Employees per transaction: big enough for few queries, small enough to show progress. */
export const RECOMPUTE_BATCH = 100;
/** The longest span computed at once (a stale history is taken in slices). */
const SLICE_DAYS = 62;

export interface RecomputeRequest {
  companyId: string;
  /** Also compute the days of this period that were never computed. */
  from?: string;
  to?: string;
}

export function createTimesheetRecompute(deps: {
  db: Database;
  jobs: JobQueue | null;
  log: FastifyBaseLogger;
}) {
  const { db, jobs, log } = deps;

  /** Stale days of the company, a batch of employees with the same span at a time. */
  async function runStale(companyId: string): Promise<number> {
    let done = 0;
    for (;;) {
      const worked = await withTenant(db, { companyId }, async (t) => {
        const spans = await staleSpans(t, RECOMPUTE_BATCH);
        if (spans.length === 0) return 0;
        const groups = new Map<string, string[]>();
        for (const span of spans) {
          // A long stale history (an assignment changed long ago) goes a slice at a time.
          const to = earlierDate(span.to, addDays(span.from, SLICE_DAYS - 1));
          const key = `${span.from}|${to}`;
          groups.set(key, [...(groups.get(key) ?? []), span.employeeId]);
        }
        let days = 0;
        for (const [key, ids] of groups) {
          const [from, to] = key.split('|') as [string, string];
          const report = await computeDays(t, ids, from, to);
          for (const f of report.failed) log.error({ companyId, ...f }, 'timesheet not computed');
          days += report.days;
        }
        return days;
      });
      if (worked === 0) return done;
      done += worked;
    }
  }

  /** Days of the period never computed, for every employee the overview lists. */
  async function runPeriod(companyId: string, from: string, to: string): Promise<number> {
    let done = 0;
    // Each employee once per run: days that cannot be stored now (a change came in meanwhile)
    // are stale again, and the next run takes them.
    const attempted: string[] = [];
    for (;;) {
      const worked = await withTenant(db, { companyId }, async (t) => {
        const ids = await employeesNeedingDays(t, from, to, RECOMPUTE_BATCH, attempted);
        if (ids.length === 0) return null;
        attempted.push(...ids);
        const report = await computeDays(t, ids, from, to);
        for (const f of report.failed) log.error({ companyId, ...f }, 'timesheet not computed');
        return report.days;
      });
      if (worked === null) return done;
      done += worked;
    }
  }

  return {
    /** Brings the company's days up to date now (the job's handler; tests and the bench call it). */
    async run(request: RecomputeRequest): Promise<number> {
      // The period first: it takes its stale days too, so they are not computed twice.
      let days = 0;
      if (request.from && request.to) {
        days += await runPeriod(request.companyId, request.from, request.to);
      }
      return days + (await runStale(request.companyId));
    },
    /** Asks for a run in the background; never fails the caller. */
    request(request: RecomputeRequest): void {
      if (!jobs) return;
      jobs
        .send(
          RECOMPUTE_QUEUE,
          request,
          `${request.companyId}|${request.from ?? ''}|${request.to ?? ''}`,
        )
        .catch((error: unknown) => log.error({ err: error }, 'timesheet recompute not queued'));
    },
    /** The minute sweep: every company with stale days gets a run. */
    async sweep(): Promise<void> {
      for (const companyId of await companiesWithStaleDays(db, 1000)) this.request({ companyId });
    },
  };
}
export type TimesheetRecompute = ReturnType<typeof createTimesheetRecompute>;
