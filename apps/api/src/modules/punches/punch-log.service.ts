import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import type { ListResult, PunchLogEntry, PunchLogQuery } from '@ponteiro/shared';
import { addDays } from '../../lib/calendar-date.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { presentLogEntry, treatmentsByLine } from './log-entry.js';
import { employeeOfUser } from './punch.repository.js';
import {
  type PunchLogFilter,
  type PunchLogRow,
  punchLogPage,
  treatmentsOf,
} from './punch-log.repository.js';
import { seesEveryPunch } from './receipt.service.js';

/** The log's default period: the last 7 days up to `today`. */
const DEFAULT_DAYS = 7;

/** Presents lines with their treatments (one query for all of them). */
export async function presentLines(t: Tenant, rows: PunchLogRow[]): Promise<PunchLogEntry[]> {
  const treatments = treatmentsByLine(
    await treatmentsOf(
      t,
      rows.map((r) => r.id),
    ),
  );
  return rows.map((row) => presentLogEntry(row, treatments.get(row.id) ?? []));
}

/** One line of the log by id (a recorded punch or an inclusion), around its date. */
export async function logEntry(
  t: Tenant,
  id: string,
  employeeId: string,
  date: string,
): Promise<PunchLogEntry> {
  const { rows } = await punchLogPage(
    t,
    { employeeId, from: date, to: date, descending: false },
    { limit: 1_000, offset: 0 },
  );
  const [entry] = await presentLines(
    t,
    rows.filter((r) => r.id === id),
  );
  return entry!;
}

/**
 * The punch log (permission timesheets.punch_log): every punch of the company with its source,
 * collector, NSR, hash, position, flags and treatments. The Employee role sees only their own.
 */
export function createPunchLogService(deps: { db: Database }) {
  /** The filter a caller may use: their own punches unless they see every punch. */
  async function filterOf(
    t: Tenant,
    scope: CompanyScope,
    query: PunchLogQuery,
    today: string,
  ): Promise<PunchLogFilter | null> {
    let employeeId = query.employee_id;
    if (!seesEveryPunch(scope)) {
      const own = await employeeOfUser(t, scope.userId);
      if (!own || (employeeId && employeeId !== own.id)) return null;
      employeeId = own.id;
    }
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    return {
      employeeId,
      subsidiaryId: query.subsidiary_id,
      from,
      to,
      source: query.source,
      status: query.status,
      flag: query.flag,
      descending: query.ordering !== 'punched_at',
    };
  }

  return {
    list: (scope: CompanyScope, query: PunchLogQuery, today: string) =>
      withTenant(deps.db, scope, async (t): Promise<ListResult<PunchLogEntry>> => {
        const filter = await filterOf(t, scope, query, today);
        if (!filter) return listResult([], 0, query);
        const { rows, count } = await punchLogPage(t, filter, pageWindow(query));
        return listResult(await presentLines(t, rows), count, query);
      }),

    /** Every line of the filter, page by page (the xlsx export streams them). */
    async *all(
      scope: CompanyScope,
      query: PunchLogQuery,
      today: string,
    ): AsyncGenerator<PunchLogEntry[]> {
      // One transaction per page: a long export does not hold a connection for its whole length.
      const filter = await withTenant(deps.db, scope, (t) => filterOf(t, scope, query, today));
      if (!filter) return;
      let offset = 0;
      const size = 2_000;
      for (;;) {
        const page = await withTenant(deps.db, scope, async (t) => {
          const { rows } = await punchLogPage(t, filter, { limit: size, offset });
          return presentLines(t, rows);
        });
        if (page.length > 0) yield page;
        if (page.length < size) return;
        offset += size;
      }
    },
  };
}

export type PunchLogService = ReturnType<typeof createPunchLogService>;
