import { type Database, type Tenant, withTenant } from '@ponteiro/db';
import {
  AppError,
  type HoursBankAdjustment,
  type HoursBankAdjustmentBody,
  type HoursBankBalance,
  type HoursBankBalanceQuery,
} from '@ponteiro/shared';
import { compensationPeriod, type HoursBankMovement, hoursBankLedger } from '@ponteiro/time-engine';
import { type RequestContext, writeCompanyAudited } from '../../lib/audit.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { type Actor, writeScope } from '../organization/shared.js';
import { employeeOfUser } from '../punches/punch.repository.js';
import { HOURS_BANK_DEFAULTS } from '../time-policy/hours-bank.service.js';
import { findHoursBank } from '../time-policy/leave-hours-bank.repository.js';
import { computeDays } from '../timesheets/compute.js';
import { refuseClosedDays } from '../timesheets/period-guard.js';
import { treatsTimesheets } from '../timesheets/timesheet.service.js';
import {
  adjustmentsOf,
  bankDays,
  daysAreCurrent,
  insertAdjustment,
  latestOpening,
  ledgerEmployee,
} from './hours-bank.repository.js';

/**
 * The hours bank as a ledger (issue 17): one employee's credits and debits from the timesheets,
 * from the latest opening balance (else the admission), with the expiries the company's rules
 * cause, up to `to`. Days not computed yet are computed first (one employee: milliseconds a
 * month). Who works on timesheets may read anyone's; others only their own.
 */
export function createHoursBankBalanceService(db: Database) {
  /**
   * One employee's ledger inside the caller's transaction, for someone already allowed to see it
   * (the reports resolve who they cover before reading).
   */
  async function employeeLedger(
    t: Tenant,
    employeeId: string,
    query: Pick<HoursBankBalanceQuery, 'from' | 'to'>,
    today: string,
  ): Promise<HoursBankBalance> {
    const employee = await ledgerEmployee(t, employeeId);
    if (!employee) throw AppError.notFound();

    const saved = await findHoursBank(t);
    const settings = saved ?? HOURS_BANK_DEFAULTS;
    const rules = {
      period: settings.period,
      startMonth: settings.startMonth,
      expiryMonths: settings.expiryMonths,
      atExpiry: settings.atExpiry,
    };
    const to = query.to ?? today;
    const from = query.from ?? compensationPeriod(rules, to).from;
    if (from > to) {
      throw new AppError('validation_error', {
        status: 400,
        fieldErrors: { from: ['validation.date_range'] },
      });
    }

    const opening = await latestOpening(t, employeeId, to);
    const start = opening?.date ?? employee.admissionDate;
    const movements: HoursBankMovement[] = [];
    // Days after today have not happened: no figure of theirs counts (a window that ends
    // later still shows the expiries to come).
    const worked = to < today ? to : today;
    if (start <= to) {
      if (start <= worked && !(await daysAreCurrent(t, employeeId, start, worked))) {
        await computeDays(t, [employeeId], start, worked);
      }
      if (opening) {
        movements.push({
          date: opening.date,
          minutes: opening.minutes,
          kind: 'opening',
          ...(opening.note ? { note: opening.note } : {}),
        });
      }
      for (const day of await bankDays(t, employeeId, start, worked)) {
        movements.push({ date: day.day, minutes: day.minutes, kind: 'day' });
      }
      for (const adjustment of await adjustmentsOf(t, employeeId, start, to)) {
        movements.push({
          date: adjustment.day,
          minutes: adjustment.minutes,
          kind: 'adjustment',
          note: adjustment.reason,
        });
      }
    }
    const ledger = hoursBankLedger(rules, movements, to);
    const before = ledger.lines.filter((line) => line.date < from).at(-1)?.balance ?? 0;
    return {
      employee: {
        id: employee.id,
        name: employee.name,
        registration: employee.registration,
      },
      rules: {
        period: rules.period,
        start_month: rules.startMonth,
        expiry_months: rules.expiryMonths,
        at_expiry: rules.atExpiry,
        ref: ledger.ref,
      },
      from,
      to,
      opening: opening ? { date: opening.date, minutes: opening.minutes } : null,
      balance_before: before,
      lines: ledger.lines.filter((line) => line.date >= from && line.date <= to),
      balance: ledger.balance,
      period: ledger.period,
      next_expiry: ledger.next_expiry,
    };
  }

  return {
    employeeLedger,

    ledger: (
      scope: CompanyScope,
      query: HoursBankBalanceQuery,
      today: string,
    ): Promise<HoursBankBalance> =>
      withTenant(db, { companyId: scope.companyId }, async (t) => {
        // Anyone's for who works on timesheets; else only one's own (another's: 404).
        let employeeId = query.employee_id;
        if (!employeeId || !treatsTimesheets(scope)) {
          const own = await employeeOfUser(t, scope.userId);
          if (!own) {
            if (employeeId) throw AppError.notFound();
            throw new AppError('business_rule', { message: 'validation.no_employee' });
          }
          if (employeeId && employeeId !== own.id) throw AppError.notFound();
          employeeId = own.id;
        }
        return employeeLedger(t, employeeId, query, today);
      }),

    /**
     * A manual credit or debit with its reason, on a day up to today and outside closed periods
     * (409); the employee's timesheet is not touched, the ledger shows it as an adjustment.
     */
    adjust: (
      actor: Actor,
      body: HoursBankAdjustmentBody,
      today: string,
      context: RequestContext,
    ): Promise<HoursBankAdjustment> =>
      writeCompanyAudited(
        db,
        writeScope(actor, context, 'hours_bank_adjustment'),
        async (t, audit) => {
          if (body.day > today) {
            throw new AppError('validation_error', {
              status: 422,
              fieldErrors: { day: ['validation.hours_bank_adjustment_future'] },
            });
          }
          if (!(await ledgerEmployee(t, body.employee_id))) throw AppError.notFound();
          await refuseClosedDays(t, body.employee_id, body.day);
          const row = await insertAdjustment(t, {
            employeeId: body.employee_id,
            day: body.day,
            minutes: body.minutes,
            reason: body.reason,
            createdBy: actor.userId,
          });
          const created: HoursBankAdjustment = {
            id: row.id,
            employee_id: row.employeeId,
            day: row.day,
            minutes: row.minutes,
            reason: row.reason,
            created_at: row.createdAt.toISOString(),
          };
          await audit({ action: 'create', entityId: row.id, after: created });
          return created;
        },
      ),
  };
}
export type HoursBankBalanceService = ReturnType<typeof createHoursBankBalanceService>;
