import type { Tenant } from '@ponteiro/db';
import type { HoursBankBalance, HoursBankReportRow } from '@ponteiro/shared';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import type { ReportEmployee } from '../reports/selection.js';
import { computeDays } from '../timesheets/compute.js';
import {
  employeesOnHoursBank,
  employeesWithPendingDays,
  overtimeSums,
  type SummarySumRow,
  summarySums,
} from './figures.repository.js';
import { hoursBankRow } from './hours-bank-figures.js';
import { collectOvertime, mergeOvertime, type OvertimeCollection } from './overtime-figures.js';
import { chunksOf } from './people.js';

// Reading the figures for many employees, a chunk at a time: each chunk is one short transaction
// that first computes its days never computed or stale (so the figures exist), then sums them.
// The screens and the report jobs read through here alike.

/** Runs work in a short transaction of the company (a request's or a job's). */
export type TenantRunner = <T>(work: (t: Tenant) => Promise<T>) => Promise<T>;

/** Employees done so far (a job's progress bar). */
export type Progress = (done: number) => Promise<void>;

async function computePending(t: Tenant, ids: readonly string[], from: string, to: string) {
  const pending = await employeesWithPendingDays(t, ids, from, to);
  if (pending.length > 0) await computeDays(t, pending, from, to);
}

/** The overtime of these employees' days in `from`…`until` (until: the last day counted). */
export async function readOvertime(
  tenant: TenantRunner,
  employees: readonly ReportEmployee[],
  from: string,
  until: string,
  progress?: Progress,
): Promise<OvertimeCollection> {
  const collection: OvertimeCollection = { byEmployee: new Map(), byMonth: new Map() };
  let done = 0;
  for (const chunk of chunksOf(employees)) {
    const ids = chunk.map((e) => e.id);
    if (from <= until) {
      const rows = await tenant(async (t) => {
        await computePending(t, ids, from, until);
        return overtimeSums(t, ids, from, until);
      });
      mergeOvertime(collection, collectOvertime(rows));
    }
    done += chunk.length;
    await progress?.(done);
  }
  return collection;
}

/** The summary's sums of these employees' days in `from`…`until`, by employee. */
export async function readSummarySums(
  tenant: TenantRunner,
  employees: readonly ReportEmployee[],
  from: string,
  until: string,
  progress?: Progress,
): Promise<Map<string, SummarySumRow>> {
  const sums = new Map<string, SummarySumRow>();
  let done = 0;
  for (const chunk of chunksOf(employees)) {
    const ids = chunk.map((e) => e.id);
    if (from <= until) {
      const rows = await tenant(async (t) => {
        await computePending(t, ids, from, until);
        return summarySums(t, ids, from, until);
      });
      for (const row of rows) sums.set(row.employeeId, row);
    }
    done += chunk.length;
    await progress?.(done);
  }
  return sums;
}

/** The employees (in their order) on an hours-bank schedule on a day of `from`…`to`. */
export async function onHoursBank(
  tenant: TenantRunner,
  employees: readonly ReportEmployee[],
  from: string,
  to: string,
): Promise<ReportEmployee[]> {
  const onBank = new Set<string>();
  for (const chunk of chunksOf(employees)) {
    const found = await tenant((t) =>
      employeesOnHoursBank(
        t,
        chunk.map((e) => e.id),
        from,
        to,
      ),
    );
    for (const id of found) onBank.add(id);
  }
  return employees.filter((e) => onBank.has(e.id));
}

/** One employee's ledger over the period (the hours bank balance service, never re-derived). */
export type LedgerReader = (
  employee: ReportEmployee,
  from: string,
  to: string,
) => Promise<HoursBankBalance>;

/**
 * The ledger of the report's employees, each in its own short transaction: the report's
 * selection (resolveSelection) already decided whom the caller may read, so the ledger is read
 * as it is stored, each employee up to their workplace's today.
 */
export function reportLedger(
  service: HoursBankBalanceService,
  tenant: <T>(work: (t: Tenant) => Promise<T>) => Promise<T>,
  todayOf: (employee: ReportEmployee) => string,
): LedgerReader {
  return (employee, from, to) =>
    tenant((t) => service.employeeLedger(t, employee.id, { from, to }, todayOf(employee)));
}

/** The rows of these employees (each ledger is its own short transaction). */
export async function hoursBankRows(
  ledger: LedgerReader,
  employees: readonly ReportEmployee[],
  from: string,
  to: string,
  progress?: Progress,
): Promise<{ rows: HoursBankReportRow[]; first: HoursBankBalance | undefined }> {
  const rows: HoursBankReportRow[] = [];
  let first: HoursBankBalance | undefined;
  for (const [i, employee] of employees.entries()) {
    const balance = await ledger(employee, from, to);
    first ??= balance;
    rows.push(hoursBankRow(employee, balance));
    await progress?.(i + 1);
  }
  return { rows, first };
}
