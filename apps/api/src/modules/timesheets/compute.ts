import type { StoredTimesheetDay, Tenant } from '@ponteiro/db';
import { computeTimesheet, parseScenario } from '@ponteiro/time-engine';
import { addDays } from '../../lib/calendar-date.js';
import { buildScenarios } from '../time-policy/scenario-builder.js';
import {
  type ComputedDay,
  closedPeriodsOf,
  dayMarks,
  keepFrozen,
  saveDays,
} from './days.repository.js';

// Computes and stores employee-days: the engine over the scenario the one builder makes, for a
// batch of employees at once (one query per kind of input, ADR 0020).

export interface ComputeReport {
  days: number;
  /** Employees whose stored inputs the engine refused (logged; their days keep no figures). */
  failed: { employeeId: string; message: string }[];
}

/** The engine computes at most a year at once (`npx ponteiro timesheet` refuses more). */
export const COMPUTE_MAX_DAYS = 366;

/**
 * Computes `from`…`to` for these employees, inside the caller's tenant transaction; a longer
 * period (an hours-bank ledger since an old admission) goes a year at a time.
 */
export async function computeDays(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<ComputeReport> {
  const report: ComputeReport = { days: 0, failed: [] };
  if (employeeIds.length === 0 || from > to) return report;
  for (let start = from; start <= to; start = addDays(start, COMPUTE_MAX_DAYS)) {
    const end = addDays(start, COMPUTE_MAX_DAYS - 1);
    const part = await computeWindow(t, employeeIds, start, end < to ? end : to);
    report.days += part.days;
    report.failed.push(...part.failed);
  }
  return report;
}

async function computeWindow(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<ComputeReport> {
  const report: ComputeReport = { days: 0, failed: [] };
  const existing = new Map(
    (await dayMarks(t, employeeIds, from, to)).map((r) => [`${r.employeeId}|${r.day}`, r]),
  );
  const closed = await closedPeriodsOf(t, employeeIds, from, to);
  const built = await buildScenarios(t, employeeIds, from, to, { clip: true });
  const save: ComputedDay[] = [];
  const frozen: { employeeId: string; day: string; seen: number }[] = [];
  for (const employeeId of employeeIds) {
    const own = built.get(employeeId);
    const results = new Map<string, StoredTimesheetDay>();
    if (own) {
      try {
        const computed = computeTimesheet(parseScenario(own.scenario));
        for (const day of computed.days) results.set(day.date, day as never);
      } catch (error) {
        report.failed.push({ employeeId, message: (error as Error).message });
      }
    }
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const row = existing.get(`${employeeId}|${day}`);
      const isClosed = closed.some(
        (p) => p.employeeId === employeeId && p.fromDate <= day && day <= p.toDate,
      );
      if (isClosed && row?.computed) {
        if (row.stale) frozen.push({ employeeId, day, seen: row.dirtySeq });
        continue;
      }
      save.push({
        employeeId,
        day,
        result: results.get(day) ?? null,
        scheduleId: own?.scheduleOn(day)?.scheduleId ?? null,
        seen: row?.dirtySeq ?? 0,
      });
    }
  }
  await saveDays(t, save);
  await keepFrozen(t, frozen);
  report.days = save.length;
  return report;
}
