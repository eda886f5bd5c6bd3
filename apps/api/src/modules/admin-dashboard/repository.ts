import { companies, companyMembers, companyRoles, type Executor, users } from '@ponteiro/db';
import { and, asc, count, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { pickOrdering } from '../../lib/ordering.js';
import { rowsOf } from '../../lib/raw-rows.js';
import { containsPattern } from '../../lib/search-pattern.js';

// SQL of the back-office dashboards and of the list of every company user. Read across companies
// as the owner connection (platform administrators); a handful of aggregate queries, each one
// scan of its tables, so the dashboards stay fast with thousands of companies.

const int = (value: unknown): number => Number(value ?? 0);
const bool = (value: unknown): boolean => value === true || value === 't';

/** An instant as ISO 8601 in UTC, the same text on PGlite and PostgreSQL. */
const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Each company's subscription in force: its newest one not cancelled (as admin-billing's). */
const SUBSCRIPTIONS_IN_FORCE = sql`select distinct on (s.company_id)
    s.company_id, s.plan_id, s.status, s.seats
  from subscriptions s
  where s.status <> 'cancelled'
  order by s.company_id, s.created_at desc, s.id desc`;

export interface DashboardTotals {
  companies: number;
  suspended: number;
  users: number;
  activeUsers: number;
  trial: number;
  active: number;
  pastDue: number;
  mrrCents: number;
  employees: number;
  devices: number;
  owners: number;
  admins: number;
  employeeMembers: number;
  customMembers: number;
}

/** The dashboards' figures of today, in one statement. */
export async function dashboardTotals(db: Executor): Promise<DashboardTotals> {
  const result = await db.execute(sql`
    with cur as (${SUBSCRIPTIONS_IN_FORCE}),
    company_totals as (
      select count(*)::int as total, count(*) filter (where suspended_at is not null)::int as suspended
      from companies),
    user_totals as (
      select count(*)::int as total,
        count(*) filter (where last_login_at >= now() - interval '30 days')::int as active
      from users),
    subscription_totals as (
      select count(*) filter (where cur.status = 'trial')::int as trial,
        count(*) filter (where cur.status = 'active')::int as active,
        count(*) filter (where cur.status = 'past_due')::int as past_due,
        (coalesce(sum(p.monthly_price_cents) filter (where cur.status in ('active', 'past_due')), 0))::text as mrr
      from cur join plans p on p.id = cur.plan_id),
    member_totals as (
      select count(*) filter (where role = 'owner')::int as owners,
        count(*) filter (where role in ('admin', 'super_admin'))::int as admins,
        count(*) filter (where role = 'employee')::int as employees,
        count(*) filter (where role not in ('owner', 'super_admin', 'admin', 'employee'))::int as custom
      from company_members)
    select ct.total as companies, ct.suspended, ut.total as users, ut.active as active_users,
      st.trial, st.active, st.past_due, st.mrr,
      (select count(*)::int from employees where status = 'active') as employees,
      (select count(*)::int from devices) as devices,
      mt.owners, mt.admins, mt.employees as employee_members, mt.custom
    from company_totals ct, user_totals ut, subscription_totals st, member_totals mt`);
  const r = rowsOf(result)[0] ?? {};
  return {
    companies: int(r.companies),
    suspended: int(r.suspended),
    users: int(r.users),
    activeUsers: int(r.active_users),
    trial: int(r.trial),
    active: int(r.active),
    pastDue: int(r.past_due),
    mrrCents: int(r.mrr),
    employees: int(r.employees),
    devices: int(r.devices),
    owners: int(r.owners),
    admins: int(r.admins),
    employeeMembers: int(r.employee_members),
    customMembers: int(r.custom),
  };
}

export interface MonthRow {
  month: string;
  newCompanies: number;
  newUsers: number;
  churned: number;
  mrrCents: number;
}

/**
 * The last 12 calendar months in `zone`, oldest first: new companies, new users, companies with
 * a cancelled subscription ending that month, and the MRR at the month's end (now for the
 * current one) — the subscriptions in force then, at today's plan prices.
 */
export async function dashboardMonths(db: Executor, zone: string): Promise<MonthRow[]> {
  const result = await db.execute(sql`
    with months as (
      select m, m at time zone ${zone} as starts, (m + interval '1 month') at time zone ${zone} as ends
      from (
        select date_trunc('month', now() at time zone ${zone}) - make_interval(months => 11 - i) as m
        from generate_series(0, 11) as i) as local_months),
    new_companies as (
      select months.m, count(c.id)::int as n
      from months join companies c on c.created_at >= months.starts and c.created_at < months.ends
      group by months.m),
    new_users as (
      select months.m, count(u.id)::int as n
      from months join users u on u.created_at >= months.starts and u.created_at < months.ends
      group by months.m),
    churned as (
      select months.m, count(distinct s.company_id)::int as n
      from months join subscriptions s on s.status = 'cancelled'
        and coalesce(s.ends_on, s.starts_on) >= months.m::date
        and coalesce(s.ends_on, s.starts_on) < (months.m + interval '1 month')::date
      group by months.m)
    select to_char(months.m, 'YYYY-MM') as month,
      coalesce(nc.n, 0) as new_companies, coalesce(nu.n, 0) as new_users,
      coalesce(ch.n, 0) as churned,
      (select coalesce(sum(p.monthly_price_cents), 0)::text
        from (select distinct on (s.company_id) s.plan_id, s.status
          from subscriptions s
          where s.status <> 'cancelled' and s.created_at <= least(months.ends, now())
          order by s.company_id, s.created_at desc, s.id desc) as cur
        join plans p on p.id = cur.plan_id
        where cur.status in ('active', 'past_due')) as mrr
    from months
    left join new_companies nc on nc.m = months.m
    left join new_users nu on nu.m = months.m
    left join churned ch on ch.m = months.m
    order by months.m`);
  return rowsOf(result).map((r) => ({
    month: String(r.month),
    newCompanies: int(r.new_companies),
    newUsers: int(r.new_users),
    churned: int(r.churned),
    mrrCents: int(r.mrr),
  }));
}

export interface NearSeatLimitRow {
  companyId: string;
  companyName: string;
  planId: string;
  planName: string;
  used: number;
  seats: number;
}

/**
 * Companies whose active employees reach `ratio` of their seats (the subscription's, else the
 * plan's; no seats = no limit, never near), the fullest first.
 */
export async function companiesNearSeatLimit(
  db: Executor,
  ratio: number,
  limit: number,
): Promise<NearSeatLimitRow[]> {
  const result = await db.execute(sql`
    with cur as (${SUBSCRIPTIONS_IN_FORCE}),
    used as (
      select company_id, count(*)::int as n from employees where status = 'active'
      group by company_id),
    limits as (
      select cur.company_id, p.id as plan_id, p.name as plan_name,
        coalesce(cur.seats, p.seats) as seats, coalesce(used.n, 0) as used
      from cur join plans p on p.id = cur.plan_id
      left join used on used.company_id = cur.company_id
      where coalesce(cur.seats, p.seats) is not null)
    select c.id, coalesce(c.trade_name, c.legal_name) as name, limits.plan_id, limits.plan_name,
      limits.used, limits.seats
    from limits join companies c on c.id = limits.company_id
    where limits.used >= limits.seats * ${ratio}::numeric
    order by limits.used::numeric / limits.seats desc, name, c.id
    limit ${limit}`);
  return rowsOf(result).map((r) => ({
    companyId: String(r.id),
    companyName: String(r.name),
    planId: String(r.plan_id),
    planName: String(r.plan_name),
    used: int(r.used),
    seats: int(r.seats),
  }));
}

export interface RecentCompanyRow {
  id: string;
  name: string;
  createdAt: string;
  suspended: boolean;
  planId: string | null;
  planName: string | null;
  status: 'trial' | 'active' | 'past_due' | null;
}

/** The newest companies with their plan in force (if any). */
export async function recentCompanies(db: Executor, limit: number): Promise<RecentCompanyRow[]> {
  const result = await db.execute(sql`
    select c.id, coalesce(c.trade_name, c.legal_name) as name,
      ${isoText(sql`c.created_at`)} as created_at, c.suspended_at is not null as suspended,
      p.id as plan_id, p.name as plan_name, cur.status
    from (select * from companies order by created_at desc, id desc limit ${limit}) as c
    left join lateral (
      select s.plan_id, s.status from subscriptions s
      where s.company_id = c.id and s.status <> 'cancelled'
      order by s.created_at desc, s.id desc limit 1) as cur on true
    left join plans p on p.id = cur.plan_id
    order by c.created_at desc, c.id desc`);
  return rowsOf(result).map((r) => ({
    id: String(r.id),
    name: String(r.name),
    createdAt: String(r.created_at),
    suspended: bool(r.suspended),
    planId: r.plan_id ? String(r.plan_id) : null,
    planName: r.plan_name ? String(r.plan_name) : null,
    status: (r.status ?? null) as RecentCompanyRow['status'],
  }));
}

export interface PlatformUserRow {
  id: string;
  name: string;
  email: string;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export interface MembershipRow {
  userId: string;
  companyId: string;
  companyName: string;
  role: string;
  roleName: string | null;
}

const USER_ORDERING = {
  name: users.name,
  email: users.email,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
};

/** A page of every user (search over name and email; optionally one company's members). */
export async function listPlatformUsers(
  db: Executor,
  query: { search?: string | undefined; ordering?: string | undefined; company_id?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: PlatformUserRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    query.company_id
      ? exists(
          db
            .select({ one: sql`1` })
            .from(companyMembers)
            .where(
              and(
                eq(companyMembers.userId, users.id),
                eq(companyMembers.companyId, query.company_id),
              ),
            ),
        )
      : undefined,
  );
  const { value: column, descending } = pickOrdering(query.ordering, USER_ORDERING, 'name');
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(
      descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
      asc(users.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The companies of these users, with the role in each (a custom role's name too). */
export async function membershipsOf(db: Executor, userIds: string[]): Promise<MembershipRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: companyMembers.userId,
      companyId: companies.id,
      companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`,
      role: companyMembers.role,
      roleName: companyRoles.name,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(
      companyRoles,
      and(
        eq(companyRoles.companyId, companyMembers.companyId),
        sql`${companyRoles.id}::text = ${companyMembers.role}`,
      ),
    )
    .where(inArray(companyMembers.userId, userIds))
    .orderBy(sql`coalesce(${companies.tradeName}, ${companies.legalName})`, asc(companies.id));
}
