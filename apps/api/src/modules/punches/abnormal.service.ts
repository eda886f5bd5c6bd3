import { type Database, withTenant } from '@ponteiro/db';
import { isoInZone } from '@ponteiro/rep-files/register';
import {
  type AbnormalPunch,
  type AbnormalPunchKind,
  type AbnormalPunchQuery,
  AppError,
  abnormalPunchId,
  type ListResult,
} from '@ponteiro/shared';
import { parseScenario, scheduledPunches } from '@ponteiro/time-engine';
import { addDays, dateIn } from '../../lib/calendar-date.js';
import { listResult, pageSlice } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { createScenarioService, type ScenarioService } from '../time-policy/scenario.service.js';
import { timeTrackingSettingsOf } from '../time-tracking/time-tracking.repository.js';
import {
  type AbnormalEmployee,
  abnormalEmployees,
  type LatestReview,
  latestReviews,
} from './abnormal.repository.js';
import {
  type AbnormalThresholds,
  type Detected,
  detectAnomalies,
  kindOrder,
  marksByDate,
  missingWindowOf,
  type PlannedMark,
  periodOf,
  type RulePunch,
  workdayOf,
} from './abnormal-rules.js';
import { type PunchLogRow, punchLogPage } from './punch-log.repository.js';
import { presentLines } from './punch-log.service.js';

/** Punches one list computes over at most (a month of a large company: narrow the filters). */
export const ABNORMAL_MAX_PUNCHES = 200_000;
/** Schedules built at once (each is a short transaction of its own). */
const SCENARIO_CONCURRENCY = 4;

const businessRule = (key: string) =>
  new AppError('business_rule', { message: `validation.${key}` });

const nameCollator = new Intl.Collator('pt', { sensitivity: 'base', numeric: true });

/** Who an item is about (an employee of the filter, or read off their punch). */
interface Person {
  id: string;
  name: string;
  cpf: string;
  subsidiaryId: string;
  subsidiaryName: string;
}

/** An anomaly before presentation: what was found, the punch's log line and its decision. */
interface Candidate {
  key: string;
  kind: AbnormalPunchKind;
  day: string;
  person: Person;
  row: PunchLogRow | null;
  detail: Detected['detail'];
  review: LatestReview | null;
}

const keyOf = (kind: AbnormalPunchKind, employeeId: string, day: string, recordId: string | null) =>
  abnormalPunchId({ kind, employee_id: employeeId, day, record_id: recordId });

/** A punch as the rules see it; its day follows the company's workday cut-off ('HH:MM'). */
function rulePunch(row: PunchLogRow, cutoff: string): RulePunch {
  const iso = isoInZone(row.punchedAt, row.timeZone);
  return {
    id: row.id,
    recorded: row.kind === 'recorded',
    at: row.punchedAt.getTime(),
    iso,
    recordedAt: row.recordedAt.getTime(),
    day: workdayOf(iso, cutoff),
    flags: row.flags,
    offline: row.offline,
  };
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) {
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  }
  return results;
}

/**
 * Abnormal punches (permission timesheets.timesheet): the punches and days the product flags
 * over a period (abnormal-rules.ts), each with the latest decision a manager took on it, and the
 * decisions themselves — approve (it counts as it is) or disregard (a punch stops counting: a
 * disregard treatment is written beside the decision). Decisions are append-only and audited.
 */
export function createAbnormalPunchesService(deps: {
  db: Database;
  scenario?: ScenarioService;
  now?: () => Date;
}) {
  const { db } = deps;
  const scenario = deps.scenario ?? createScenarioService(db);
  const clock = deps.now ?? (() => new Date());

  /**
   * The planned marks of an employee's days in the period, by date; undefined when they cannot
   * be planned (no schedule on those days, a schedule the engine refuses).
   */
  async function plannedMarks(
    companyId: string,
    employee: AbnormalEmployee,
    period: { from: string; to: string },
    cutoff: string,
  ): Promise<Map<string, PlannedMark[]> | undefined> {
    if (!employee.firstAssignment || employee.firstAssignment > period.to) return undefined;
    // From the day before: a workday that ends after midnight puts marks on the first date.
    const dayBefore = addDays(period.from, -1);
    const from = [employee.firstAssignment, dayBefore].sort()[1]!;
    try {
      const built = await scenario.build(companyId, {
        employee_id: employee.id,
        from,
        to: period.to,
      });
      return marksByDate(scheduledPunches(parseScenario(built), { restDays: false }), cutoff);
    } catch {
      // No schedule on a day of the period, or one the engine refuses: the schedule kinds wait.
      return undefined;
    }
  }

  /** Every anomaly of the filter with its decision, before the status filter and the page. */
  async function candidates(
    scope: CompanyScope,
    query: AbnormalPunchQuery,
    period: { from: string; to: string },
  ): Promise<Candidate[]> {
    const filter = {
      ...period,
      employeeId: query.employee_id,
      subsidiaryId: query.subsidiary_id,
    };
    const read = await withTenant(db, scope, async (t) => {
      const employees = await abnormalEmployees(t, filter);
      const { rows, count } = await punchLogPage(
        t,
        { ...filter, descending: false },
        { limit: ABNORMAL_MAX_PUNCHES + 1, offset: 0 },
      );
      if (count > ABNORMAL_MAX_PUNCHES) {
        throw businessRule(`abnormal_too_many_punches|${count}`);
      }
      const reviews = await latestReviews(t, filter);
      // The company's thresholds and cut-off (System › Time tracking), read with the punches.
      const settings = await timeTrackingSettingsOf(t);
      return { employees, rows, reviews, settings };
    });
    const cutoff = read.settings.workday_cutoff;
    const thresholds: AbnormalThresholds = {
      farFromScheduleMinutes: read.settings.far_from_schedule_minutes,
      repeatedPunchSeconds: read.settings.repeated_punch_seconds,
    };

    const people = new Map<string, Person>();
    const scheduled = new Map<string, AbnormalEmployee>();
    for (const e of read.employees) {
      people.set(e.id, e);
      scheduled.set(e.id, e);
    }
    const rowsByEmployee = new Map<string, PunchLogRow[]>();
    const rowById = new Map<string, PunchLogRow>();
    for (const row of read.rows) {
      rowById.set(row.id, row);
      const list = rowsByEmployee.get(row.employeeId) ?? [];
      list.push(row);
      rowsByEmployee.set(row.employeeId, list);
      if (!people.has(row.employeeId)) {
        // Punches of a workplace the employee has since left (the subsidiary filter).
        people.set(row.employeeId, {
          id: row.employeeId,
          name: row.employeeName,
          cpf: row.employeeCpf,
          subsidiaryId: row.subsidiaryId,
          subsidiaryName: row.subsidiaryName,
        });
      }
    }
    const reviewByKey = new Map(
      read.reviews.map((r) => [keyOf(r.kind, r.employeeId, r.day, r.recordId), r]),
    );
    // Disregarded punches a decision disregarded: judged as if they counted, for their figures.
    const reviewedOut = new Set(
      read.reviews.filter((r) => r.decision === 'disregard' && r.recordId).map((r) => r.recordId!),
    );

    const planned = new Map<string, Map<string, PlannedMark[]> | undefined>();
    await inBatches([...scheduled.values()], SCENARIO_CONCURRENCY, async (e) => {
      planned.set(e.id, await plannedMarks(scope.companyId, e, period, cutoff));
    });

    const now = clock();
    const found = new Map<string, Candidate>();
    const add = (person: Person, d: Detected, onlyIfAbsent: boolean) => {
      const key = keyOf(d.kind, person.id, d.day, d.recordId);
      if (onlyIfAbsent && found.has(key)) return;
      if (d.day < period.from || d.day > period.to) return;
      const row = d.recordId ? (rowById.get(d.recordId) ?? null) : null;
      found.set(key, {
        key,
        kind: d.kind,
        day: d.day,
        person: row
          ? { ...person, subsidiaryId: row.subsidiaryId, subsidiaryName: row.subsidiaryName }
          : person,
        row,
        detail: d.detail,
        review: reviewByKey.get(key) ?? null,
      });
    };
    for (const person of people.values()) {
      const rows = rowsByEmployee.get(person.id) ?? [];
      const employee = scheduled.get(person.id);
      const timeZone = employee?.timeZone ?? rows[0]?.timeZone ?? 'America/Sao_Paulo';
      const today = dateIn(now, timeZone);
      const facts = {
        planned: planned.get(person.id),
        today,
        missingWindow: employee ? missingWindowOf(period, employee, today) : null,
        thresholds,
      };
      const counting = rows.filter((r) => r.status === 'valid').map((r) => rulePunch(r, cutoff));
      for (const d of detectAnomalies({ ...facts, punches: counting })) add(person, d, false);
      // The punches a decision took out, judged again with them in: only their own anomalies.
      if (rows.some((r) => reviewedOut.has(r.id))) {
        const withReviewed = rows
          .filter((r) => r.status === 'valid' || reviewedOut.has(r.id))
          .map((r) => rulePunch(r, cutoff));
        for (const d of detectAnomalies({ ...facts, punches: withReviewed })) {
          if (d.recordId && reviewedOut.has(d.recordId)) add(person, d, true);
        }
      }
    }
    // Decisions on anomalies no longer found (a day fixed since): still listed as decided.
    for (const review of read.reviews) {
      const key = keyOf(review.kind, review.employeeId, review.day, review.recordId);
      const person = people.get(review.employeeId);
      if (found.has(key) || !person) continue;
      const row = review.recordId ? (rowById.get(review.recordId) ?? null) : null;
      if (review.recordId && !row) continue;
      found.set(key, {
        key,
        kind: review.kind,
        day: review.day,
        person: row
          ? { ...person, subsidiaryId: row.subsidiaryId, subsidiaryName: row.subsidiaryName }
          : person,
        row,
        detail: {},
        review,
      });
    }
    return [...found.values()];
  }

  /** The status an anomaly is in: its latest decision, unless a disregard was undone since. */
  function statusOf(c: Candidate): AbnormalPunchQuery['status'] {
    if (!c.review) return 'pending';
    if (c.review.decision === 'approve') return 'approved';
    return c.row?.status === 'disregarded' ? 'disregarded' : 'pending';
  }

  function compare(status: AbnormalPunchQuery['status']) {
    return (a: Candidate, b: Candidate): number => {
      if (status !== 'pending') {
        const when = b.review!.createdAt.getTime() - a.review!.createdAt.getTime();
        if (when !== 0) return when;
      }
      if (a.day !== b.day) return a.day < b.day ? 1 : -1;
      const byName = nameCollator.compare(a.person.name, b.person.name);
      if (byName !== 0) return byName;
      if (a.person.id !== b.person.id) return a.person.id < b.person.id ? -1 : 1;
      const byKind = kindOrder(a.kind) - kindOrder(b.kind);
      if (byKind !== 0) return byKind;
      const at = (a.row?.punchedAt.getTime() ?? 0) - (b.row?.punchedAt.getTime() ?? 0);
      return at !== 0 ? at : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    };
  }

  return {
    async list(
      scope: CompanyScope,
      query: AbnormalPunchQuery,
      today: string,
    ): Promise<ListResult<AbnormalPunch>> {
      const period = periodOf(query, today);
      const all = (await candidates(scope, query, period))
        .filter((c) => !query.kind || c.kind === query.kind)
        .filter((c) => !query.subsidiary_id || c.person.subsidiaryId === query.subsidiary_id)
        .filter((c) => statusOf(c) === query.status)
        .sort(compare(query.status));
      const page = pageSlice(all, query);
      const rows = page.flatMap((c) => (c.row ? [c.row] : []));
      const entries = new Map(
        (await withTenant(db, scope, (t) => presentLines(t, rows))).map((e) => [e.id, e]),
      );
      const results = page.map(
        (c): AbnormalPunch => ({
          id: c.key,
          kind: c.kind,
          employee: { id: c.person.id, name: c.person.name, cpf: c.person.cpf },
          subsidiary: { id: c.person.subsidiaryId, name: c.person.subsidiaryName },
          day: c.day,
          punch: c.row ? (entries.get(c.row.id) ?? null) : null,
          detail: c.detail,
          decision:
            statusOf(c) === 'pending' || !c.review
              ? null
              : {
                  decision: c.review.decision,
                  reason: c.review.reason,
                  author: { id: c.review.authorUserId, name: c.review.authorName },
                  created_at: c.review.createdAt.toISOString(),
                },
        }),
      );
      return listResult(results, all.length, query);
    },
  };
}

export type AbnormalPunchesService = ReturnType<typeof createAbnormalPunchesService>;
