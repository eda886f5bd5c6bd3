import { type Database, withTenant } from '@ponteiro/db';
import type { ListResult, PayrollEmployeeEvents, PayrollEventsQuery } from '@ponteiro/shared';
import { listResult, pageSlice } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import { reportEmployees, resolveSelection } from '../reports/selection.js';
import { payrollEventsOf } from './events.js';
import { listEventCodes } from './payroll.repository.js';
import { codesByEvent, payrollBankPaid, payrollDays, withCodes } from './period-events.js';

/**
 * The period's payroll events per employee, a page of employees at a time (the screen; the files
 * are report jobs). Who the caller may see is the reports' rule (an Employee: only their own).
 */
export function createPayrollEventsService(deps: {
  db: Database;
  hoursBank: HoursBankBalanceService;
}) {
  const { db, hoursBank } = deps;
  return {
    async page(
      scope: CompanyScope,
      query: PayrollEventsQuery,
      today: string,
    ): Promise<ListResult<PayrollEmployeeEvents>> {
      const { page, page_size, ...selection } = query;
      const period = { from: selection.from, to: selection.to };
      const read = await withTenant(db, { companyId: scope.companyId }, async (t) => {
        const resolved = await resolveSelection(t, scope, 'payroll', selection);
        const everyone = await reportEmployees(t, resolved);
        const employees = pageSlice(everyone, { page, page_size });
        const days = await payrollDays(
          t,
          employees.map((e) => e.id),
          period.from,
          period.to,
        );
        return { count: everyone.length, employees, days, codes: await listEventCodes(t) };
      });
      const codes = codesByEvent(read.codes);
      const results: PayrollEmployeeEvents[] = [];
      // The ledger is the balances service's, one short transaction per employee.
      for (const employee of read.employees) {
        const paid = await withTenant(db, scope, (t) =>
          payrollBankPaid(t, hoursBank, employee.id, period, today),
        );
        const events = payrollEventsOf(
          read.days.get(employee.id) ?? [],
          period.from,
          period.to,
          paid,
        );
        results.push({
          employee: {
            id: employee.id,
            name: employee.name,
            registration: employee.registration,
            cpf: employee.cpf,
          },
          events: withCodes(events, codes),
        });
      }
      return listResult(results, read.count, { page, page_size });
    },
  };
}
export type PayrollEventsService = ReturnType<typeof createPayrollEventsService>;
