import { type Database, withTenant } from '@ponteiro/db';
import { ALL_PERMISSIONS, type LeaveBalanceRow } from '@ponteiro/shared';
import type { RequestContext } from '../../lib/audit.js';
import { addDays, dateIn } from '../../lib/calendar-date.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import type { HoursBankBalanceService } from '../balances/hours-bank.service.js';
import type { LeaveBalanceService } from '../balances/leave.service.js';
import { createAlerts } from './alerts.js';
import type { Notifier } from './notifier.js';
import { activeCompanyIds, employeesWithAccounts } from './repository.js';

/** The pg-boss queue of the daily reminders. */
export const REMINDERS_QUEUE = 'notifications.reminders';
/** Hours-bank credit expiring within this many days is announced. */
export const BANK_NOTICE_DAYS = 30;
/** The day the reminders are dated by (the company's people are in Brazil). */
const REMINDER_ZONE = 'America/Sao_Paulo';

const SYSTEM_CONTEXT = { requestId: 'job:reminders', ip: null } as unknown as RequestContext;

/**
 * The daily reminders: a vacation concession period ending soon (CLT art. 137: paid in double
 * after it) — by default to the employee and the administrators; hours-bank credit expiring within
 * 30 days — by default to the employee; the company's certificate expiring within 30 days — by
 * default to the administrators. Who and how follow the notification settings (issue 19). Each
 * subject once (dedupe key), whatever how often the job runs. The hourly abnormal-punch alerts
 * ride along (`abnormalPunches`), so the jobs need nothing more than this object.
 */
export function createReminders(deps: {
  db: Database;
  leaveBalance: LeaveBalanceService;
  hoursBank: HoursBankBalanceService;
  notifier: Notifier;
}) {
  const { db, notifier } = deps;
  const alerts = createAlerts({ db, notifier });

  async function company(companyId: string, today: string): Promise<number> {
    let sent = 0;
    const staff: CompanyScope = {
      companyId,
      userId: '00000000-0000-0000-0000-000000000000',
      familyId: '',
      role: 'owner',
      permissions: ALL_PERMISSIONS,
      context: SYSTEM_CONTEXT,
    };
    const people = await withTenant(db, { companyId }, (t) => employeesWithAccounts(t));
    const accountOf = new Map(people.map((p) => [p.id, p.userId]));
    const expiring: LeaveBalanceRow[] = [];
    for (let page = 1; ; page++) {
      const balance = await deps.leaveBalance.list(
        staff,
        { page, page_size: 100, attention: 'true' },
        today,
      );
      expiring.push(...balance.results.filter((r) => r.vacation.attention === 'expiring'));
      if (balance.results.length < 100) break;
    }
    if (expiring.length > 0) {
      await withTenant(db, { companyId }, async (t) => {
        for (const row of expiring) {
          const period = row.vacation.periods.find((p) => p.expiring_soon);
          if (!period) continue;
          const employeeUser = accountOf.get(row.employee.id);
          await notifier.notify(
            t,
            // The employee; the settings add the administrators (default roles) or others.
            employeeUser ? [employeeUser] : [],
            'vacation_expiring',
            {
              employee_id: row.employee.id,
              employee_name: row.employee.name,
              date: period.concession_end,
              days: period.left_days,
            },
            `vacation:${row.employee.id}:${period.concession_end}`,
          );
          sent++;
        }
      });
    }
    const horizon = addDays(today, BANK_NOTICE_DAYS);
    for (const person of people) {
      const ledger = await deps.hoursBank.ledger(
        { ...staff, userId: person.userId, role: 'employee', permissions: [] },
        {},
        today,
      );
      const next = ledger.next_expiry;
      if (!next || next.minutes <= 0 || next.date > horizon) continue;
      await withTenant(db, { companyId }, (t) =>
        notifier.notify(
          t,
          [person.userId],
          'hours_bank_expiring',
          {
            employee_id: person.id,
            employee_name: person.name,
            date: next.date,
            minutes: next.minutes,
          },
          `bank:${person.id}:${next.date}`,
        ),
      );
      sent++;
    }
    return sent;
  }

  return {
    /** Visits every active company; answers how many reminders were due (sent or already sent). */
    async run(at: Date = new Date()): Promise<number> {
      const today = dateIn(at, REMINDER_ZONE);
      let due = 0;
      for (const companyId of await activeCompanyIds(db)) due += await company(companyId, today);
      if (due > 0) notifier.flush();
      return due + (await alerts.certificates(at));
    },
    /** The hourly job: punches flagged lately, to their managers (per the settings). */
    abnormalPunches: alerts.abnormalPunches,
    /** The notifier the jobs use (the period close and the test send share it). */
    notifier,
  };
}
export type Reminders = ReturnType<typeof createReminders>;
