import {
  companies,
  distributorCommissions,
  distributors,
  type Executor,
  plans,
} from '@ponteiro/db';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

// SQL of resellers (distributors) and their commissions. Platform tables, written by the
// back-office as the owner; `companies.distributor_id` is only read here (the company list sets it).

export type DistributorRow = typeof distributors.$inferSelect & { companies: number };
export type DistributorValues = Partial<
  Omit<typeof distributors.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
>;

/** Companies each distributor brought. */
const broughtCompanies = sql<number>`(
  select count(*)::int from companies c where c.distributor_id = "distributors"."id")`;

const ORDERING = {
  name: distributors.name,
  cnpj: distributors.cnpj,
  created_at: distributors.createdAt,
  companies: broughtCompanies,
};

export async function listDistributors(
  db: Executor,
  query: { search?: string | undefined; ordering?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: DistributorRow[]; total: number }> {
  let where: SQL | undefined;
  if (query.search) {
    const pattern = containsPattern(query.search);
    // The CNPJ is stored bare: a search typed with its mask finds it too.
    const bare = containsPattern(query.search.replace(/[./\-\s]/g, '').toUpperCase());
    where = or(
      sql`${distributors.name} ilike ${pattern}`,
      sql`${distributors.cnpj} ilike ${bare}`,
      sql`${distributors.contactName} ilike ${pattern}`,
      sql`${distributors.email} ilike ${pattern}`,
    );
  }
  const { value: column, descending } = pickOrdering(query.ordering, ORDERING, 'name');
  const rows = await db
    .select({ distributor: distributors, companies: broughtCompanies })
    .from(distributors)
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), asc(distributors.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(distributors).where(where);
  return {
    rows: rows.map((r) => ({ ...r.distributor, companies: Number(r.companies) })),
    total: total?.n ?? 0,
  };
}

export async function findDistributor(
  db: Executor,
  id: string,
): Promise<DistributorRow | undefined> {
  const [row] = await db
    .select({ distributor: distributors, companies: broughtCompanies })
    .from(distributors)
    .where(eq(distributors.id, id));
  return row ? { ...row.distributor, companies: Number(row.companies) } : undefined;
}

/** Locks the row for a change (two edits of the same distributor run one after the other). */
export async function lockDistributor(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: distributors.id })
    .from(distributors)
    .where(eq(distributors.id, id))
    .for('update');
  return rows.length > 0;
}

export async function isCnpjTaken(db: Executor, cnpj: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: distributors.id })
    .from(distributors)
    .where(and(eq(distributors.cnpj, cnpj), exceptId ? ne(distributors.id, exceptId) : undefined));
  return row !== undefined;
}

export async function insertDistributor(
  db: Executor,
  values: DistributorValues & { id: string; name: string; cnpj: string },
): Promise<void> {
  await db.insert(distributors).values(values);
}

export async function updateDistributor(
  db: Executor,
  id: string,
  values: DistributorValues,
): Promise<void> {
  await db
    .update(distributors)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(distributors.id, id));
}

export async function deleteDistributor(db: Executor, id: string): Promise<void> {
  await db.delete(distributors).where(eq(distributors.id, id));
}

export interface CommissionRow {
  planId: string;
  planName: string;
  commissionBp: number;
}

export async function commissionsOf(db: Executor, id: string): Promise<CommissionRow[]> {
  return db
    .select({
      planId: distributorCommissions.planId,
      planName: plans.name,
      commissionBp: distributorCommissions.commissionBp,
    })
    .from(distributorCommissions)
    .innerJoin(plans, eq(plans.id, distributorCommissions.planId))
    .where(eq(distributorCommissions.distributorId, id))
    .orderBy(asc(plans.name), asc(plans.id));
}

/** Of `ids`, the plans that exist. */
export async function existingPlans(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .where(inArray(plans.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the distributor's commissions with `list` (basis points). */
export async function replaceCommissions(
  db: Executor,
  id: string,
  list: readonly { planId: string; commissionBp: number }[],
): Promise<void> {
  await db.delete(distributorCommissions).where(eq(distributorCommissions.distributorId, id));
  if (list.length > 0) {
    await db.insert(distributorCommissions).values(list.map((c) => ({ distributorId: id, ...c })));
  }
}

export interface BroughtCompanyRow {
  id: string;
  name: string;
  plan: string | null;
  createdAt: Date;
}

/** The companies the distributor brought, with the plan of each one's subscription in force. */
export async function companiesOf(db: Executor, id: string): Promise<BroughtCompanyRow[]> {
  return db
    .select({
      id: companies.id,
      name: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`,
      plan: sql<string | null>`(
        select p.name from subscriptions s join plans p on p.id = s.plan_id
        where s.company_id = "companies"."id" and s.status <> 'cancelled'
        order by s.created_at desc, s.id desc limit 1)`,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(eq(companies.distributorId, id))
    .orderBy(asc(companies.legalName), asc(companies.id))
    .limit(1000);
}
