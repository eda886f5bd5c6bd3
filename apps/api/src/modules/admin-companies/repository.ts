import {
  auditLog,
  companies,
  companyMembers,
  devices,
  distributors,
  type Executor,
  plans,
  platformAdmins,
  subscriptions,
  users,
} from '@ponteiro/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

// SQL of the back-office's companies: read across companies as the owner (no tenant scope), the
// suspension and the distributor written by superusers, and the audit history of any record.

/** Each company's subscription in force: its newest one not cancelled. */
const currentSubscriptionId = sql`(
  select s.id from subscriptions s
  where s.company_id = "companies"."id" and s.status <> 'cancelled'
  order by s.created_at desc, s.id desc limit 1)`;

const seatsUsed = sql<number>`(select count(*)::int from employees e
  where e.company_id = "companies"."id" and e.status = 'active')`;
const memberCount = sql<number>`(select count(*)::int from company_members m
  where m.company_id = "companies"."id")`;

const companyColumns = {
  id: companies.id,
  legalName: companies.legalName,
  tradeName: companies.tradeName,
  employerType: companies.employerType,
  employerId: companies.employerId,
  timezone: companies.timezone,
  suspendedAt: companies.suspendedAt,
  suspensionReason: companies.suspensionReason,
  createdAt: companies.createdAt,
  planId: plans.id,
  planName: plans.name,
  subscriptionStatus: subscriptions.status,
  seatsAllowed: sql<number | null>`coalesce(${subscriptions.seats}, ${plans.seats})`,
  seatsUsed,
  members: memberCount,
  distributorId: distributors.id,
  distributorName: distributors.name,
};

export type AdminCompanyRow = {
  id: string;
  legalName: string;
  tradeName: string | null;
  employerType: 'cnpj' | 'cpf';
  employerId: string;
  timezone: string;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  createdAt: Date;
  planId: string | null;
  planName: string | null;
  subscriptionStatus: (typeof subscriptions.$inferSelect)['status'] | null;
  seatsAllowed: number | null;
  seatsUsed: number;
  members: number;
  distributorId: string | null;
  distributorName: string | null;
};

const ORDERING = {
  name: sql`lower(coalesce(${companies.tradeName}, ${companies.legalName}))`,
  created_at: companies.createdAt,
  seats_used: seatsUsed,
};

const baseSelect = (db: Executor) =>
  db
    .select(companyColumns)
    .from(companies)
    .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(distributors, eq(distributors.id, companies.distributorId));

const normalise = (r: AdminCompanyRow): AdminCompanyRow => ({
  ...r,
  seatsAllowed: r.seatsAllowed === null ? null : Number(r.seatsAllowed),
  seatsUsed: Number(r.seatsUsed),
  members: Number(r.members),
});

export async function listCompanies(
  db: Executor,
  query: {
    search?: string | undefined;
    ordering?: string | undefined;
    status?: 'active' | 'suspended' | undefined;
    plan_id?: string | undefined;
    distributor_id?: string | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminCompanyRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const digits = query.search?.replace(/[.\-/\s]/g, '') ?? '';
  const conditions: (SQL | undefined)[] = [
    pattern
      ? or(
          ilike(companies.legalName, pattern),
          ilike(companies.tradeName, pattern),
          digits ? ilike(companies.employerId, containsPattern(digits)) : undefined,
        )
      : undefined,
    query.status === 'suspended' ? isNotNull(companies.suspendedAt) : undefined,
    query.status === 'active' ? isNull(companies.suspendedAt) : undefined,
    query.plan_id ? eq(plans.id, query.plan_id) : undefined,
    query.distributor_id ? eq(companies.distributorId, query.distributor_id) : undefined,
  ];
  const where = and(...conditions);
  const { value: column, descending } = pickOrdering(
    query.ordering ?? '-created_at',
    ORDERING,
    'created_at',
  );
  const rows = await baseSelect(db)
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), asc(companies.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(companies)
    .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where);
  return { rows: (rows as AdminCompanyRow[]).map(normalise), total: total?.n ?? 0 };
}

export async function findCompany(db: Executor, id: string): Promise<AdminCompanyRow | undefined> {
  const [row] = await baseSelect(db).where(eq(companies.id, id));
  return row ? normalise(row as AdminCompanyRow) : undefined;
}

export async function companyPeople(db: Executor, companyId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: companyMembers.role,
      lastLoginAt: users.lastLoginAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(users.name), asc(users.id))
    .limit(200);
}

export async function companyDevices(db: Executor, companyId: string) {
  return db
    .select({
      id: devices.id,
      name: devices.name,
      serialNumber: devices.serialNumber,
      kind: devices.kind,
      lastSeenAt: devices.lastSeenAt,
      isActive: devices.isActive,
    })
    .from(devices)
    .where(eq(devices.companyId, companyId))
    .orderBy(asc(devices.name), asc(devices.id))
    .limit(500);
}

export async function setSuspension(
  db: Executor,
  id: string,
  suspension: { at: Date; reason: string } | null,
): Promise<void> {
  await db
    .update(companies)
    .set({
      suspendedAt: suspension?.at ?? null,
      suspensionReason: suspension?.reason ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(companies.id, id));
}

export async function setDistributor(
  db: Executor,
  id: string,
  distributorId: string | null,
): Promise<void> {
  await db
    .update(companies)
    .set({ distributorId, updatedAt: sql`now()` })
    .where(eq(companies.id, id));
}

export async function distributorExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: distributors.id })
    .from(distributors)
    .where(eq(distributors.id, id));
  return row !== undefined;
}

/** The audit rows of one record, newest first, with the administrator's or user's name. */
export async function recordHistory(
  db: Executor,
  entity: string,
  entityId: string,
  page: { limit: number; offset: number },
) {
  const where = and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId));
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorType: auditLog.actorType,
      actorId: auditLog.actorId,
      actorName: sql<string | null>`case ${auditLog.actorType}
        when 'admin' then (select coalesce(a.name, a.username) from ${platformAdmins} a where a.id = ${auditLog.actorId})
        when 'user' then (select u.name from ${users} u where u.id = ${auditLog.actorId})
        end`,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { rows, total: total?.n ?? 0 };
}
