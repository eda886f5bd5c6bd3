import { z } from 'zod';
import { listQuerySchema } from '../api/envelope.js';
import { multiLineText, singleLineText } from '../validators/text-schemas.js';

// Feedback (issue 16): a company user sends it from the app's top bar (category, message, the page
// they were on, the app version and an optional screenshot); the provider reads it in the
// back-office (admin-<slug>/feedback/) and answers; the user sees the reply under "My messages".

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'question', 'other', 'upgrade'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/**
 * What the top bar's feedback form offers; `upgrade` is sent from /system/subscription ("request a
 * plan change"), so the provider sees it in the back-office as its own kind.
 */
export const FEEDBACK_FORM_CATEGORIES = ['bug', 'idea', 'question', 'other'] as const;

/** `new` until an administrator opens it and marks it read, `answered` once replied. */
export const FEEDBACK_STATUSES = ['new', 'read', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_MESSAGE_MIN = 3;
export const FEEDBACK_MESSAGE_MAX = 5000;
export const FEEDBACK_REPLY_MAX = 5000;

/**
 * The text fields of `POST feedback/` (multipart form, before the optional screenshot). Multipart
 * fields are strings: an empty `page` or `app_version` counts as not given.
 */
export const feedbackFormSchema = z
  .object({
    category: z.enum(FEEDBACK_CATEGORIES),
    message: multiLineText()
      .min(1, { message: 'validation.required', abort: true })
      .min(FEEDBACK_MESSAGE_MIN)
      .max(FEEDBACK_MESSAGE_MAX),
    page: singleLineText()
      .max(300)
      .optional()
      .transform((v) => v || null),
    app_version: singleLineText()
      .max(50)
      .optional()
      .transform((v) => v || null),
  })
  .strict();
export type FeedbackForm = z.input<typeof feedbackFormSchema>;

/** What the author sees of their own feedback. */
export const myFeedbackSchema = z
  .object({
    id: z.uuid(),
    category: z.enum(FEEDBACK_CATEGORIES),
    message: z.string(),
    page: z.string().nullable(),
    app_version: z.string().nullable(),
    has_screenshot: z.boolean(),
    status: z.enum(FEEDBACK_STATUSES),
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
    /** False while a reply is waiting to be seen (the badge in the app); true without reply. */
    reply_read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'MyFeedback' });
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

export const myFeedbackListQuerySchema = listQuerySchema.pick({ page: true, page_size: true });
export type MyFeedbackListQuery = z.infer<typeof myFeedbackListQuerySchema>;

export const feedbackUnreadSchema = z.object({ count: z.number().int() });

/** The back-office's view: who sent it, from which company, and who answered. */
export const adminFeedbackSchema = myFeedbackSchema
  .extend({
    company: z.object({ id: z.uuid(), name: z.string() }),
    /** Null when the user account no longer exists. */
    user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
    replied_by: z.object({ id: z.uuid(), username: z.string() }).nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminFeedback' });
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackListQuerySchema = listQuerySchema.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
});
export type AdminFeedbackListQuery = z.infer<typeof adminFeedbackListQuerySchema>;

/**
 * `PUT admin-<slug>/feedback/{id}/`: a reply (it sets `answered`) and/or a status. `read` marks a
 * new one as seen, `new` puts it back; `answered` needs a reply (given or already there).
 */
export const adminFeedbackUpdateBodySchema = z
  .object({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    reply: multiLineText()
      .min(1, { message: 'validation.required', abort: true })
      .max(FEEDBACK_REPLY_MAX)
      .optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.reply !== undefined, {
    message: 'validation.required',
    path: ['reply'],
  });
export type AdminFeedbackUpdateBody = z.input<typeof adminFeedbackUpdateBodySchema>;
