import {
  companies,
  distributors,
  type Executor,
  plans,
  subscriptions,
  type Tenant,
} from '@ponteiro/db';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';

// A company's own view of what it has: the subscription in force (its newest not cancelled), the
// plan's switches and seats, and whether the provider suspended it. Read by the session, the
// route guard (a plan's switch), the seat check and /system/subscription.

export interface CompanySubscriptionRow {
  plan: string;
  planId: string;
  status: (typeof subscriptions.$inferSelect)['status'];
  startsOn: string;
  endsOn: string | null;
  enableAccess: boolean;
  enableVisitor: boolean;
  /** The subscription's seats, else the plan's; null: no limit. */
  seats: number | null;
  monthlyPriceCents: number;
  yearlyPriceCents: number;
}

export async function companySubscription(
  db: Executor,
  companyId: string,
): Promise<CompanySubscriptionRow | undefined> {
  const [row] = await db
    .select({
      plan: plans.name,
      planId: plans.id,
      status: subscriptions.status,
      startsOn: subscriptions.startsOn,
      endsOn: subscriptions.endsOn,
      enableAccess: plans.enableAccess,
      enableVisitor: plans.enableVisitor,
      seats: sql<number | null>`coalesce(${subscriptions.seats}, ${plans.seats})`,
      monthlyPriceCents: plans.monthlyPriceCents,
      yearlyPriceCents: plans.yearlyPriceCents,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, companyId), ne(subscriptions.status, 'cancelled')))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ? { ...row, seats: row.seats === null ? null : Number(row.seats) } : undefined;
}

export async function companySuspension(
  db: Executor,
  companyId: string,
): Promise<{ at: Date; reason: string | null } | null> {
  const [row] = await db
    .select({ at: companies.suspendedAt, reason: companies.suspensionReason })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.at ? { at: row.at, reason: row.reason } : null;
}

/**
 * Serialises the seat check of one company until the transaction ends: two employees created at
 * once cannot both take the last seat. A transaction-level advisory lock on the company, so
 * nothing else (its settings, its rows) is blocked.
 */
export async function lockSeats(t: Tenant): Promise<void> {
  await t.db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`seats:${t.companyId}`}, 0))`,
  );
}

/** The company's timezone and, when a distributor brought it, whom its users may call. */
export async function companyContact(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      timezone: companies.timezone,
      distributorName: distributors.name,
      distributorContact: distributors.contactName,
      distributorEmail: distributors.email,
      distributorPhone: distributors.phone,
    })
    .from(companies)
    .leftJoin(distributors, eq(distributors.id, companies.distributorId))
    .where(eq(companies.id, companyId));
  return row;
}

/** What /pricing shows: the public plans, cheapest first. */
export async function publicPlans(db: Executor) {
  return db
    .select()
    .from(plans)
    .where(eq(plans.isPublic, true))
    .orderBy(asc(plans.monthlyPriceCents), asc(plans.name))
    .limit(50);
}
