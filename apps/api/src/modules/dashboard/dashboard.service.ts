import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type DashboardMe,
  type DashboardQuery,
  type DashboardThisMonth,
  type DashboardToday,
  isFullAccessRole,
} from '@ponteiro/shared';
import { addDays, dateIn } from '../../lib/calendar-date.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import type { LeaveBalanceService } from '../balances/leave.service.js';
import { employeeOfUser } from '../punches/punch.repository.js';
import { pendingAbnormalCount } from './abnormal-count.js';
import {
  certificateValidUntil,
  countOpenPeriods,
  type DepartmentRow,
  departmentsManagedBy,
  monthDaySums,
  type ScopeEmployee,
  scopeEmployees,
  structureOf,
} from './dashboard.repository.js';
import { employeesToday } from './today.js';

/**
 * The month's figures move slowly (stored days, closed periods, vacation, the certificate) and
 * cost the most: kept this long per caller and filter, so that focus refetches and the page's
 * periodic refresh stay cheap. Today's figures are never kept.
 */
export const MONTH_CACHE_MS = 60_000;
const MONTH_CACHE_ENTRIES = 500;

/** Vacation rows listed on the tile (the count covers them all). */
const VACATION_ITEMS = 10;
const DAY_MS = 86_400_000;

/** The departments of `roots` and every department under them. */
function subtree(departments: readonly DepartmentRow[], roots: readonly string[]): Set<string> {
  const tree = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of departments) {
      if (d.parentId && tree.has(d.parentId) && !tree.has(d.id)) {
        tree.add(d.id);
        grew = true;
      }
    }
  }
  return tree;
}

/** The zone most of the people work in (Brasília when none): the dashboard's "today". */
function mainZone(people: readonly ScopeEmployee[]): string {
  const counts = new Map<string, number>();
  for (const p of people) counts.set(p.timeZone, (counts.get(p.timeZone) ?? 0) + 1);
  let best = 'America/Sao_Paulo';
  let most = 0;
  for (const [zone, n] of counts) {
    if (n > most) [best, most] = [zone, n];
  }
  return best;
}

const notFoundRef = (field: 'subsidiary_id' | 'department_id') =>
  new AppError('validation_error', { fieldErrors: { [field]: ['validation.not_found_ref'] } });

/**
 * The company dashboard (permission `dashboard`), scoped to what the caller's role may see:
 * full-access roles (Owner, SuperAdmin, Admin) see the whole company; a custom role whose user is
 * the manager of departments sees those departments and the ones under them; any other custom
 * role holding `dashboard` sees the whole company. Today is each workplace's date.
 */
export function createDashboardService(deps: {
  db: Database;
  leaveBalance: LeaveBalanceService;
  /** The approval queue's size (requests module). */
  queueSize: (scope: CompanyScope, today: string) => Promise<number>;
  now?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const monthCache = new Map<string, { until: number; value: Promise<DashboardThisMonth> }>();

  /** The caller's visible structure, the filter checked against it, and its employees. */
  async function visible(t: Tenant, scope: CompanyScope, query: DashboardQuery, on: string) {
    const structure = await structureOf(t);
    let allowed: Set<string> | null = null;
    if (!isFullAccessRole(scope.role)) {
      const managed = await departmentsManagedBy(t, scope.userId);
      if (managed.length > 0) allowed = subtree(structure.departments, managed);
    }
    if (query.subsidiary_id && !structure.subsidiaries.some((s) => s.id === query.subsidiary_id)) {
      throw notFoundRef('subsidiary_id');
    }
    let departmentIds: string[] | undefined = allowed ? [...allowed] : undefined;
    if (query.department_id) {
      const known = structure.departments.some((d) => d.id === query.department_id);
      if (!known || (allowed && !allowed.has(query.department_id))) {
        throw notFoundRef('department_id');
      }
      departmentIds = [...subtree(structure.departments, [query.department_id])];
    }
    const people = await scopeEmployees(t, {
      subsidiaryId: query.subsidiary_id,
      departmentIds,
      on,
    });
    return {
      people,
      scope: {
        kind: allowed ? ('departments' as const) : ('company' as const),
        subsidiaries: structure.subsidiaries,
        departments: structure.departments
          .filter((d) => !allowed || allowed.has(d.id))
          .map((d) => ({ id: d.id, name: d.name, parent_id: d.parentId })),
      },
    };
  }

  /** The month's figures, computed (month() keeps them MONTH_CACHE_MS). */
  async function computeMonth(
    scope: CompanyScope,
    query: DashboardQuery,
    today: string,
  ): Promise<DashboardThisMonth> {
    const now = clock();
    const from = `${today.slice(0, 7)}-01`;
    const lastMonthEnd = addDays(from, -1);
    const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`;
    // The vacation balance (the engine over everyone's leave) runs beside the reads: it does not
    // depend on them, and its computing overlaps their waits. The department scope is applied to
    // its rows below; a bad filter fails in visible() either way.
    const [read, balance] = await Promise.all([
      withTenant(db, scope, async (t) => {
        const seen = await visible(t, scope, query, today);
        const ids = seen.people.map((p) => p.id);
        return {
          people: seen.people,
          days: await monthDaySums(t, ids, from, today),
          open: await countOpenPeriods(t, ids, lastMonthStart, lastMonthEnd),
          certificate: await certificateValidUntil(t),
          abnormal: await pendingAbnormalCount(t, seen.people, today, now),
        };
      }),
      deps.leaveBalance.list(
        { ...scope, role: 'owner' },
        {
          page: 1,
          page_size: 100,
          attention: 'true',
          ...(query.subsidiary_id ? { subsidiary_id: query.subsidiary_id } : {}),
          ...(query.department_id ? { department_id: query.department_id } : {}),
        },
        today,
      ),
    ]);
    const visibleIds = new Set(read.people.map((p) => p.id));
    const vacations = balance.results
      .filter((r) => visibleIds.has(r.employee.id) && r.vacation.attention !== null)
      .map((r) => ({
        employee: { id: r.employee.id, name: r.employee.name },
        concession_end: r.vacation.due ?? today,
        left_days: r.vacation.left_days,
        overdue: r.vacation.attention === 'overdue',
      }))
      .sort((a, b) => (a.concession_end < b.concession_end ? -1 : 1));
    const totals = read.days.reduce(
      (sum, d) => ({
        overtime_minutes: sum.overtime_minutes + d.overtime,
        hours_bank_minutes: sum.hours_bank_minutes + d.bank,
      }),
      { overtime_minutes: 0, hours_bank_minutes: 0 },
    );
    return {
      from,
      to: today,
      days: read.days.map((d) => ({
        date: d.date,
        overtime_minutes: d.overtime,
        hours_bank_minutes: d.bank,
      })),
      totals,
      open_periods: { from: lastMonthStart, to: lastMonthEnd, employees: read.open },
      certificate: {
        valid_until: read.certificate?.toISOString() ?? null,
        days_left: read.certificate
          ? Math.floor((read.certificate.getTime() - now.getTime()) / DAY_MS)
          : null,
      },
      abnormal_punches: read.abnormal,
      vacations: {
        count:
          balance.count > balance.results.length
            ? Math.max(balance.count, vacations.length)
            : vacations.length,
        items: vacations.slice(0, VACATION_ITEMS),
      },
    };
  }

  return {
    async today(
      scope: CompanyScope,
      query: DashboardQuery,
      today: string,
    ): Promise<DashboardToday> {
      const now = clock();
      const read = await withTenant(db, scope, async (t) => {
        // Employed on the request's today; each one's own today comes from their workplace.
        const seen = await visible(t, scope, query, today);
        return { ...seen, days: await employeesToday(t, seen.people, now) };
      });
      const counts = {
        employees: read.days.length,
        present: 0,
        working_now: 0,
        late: 0,
        absent: 0,
        on_leave: 0,
        off: 0,
        expected: 0,
      };
      const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, punches: 0, scheduled: 0 }));
      const hourOf = (iso: string) => Number(iso.slice(11, 13));
      for (const { person, punchIso, plannedIso } of read.days) {
        counts[person.status]++;
        if (person.late) counts.late++;
        if (person.working_now) counts.working_now++;
        for (const iso of punchIso) byHour[hourOf(iso)]!.punches++;
        // Only the marks of today's date (a night shift's end tomorrow is not today's hour).
        if (person.status !== 'on_leave') {
          for (const iso of plannedIso) {
            if (iso.slice(0, 10) === punchDate(person, iso)) byHour[hourOf(iso)]!.scheduled++;
          }
        }
      }
      const approvals = await deps.queueSize(scope, today);
      return {
        generated_at: now.toISOString(),
        date: dateIn(now, mainZone(read.people)),
        scope: read.scope,
        counts,
        people: read.days.map((d) => d.person),
        by_hour: byHour,
        pending: { approvals },
      };
    },

    month(scope: CompanyScope, query: DashboardQuery, today: string): Promise<DashboardThisMonth> {
      const key = [
        scope.companyId,
        scope.userId,
        scope.role,
        query.subsidiary_id ?? '',
        query.department_id ?? '',
        today,
      ].join('|');
      const at = clock().getTime();
      const kept = monthCache.get(key);
      if (kept && kept.until > at) return kept.value;
      if (monthCache.size >= MONTH_CACHE_ENTRIES) monthCache.clear();
      const value = computeMonth(scope, query, today);
      monthCache.set(key, { until: at + MONTH_CACHE_MS, value });
      // A failure is not kept: the next call tries again.
      value.catch(() => monthCache.delete(key));
      return value;
    },

    async me(scope: CompanyScope): Promise<DashboardMe> {
      const now = clock();
      return withTenant(db, scope, async (t) => {
        const own = await employeeOfUser(t, scope.userId);
        if (!own) {
          return {
            employee: null,
            date: dateIn(now, 'America/Sao_Paulo'),
            status: null,
            schedule: [],
            punches: [],
            late_minutes: null,
          };
        }
        const [day] = await employeesToday(
          t,
          [
            {
              id: own.id,
              name: own.name,
              subsidiaryId: own.subsidiaryId,
              departmentId: null,
              timeZone: own.timeZone,
              admissionDate: own.admissionDate,
            },
          ],
          now,
        );
        const schedule: DashboardMe['schedule'] = [];
        for (let i = 0; i + 1 < day!.plannedIso.length; i += 2) {
          schedule.push({ start: day!.plannedIso[i]!, end: day!.plannedIso[i + 1]! });
        }
        return {
          employee: { id: own.id, name: own.name },
          date: dateIn(now, own.timeZone),
          status: day!.person.status,
          schedule,
          punches: day!.punchIso,
          late_minutes: day!.person.late_minutes,
        };
      });
    },
  };
}

/** The date of a person's today, read off their first planned mark (marks are in their zone). */
function punchDate(person: { planned_start: string | null }, fallback: string): string {
  return (person.planned_start ?? fallback).slice(0, 10);
}

export type DashboardService = ReturnType<typeof createDashboardService>;
