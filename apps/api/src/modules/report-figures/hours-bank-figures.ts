import type { HoursBankBalance, HoursBankReport, HoursBankReportRow } from '@ponteiro/shared';
import type { ReportEmployee } from '../reports/selection.js';
import { personOf } from './people.js';

// One employee's row of the hours bank report, from their ledger (pure): the period's lines summed
// by kind, so `balance_before + credits + debits + adjustments + paid + forfeited = balance`.

export type HoursBankTotals = Pick<
  HoursBankReportRow,
  'balance_before' | 'credits' | 'debits' | 'adjustments' | 'paid' | 'forfeited' | 'balance'
>;

export const HOURS_BANK_COLUMNS = [
  'balance_before',
  'credits',
  'debits',
  'adjustments',
  'paid',
  'forfeited',
  'balance',
] as const satisfies readonly (keyof HoursBankTotals)[];

/** The period's expiries, one per day and kind (the ledger has a line per expiring credit). */
function expiriesOf(ledger: HoursBankBalance): HoursBankReportRow['expired'] {
  const expired: HoursBankReportRow['expired'] = [];
  for (const line of ledger.lines) {
    if (line.kind !== 'paid' && line.kind !== 'forfeited') continue;
    const same = expired.find((e) => e.date === line.date && e.kind === line.kind);
    if (same) same.minutes += line.minutes;
    else expired.push({ date: line.date, kind: line.kind, minutes: line.minutes });
  }
  return expired;
}

export function hoursBankRow(
  employee: ReportEmployee,
  ledger: HoursBankBalance,
): HoursBankReportRow {
  const sum = (kind: HoursBankBalance['lines'][number]['kind']) =>
    ledger.lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.minutes, 0);
  return {
    employee: personOf(employee),
    // An opening balance inside the period is the balance brought in (the ledger starts there).
    balance_before: ledger.balance_before + sum('opening'),
    credits: sum('credit'),
    debits: sum('debit'),
    adjustments: sum('adjustment'),
    paid: sum('paid'),
    forfeited: sum('forfeited'),
    balance: ledger.balance,
    expired: expiriesOf(ledger),
    next_expiry: ledger.next_expiry,
  };
}

export function hoursBankTotals(rows: readonly HoursBankReportRow[]): HoursBankTotals {
  const totals = Object.fromEntries(HOURS_BANK_COLUMNS.map((k) => [k, 0])) as HoursBankTotals;
  for (const row of rows) for (const k of HOURS_BANK_COLUMNS) totals[k] += row[k];
  return totals;
}

export function rulesOf(ledger: HoursBankBalance | undefined): HoursBankReport['rules'] {
  return ledger ? ledger.rules : null;
}
