import type { Tenant } from '@ponteiro/db';
import { type NotificationKind, resolveLanguage } from '@ponteiro/shared';
import type { createMailer } from '../../lib/mailer.js';
import { type NoticeParams, noticeEmail, noticePath } from './emails.js';
import { insertNotifications, recipients } from './repository.js';

type Mailer = Pick<ReturnType<typeof createMailer>, 'queue' | 'deliverSoon'>;

export interface Notifier {
  /**
   * Inside the caller's transaction: one notification per user and its email in the outbox (sent
   * after the commit by `flush`). With `dedupeKey`, a user gets it once.
   */
  notify(
    t: Tenant,
    userIds: readonly string[],
    kind: NotificationKind,
    params: NoticeParams,
    dedupeKey?: string,
  ): Promise<void>;
  /** After the commit: deliver what was queued. */
  flush(): void;
}

export function createNotifier(deps: { mailer: Mailer; appUrl: string }): Notifier {
  return {
    async notify(t, userIds, kind, params, dedupeKey) {
      const unique = [...new Set(userIds)];
      const clean = Object.fromEntries(
        Object.entries(params).filter(([, v]) => v !== undefined),
      ) as Record<string, string | number>;
      const notified = await insertNotifications(t, unique, kind, clean, dedupeKey ?? null);
      for (const person of await recipients(t, notified)) {
        await deps.mailer.queue(
          t.db,
          noticeEmail({
            to: person.email,
            language: resolveLanguage(person.language),
            kind,
            params,
            link: `${deps.appUrl}${noticePath(kind, params)}`,
          }),
        );
      }
    },
    flush() {
      deps.mailer.deliverSoon();
    },
  };
}
