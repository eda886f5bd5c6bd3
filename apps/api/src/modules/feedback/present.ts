import type { feedback } from '@ponteiro/db';
import type { MyFeedback } from '@ponteiro/shared';

type Row = Pick<
  typeof feedback.$inferSelect,
  | 'id'
  | 'category'
  | 'message'
  | 'page'
  | 'appVersion'
  | 'screenshotKey'
  | 'status'
  | 'reply'
  | 'repliedAt'
  | 'replyReadAt'
  | 'createdAt'
>;

/** A feedback row as its author sees it (the back-office adds who and where). */
export function presentFeedback(r: Row): MyFeedback {
  return {
    id: r.id,
    category: r.category,
    message: r.message,
    page: r.page,
    app_version: r.appVersion,
    has_screenshot: r.screenshotKey !== null,
    status: r.status,
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    reply_read: r.reply === null || r.replyReadAt !== null,
    created_at: r.createdAt.toISOString(),
  };
}

/** The content type of a stored screenshot (`jpeg` / `png`, as the upload check named it). */
export function screenshotContentType(type: string | null): string {
  return type === 'png' ? 'image/png' : 'image/jpeg';
}
