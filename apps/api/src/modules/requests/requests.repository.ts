import {
  type StoredFlowStep,
  type Tenant,
  taRequestEvents,
  taRequests,
  uuidv7,
} from '@ponteiro/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';

// SQL of the requests (ta_requests) and their path (ta_request_events).

export type RequestInsert = Omit<
  typeof taRequests.$inferInsert,
  'companyId' | 'id' | 'status' | 'createdAt'
>;

export async function insertRequest(t: Tenant, values: RequestInsert): Promise<string> {
  const id = uuidv7();
  await t.db.insert(taRequests).values(t.values(taRequests, { id, ...values }));
  return id;
}

export async function insertEvent(
  t: Tenant,
  values: {
    requestId: string;
    action: (typeof taRequestEvents.$inferInsert)['action'];
    step: number;
    actorUserId: string | null;
    onBehalfOf?: string | null;
    note?: string | null;
  },
): Promise<void> {
  await t.db.insert(taRequestEvents).values(t.values(taRequestEvents, { id: uuidv7(), ...values }));
}

export async function updateRequest(
  t: Tenant,
  id: string,
  values: Partial<
    Pick<
      typeof taRequests.$inferInsert,
      | 'status'
      | 'currentStep'
      | 'approverIds'
      | 'stepStartedAt'
      | 'decisionNote'
      | 'decidedAt'
      | 'resultId'
    >
  >,
): Promise<void> {
  await t.db
    .update(taRequests)
    .set(values)
    .where(t.where(taRequests, eq(taRequests.id, id)));
}

/** A request as the service reads it (with the names its answer shows). */
export interface RequestRow {
  id: string;
  employeeId: string;
  employeeName: string;
  employeeRegistration: string | null;
  employeeUserId: string | null;
  employeeTimeZone: string;
  departmentId: string | null;
  departmentName: string | null;
  subsidiaryId: string | null;
  type: 'manual_punch' | 'overtime' | 'leave';
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  day: string;
  punchedAt: Date | null;
  wallTime: string | null;
  minutes: number | null;
  leaveTypeId: string | null;
  leaveTypeName: string | null;
  leaveTypeCode: string | null;
  leaveRequiresDocument: boolean | null;
  fromDate: string | null;
  toDate: string | null;
  reason: string;
  attachmentKey: string | null;
  attachmentType: string | null;
  attachmentName: string | null;
  attachmentSize: number | null;
  flowId: string | null;
  flowName: string;
  steps: StoredFlowStep[];
  currentStep: number;
  approverIds: string[];
  stepStartedAt: Date;
  authorUserId: string | null;
  authorName: string | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  resultId: string | null;
  createdAt: Date;
}

const asDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : new Date(v as string);
const asText = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const asDay = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
};
const asUuids = (v: unknown): string[] => {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v === 'string')
    return v
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
  return [];
};

function toRow(r: Record<string, unknown>): RequestRow {
  return {
    id: String(r.id),
    employeeId: String(r.employee_id),
    employeeName: String(r.employee_name),
    employeeRegistration: asText(r.employee_registration),
    employeeUserId: asText(r.employee_user_id),
    employeeTimeZone: String(r.employee_time_zone),
    departmentId: asText(r.department_id),
    departmentName: asText(r.department_name),
    subsidiaryId: asText(r.subsidiary_id),
    type: r.type as RequestRow['type'],
    status: r.status as RequestRow['status'],
    day: asDay(r.day)!,
    punchedAt: asDate(r.punched_at),
    wallTime: asText(r.wall_time),
    minutes: r.minutes === null ? null : Number(r.minutes),
    leaveTypeId: asText(r.leave_type_id),
    leaveTypeName: asText(r.leave_type_name),
    leaveTypeCode: asText(r.leave_type_code),
    leaveRequiresDocument:
      r.leave_requires_document === null ? null : Boolean(r.leave_requires_document),
    fromDate: asDay(r.from_date),
    toDate: asDay(r.to_date),
    reason: String(r.reason),
    attachmentKey: asText(r.attachment_key),
    attachmentType: asText(r.attachment_type),
    attachmentName: asText(r.attachment_name),
    attachmentSize: r.attachment_size === null ? null : Number(r.attachment_size),
    flowId: asText(r.flow_id),
    flowName: String(r.flow_name),
    steps: (typeof r.steps === 'string' ? JSON.parse(r.steps) : r.steps) as StoredFlowStep[],
    currentStep: Number(r.current_step),
    approverIds: asUuids(r.approver_ids),
    stepStartedAt: asDate(r.step_started_at)!,
    authorUserId: asText(r.author_user_id),
    authorName: asText(r.author_name),
    decisionNote: asText(r.decision_note),
    decidedAt: asDate(r.decided_at),
    resultId: asText(r.result_id),
    createdAt: asDate(r.created_at)!,
  };
}

const SELECT = sql`
  select r.*, e.name as employee_name, e.registration as employee_registration,
         e.user_id as employee_user_id, e.department_id, d.name as department_name,
         e.subsidiary_id, coalesce(s.timezone, 'America/Sao_Paulo') as employee_time_zone,
         lt.name as leave_type_name, lt.code as leave_type_code,
         lt.requires_document as leave_requires_document, a.name as author_name
    from ta_requests r
    join employees e on e.company_id = r.company_id and e.id = r.employee_id
    left join departments d on d.company_id = e.company_id and d.id = e.department_id
    left join subsidiaries s on s.company_id = e.company_id and s.id = e.subsidiary_id
    left join leave_types lt on lt.company_id = r.company_id and lt.id = r.leave_type_id
    left join users a on a.id = r.author_user_id`;

export async function findRequest(
  t: Tenant,
  id: string,
  lock = false,
): Promise<RequestRow | undefined> {
  const [row] = rowsOf(
    await t.db.execute(
      sql`${SELECT} where r.company_id = ${t.companyId} and r.id = ${id}${lock ? sql` for update of r` : sql``}`,
    ),
  );
  return row ? toRow(row) : undefined;
}

export interface RequestFilter {
  types: readonly string[];
  ids?: readonly string[];
  status?: string;
  employeeId?: string;
  from?: string;
  to?: string;
  search?: string;
  /** Only the requests this user may see without timesheet rights. */
  visibleTo?: string;
  /** Only the pending requests these users decide now. */
  approvers?: readonly string[];
}

function whereOf(t: Tenant, f: RequestFilter): SQL {
  const parts: SQL[] = [sql`r.company_id = ${t.companyId}`];
  parts.push(
    sql`r.type in (${sql.join(
      f.types.map((x) => sql`${x}`),
      sql`, `,
    )})`,
  );
  if (f.ids) parts.push(sql`r.id = any(${uuidArray(f.ids)})`);
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.employeeId) parts.push(sql`r.employee_id = ${f.employeeId}`);
  if (f.from) parts.push(sql`coalesce(r.to_date, r.day) >= ${f.from}`);
  if (f.to) parts.push(sql`r.day <= ${f.to}`);
  if (f.search) parts.push(sql`(e.name ilike ${f.search} or e.registration ilike ${f.search})`);
  if (f.visibleTo) {
    parts.push(sql`(e.user_id = ${f.visibleTo} or r.author_user_id = ${f.visibleTo}
      or ${f.visibleTo} = any(r.approver_ids)
      or exists (select 1 from ta_request_events v where v.company_id = r.company_id
                  and v.request_id = r.id and (v.actor_user_id = ${f.visibleTo} or v.on_behalf_of = ${f.visibleTo})))`);
  }
  if (f.approvers) {
    parts.push(sql`r.status = 'pending' and r.approver_ids && ${uuidArray(f.approvers)}`);
  }
  return sql.join(parts, sql` and `);
}

export async function listRequests(
  t: Tenant,
  filter: RequestFilter,
  page: { limit: number; offset: number },
  order: 'newest' | 'oldest' = 'newest',
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = whereOf(t, filter);
  const [counted] = rowsOf(
    await t.db.execute(sql`select count(*)::int as n from ta_requests r
      join employees e on e.company_id = r.company_id and e.id = r.employee_id where ${where}`),
  );
  const rows = rowsOf(
    await t.db.execute(sql`${SELECT} where ${where}
      order by r.created_at ${order === 'newest' ? sql`desc` : sql`asc`}, r.id
      limit ${page.limit} offset ${page.offset}`),
  );
  return { rows: rows.map(toRow), total: Number(counted?.n ?? 0) };
}

export async function countQueue(t: Tenant, approvers: readonly string[]): Promise<number> {
  if (approvers.length === 0) return 0;
  const [row] = rowsOf(
    await t.db.execute(sql`select count(*)::int as n from ta_requests r
      where r.company_id = ${t.companyId} and r.status = 'pending'
        and r.approver_ids && ${uuidArray(approvers)}`),
  );
  return Number(row?.n ?? 0);
}

export interface EventRow {
  requestId: string;
  action: string;
  step: number;
  actorId: string | null;
  actorName: string | null;
  onBehalfOfId: string | null;
  onBehalfOfName: string | null;
  note: string | null;
  at: Date;
}

export async function eventsOf(t: Tenant, requestIds: readonly string[]): Promise<EventRow[]> {
  if (requestIds.length === 0) return [];
  const rows = rowsOf(
    await t.db.execute(sql`
      select v.request_id, v.action, v.step, v.actor_user_id, a.name as actor_name,
             v.on_behalf_of, b.name as on_behalf_of_name, v.note, v.at
        from ta_request_events v
        left join users a on a.id = v.actor_user_id
        left join users b on b.id = v.on_behalf_of
       where v.company_id = ${t.companyId} and v.request_id = any(${uuidArray(requestIds)})
       order by v.at, v.id`),
  );
  return rows.map((r) => ({
    requestId: String(r.request_id),
    action: String(r.action),
    step: Number(r.step),
    actorId: asText(r.actor_user_id),
    actorName: asText(r.actor_name),
    onBehalfOfId: asText(r.on_behalf_of),
    onBehalfOfName: asText(r.on_behalf_of_name),
    note: asText(r.note),
    at: asDate(r.at)!,
  }));
}

export async function userNames(t: Tenant, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf(
    await t.db.execute(sql`select id, name from users where id = any(${uuidArray(ids)})`),
  );
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

/** A pending request of the employee that overlaps (leave) or repeats (punch, overtime) this one. */
export async function pendingDuplicate(
  t: Tenant,
  employeeId: string,
  type: string,
  from: string,
  to: string,
  punchedAt: Date | null,
): Promise<boolean> {
  const rows = rowsOf(
    await t.db.execute(sql`select 1 from ta_requests r
      where r.company_id = ${t.companyId} and r.employee_id = ${employeeId}
        and r.type = ${type} and r.status = 'pending'
        and ${
          type === 'leave'
            ? sql`r.from_date <= ${to} and r.to_date >= ${from}`
            : type === 'manual_punch'
              ? sql`r.punched_at = ${punchedAt?.toISOString() ?? null}`
              : sql`r.day = ${from}`
        }
      limit 1`),
  );
  return rows.length > 0;
}

/** Pending requests whose current step has waited since before `cutoff` and escalates. */
export async function escalationCandidates(
  executor: Tenant['db'],
  now: Date,
): Promise<{ companyId: string; id: string }[]> {
  const rows = rowsOf(
    await executor.execute(sql`
      select r.company_id, r.id from ta_requests r
       where r.status = 'pending'
         and (r.steps -> (r.current_step - 1) ->> 'escalate_after_days') is not null
         and r.step_started_at + make_interval(days => (r.steps -> (r.current_step - 1) ->> 'escalate_after_days')::int) <= ${now.toISOString()}
       order by r.step_started_at limit 500`),
  );
  return rows.map((r) => ({ companyId: String(r.company_id), id: String(r.id) }));
}

/** Approved overtime minutes per day of one employee (the timesheet tells authorized overtime). */
export async function authorizedOvertime(
  t: Tenant,
  employeeId: string,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = rowsOf(
    await t.db.execute(sql`
      select day, sum(minutes)::int as minutes from ta_requests
       where company_id = ${t.companyId} and employee_id = ${employeeId} and type = 'overtime'
         and status = 'approved' and day between ${from} and ${to}
       group by day`),
  );
  return new Map(rows.map((r) => [asDay(r.day)!, Number(r.minutes)]));
}
