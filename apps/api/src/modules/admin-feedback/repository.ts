import { companies, type Executor, feedback, platformAdmins, users } from '@ponteiro/db';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

// SQL of the back-office's feedback screen: every company's feedback, read and answered by the
// platform administrators as the owner connection (like admin-billing reads subscriptions).

export type AdminFeedbackRow = typeof feedback.$inferSelect & {
  companyName: string;
  userName: string | null;
  userEmail: string | null;
  repliedByUsername: string | null;
};

const columns = {
  row: feedback,
  companyName: sql<string>`coalesce(${companies.tradeName}, ${companies.legalName})`,
  userName: users.name,
  userEmail: users.email,
  repliedByUsername: platformAdmins.username,
};

const ORDERING = {
  created_at: feedback.createdAt,
  updated_at: feedback.updatedAt,
  status: feedback.status,
  category: feedback.category,
  company: companies.legalName,
};

type Selected = {
  row: typeof feedback.$inferSelect;
  companyName: string;
  userName: string | null;
  userEmail: string | null;
  repliedByUsername: string | null;
};
const asRow = (r: Selected): AdminFeedbackRow => ({
  ...r.row,
  companyName: r.companyName,
  userName: r.userName,
  userEmail: r.userEmail,
  repliedByUsername: r.repliedByUsername,
});

const base = (db: Executor) =>
  db
    .select(columns)
    .from(feedback)
    .innerJoin(companies, eq(companies.id, feedback.companyId))
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(platformAdmins, eq(platformAdmins.id, feedback.repliedBy));

export async function listAllFeedback(
  db: Executor,
  query: {
    search?: string | undefined;
    ordering?: string | undefined;
    status?: (typeof feedback.$inferSelect)['status'] | undefined;
    category?: (typeof feedback.$inferSelect)['category'] | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminFeedbackRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const conditions: (SQL | undefined)[] = [
    pattern
      ? sql`(${feedback.message} ilike ${pattern} or ${companies.legalName} ilike ${pattern}
          or ${companies.tradeName} ilike ${pattern} or ${users.name} ilike ${pattern}
          or ${users.email} ilike ${pattern})`
      : undefined,
    query.status ? eq(feedback.status, query.status) : undefined,
    query.category ? eq(feedback.category, query.category) : undefined,
  ];
  const where = and(...conditions);
  const { value: column, descending } = pickOrdering(
    query.ordering ?? '-created_at',
    ORDERING,
    'created_at',
  );
  const rows = await base(db)
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(feedback)
    .innerJoin(companies, eq(companies.id, feedback.companyId))
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(where);
  return { rows: rows.map(asRow), total: total?.n ?? 0 };
}

export async function findAnyFeedback(
  db: Executor,
  id: string,
): Promise<AdminFeedbackRow | undefined> {
  const [row] = await base(db).where(eq(feedback.id, id));
  return row ? asRow(row) : undefined;
}

export async function updateFeedback(
  db: Executor,
  key: { companyId: string; id: string },
  values: Partial<
    Pick<
      typeof feedback.$inferInsert,
      'status' | 'reply' | 'repliedAt' | 'repliedBy' | 'replyReadAt'
    >
  >,
): Promise<void> {
  await db
    .update(feedback)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(feedback.companyId, key.companyId), eq(feedback.id, key.id)));
}
