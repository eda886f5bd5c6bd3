import { z } from 'zod';

/**
 * The email outbox as platform administrators see it in the back-office (when no SMTP server
 * delivers the emails, it is the only place they can be read). The HTML body is never sent: the
 * screen shows the text body, so no email markup runs in the back-office.
 */
export const outboxEmailStatusSchema = z.enum(['pending', 'sent', 'failed']);
export type OutboxEmailStatus = z.infer<typeof outboxEmailStatusSchema>;

export const outboxEmailSummarySchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    status: outboxEmailStatusSchema,
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'OutboxEmailSummary' });
export type OutboxEmailSummary = z.infer<typeof outboxEmailSummarySchema>;

export const outboxEmailSchema = outboxEmailSummarySchema
  .extend({
    text: z.string(),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
  })
  .meta({ id: 'OutboxEmail' });
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
