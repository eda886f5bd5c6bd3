import {
  companies,
  type Executor,
  type Tenant,
  webhookDeliveries,
  webhookSubscriptions,
} from '@ponteiro/db';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows.js';

// SQL of the webhooks: the company's subscriptions and delivery log (inside its tenant), and the
// sender's cross-company queue (claims of due deliveries, with `for update skip locked`).

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type NewSubscription = Omit<typeof webhookSubscriptions.$inferInsert, 'companyId'>;

export async function listSubscriptions(t: Tenant): Promise<SubscriptionRow[]> {
  return t.db
    .select()
    .from(webhookSubscriptions)
    .where(t.where(webhookSubscriptions))
    .orderBy(webhookSubscriptions.createdAt, webhookSubscriptions.id);
}

export async function countSubscriptions(t: Tenant): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(webhookSubscriptions)
    .where(t.where(webhookSubscriptions));
  return Number(row?.n ?? 0);
}

export async function findSubscription(
  t: Tenant,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await t.db
    .select()
    .from(webhookSubscriptions)
    .where(t.where(webhookSubscriptions, eq(webhookSubscriptions.id, id)));
  return row;
}

export async function insertSubscription(t: Tenant, values: NewSubscription) {
  const [row] = await t.db
    .insert(webhookSubscriptions)
    .values(t.values(webhookSubscriptions, values))
    .returning();
  return row!;
}

export async function updateSubscription(
  t: Tenant,
  id: string,
  values: Partial<NewSubscription>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await t.db
    .update(webhookSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(t.where(webhookSubscriptions, eq(webhookSubscriptions.id, id)))
    .returning();
  return row;
}

export async function deleteSubscription(t: Tenant, id: string): Promise<void> {
  await t.db
    .delete(webhookDeliveries)
    .where(t.where(webhookDeliveries, eq(webhookDeliveries.subscriptionId, id)));
  await t.db
    .delete(webhookSubscriptions)
    .where(t.where(webhookSubscriptions, eq(webhookSubscriptions.id, id)));
}

/** The newest delivery of each of these subscriptions (the list's "last delivery"). */
export async function lastDeliveries(
  t: Tenant,
  subscriptionIds: string[],
): Promise<Map<string, DeliveryRow>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await t.db
    .selectDistinctOn([webhookDeliveries.subscriptionId])
    .from(webhookDeliveries)
    .where(t.where(webhookDeliveries, inArray(webhookDeliveries.subscriptionId, subscriptionIds)))
    .orderBy(
      webhookDeliveries.subscriptionId,
      desc(webhookDeliveries.createdAt),
      desc(webhookDeliveries.id),
    );
  return new Map(rows.map((r) => [r.subscriptionId, r]));
}

export async function listDeliveries(
  t: Tenant,
  subscriptionId: string,
  filter: { status?: DeliveryRow['status'] | undefined; limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; count: number }> {
  const where = t.where(
    webhookDeliveries,
    eq(webhookDeliveries.subscriptionId, subscriptionId),
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
  );
  const rows = await t.db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await t.db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findDelivery(
  t: Tenant,
  subscriptionId: string,
  id: string,
): Promise<DeliveryRow | undefined> {
  const [row] = await t.db
    .select()
    .from(webhookDeliveries)
    .where(
      t.where(
        webhookDeliveries,
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.subscriptionId, subscriptionId),
      ),
    );
  return row;
}

export async function insertDelivery(
  t: Tenant,
  values: Omit<typeof webhookDeliveries.$inferInsert, 'companyId'>,
): Promise<DeliveryRow> {
  const [row] = await t.db
    .insert(webhookDeliveries)
    .values(t.values(webhookDeliveries, values))
    .returning();
  return row!;
}

/** A paused subscription's deliveries still waiting: given up (resend brings one back). */
export async function abandonPending(
  executor: Executor,
  companyId: string,
  subscriptionId: string,
  error: string,
): Promise<void> {
  await executor
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, error })
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        eq(webhookDeliveries.subscriptionId, subscriptionId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
}

/**
 * One statement per event (the hot paths call it inside their own transaction): a pending
 * delivery for each of the company's active subscriptions that listen to `event`, its body built
 * here around the company's name. No subscription: nothing is written, nothing else is read.
 */
/** Whether an active webhook of the company listens to `event` (before costly presenting). */
export async function webhookListens(t: Tenant, event: string): Promise<boolean> {
  const result = await t.db.execute(sql`
    select 1 from webhook_subscriptions
    where company_id = ${t.companyId} and status = 'active' and events ? ${event} limit 1`);
  return rowsOf(result).length > 0;
}

export async function insertEventDeliveries(
  t: Tenant,
  event: string,
  items: { eventId: string; head: string; tail: string }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const result = await t.db.execute(sql`
    insert into webhook_deliveries (company_id, id, subscription_id, event_id, event, body, next_attempt_at)
    select s.company_id, gen_random_uuid(), s.id, e.event_id, ${event},
      e.head || '{"id":"' || c.id::text || '","name":' || to_json(c.legal_name)::text || '}' || e.tail,
      now()
    from webhook_subscriptions s
    join companies c on c.id = s.company_id
    cross join json_to_recordset(${JSON.stringify(items.map((i) => ({ event_id: i.eventId, head: i.head, tail: i.tail })))}::json) as e(event_id uuid, head text, tail text)
    where s.company_id = ${t.companyId} and s.status = 'active' and s.events ? ${event}
    returning 1`);
  return rowsOf(result).length;
}

export interface ClaimedDelivery extends DeliveryRow {
  url: string;
  secret: string;
  subscriptionStatus: SubscriptionRow['status'];
}

/**
 * Takes up to `limit` due deliveries of every company for this run: each is leased (its next
 * attempt moved `leaseMs` on) so another instance's sweep skips it meanwhile.
 */
export async function claimDue(
  db: Executor,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ companyId: webhookDeliveries.companyId, id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(sql`(${webhookDeliveries.companyId}, ${webhookDeliveries.id}) in (${due})`)
    .returning();
  return withSubscriptions(db, claimed);
}

/** One delivery as the sender needs it (test sends and resends go at once). */
export async function deliveryForSend(
  db: Executor,
  companyId: string,
  id: string,
): Promise<ClaimedDelivery | undefined> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)));
  const [row] = await withSubscriptions(db, rows);
  return row;
}

async function withSubscriptions(db: Executor, rows: DeliveryRow[]): Promise<ClaimedDelivery[]> {
  if (rows.length === 0) return [];
  const subs = await db
    .select()
    .from(webhookSubscriptions)
    .where(inArray(webhookSubscriptions.id, [...new Set(rows.map((r) => r.subscriptionId))]));
  const byKey = new Map(subs.map((s) => [`${s.companyId}:${s.id}`, s]));
  return rows.flatMap((row) => {
    const sub = byKey.get(`${row.companyId}:${row.subscriptionId}`);
    return sub
      ? [{ ...row, url: sub.url, secret: sub.secret, subscriptionStatus: sub.status }]
      : [];
  });
}

export async function saveAttempt(
  db: Executor,
  row: Pick<DeliveryRow, 'companyId' | 'id'>,
  values: Partial<DeliveryRow>,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set(values)
    .where(and(eq(webhookDeliveries.companyId, row.companyId), eq(webhookDeliveries.id, row.id)));
}

/** After a 2xx: the run of failures is over. */
export async function clearFailing(db: Executor, companyId: string, id: string): Promise<void> {
  await db
    .update(webhookSubscriptions)
    .set({ failingSince: null })
    .where(
      and(
        eq(webhookSubscriptions.companyId, companyId),
        eq(webhookSubscriptions.id, id),
        sql`${webhookSubscriptions.failingSince} is not null`,
      ),
    );
}

/** After a failure: the run's first failure (kept when already failing). */
export async function markFailing(
  db: Executor,
  companyId: string,
  id: string,
  at: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({
      failingSince: sql`coalesce(${webhookSubscriptions.failingSince}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(webhookSubscriptions.companyId, companyId), eq(webhookSubscriptions.id, id)))
    .returning();
  return row;
}

/** Pauses an active subscription for its failures (one already paused stays as it is). */
export async function pauseActive(t: Tenant, id: string, at: Date): Promise<boolean> {
  const rows = await t.db
    .update(webhookSubscriptions)
    .set({ status: 'paused', pausedReason: 'failures', pausedAt: at, updatedAt: new Date() })
    .where(
      t.where(
        webhookSubscriptions,
        eq(webhookSubscriptions.id, id),
        eq(webhookSubscriptions.status, 'active'),
      ),
    )
    .returning({ id: webhookSubscriptions.id });
  return rows.length > 0;
}

/** The name the deliveries carry for the company (as the emitting statement writes it). */
export async function companyName(t: Tenant): Promise<string> {
  const [row] = await t.db
    .select({ name: companies.legalName })
    .from(companies)
    .where(eq(companies.id, t.companyId));
  return row?.name ?? '';
}
