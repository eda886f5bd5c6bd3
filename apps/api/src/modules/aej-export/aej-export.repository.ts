import { companies, schedules, subsidiaries, type Tenant } from '@ponteiro/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';

// SQL of the company's AEJ that no other module already has: the employer of the header, the
// employees of the period, the REP-P numbers, the schedules' codes and the days still pending.
// The punches, treatments, stored days, assignments and versions come from their own modules'
// repositories.

export interface AejEmployerRow {
  employerType: 'cnpj' | 'cpf';
  employerId: string;
  legalName: string;
  cno: string | null;
  caepf: string | null;
  timeZone: string;
}

/** The company as the header names it (no CNO/CAEPF: those belong to a workplace). */
export async function aejCompany(t: Tenant): Promise<AejEmployerRow> {
  const [row] = await t.db
    .select({
      employerType: companies.employerType,
      employerId: companies.employerId,
      legalName: companies.legalName,
      timeZone: companies.timezone,
    })
    .from(companies)
    .where(eq(companies.id, t.companyId));
  return { ...row!, cno: null, caepf: null };
}

/** A workplace as the header names it (its razão social, the company's when empty). */
export async function aejSubsidiary(t: Tenant, id: string): Promise<AejEmployerRow | null> {
  const [row] = await t.db
    .select({
      employerType: subsidiaries.employerType,
      employerId: subsidiaries.employerId,
      legalName: subsidiaries.legalName,
      cnoCaepfType: subsidiaries.cnoCaepfType,
      cnoCaepf: subsidiaries.cnoCaepf,
      timeZone: subsidiaries.timezone,
      companyLegalName: companies.legalName,
    })
    .from(subsidiaries)
    .innerJoin(companies, eq(companies.id, subsidiaries.companyId))
    .where(t.where(subsidiaries, eq(subsidiaries.id, id)));
  if (!row) return null;
  return {
    employerType: row.employerType,
    employerId: row.employerId,
    legalName: row.legalName || row.companyLegalName,
    cno: row.cnoCaepfType === 'cno' ? row.cnoCaepf : null,
    caepf: row.cnoCaepfType === 'caepf' ? row.cnoCaepf : null,
    timeZone: row.timeZone,
  };
}

/** Each workplace's own REP-P INPI number (null: the platform's). */
export async function aejRepNumbers(t: Tenant): Promise<Map<string, string>> {
  const rows = await t.db
    .select({ id: subsidiaries.id, inpi: subsidiaries.repInpiNumber })
    .from(subsidiaries)
    .where(t.where(subsidiaries));
  return new Map(rows.filter((r) => r.inpi).map((r) => [r.id, r.inpi!]));
}

export interface AejEmployeeRow {
  id: string;
  name: string;
  cpf: string;
  timeZone: string;
}

/** An index-friendly window around calendar dates (zones are at most ±14 h from UTC). */
const lowerBound = (from: string) => sql`(${from}::date - 2)::timestamp at time zone 'UTC'`;
const upperBound = (to: string) => sql`(${to}::date + 3)::timestamp at time zone 'UTC'`;

/**
 * The employees who may have something in the AEJ of `from`…`to`: a computed day in the period, or
 * a punch (recorded or included) around it — the service keeps those whose marks fall on a
 * workday of the period. With `subsidiaryId`, the employees of that workplace. Sorted by name
 * (the Portuguese way).
 */
export async function aejEmployees(
  t: Tenant,
  f: { from: string; to: string; subsidiaryId?: string | undefined },
): Promise<AejEmployeeRow[]> {
  const result = await t.db.execute(sql`
    select e.id, e.name, e.cpf, s.timezone
    from employees e
    join subsidiaries s on s.company_id = e.company_id and s.id = e.subsidiary_id
    where e.company_id = ${t.companyId}
      ${f.subsidiaryId ? sql`and e.subsidiary_id = ${f.subsidiaryId}` : sql``}
      and (
        exists (select 1 from timesheet_days d where d.company_id = e.company_id
          and d.employee_id = e.id and d.day between ${f.from}::date and ${f.to}::date
          and d.result is not null)
        or exists (select 1 from register_records r where r.company_id = e.company_id
          and r.type = '7' and r.employee_id = e.id
          and r.punched_at >= ${lowerBound(f.from)} and r.punched_at < ${upperBound(f.to)})
        or exists (select 1 from punch_treatments pt where pt.company_id = e.company_id
          and pt.kind = 'include' and pt.employee_id = e.id
          and pt.punched_at >= ${lowerBound(f.from)} and pt.punched_at < ${upperBound(f.to)})
      )
    order by e.sort_name, e.name, e.id`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    cpf: String(r.cpf),
    timeZone: String(r.timezone),
  }));
}

/** The codes (codHorContratual) of these schedules. */
export async function aejScheduleCodes(
  t: Tenant,
  scheduleIds: readonly string[],
): Promise<Map<string, string>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await t.db
    .select({ id: schedules.id, code: schedules.code })
    .from(schedules)
    .where(t.where(schedules, inArray(schedules.id, [...scheduleIds])));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/**
 * Employee-days of the period not computed yet or stale, for the employees the timesheets list
 * (hired by its end, not gone before its start, with a schedule by its end; of the workplace).
 */
export async function aejPendingDays(
  t: Tenant,
  f: { from: string; to: string; subsidiaryId?: string | undefined },
): Promise<number> {
  const result = await t.db.execute(sql`
    select coalesce(sum((${f.to}::date - ${f.from}::date + 1) - (
      select count(*) from timesheet_days d where d.company_id = e.company_id
        and d.employee_id = e.id and d.day between ${f.from}::date and ${f.to}::date
        and not d.stale)), 0)::int as pending
    from employees e
    where e.company_id = ${t.companyId}
      and e.admission_date <= ${f.to}::date
      and (e.termination_date is null or e.termination_date >= ${f.from}::date)
      and exists (select 1 from employee_schedules es where es.company_id = e.company_id
        and es.employee_id = e.id and es.effective_from <= ${f.to}::date)
      ${f.subsidiaryId ? sql`and e.subsidiary_id = ${f.subsidiaryId}` : sql``}`);
  return Number(rowsOf(result)[0]?.pending ?? 0);
}
