import { type Database, withTenant } from '@ponteiro/db';
import type {
  HoursBankReport,
  OvertimeReport,
  ReportFiguresListQuery,
  ReportKind,
  ReportSelection,
  SummaryReport,
  SummaryReportQuery,
} from '@ponteiro/shared';
import { pageSlice } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import { reportEmployees, resolveSelection } from '../reports/selection.js';
import {
  hoursBankRows,
  onHoursBank,
  readOvertime,
  readSummarySums,
  reportLedger,
  type TenantRunner,
} from './collect.js';
import { overtimeReport } from './overtime-figures.js';
import { lastCountedDay } from './people.js';
import { summaryReport } from './summary-figures.js';

// The figures reports for the screens (issue 18): who the caller may see (resolveSelection: the
// permission, an Employee only their own, another company's ids), then the stored figures of the
// selection, days never computed or stale computed first. The files are the same figures, made
// by the report jobs (makers.ts).

/** The selection alone (the list's page is not part of it). */
function selectionOf(query: ReportSelection): ReportSelection {
  return {
    from: query.from,
    to: query.to,
    ...(query.employee_id ? { employee_id: query.employee_id } : {}),
    ...(query.department_id ? { department_id: query.department_id } : {}),
    ...(query.subsidiary_id ? { subsidiary_id: query.subsidiary_id } : {}),
  };
}

export function createReportFiguresService(deps: {
  db: Database;
  hoursBank: HoursBankBalanceService;
}) {
  const { db } = deps;

  async function selected(scope: CompanyScope, kind: ReportKind, query: ReportSelection) {
    return withTenant(db, scope, async (t) => {
      const selection = await resolveSelection(t, scope, kind, selectionOf(query));
      return { selection, employees: await reportEmployees(t, selection) };
    });
  }
  const tenantOf =
    (scope: CompanyScope): TenantRunner =>
    (work) =>
      withTenant(db, { companyId: scope.companyId }, work);

  return {
    /** Each employee on the bank: the period's movements by kind, the balances, the expiries. */
    async hoursBank(
      scope: CompanyScope,
      query: ReportFiguresListQuery,
      today: string,
    ): Promise<HoursBankReport> {
      const { employees } = await selected(scope, 'hours_bank', query);
      const onBank = await onHoursBank(tenantOf(scope), employees, query.from, query.to);
      const ledger = reportLedger(deps.hoursBank, tenantOf(scope), () => today);
      const { rows, first } = await hoursBankRows(
        ledger,
        pageSlice(onBank, query),
        query.from,
        query.to,
      );
      return {
        from: query.from,
        to: query.to,
        rules: first?.rules ?? null,
        results: rows,
        count: onBank.length,
        page: query.page,
        page_size: query.page_size,
        left_out: employees.length - onBank.length,
      };
    },

    /** Overtime by rate, day type and authorization; per employee, department, month, in total. */
    async overtime(
      scope: CompanyScope,
      query: ReportFiguresListQuery,
      today: string,
    ): Promise<OvertimeReport> {
      const { employees } = await selected(scope, 'overtime', query);
      const collection = await readOvertime(
        tenantOf(scope),
        employees,
        query.from,
        lastCountedDay(query.to, today),
      );
      return overtimeReport(employees, collection, query);
    },

    /** Department and subsidiary totals, with the absenteeism and overtime rates. */
    async summary(
      scope: CompanyScope,
      query: SummaryReportQuery,
      today: string,
    ): Promise<SummaryReport> {
      const { employees } = await selected(scope, 'summary', query);
      const sums = await readSummarySums(
        tenantOf(scope),
        employees,
        query.from,
        lastCountedDay(query.to, today),
      );
      return summaryReport(employees, sums, query.from, query.to);
    },
  };
}
export type ReportFiguresService = ReturnType<typeof createReportFiguresService>;
