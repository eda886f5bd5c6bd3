import type { Database } from '@ponteiro/db';
import {
  type AdminFeedback,
  type AdminFeedbackListQuery,
  AppError,
  type adminFeedbackUpdateBodySchema,
  type ListResult,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { type RequestContext, writeAudited } from '../../lib/audit.js';
import { listResult, pageWindow } from '../../lib/pagination.js';
import type { FileStorage } from '../../lib/storage.js';
import { backOfficeScope, type PlatformAdmin } from '../admin-auth/platform-admin.js';
import { presentFeedback, screenshotContentType } from '../feedback/present.js';
import {
  type AdminFeedbackRow,
  findAnyFeedback,
  listAllFeedback,
  updateFeedback,
} from './repository.js';

const present = (r: AdminFeedbackRow): AdminFeedback => ({
  ...presentFeedback(r),
  company: { id: r.companyId, name: r.companyName },
  user:
    r.userId && r.userName !== null
      ? { id: r.userId, name: r.userName, email: r.userEmail ?? '' }
      : null,
  replied_by:
    r.repliedBy && r.repliedByUsername !== null
      ? { id: r.repliedBy, username: r.repliedByUsername }
      : null,
  updated_at: r.updatedAt.toISOString(),
});

/**
 * The provider's side of feedback (/admin/feedback): any administrator reads every company's
 * feedback and answers it (support work, not a superuser write). Each change is audited with the
 * company on the audit row, so the company's history shows it too.
 */
export function createAdminFeedbackService(deps: { db: Database; storage: FileStorage }) {
  const { db, storage } = deps;

  return {
    async list(query: AdminFeedbackListQuery): Promise<ListResult<AdminFeedback>> {
      const { rows, total } = await listAllFeedback(db, query, pageWindow(query));
      return listResult(rows.map(present), total, query);
    },

    /** Opening one does not change its status: "mark as read" does. */
    async get(id: string): Promise<AdminFeedback> {
      const row = await findAnyFeedback(db, id);
      if (!row) throw AppError.notFound();
      return present(row);
    },

    async update(
      actor: PlatformAdmin,
      id: string,
      body: z.output<typeof adminFeedbackUpdateBodySchema>,
      context: RequestContext,
    ): Promise<AdminFeedback> {
      const before = await findAnyFeedback(db, id);
      if (!before) throw AppError.notFound();
      const scope = backOfficeScope(actor, context, 'feedback', before.companyId);
      return writeAudited(db, scope, async (t, audit) => {
        const current = await findAnyFeedback(t, id);
        if (!current) throw AppError.notFound();
        const key = { companyId: current.companyId, id };
        if (body.reply !== undefined) {
          if (body.status !== undefined && body.status !== 'answered') {
            throw new AppError('validation_error', {
              fieldErrors: { status: ['validation.invalid_value'] },
            });
          }
          await updateFeedback(t, key, {
            status: 'answered',
            reply: body.reply,
            repliedAt: new Date(),
            repliedBy: actor.id,
            // A new or changed reply is news for the author again.
            replyReadAt: null,
          });
        } else if (body.status !== undefined && body.status !== current.status) {
          if (body.status === 'answered') {
            throw new AppError('validation_error', {
              fieldErrors: { reply: ['validation.feedback_reply_required'] },
            });
          }
          if (current.reply !== null) {
            throw new AppError('business_rule', {
              message: 'validation.feedback_already_answered',
              fieldErrors: { status: ['validation.feedback_already_answered'] },
            });
          }
          await updateFeedback(t, key, { status: body.status });
        } else {
          return present(current);
        }
        const after = (await findAnyFeedback(t, id))!;
        await audit({
          action: body.reply !== undefined ? 'reply' : 'status',
          entityId: id,
          before: { status: current.status, reply: current.reply },
          after: { status: after.status, reply: after.reply },
        });
        return present(after);
      });
    },

    /** The screenshot's bytes and real content type; 404 when there is none. */
    async screenshot(id: string): Promise<{ bytes: Buffer; contentType: string }> {
      const row = await findAnyFeedback(db, id);
      if (!row?.screenshotKey) throw AppError.notFound();
      const bytes = await storage.get(row.screenshotKey);
      if (!bytes) throw AppError.notFound();
      return { bytes, contentType: screenshotContentType(row.screenshotType) };
    },
  };
}
export type AdminFeedbackService = ReturnType<typeof createAdminFeedbackService>;
