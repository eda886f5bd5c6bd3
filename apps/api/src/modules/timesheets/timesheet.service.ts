import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type DayFiguresData,
  isFullAccessRole,
  type TimesheetData,
  type TimesheetDay,
  type TimesheetOverviewData,
  type TimesheetOverviewQuery,
  type TimesheetPunch,
  type TimesheetQuery,
} from '@ponteiro/shared';
import { addDays, dateIn } from '../../lib/calendar-date.js';
import { pageWindow } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import type { MediaSigner } from '../media/signer.js';
import { presentLogEntry, treatmentsByLine } from '../punches/log-entry.js';
import { employeeOfUser } from '../punches/punch.repository.js';
import { punchLogPage, treatmentsOf } from '../punches/punch-log.repository.js';
import { authorizedOvertime } from '../requests/requests.repository.js';
import { buildScenarios } from '../time-policy/scenario-builder.js';
import { computeDays } from './compute.js';
import { scheduleNames, storedDays, timesheetEmployee } from './days.repository.js';
import { SUMMED_FIGURES } from './figures.js';
import { leavesOf } from './leaves.repository.js';
import { presentLeave } from './leaves.service.js';
import { overviewPage } from './overview.repository.js';
import { activePeriods, periodsByIds } from './periods.repository.js';
import { presentPeriod } from './present.js';
import type { TimesheetRecompute } from './recompute.js';

function zeroFigures(): DayFiguresData {
  return {
    ...Object.fromEntries(SUMMED_FIGURES.map((f) => [f, 0])),
    overtime: {},
  } as DayFiguresData;
}

function addFigures(total: DayFiguresData, day: Partial<DayFiguresData>): void {
  for (const field of SUMMED_FIGURES) total[field] += Number(day[field] ?? 0);
  for (const [rate, minutes] of Object.entries(day.overtime ?? {})) {
    total.overtime[rate] = (total.overtime[rate] ?? 0) + Number(minutes);
  }
}

/** Whether the caller works on everyone's timesheets (treat, leave, close) or sees only their own. */
export function treatsTimesheets(scope: Pick<CompanyScope, 'role' | 'permissions'>): boolean {
  return (
    isFullAccessRole(scope.role) ||
    (scope.role !== 'employee' && scope.permissions.includes('timesheets.timesheet'))
  );
}

/** The first and last day of the month of `day`. */
function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  const next = addDays(`${day.slice(0, 7)}-28`, 4);
  return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
}

/**
 * Timesheets (issue 15): one employee's days as the engine computed them, with the punches beside
 * their treatments, the leave and the closed periods; the overview of everyone's period.
 */
export function createTimesheetService(deps: {
  db: Database;
  media: MediaSigner;
  recompute: TimesheetRecompute;
}) {
  const { db, media, recompute } = deps;

  /** The employee the caller may see: anyone (with the permission) or only their own (404). */
  async function employeeFor(t: Tenant, scope: CompanyScope, requested?: string): Promise<string> {
    if (requested && treatsTimesheets(scope)) return requested;
    const own = await employeeOfUser(t, scope.userId);
    if (!own) {
      if (requested) throw AppError.notFound();
      throw new AppError('business_rule', { message: 'validation.no_employee' });
    }
    if (requested && requested !== own.id) throw AppError.notFound();
    return own.id;
  }

  async function presentDays(
    t: Tenant,
    employeeId: string,
    timeZone: string,
    from: string,
    to: string,
  ): Promise<{ days: TimesheetDay[]; totals: DayFiguresData }> {
    let rows = await storedDays(t, [employeeId], from, to);
    const dayCount =
      (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
    if (rows.length < dayCount || rows.some((r) => r.stale)) {
      // One employee's period computes in milliseconds: the screen gets current figures now.
      await computeDays(t, [employeeId], from, to);
      rows = await storedDays(t, [employeeId], from, to);
    }
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const scenario = (await buildScenarios(t, [employeeId], from, to, { clip: true })).get(
      employeeId,
    );
    const names = await scheduleNames(t, [
      ...new Set(rows.map((r) => r.scheduleId).filter((id): id is string => !!id)),
    ]);
    const { rows: punchRows } = await punchLogPage(
      t,
      { employeeId, from: addDays(from, -1), to: addDays(to, 1), descending: false },
      { limit: 10_000, offset: 0 },
    );
    const treatments = treatmentsByLine(
      await treatmentsOf(
        t,
        punchRows.map((r) => r.id),
      ),
    );
    const leaves = await leavesOf(t, [employeeId], from, to);
    const authorized = await authorizedOvertime(t, employeeId, from, to);
    const closed = await activePeriods(t, [employeeId], from, to);

    // Each punch in its workday: the one whose counted punches hold it, else its calendar date.
    const counted = new Map<number, string>();
    for (const row of rows) {
      for (const at of (row.result?.punches as string[] | undefined) ?? []) {
        counted.set(Math.floor(Date.parse(at) / 60_000), row.day);
      }
    }
    const punchesByDay = new Map<string, TimesheetPunch[]>();
    for (const row of punchRows) {
      const minute = Math.floor(row.punchedAt.getTime() / 60_000);
      const countedDay = row.status === 'valid' ? counted.get(minute) : undefined;
      const day = countedDay ?? dateIn(row.punchedAt, timeZone);
      if (day < from || day > to) continue;
      const entry = presentLogEntry(row, treatments.get(row.id) ?? []);
      const list = punchesByDay.get(day) ?? [];
      list.push({
        id: entry.id,
        kind: entry.kind,
        punched_at: entry.punched_at,
        nsr: entry.nsr,
        status: entry.status,
        counted: countedDay !== undefined,
        treatments: entry.treatments,
      });
      punchesByDay.set(day, list);
    }

    const totals = zeroFigures();
    const days: TimesheetDay[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const row = byDay.get(day);
      const result = row?.result as
        | (Partial<DayFiguresData> & { flags?: string[]; explain?: TimesheetDay['explain'] })
        | null
        | undefined;
      const figures = zeroFigures();
      if (result) addFigures(figures, result);
      addFigures(totals, figures);
      const punches = punchesByDay.get(day) ?? [];
      const inForce = scenario?.scheduleOn(day) ?? null;
      const scheduleId = row?.scheduleId ?? inForce?.scheduleId ?? null;
      const schedule = scheduleId ? names.get(scheduleId) : undefined;
      const leave = leaves.find((l) => l.fromDate <= day && day <= l.toDate);
      const pending = !row || row.stale;
      days.push({
        date: day,
        ...figures,
        flags: result?.flags ?? (pending ? [] : ['no_schedule']),
        explain: result?.explain ?? [],
        punches,
        treatments: punches
          .flatMap((p) => p.treatments)
          .sort((a, b) => a.created_at.localeCompare(b.created_at)),
        schedule:
          scheduleId && schedule
            ? {
                id: scheduleId,
                code: schedule.code,
                name: schedule.name,
                pairs: inForce?.pairs ?? [],
              }
            : null,
        leave: leave ? presentLeave(leave, media) : null,
        // Overtime an approved request covers (issue 17); the rest of the day's is unauthorized.
        authorized_overtime_minutes: Math.min(
          authorized.get(day) ?? 0,
          Object.values(figures.overtime).reduce((sum, m) => sum + Number(m), 0),
        ),
        closed: closed.some((p) => p.fromDate <= day && day <= p.toDate),
        pending,
      });
    }
    return { days, totals };
  }

  return {
    /**
     * One employee's days, totals and closed periods inside the caller's transaction (the
     * reports read these: the same figures the timesheet screen shows).
     */
    async employeeDays(t: Tenant, employeeId: string, timeZone: string, from: string, to: string) {
      const { days, totals } = await presentDays(t, employeeId, timeZone, from, to);
      const periods = await activePeriods(t, [employeeId], from, to);
      return { days, totals, periods: periods.map(presentPeriod) };
    },

    async timesheet(
      scope: CompanyScope,
      query: TimesheetQuery,
      today: string,
    ): Promise<TimesheetData> {
      return withTenant(db, scope, async (t) => {
        const employeeId = await employeeFor(t, scope, query.employee_id);
        const employee = await timesheetEmployee(t, employeeId);
        if (!employee) throw AppError.notFound();
        const { from, to } =
          query.from && query.to ? { from: query.from, to: query.to } : monthOf(today);
        const { days, totals } = await presentDays(t, employee.id, employee.timeZone, from, to);
        const periods = await activePeriods(t, [employee.id], from, to);
        return {
          employee: {
            id: employee.id,
            name: employee.name,
            cpf: employee.cpf,
            registration: employee.registration,
            subsidiary: { id: employee.subsidiaryId, name: employee.subsidiaryName },
            department: employee.departmentId
              ? { id: employee.departmentId, name: employee.departmentName ?? '' }
              : null,
            time_zone: employee.timeZone,
          },
          from,
          to,
          days,
          totals,
          periods: periods.map(presentPeriod),
          can_treat: treatsTimesheets(scope),
        };
      });
    },

    async overview(
      scope: CompanyScope,
      query: TimesheetOverviewQuery,
    ): Promise<TimesheetOverviewData> {
      const { limit, offset } = pageWindow(query);
      const page = await withTenant(db, scope, async (t) => {
        const found = await overviewPage(
          t,
          {
            from: query.from,
            to: query.to,
            subsidiaryId: query.subsidiary_id,
            departmentId: query.department_id,
            scheduleId: query.schedule_id,
            search: query.search,
            status: query.status,
          },
          { limit, offset },
        );
        const periods = new Map(
          (
            await periodsByIds(
              t,
              found.rows.map((r) => r.periodId).filter((id): id is string => !!id),
            )
          ).map((p) => [p.id, p]),
        );
        return { ...found, periods };
      });
      // Days never computed (or changed) are computed in the background; the screen polls.
      if (page.pendingDays > 0)
        recompute.request({ companyId: scope.companyId, from: query.from, to: query.to });
      return {
        results: page.rows.map((r) => {
          const period = r.periodId ? page.periods.get(r.periodId) : undefined;
          return {
            employee: { id: r.employeeId, name: r.name, cpf: r.cpf, registration: r.registration },
            subsidiary: { id: r.subsidiaryId, name: r.subsidiaryName },
            department: r.departmentId
              ? { id: r.departmentId, name: r.departmentName ?? '' }
              : null,
            schedule: r.scheduleId ? { id: r.scheduleId, name: r.scheduleName ?? '' } : null,
            totals: { ...(r.sums as Omit<DayFiguresData, 'overtime'>), overtime: r.overtime },
            problem_days: r.problemDays,
            pending_treatments: r.treatmentDays,
            days:
              Math.round(
                (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) /
                  86_400_000,
              ) + 1,
            pending_days: r.pendingDays,
            status: r.closedWhole ? 'closed' : r.closedSome ? 'partly_closed' : 'open',
            period: period ? presentPeriod(period) : null,
          };
        }),
        count: page.count,
        page: query.page,
        page_size: query.page_size,
        progress: { pending_days: page.pendingDays, total_days: page.totalDays },
      };
    },
  };
}
export type TimesheetService = ReturnType<typeof createTimesheetService>;
