import { notifications, type Tenant, uuidv7 } from '@ponteiro/db';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../../lib/raw-rows.js';

// SQL of the in-app notifications (each user reads only their own, in the company of the token).

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationKindValue = NotificationRow['kind'];

/**
 * A row kept only so that an email-only notice is not sent twice (its dedupe key): it carries
 * this param, is born read, and the bell never shows it.
 */
export const EMAIL_ONLY_PARAM = 'email_only';
/** Rows the bell shows (not the email-only dedupe rows). */
const shown = sql`${notifications.params}->>'email_only' is null`;

/** Inserts one row per user; a repeated `dedupeKey` (a reminder already sent) is skipped. */
export async function insertNotifications(
  t: Tenant,
  userIds: readonly string[],
  kind: NotificationKindValue,
  params: Record<string, string | number>,
  dedupeKey: string | null,
  hidden = false,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const inserted = await t.db
    .insert(notifications)
    .values(
      userIds.map((userId) =>
        t.values(notifications, {
          id: uuidv7(),
          userId,
          kind,
          params: hidden ? { ...params, [EMAIL_ONLY_PARAM]: 1 } : params,
          dedupeKey,
          readAt: hidden ? new Date() : null,
        }),
      ),
    )
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  return inserted.map((r) => r.userId);
}

export async function listNotifications(
  t: Tenant,
  userId: string,
  unreadOnly: boolean | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = t.where(
    notifications,
    eq(notifications.userId, userId),
    shown,
    unreadOnly === undefined
      ? undefined
      : unreadOnly
        ? isNull(notifications.readAt)
        : sql`${notifications.readAt} is not null`,
  );
  const rows = await t.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await t.db.select({ n: count() }).from(notifications).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(t: Tenant, userId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(notifications)
    .where(
      t.where(notifications, eq(notifications.userId, userId), isNull(notifications.readAt), shown),
    );
  return row?.n ?? 0;
}

export async function markRead(
  t: Tenant,
  userId: string,
  ids: readonly string[] | undefined,
): Promise<number> {
  const updated = await t.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      t.where(
        notifications,
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, [...ids]) : undefined,
        ),
      ),
    )
    .returning({ id: notifications.id });
  return updated.length;
}

export interface Recipient {
  id: string;
  email: string;
  name: string;
  language: string;
}

/** The members among `ids` with where to write to them and in which language. */
export async function recipients(t: Tenant, ids: readonly string[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf(
    await t.db.execute(sql`
      select u.id, u.email, u.name, u.language from users u
        join company_members m on m.user_id = u.id and m.company_id = ${t.companyId}
       where u.id = any(${uuidArray(ids)})`),
  );
  return rows.map((r) => ({
    id: String(r.id),
    email: String(r.email),
    name: String(r.name),
    language: String(r.language),
  }));
}

/** Companies that are not suspended (the reminders job visits each). */
export async function activeCompanyIds(db: Tenant['db']): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`select id from companies where suspended_at is null order by id`),
  );
  return rows.map((r) => String(r.id));
}

/** The active employees with a user account: who can be told about their own balances. */
export async function employeesWithAccounts(
  t: Tenant,
): Promise<{ id: string; name: string; userId: string }[]> {
  const rows = rowsOf(
    await t.db.execute(sql`
      select id, name, user_id from employees
       where company_id = ${t.companyId} and status = 'active' and user_id is not null
       order by name, id`),
  );
  return rows.map((r) => ({ id: String(r.id), name: String(r.name), userId: String(r.user_id) }));
}

/** The user account of an active employee (null: none, or not active). */
export async function employeeAccount(t: Tenant, employeeId: string): Promise<string | null> {
  const [row] = rowsOf(
    await t.db.execute(sql`
      select user_id from employees
       where company_id = ${t.companyId} and id = ${employeeId} and status = 'active'`),
  );
  return row?.user_id ? String(row.user_id) : null;
}
