import type { Tenant } from '@ponteiro/db';
import { type NotificationKind, resolveLanguage } from '@ponteiro/shared';
import type { createMailer } from '../../lib/mailer.js';
import { audienceOf } from './audience.js';
import { type NoticeParams, noticeEmail, noticePath } from './emails.js';
import { insertNotifications, recipients } from './repository.js';

type Mailer = Pick<ReturnType<typeof createMailer>, 'queue' | 'deliverSoon'>;

/** Which channels a notice goes through. */
export interface Channels {
  inApp: boolean;
  email: boolean;
}

export interface Notifier {
  /**
   * Inside the caller's transaction, under the company's notification settings (issue 19): one
   * notification per recipient and/or its email in the outbox (sent after the commit by `flush`).
   * `userIds`: the approvers for request_submitted/request_escalated (always told), else the
   * employee concerned (told when the settings say so); the settings add the employee's manager
   * (`params.employee_id`) and the members of some roles. With `dedupeKey`, a user gets it once.
   */
  notify(
    t: Tenant,
    userIds: readonly string[],
    kind: NotificationKind,
    params: NoticeParams,
    dedupeKey?: string,
  ): Promise<void>;
  /** Sends to exactly these users through these channels (no settings: the test send). */
  deliver(
    t: Tenant,
    userIds: readonly string[],
    kind: NotificationKind,
    params: NoticeParams,
    channels: Channels,
    dedupeKey?: string,
  ): Promise<{ inApp: string[]; emailed: string[] }>;
  /** After the commit: deliver what was queued. */
  flush(): void;
}

export function createNotifier(deps: { mailer: Mailer; appUrl: string }): Notifier {
  const deliver: Notifier['deliver'] = async (t, userIds, kind, params, channels, dedupeKey) => {
    const unique = [...new Set(userIds)];
    if (unique.length === 0 || (!channels.inApp && !channels.email)) {
      return { inApp: [], emailed: [] };
    }
    const clean = Object.fromEntries(
      Object.entries(params).filter(([, v]) => v !== undefined),
    ) as Record<string, string | number>;
    // Email only: without a dedupe key nothing is kept; with one, a hidden row remembers it.
    const notified =
      channels.inApp || dedupeKey
        ? await insertNotifications(t, unique, kind, clean, dedupeKey ?? null, !channels.inApp)
        : unique;
    const emailed: string[] = [];
    if (channels.email) {
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
        emailed.push(person.email);
      }
    }
    return { inApp: channels.inApp ? notified : [], emailed };
  };
  return {
    async notify(t, userIds, kind, params, dedupeKey) {
      const employeeId = typeof params.employee_id === 'string' ? params.employee_id : undefined;
      const audience = await audienceOf(t, kind, userIds, employeeId);
      await deliver(
        t,
        audience.userIds,
        kind,
        params,
        { inApp: audience.settings.in_app, email: audience.settings.email },
        dedupeKey,
      );
    },
    deliver,
    flush() {
      deps.mailer.deliverSoon();
    },
  };
}
