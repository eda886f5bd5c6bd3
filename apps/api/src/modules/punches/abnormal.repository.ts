import { punchReviews, type Tenant } from '@ponteiro/db';
import type { AbnormalPunchDecision, AbnormalPunchKind } from '@ponteiro/shared';
import { type SQL, sql } from 'drizzle-orm';

// The abnormal-punch screens' SQL: who may have anomalies in a period, the latest decision of
// each anomaly, and what a decision checks and writes. The punches themselves come from the
// punch log's query (punch-log.repository.ts), which already knows which ones count.

type Raw = Record<string, unknown>;

function rowsOf(result: unknown): Raw[] {
  return ((result as { rows?: Raw[] }).rows ?? (result as Raw[])) as Raw[];
}

/** Dates are read as text (`::text`): no driver turns them into a local midnight. */
const dateText = (value: unknown): string => String(value).slice(0, 10);

const dateOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : dateText(value);

export interface AbnormalFilter {
  /** Days (in each workplace's zone), inclusive. */
  from: string;
  to: string;
  employeeId?: string;
  /** The employee's current workplace. */
  subsidiaryId?: string;
}

/** An employee who may have anomalies in the period, with what the rules need of them. */
export interface AbnormalEmployee {
  id: string;
  name: string;
  cpf: string;
  subsidiaryId: string;
  subsidiaryName: string;
  timeZone: string;
  status: string;
  admissionDate: string;
  terminationDate: string | null;
  /** The first day of their first schedule assignment (null: no schedule at all). */
  firstAssignment: string | null;
}

/**
 * The employees of the filter who have a schedule by the end of the period (a day without
 * punches can be missing), or punches or decisions in it.
 */
export async function abnormalEmployees(
  t: Tenant,
  filter: AbnormalFilter,
): Promise<AbnormalEmployee[]> {
  const company = t.companyId;
  const lower = sql`(${filter.from}::date - 1)::timestamp at time zone 'UTC'`;
  const upper = sql`(${filter.to}::date + 2)::timestamp at time zone 'UTC'`;
  const narrow: SQL[] = [];
  if (filter.employeeId) narrow.push(sql`and e.id = ${filter.employeeId}`);
  if (filter.subsidiaryId) narrow.push(sql`and e.subsidiary_id = ${filter.subsidiaryId}`);
  const result = await t.db.execute(sql`
    select * from (
      select e.id, e.name, e.cpf, e.subsidiary_id, s.name as subsidiary_name,
        s.timezone as time_zone, e.status, e.admission_date::text as admission_date,
        e.termination_date::text as termination_date,
        (select min(es.effective_from)::text from employee_schedules es
          where es.company_id = e.company_id and es.employee_id = e.id) as first_assignment,
        exists (select 1 from register_records r where r.company_id = e.company_id
          and r.type = '7' and r.employee_id = e.id
          and r.punched_at >= ${lower} and r.punched_at < ${upper}) as punched,
        exists (select 1 from punch_treatments pt where pt.company_id = e.company_id
          and pt.kind = 'include' and pt.employee_id = e.id
          and pt.punched_at >= ${lower} and pt.punched_at < ${upper}) as included,
        exists (select 1 from punch_reviews pr where pr.company_id = e.company_id
          and pr.employee_id = e.id
          and pr.day between ${filter.from}::date and ${filter.to}::date) as reviewed
      from employees e
      join subsidiaries s on s.company_id = e.company_id and s.id = e.subsidiary_id
      where e.company_id = ${company} ${sql.join(narrow, sql` `)}
    ) candidates
    where (first_assignment is not null and first_assignment::date <= ${filter.to}::date)
      or punched or included or reviewed`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    cpf: String(r.cpf),
    subsidiaryId: String(r.subsidiary_id),
    subsidiaryName: String(r.subsidiary_name),
    timeZone: String(r.time_zone),
    status: String(r.status),
    admissionDate: dateText(r.admission_date),
    terminationDate: dateOrNull(r.termination_date),
    firstAssignment: dateOrNull(r.first_assignment),
  }));
}

/** The latest decision on an anomaly. */
export interface LatestReview {
  kind: AbnormalPunchKind;
  employeeId: string;
  day: string;
  recordId: string | null;
  decision: AbnormalPunchDecision;
  reason: string;
  authorUserId: string | null;
  authorName: string | null;
  createdAt: Date;
}

/** The latest decision of every anomaly decided on in the period (days inclusive). */
export async function latestReviews(
  t: Tenant,
  filter: Pick<AbnormalFilter, 'from' | 'to' | 'employeeId'>,
): Promise<LatestReview[]> {
  const result = await t.db.execute(sql`
    select distinct on (pr.kind, pr.employee_id, pr.day, pr.record_id)
      pr.kind, pr.employee_id, pr.day::text as day, pr.record_id, pr.decision, pr.reason,
      pr.author_user_id, u.name as author_name, pr.created_at
    from punch_reviews pr
    left join users u on u.id = pr.author_user_id
    where pr.company_id = ${t.companyId}
      and pr.day between ${filter.from}::date and ${filter.to}::date
      ${filter.employeeId ? sql`and pr.employee_id = ${filter.employeeId}` : sql``}
    order by pr.kind, pr.employee_id, pr.day, pr.record_id, pr.created_at desc, pr.id desc`);
  return rowsOf(result).map((r) => ({
    kind: r.kind as AbnormalPunchKind,
    employeeId: String(r.employee_id),
    day: dateText(r.day),
    recordId: (r.record_id as string | null) ?? null,
    decision: r.decision as AbnormalPunchDecision,
    reason: String(r.reason),
    authorUserId: (r.author_user_id as string | null) ?? null,
    authorName: (r.author_name as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
  }));
}

/** Which of these ids are employees of the company. */
export async function companyEmployeeIds(t: Tenant, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const result = await t.db.execute(sql`
    select id from employees
    where company_id = ${t.companyId}
      and id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  return new Set(rowsOf(result).map((r) => String(r.id)));
}

/** A punch (type-7 record) as a decision checks it. */
export interface ReviewedPunch {
  id: string;
  employeeId: string;
  nsr: number;
  punchedAt: Date;
  timeZone: string;
  /** A disregard nobody undid takes it out. */
  disregarded: boolean;
}

/** The company's punches among these ids, with whether each is disregarded now. */
export async function punchesForReview(
  t: Tenant,
  ids: readonly string[],
): Promise<Map<string, ReviewedPunch>> {
  if (ids.length === 0) return new Map();
  const result = await t.db.execute(sql`
    select r.id, r.employee_id, r.nsr, r.punched_at, r.time_zone,
      exists (
        select 1 from punch_treatments d
        where d.company_id = r.company_id and d.record_id = r.id and d.kind = 'disregard'
          and not exists (select 1 from punch_treatments u where u.company_id = d.company_id
            and u.target_id = d.id and u.kind = 'undo')
      ) as disregarded
    from register_records r
    where r.company_id = ${t.companyId} and r.type = '7'
      and r.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  return new Map(
    rowsOf(result).map((r) => [
      String(r.id),
      {
        id: String(r.id),
        employeeId: String(r.employee_id),
        nsr: Number(r.nsr),
        punchedAt: new Date(r.punched_at as string),
        timeZone: String(r.time_zone),
        disregarded: r.disregarded === true || r.disregarded === 't',
      },
    ]),
  );
}

export type ReviewInsert = Omit<typeof punchReviews.$inferInsert, 'companyId'>;
export type StoredReview = typeof punchReviews.$inferSelect;

/** Appends decisions (the table refuses changes: a new decision is a new row). */
export async function insertReviews(t: Tenant, rows: ReviewInsert[]): Promise<StoredReview[]> {
  if (rows.length === 0) return [];
  return t.db
    .insert(punchReviews)
    .values(rows.map((row) => t.values(punchReviews, row)))
    .returning();
}
