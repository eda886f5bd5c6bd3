import type { Tenant } from '@ponteiro/db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';

// SQL of the alerts the hourly and daily jobs send: flagged punches, the expiring certificate.

export interface FlaggedPunch {
  recordId: string;
  employeeId: string;
  employeeName: string;
  /** The workday and wall time in the workplace's zone. */
  date: string;
  time: string;
  flag: string;
}

/** An offline punch sent later than this after it was taken is not announced (index bound). */
const PUNCHED_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/** Punches recorded since `since` that the product flagged (outside the geofence, offline…). */
export async function flaggedPunchesSince(t: Tenant, since: Date): Promise<FlaggedPunch[]> {
  const rows = rowsOf(
    // punched_at bounds the scan to register_records_punch_idx (company, punched_at, type 7).
    await t.db.execute(sql`
      select r.id, r.employee_id, e.name, r.flags[1] as flag,
             to_char(r.punched_at at time zone r.time_zone, 'YYYY-MM-DD') as day,
             to_char(r.punched_at at time zone r.time_zone, 'HH24:MI') as hm
        from register_records r
        join employees e on e.company_id = r.company_id and e.id = r.employee_id
       where r.company_id = ${t.companyId} and r.type = '7'
         and cardinality(r.flags) > 0 and r.recorded_at >= ${since.toISOString()}
         and r.punched_at >= ${new Date(since.getTime() - PUNCHED_WITHIN_MS).toISOString()}
       order by r.recorded_at, r.id`),
  );
  return rows.map((r) => ({
    recordId: String(r.id),
    employeeId: String(r.employee_id),
    employeeName: String(r.name),
    date: String(r.day),
    time: String(r.hm),
    flag: String(r.flag),
  }));
}

/** The company's certificate when it expires before `horizon` (and has not yet expired). */
export async function certificateExpiringBy(
  t: Tenant,
  now: Date,
  horizon: Date,
): Promise<{ subject: string; validUntil: Date } | null> {
  const [row] = rowsOf(
    await t.db.execute(sql`
      select certificate_subject, certificate_valid_until from register_settings
       where company_id = ${t.companyId} and certificate_sealed is not null
         and certificate_valid_until > ${now.toISOString()}
         and certificate_valid_until <= ${horizon.toISOString()}`),
  );
  if (!row) return null;
  return {
    subject: String(row.certificate_subject ?? ''),
    validUntil:
      row.certificate_valid_until instanceof Date
        ? row.certificate_valid_until
        : new Date(String(row.certificate_valid_until)),
  };
}
