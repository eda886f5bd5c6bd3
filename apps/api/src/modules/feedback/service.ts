import type { Database } from '@ponteiro/db';
import { withTenant } from '@ponteiro/db';
import {
  AppError,
  type ListResult,
  type MyFeedback,
  type MyFeedbackListQuery,
} from '@ponteiro/shared';
import { attachmentKey, replaceAttachment } from '../../lib/attachments.js';
import type { RequestContext } from '../../lib/audit.js';
import { writeCompanyAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import type { FileStorage } from '../../lib/storage.js';
import type { FeedbackSubmission } from './form.js';
import { presentFeedback } from './present.js';
import {
  countUnreadReplies,
  findOwnFeedback,
  insertFeedback,
  listOwnFeedback,
  newFeedbackId,
  setReplyRead,
} from './repository.js';

/** Who sends or reads: a member of the token's company (defineRoute's CompanyScope). */
export interface FeedbackAuthor {
  companyId: string;
  userId: string;
}

/**
 * "Send feedback" (issue 16): any member of a company sends it and reads their own, with the
 * provider's reply. Company data: written and read only through the company's transaction.
 */
export function createFeedbackService(deps: { db: Database; storage: FileStorage }) {
  const { db, storage } = deps;
  const scope = (author: FeedbackAuthor, context: RequestContext) => ({
    context,
    companyId: author.companyId,
    actorType: 'user' as const,
    actorId: author.userId,
    entity: 'feedback',
  });

  return {
    async send(
      author: FeedbackAuthor,
      submission: FeedbackSubmission,
      context: RequestContext,
    ): Promise<MyFeedback> {
      const id = newFeedbackId();
      const { fields, screenshot } = submission;
      const file = screenshot && {
        ...screenshot,
        key: attachmentKey(`companies/${author.companyId}/feedback`, id, screenshot.type),
      };
      // The screenshot is written first and removed again if the row is not saved.
      return replaceAttachment(storage, file, (stored) =>
        writeCompanyAudited(db, scope(author, context), async (t, audit) => {
          await insertFeedback(t, id, {
            userId: author.userId,
            category: fields.category,
            message: fields.message,
            page: fields.page,
            appVersion: fields.app_version,
            screenshotKey: stored?.key ?? null,
            screenshotType: stored?.type ?? null,
          });
          const row = (await findOwnFeedback(t, author.userId, id))!;
          await audit({
            action: 'create',
            entityId: id,
            after: { ...fields, screenshot: stored !== null },
          });
          return { result: presentFeedback(row), oldKey: null };
        }),
      );
    },

    async mine(
      author: FeedbackAuthor,
      query: MyFeedbackListQuery,
    ): Promise<ListResult<MyFeedback>> {
      const { rows, total } = await withTenant(db, author, (t) =>
        listOwnFeedback(t, author.userId, pageWindow(query)),
      );
      return listResult(rows.map(presentFeedback), total, query);
    },

    async unread(author: FeedbackAuthor): Promise<{ count: number }> {
      return { count: await withTenant(db, author, (t) => countUnreadReplies(t, author.userId)) };
    },

    /** The author has seen the reply; without a reply (or seen already) nothing changes. */
    async markRead(
      author: FeedbackAuthor,
      id: string,
      context: RequestContext,
    ): Promise<MyFeedback> {
      return writeCompanyAudited(db, scope(author, context), async (t, audit) => {
        const row = await findOwnFeedback(t, author.userId, id);
        if (!row) throw AppError.notFound();
        if (row.reply === null || row.replyReadAt !== null) return presentFeedback(row);
        await setReplyRead(t, id);
        await audit({ action: 'reply_read', entityId: id });
        return presentFeedback((await findOwnFeedback(t, author.userId, id))!);
      });
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
