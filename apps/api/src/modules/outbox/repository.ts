import { type Executor, emailOutbox } from '@ponteiro/db';
import type { OutboxEmailSummary } from '@ponteiro/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  type SQLWrapper,
} from 'drizzle-orm';
import { MAX_ATTEMPTS } from '../../lib/mailer.js';
import { pickOrdering } from '../../lib/ordering.js';
import { containsPattern } from '../../lib/search-pattern.js';

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxStatus = OutboxEmailSummary['status'];

/** `ordering` fields → their column (addresses and system-written subjects, not names). */
const ORDERING = {
  created_at: emailOutbox.createdAt,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
} as const;

const STATUS_FILTER: Readonly<Record<OutboxStatus, SQLWrapper | undefined>> = {
  pending: and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, MAX_ATTEMPTS)),
  sent: isNotNull(emailOutbox.sentAt),
  failed: and(isNull(emailOutbox.sentAt), gte(emailOutbox.attempts, MAX_ATTEMPTS)),
};

/** A page of emails matching `search` (address or subject) and `status`; newest first unless asked. */
export async function listEmails(
  db: Executor,
  query: {
    search?: string | undefined;
    ordering?: string | undefined;
    status?: OutboxStatus | undefined;
  },
  page: { limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number | undefined }> {
  const where = and(
    query.search
      ? or(
          ilike(emailOutbox.toAddress, containsPattern(query.search)),
          ilike(emailOutbox.subject, containsPattern(query.search)),
        )
      : undefined,
    query.status ? STATUS_FILTER[query.status] : undefined,
  );
  // An unknown field (`__proto__` too) is a 400 on `ordering`.
  const { value: column, descending } = pickOrdering(
    query.ordering ?? '-created_at',
    ORDERING,
    'created_at',
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(descending ? desc(column) : asc(column), desc(emailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { rows, total: total?.n };
}

export async function findEmail(db: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}
