import { punchTreatments, type Tenant, users } from '@ponteiro/db';
import type { PunchFlag, PunchSource, PunchStatus } from '@ponteiro/shared';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

// The punch log: the register's punches (type 7) and the punches managers included, side by side,
// each with its status (a disregard or an undone inclusion takes it out) and its treatments.

/** A line of the log as read (instants as Date; the service presents them in their zone). */
export interface PunchLogRow {
  id: string;
  kind: 'recorded' | 'included';
  employeeId: string;
  employeeName: string;
  employeeCpf: string;
  subsidiaryId: string;
  subsidiaryName: string;
  nsr: number | null;
  punchedAt: Date;
  recordedAt: Date;
  timeZone: string;
  collector: string | null;
  source: PunchSource;
  offline: boolean;
  hash: string | null;
  flags: PunchFlag[];
  latitude: number | null;
  longitude: number | null;
  accuracyM: number | null;
  status: PunchStatus;
}

export interface PunchLogFilter {
  employeeId?: string;
  subsidiaryId?: string;
  /** Dates in each punch's own zone, inclusive. */
  from: string;
  to: string;
  source?: PunchSource;
  status?: PunchStatus;
  flag?: PunchFlag;
  descending: boolean;
}

/** The FROM … WHERE of the log's lines: both kinds with their status, filtered. */
function logQuery(t: Tenant, filter: PunchLogFilter): SQL {
  const company = t.companyId;
  // An index-friendly window around the dates (zones are at most ±14 h from UTC), then the exact
  // date in each punch's zone.
  const lower = sql`(${filter.from}::date - 1)::timestamp at time zone 'UTC'`;
  const upper = sql`(${filter.to}::date + 2)::timestamp at time zone 'UTC'`;
  const recordedEmployee = filter.employeeId
    ? sql`and r.employee_id = ${filter.employeeId}`
    : sql``;
  const includedEmployee = filter.employeeId
    ? sql`and pt.employee_id = ${filter.employeeId}`
    : sql``;
  return sql`
    from (
      select r.id, 'recorded' as kind, r.employee_id, r.subsidiary_id, r.nsr, r.punched_at,
        r.recorded_at, r.time_zone, r.collector,
        coalesce(r.details->>'source', case r.collector when '01' then 'mobile' when '03' then 'desktop'
          when '02' then 'web' else 'device' end) as source,
        coalesce(r.offline, false) as offline, r.hash, r.flags,
        (r.details->>'latitude')::float8 as latitude, (r.details->>'longitude')::float8 as longitude,
        (r.details->>'accuracyM')::float8 as accuracy_m,
        case when exists (
          select 1 from punch_treatments d
          where d.company_id = r.company_id and d.record_id = r.id and d.kind = 'disregard'
            and not exists (select 1 from punch_treatments u where u.company_id = d.company_id
              and u.target_id = d.id and u.kind = 'undo')
        ) then 'disregarded' else 'valid' end as status
      from register_records r
      where r.company_id = ${company} and r.type = '7'
        and r.punched_at >= ${lower} and r.punched_at < ${upper}
        and (r.punched_at at time zone r.time_zone)::date between ${filter.from}::date and ${filter.to}::date
        ${recordedEmployee}
      union all
      select pt.id, 'included', pt.employee_id, e.subsidiary_id, null, pt.punched_at, pt.created_at,
        pt.time_zone, null, 'admin', false, null, '{}'::text[], null, null, null,
        case when exists (select 1 from punch_treatments u where u.company_id = pt.company_id
          and u.target_id = pt.id and u.kind = 'undo') then 'disregarded' else 'valid' end
      from punch_treatments pt
      join employees e on e.company_id = pt.company_id and e.id = pt.employee_id
      where pt.company_id = ${company} and pt.kind = 'include'
        and pt.punched_at >= ${lower} and pt.punched_at < ${upper}
        and (pt.punched_at at time zone pt.time_zone)::date between ${filter.from}::date and ${filter.to}::date
        ${includedEmployee}
    ) log
    join employees emp on emp.company_id = ${company} and emp.id = log.employee_id
    join subsidiaries sub on sub.company_id = ${company} and sub.id = log.subsidiary_id
    where true
      ${filter.subsidiaryId ? sql`and log.subsidiary_id = ${filter.subsidiaryId}` : sql``}
      ${filter.source ? sql`and log.source = ${filter.source}` : sql``}
      ${filter.status ? sql`and log.status = ${filter.status}` : sql``}
      ${filter.flag ? sql`and ${filter.flag} = any(log.flags)` : sql``}`;
}

type RawLogRow = Record<string, unknown>;

function toRow(r: RawLogRow): PunchLogRow {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: String(r.id),
    kind: r.kind as PunchLogRow['kind'],
    employeeId: String(r.employee_id),
    employeeName: String(r.employee_name),
    employeeCpf: String(r.employee_cpf),
    subsidiaryId: String(r.subsidiary_id),
    subsidiaryName: String(r.subsidiary_name),
    nsr: num(r.nsr),
    punchedAt: new Date(r.punched_at as string),
    recordedAt: new Date(r.recorded_at as string),
    timeZone: String(r.time_zone),
    collector: (r.collector as string | null) ?? null,
    source: r.source as PunchSource,
    offline: r.offline === true || r.offline === 't',
    hash: (r.hash as string | null) ?? null,
    flags: parseTextArray(r.flags) as PunchFlag[],
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    accuracyM: num(r.accuracy_m),
    status: r.status as PunchStatus,
  };
}

/** node-postgres parses text[]; PGlite too — but a raw '{a,b}' string is handled as well. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) {
    const inner = value.slice(1, -1);
    return inner ? inner.split(',') : [];
  }
  return [];
}

function rowsOf(result: unknown): RawLogRow[] {
  return ((result as { rows?: RawLogRow[] }).rows ?? (result as RawLogRow[])) as RawLogRow[];
}

/** One page of the log and the count of all matching lines. */
export async function punchLogPage(
  t: Tenant,
  filter: PunchLogFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PunchLogRow[]; count: number }> {
  const base = logQuery(t, filter);
  const order = filter.descending ? sql`desc` : sql`asc`;
  const listed = await t.db.execute(sql`
    with lines as (${selectLines(base)})
    select *, count(*) over () as total from lines
    order by punched_at ${order}, id ${order}
    limit ${page.limit} offset ${page.offset}`);
  const rows = rowsOf(listed);
  let count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page.offset > 0) {
    const counted = await t.db.execute(
      sql`with lines as (${selectLines(base)}) select count(*)::int as n from lines`,
    );
    count = Number(rowsOf(counted)[0]?.n ?? 0);
  }
  return { rows: rows.map(toRow), count };
}

function selectLines(from: SQL): SQL {
  return sql`select log.*, emp.name as employee_name, emp.cpf as employee_cpf,
    sub.name as subsidiary_name ${from}`;
}

/** A treatment as the log shows it. */
export interface TreatmentRow {
  id: string;
  kind: 'include' | 'disregard' | 'undo';
  recordId: string | null;
  targetId: string | null;
  reason: string;
  authorUserId: string | null;
  authorName: string | null;
  createdAt: Date;
}

/**
 * The treatments of these log lines: disregards of recorded punches, the inclusions themselves,
 * and the undos of either — oldest first.
 */
export async function treatmentsOf(t: Tenant, lineIds: readonly string[]): Promise<TreatmentRow[]> {
  if (lineIds.length === 0) return [];
  const ids = [...lineIds];
  const read = (where: SQL | undefined) =>
    t.db
      .select({
        id: punchTreatments.id,
        kind: punchTreatments.kind,
        recordId: punchTreatments.recordId,
        targetId: punchTreatments.targetId,
        reason: punchTreatments.reason,
        authorUserId: punchTreatments.authorUserId,
        authorName: users.name,
        createdAt: punchTreatments.createdAt,
      })
      .from(punchTreatments)
      .leftJoin(users, eq(users.id, punchTreatments.authorUserId))
      .where(t.where(punchTreatments, where))
      .orderBy(asc(punchTreatments.createdAt), asc(punchTreatments.id));
  const direct = await read(
    or(inArray(punchTreatments.recordId, ids), inArray(punchTreatments.id, ids)),
  );
  if (direct.length === 0) return [];
  const undos = await read(
    and(
      eq(punchTreatments.kind, 'undo'),
      inArray(
        punchTreatments.targetId,
        direct.map((d) => d.id),
      ),
    ),
  );
  return [...direct, ...undos];
}

/**
 * The punches that count for many employees at once (timesheets compute in batches): instants
 * per employee, in order: recorded and not disregarded, or included and not undone (the log's
 * `valid` status).
 */
export async function effectivePunchesOf(
  t: Tenant,
  employeeIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, Date[]>> {
  const byEmployee = new Map<string, Date[]>();
  if (employeeIds.length === 0) return byEmployee;
  const ids = sql`array[${sql.join(
    employeeIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const lower = sql`(${from}::date - 1)::timestamp at time zone 'UTC'`;
  const upper = sql`(${to}::date + 2)::timestamp at time zone 'UTC'`;
  const result = await t.db.execute(sql`
    select r.employee_id, r.punched_at from register_records r
    where r.company_id = ${t.companyId} and r.type = '7' and r.employee_id = any(${ids})
      and r.punched_at >= ${lower} and r.punched_at < ${upper}
      and (r.punched_at at time zone r.time_zone)::date between ${from}::date and ${to}::date
      and not exists (
        select 1 from punch_treatments d
        where d.company_id = r.company_id and d.record_id = r.id and d.kind = 'disregard'
          and not exists (select 1 from punch_treatments u where u.company_id = d.company_id
            and u.target_id = d.id and u.kind = 'undo'))
    union all
    select pt.employee_id, pt.punched_at from punch_treatments pt
    where pt.company_id = ${t.companyId} and pt.kind = 'include' and pt.employee_id = any(${ids})
      and pt.punched_at >= ${lower} and pt.punched_at < ${upper}
      and (pt.punched_at at time zone pt.time_zone)::date between ${from}::date and ${to}::date
      and not exists (select 1 from punch_treatments u where u.company_id = pt.company_id
        and u.target_id = pt.id and u.kind = 'undo')
    order by 2`);
  for (const row of rowsOf(result)) {
    const employeeId = String(row.employee_id);
    const list = byEmployee.get(employeeId) ?? [];
    list.push(new Date(row.punched_at as string));
    byEmployee.set(employeeId, list);
  }
  return byEmployee;
}
