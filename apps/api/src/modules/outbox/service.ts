import { type Database, emailOutbox } from '@ponteiro/db';
import {
  AppError,
  type ListQuery,
  type ListResult,
  type OutboxEmail,
  type OutboxEmailSummary,
} from '@ponteiro/shared';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { MAX_ATTEMPTS } from '../../lib/mailer.js';
import { pickOrdering } from '../../lib/ordering.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { containsPattern } from '../../lib/search-pattern.js';

type Row = typeof emailOutbox.$inferSelect;

const status = (r: Row): OutboxEmailSummary['status'] =>
  r.sentAt ? 'sent' : r.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';

const summary = (r: Row): OutboxEmailSummary => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  status: status(r),
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
});

const ORDERING = {
  created_at: emailOutbox.createdAt,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
} as const;

const STATUS_FILTER = {
  pending: and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, MAX_ATTEMPTS)),
  sent: isNotNull(emailOutbox.sentAt),
  failed: and(isNull(emailOutbox.sentAt), gte(emailOutbox.attempts, MAX_ATTEMPTS)),
} as const;

/** The email outbox for platform administrators (back-office), newest first by default. */
export function createOutboxService(db: Database) {
  return {
    async list(
      query: ListQuery & { status?: keyof typeof STATUS_FILTER | undefined },
    ): Promise<ListResult<OutboxEmailSummary>> {
      const where = and(
        query.search
          ? or(
              ilike(emailOutbox.toAddress, containsPattern(query.search)),
              ilike(emailOutbox.subject, containsPattern(query.search)),
            )
          : undefined,
        query.status ? STATUS_FILTER[query.status] : undefined,
      );
      // Newest first unless asked; an unknown field (`__proto__` too) is a 400 on `ordering`.
      const { value: column, descending } = pickOrdering(
        query.ordering ?? '-created_at',
        ORDERING,
        'created_at',
      );
      const ascending = !descending;
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(emailOutbox)
          .where(where)
          .orderBy(ascending ? asc(column) : desc(column), desc(emailOutbox.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(emailOutbox).where(where),
      ]);
      return listResult(rows.map(summary), total?.n, query);
    },

    async get(id: string): Promise<OutboxEmail> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      if (!row) throw AppError.notFound();
      return {
        ...summary(row),
        text: row.textBody,
        attempts: row.attempts,
        last_error: row.lastError,
      };
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
