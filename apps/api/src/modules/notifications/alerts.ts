import { type Database, withTenant } from '@ponteiro/db';
import { dateIn } from '../../lib/calendar-date.js';
import { certificateExpiringBy, flaggedPunchesSince } from './alerts.repository.js';
import type { Notifier } from './notifier.js';
import { activeCompanyIds, employeeAccount } from './repository.js';

/** The pg-boss queue of the hourly abnormal-punch alerts. */
export const ABNORMAL_ALERTS_QUEUE = 'notifications.abnormal_punches';
/**
 * How far back the hourly job looks: two hours, so a late or missed run loses nothing; the
 * dedupe key (`abnormal:<record>`) keeps a punch from being announced twice.
 */
export const ABNORMAL_LOOKBACK_MS = 2 * 60 * 60 * 1000;
/** A certificate expiring within this many days is announced (once per certificate). */
export const CERTIFICATE_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const ZONE = 'America/Sao_Paulo';

/**
 * Alerts that no user action raises: punches the product flagged (the punch module is left
 * alone: the job reads what it recorded) and the company's A1 certificate expiring. Recipients
 * and channels follow the notification settings.
 */
export function createAlerts(deps: { db: Database; notifier: Notifier }) {
  const { db, notifier } = deps;

  async function abnormalOf(companyId: string, since: Date): Promise<number> {
    return withTenant(db, { companyId }, async (t) => {
      const punches = await flaggedPunchesSince(t, since);
      for (const punch of punches) {
        const account = await employeeAccount(t, punch.employeeId);
        await notifier.notify(
          t,
          account ? [account] : [],
          'abnormal_punch',
          {
            employee_id: punch.employeeId,
            employee_name: punch.employeeName,
            date: punch.date,
            time: punch.time,
            flag: punch.flag,
          },
          `abnormal:${punch.recordId}`,
        );
      }
      return punches.length;
    });
  }

  async function certificateOf(companyId: string, at: Date): Promise<number> {
    return withTenant(db, { companyId }, async (t) => {
      const certificate = await certificateExpiringBy(
        t,
        at,
        new Date(at.getTime() + CERTIFICATE_NOTICE_DAYS * DAY_MS),
      );
      if (!certificate) return 0;
      const until = dateIn(certificate.validUntil, ZONE);
      await notifier.notify(
        t,
        [],
        'certificate_expiring',
        {
          subject: certificate.subject,
          date: until,
          days: Math.max(0, Math.ceil((certificate.validUntil.getTime() - at.getTime()) / DAY_MS)),
        },
        // Once per certificate: a new upload has another expiry.
        `certificate:${certificate.validUntil.toISOString()}`,
      );
      return 1;
    });
  }

  return {
    /** Hourly: punches flagged in the last two hours; answers how many were due. */
    async abnormalPunches(at: Date = new Date()): Promise<number> {
      const since = new Date(at.getTime() - ABNORMAL_LOOKBACK_MS);
      let due = 0;
      for (const companyId of await activeCompanyIds(db)) due += await abnormalOf(companyId, since);
      if (due > 0) notifier.flush();
      return due;
    },
    /** Daily (with the reminders): the certificate expiring within 30 days. */
    async certificates(at: Date = new Date()): Promise<number> {
      let due = 0;
      for (const companyId of await activeCompanyIds(db)) due += await certificateOf(companyId, at);
      if (due > 0) notifier.flush();
      return due;
    },
  };
}
export type Alerts = ReturnType<typeof createAlerts>;
