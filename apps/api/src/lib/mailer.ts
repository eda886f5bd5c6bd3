import { type Database, type Executor, emailOutbox } from '@ponteiro/db';
import { and, asc, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** After this many failed deliveries an email stays in the outbox as failed. */
export const MAX_ATTEMPTS = 5;

/**
 * Emails go into the outbox table inside the caller's transaction; `deliverPending` sends them
 * by SMTP afterwards when SMTP_URL is set. Without SMTP the table is the outbox that platform
 * administrators read in the back-office; in demo mode (`logLinks`) the links are also written
 * to the server log, for the developer at the console.
 */
export function createMailer(deps: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  logLinks?: boolean;
}) {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;

  async function deliverPending(limit = 20): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    // SKIP LOCKED: several instances may deliver at once without sending an email twice.
    await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        try {
          await transport.sendMail({
            from: deps.from,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody,
          });
          await tx
            .update(emailOutbox)
            .set({ sentAt: sql`now()`, attempts: row.attempts + 1 })
            .where(sql`${emailOutbox.id} = ${row.id}`);
          sent++;
        } catch (error) {
          deps.log.warn({ err: error, emailId: row.id }, 'email delivery failed');
          await tx
            .update(emailOutbox)
            .set({
              attempts: row.attempts + 1,
              lastError: String((error as Error).message ?? error).slice(0, 500),
            })
            .where(sql`${emailOutbox.id} = ${row.id}`);
        }
      }
    });
    return sent;
  }

  return {
    mode: transport ? ('smtp' as const) : ('outbox' as const),

    /** Adds the email to the outbox; call inside the transaction of the change it reports. */
    async queue(db: Executor, email: OutgoingEmail): Promise<void> {
      await db.insert(emailOutbox).values({
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
      });
      if (deps.logLinks && !transport) {
        const links = email.text.match(/https?:\/\/\S+/g) ?? [];
        deps.log.info({ to: email.to, subject: email.subject, links }, 'email kept in the outbox');
      }
    },

    /** Sends what is pending, after the caller's commit; failures stay queued for the next try. */
    deliverSoon(): void {
      if (!transport) return;
      void deliverPending().catch((error) =>
        deps.log.warn({ err: error }, 'email delivery round failed'),
      );
    },

    deliverPending,

    close(): void {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
