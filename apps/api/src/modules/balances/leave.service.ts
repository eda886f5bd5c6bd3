import { type Database, withTenant } from '@ponteiro/db';
import {
  AppError,
  type LeaveBalance,
  type LeaveBalanceQuery,
  type LeaveBalanceRow,
} from '@ponteiro/shared';
import { type VacationInterruption, vacationBalance } from '@ponteiro/time-engine';
import { pageSlice, pageWindow } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { employeeOfUser } from '../punches/punch.repository.js';
import { treatsTimesheets } from '../timesheets/timesheet.service.js';
import {
  absentDaysOf,
  type BalanceEmployeeRow,
  type BalanceLeaveRow,
  type BalanceLeaveTypeRow,
  balanceEmployees,
  balanceLeaveTypes,
  leavesOf,
} from './leave.repository.js';

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const overlapDays = (from: string, to: string, start: string, end: string) =>
  Math.max(0, Math.min(dayOf(to), dayOf(end)) - Math.max(dayOf(from), dayOf(start)) + 1);

/** Every date of [from, to] up to `last`. */
function datesOf(from: string, to: string, last: string): string[] {
  const out: string[] = [];
  for (let d = dayOf(from); d <= Math.min(dayOf(to), dayOf(last)); d += 1) {
    out.push(new Date(d * DAY_MS).toISOString().slice(0, 10));
  }
  return out;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const INTERRUPTION: Partial<Record<BalanceLeaveRow['category'], VacationInterruption['kind']>> = {
  paid_leave: 'paid_leave',
  inss_benefit: 'inss_benefit',
};

/** One employee's row: the year's leave by type and the vacation periods as of `asOf`. */
export function balanceRow(input: {
  employee: BalanceEmployeeRow;
  leaves: readonly BalanceLeaveRow[];
  absentDays: readonly string[];
  types: readonly BalanceLeaveTypeRow[];
  from: string;
  to: string;
  asOf: string;
}): LeaveBalanceRow {
  const { employee, leaves, from, to, asOf } = input;
  // Unjustified absences: absent days of closed periods, and leave of unjustified types.
  const unjustified = new Set(input.absentDays);
  for (const leave of leaves) {
    if (!leave.justified)
      for (const d of datesOf(leave.fromDate, leave.toDate, asOf)) unjustified.add(d);
  }
  const vacation = vacationBalance({
    admission: employee.admissionDate,
    asOf,
    unjustifiedAbsences: [...unjustified].sort(),
    vacations: leaves
      .filter((l) => l.category === 'vacation')
      .map((l) => ({ from: l.fromDate, to: l.toDate })),
    interruptions: leaves.flatMap((l) => {
      const kind = INTERRUPTION[l.category];
      return kind ? [{ kind, from: l.fromDate, to: l.toDate }] : [];
    }),
  });
  const owed = vacation.periods.filter((p) => p.status === 'open' || p.status === 'overdue');
  const used = new Map<string, number>();
  for (const leave of leaves) {
    const days = overlapDays(leave.fromDate, leave.toDate, from, to);
    if (days > 0) used.set(leave.leaveTypeId, (used.get(leave.leaveTypeId) ?? 0) + days);
  }
  return {
    employee: {
      id: employee.id,
      name: employee.name,
      registration: employee.registration,
      department: employee.department,
      admission_date: employee.admissionDate,
    },
    vacation: {
      periods: vacation.periods,
      advance_days: vacation.advance_days,
      left_days: owed.reduce((sum, p) => sum + p.left_days, 0),
      due: owed.map((p) => p.concession_end).sort()[0] ?? null,
      attention: owed.some((p) => p.status === 'overdue')
        ? 'overdue'
        : owed.some((p) => p.expiring_soon)
          ? 'expiring'
          : null,
    },
    // Every active type, and an inactive one only where it was used this year.
    leave: input.types
      .filter((type) => type.active || used.has(type.id))
      .map((type) => ({
        leave_type_id: type.id,
        name: type.name,
        code: type.code,
        category: type.category,
        used_days: used.get(type.id) ?? 0,
        max_days: type.maxDays,
      })),
  };
}

/**
 * The leave balance (issue 17): per employee, the days of each leave type used in a year and the
 * vacation periods (CLT arts. 130–137) as of today. Who works on everyone's timesheets sees
 * everyone; anyone else only their own row.
 */
export function createLeaveBalanceService(db: Database) {
  return {
    list: (scope: CompanyScope, query: LeaveBalanceQuery, today: string): Promise<LeaveBalance> =>
      withTenant(db, { companyId: scope.companyId }, async (t) => {
        const year = query.year ?? Number(today.slice(0, 4));
        const from = `${year}-01-01`;
        const to = `${year}-12-31`;
        // One employee's row (the leave request dialog); anyone else's only with timesheet rights.
        let onlyId: string | undefined = query.employee_id;
        if (!treatsTimesheets(scope)) {
          const own = await employeeOfUser(t, scope.userId);
          if (!own) throw new AppError('business_rule', { message: 'validation.no_employee' });
          onlyId = own.id;
        }
        const filter = {
          from,
          to,
          subsidiaryId: query.subsidiary_id,
          departmentId: query.department_id,
          search: query.search,
        };
        // Who needs attention is known only once computed: then the page is cut in memory.
        const attention = query.attention === 'true';
        const { rows, total } = await balanceEmployees(
          t,
          filter,
          attention ? null : pageWindow(query),
          onlyId,
        );
        const ids = rows.map((r) => r.id);
        const leaves = await leavesOf(t, ids);
        const absent = await absentDaysOf(t, ids, today);
        const types = await balanceLeaveTypes(t);
        const leavesBy = groupBy(leaves, (l) => l.employeeId);
        const absentBy = groupBy(absent, (a) => a.employeeId);
        let results = rows.map((employee) =>
          balanceRow({
            employee,
            leaves: leavesBy.get(employee.id) ?? [],
            absentDays: (absentBy.get(employee.id) ?? []).map((a) => a.day),
            types,
            from,
            to,
            asOf: today,
          }),
        );
        let count = total;
        if (attention) {
          results = results.filter((r) => r.vacation.attention !== null);
          count = results.length;
          results = pageSlice(results, query);
        }
        return {
          year,
          as_of: today,
          results,
          count,
          page: query.page,
          page_size: query.page_size,
        };
      }),
  };
}
export type LeaveBalanceService = ReturnType<typeof createLeaveBalanceService>;
