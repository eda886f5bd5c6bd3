import type { Database } from '@ponteiro/db';
import {
  AppError,
  type ListQuery,
  type ListResult,
  type OutboxEmail,
  type OutboxEmailSummary,
} from '@ponteiro/shared';
import { MAX_ATTEMPTS } from '../../lib/mailer.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import { findEmail, listEmails, type OutboxRow, type OutboxStatus } from './repository.js';

const status = (r: OutboxRow): OutboxStatus =>
  r.sentAt ? 'sent' : r.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';

const summary = (r: OutboxRow): OutboxEmailSummary => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  status: status(r),
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
});

/** The email outbox for platform administrators (back-office), newest first by default. */
export function createOutboxService(db: Database) {
  return {
    async list(
      query: ListQuery & { status?: OutboxStatus | undefined },
    ): Promise<ListResult<OutboxEmailSummary>> {
      const { rows, total } = await listEmails(db, query, pageWindow(query));
      return listResult(rows.map(summary), total, query);
    },

    async get(id: string): Promise<OutboxEmail> {
      const row = await findEmail(db, id);
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
