import { companies, type Executor, plans, subscriptions, uuidv7 } from '@ponteiro/db';
import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

// SQL of plans and subscriptions. Platform tables, written by the back-office as the owner; the
// company's own subscription is read for its session.

export type PlanRow = typeof plans.$inferSelect & { companies: number };
export type PlanValues = Omit<
  typeof plans.$inferInsert,
  'id' | 'isTrial' | 'createdAt' | 'updatedAt'
>;

/** Companies whose subscription in force is on each plan. */
const currentCompanies = sql<number>`(
  select count(*)::int from subscriptions s
  where s.plan_id = "plans"."id" and s.status <> 'cancelled'
    and s.created_at = (select max(s2.created_at) from subscriptions s2
      where s2.company_id = s.company_id and s2.status <> 'cancelled'))`;

const PLAN_ORDERING = {
  name: plans.name,
  monthly_price: plans.monthlyPriceCents,
  created_at: plans.createdAt,
};

export async function listPlans(
  db: Executor,
  query: {
    search?: string | undefined;
    ordering?: string | undefined;
    is_public?: 'true' | 'false' | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: PlanRow[]; total: number }> {
  const where = and(
    query.search ? ilike(plans.name, containsPattern(query.search)) : undefined,
    query.is_public ? eq(plans.isPublic, query.is_public === 'true') : undefined,
  );
  const { value: column, descending } = pickOrdering(query.ordering, PLAN_ORDERING, 'name');
  const rows = await db
    .select({ plan: plans, companies: currentCompanies })
    .from(plans)
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), asc(plans.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(plans).where(where);
  return {
    rows: rows.map((r) => ({ ...r.plan, companies: Number(r.companies) })),
    total: total?.n ?? 0,
  };
}

export async function findPlan(db: Executor, id: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select({ plan: plans, companies: currentCompanies })
    .from(plans)
    .where(eq(plans.id, id));
  return row ? { ...row.plan, companies: Number(row.companies) } : undefined;
}

export async function isPlanNameTaken(
  db: Executor,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        sql`lower(${plans.name}) = lower(${name})`,
        exceptId ? ne(plans.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertPlan(db: Executor, values: PlanValues): Promise<string> {
  const id = uuidv7();
  await db.insert(plans).values({ id, ...values });
  return id;
}

export async function updatePlan(db: Executor, id: string, values: PlanValues): Promise<void> {
  await db
    .update(plans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(plans.id, id));
}

export interface SubscriptionRow {
  id: string;
  companyId: string;
  companyName: string;
  planId: string;
  planName: string;
  status: (typeof subscriptions.$inferSelect)['status'];
  startsOn: string;
  endsOn: string | null;
  seats: number | null;
  createdAt: Date;
  current: boolean;
}

/** The subscription in force of each company: its newest one not cancelled. */
const isCurrent = sql<boolean>`(${subscriptions.status} <> 'cancelled' and ${subscriptions.createdAt} = (
  select max(s2.created_at) from subscriptions s2
  where s2.company_id = ${subscriptions.companyId} and s2.status <> 'cancelled'))`;

const subscriptionColumns = {
  id: subscriptions.id,
  companyId: subscriptions.companyId,
  companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`,
  planId: subscriptions.planId,
  planName: plans.name,
  status: subscriptions.status,
  startsOn: subscriptions.startsOn,
  endsOn: subscriptions.endsOn,
  seats: subscriptions.seats,
  createdAt: subscriptions.createdAt,
  current: isCurrent,
};

const SUBSCRIPTION_ORDERING = {
  created_at: subscriptions.createdAt,
  starts_on: subscriptions.startsOn,
  company: companies.legalName,
};

export async function listSubscriptions(
  db: Executor,
  query: {
    search?: string | undefined;
    ordering?: string | undefined;
    company_id?: string | undefined;
    status?: SubscriptionRow['status'] | undefined;
    current?: 'true' | 'false' | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: SubscriptionRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    query.search
      ? sql`(${companies.legalName} ilike ${containsPattern(query.search)} or ${companies.tradeName} ilike ${containsPattern(query.search)})`
      : undefined,
    query.company_id ? eq(subscriptions.companyId, query.company_id) : undefined,
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.current === 'true'
      ? isCurrent
      : query.current === 'false'
        ? sql`not ${isCurrent}`
        : undefined,
  ];
  const where = and(...conditions);
  const { value: column, descending } = pickOrdering(
    query.ordering ?? '-created_at',
    SUBSCRIPTION_ORDERING,
    'created_at',
  );
  const base = () =>
    db
      .select(subscriptionColumns)
      .from(subscriptions)
      .innerJoin(companies, eq(companies.id, subscriptions.companyId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId));
  const rows = await base()
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), asc(subscriptions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .where(where);
  return { rows: rows.map(asRow), total: total?.n ?? 0 };
}

const asRow = (r: Omit<SubscriptionRow, 'current'> & { current: unknown }): SubscriptionRow => ({
  ...r,
  current: r.current === true || r.current === 't',
});

export async function findSubscription(
  db: Executor,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id));
  return row ? asRow(row) : undefined;
}

export async function companyExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}

export async function insertSubscription(
  db: Executor,
  values: Omit<typeof subscriptions.$inferInsert, 'id' | 'createdAt'>,
): Promise<string> {
  const id = uuidv7();
  await db.insert(subscriptions).values({ id, ...values });
  return id;
}

export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.id, id));
}
