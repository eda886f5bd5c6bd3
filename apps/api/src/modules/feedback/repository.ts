import { feedback, type Tenant, uuidv7 } from '@ponteiro/db';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';

// SQL of the feedback a company user sends and reads (company-scoped: every query goes through
// the request's Tenant, row-level security under it). The back-office's SQL is in admin-feedback/.

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedback = Omit<
  typeof feedback.$inferInsert,
  'companyId' | 'id' | 'status' | 'reply' | 'repliedAt' | 'repliedBy' | 'replyReadAt'
>;

export async function insertFeedback(t: Tenant, id: string, values: NewFeedback): Promise<void> {
  await t.db.insert(feedback).values(t.values(feedback, { id, ...values }));
}

export const newFeedbackId = (): string => uuidv7();

/** The author's own feedback; another user's (or company's) is absent. */
export async function findOwnFeedback(
  t: Tenant,
  userId: string,
  id: string,
): Promise<FeedbackRow | undefined> {
  const [row] = await t.db
    .select()
    .from(feedback)
    .where(t.where(feedback, eq(feedback.userId, userId), eq(feedback.id, id)));
  return row;
}

export async function listOwnFeedback(
  t: Tenant,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = t.where(feedback, eq(feedback.userId, userId));
  const rows = await t.db
    .select()
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await t.db.select({ n: count() }).from(feedback).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Replies the author has not seen yet (the badge). */
export async function countUnreadReplies(t: Tenant, userId: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(feedback)
    .where(
      t.where(
        feedback,
        eq(feedback.userId, userId),
        isNotNull(feedback.reply),
        isNull(feedback.replyReadAt),
      ),
    );
  return row?.n ?? 0;
}

export async function setReplyRead(t: Tenant, id: string): Promise<void> {
  await t.db
    .update(feedback)
    .set({ replyReadAt: new Date() })
    .where(t.where(feedback, eq(feedback.id, id), isNull(feedback.replyReadAt)));
}
