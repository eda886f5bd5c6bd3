import { type Database, withTenant } from '@ponteiro/db';
import type {
  AppNotification,
  ListResult,
  NotificationSummary,
  notificationListQuerySchema,
} from '@ponteiro/shared';
import type { z } from 'zod';
import { listResult, pageWindow } from '../../lib/pagination.js';
import type { CompanyScope } from '../../plugins/authenticate.js';
import { countUnread, listNotifications, markRead, type NotificationRow } from './repository.js';

type Caller = Pick<CompanyScope, 'companyId' | 'userId'>;

function present(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params as AppNotification['params'],
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The bell: the caller's notifications in this company, the unread count, marking read. */
export function createNotificationsService(deps: {
  db: Database;
  /** The approval queue's size (requests module), for the second badge. */
  queueSize: (caller: Caller, today: string) => Promise<number>;
}) {
  const { db } = deps;
  return {
    async list(
      caller: Caller,
      query: z.output<typeof notificationListQuerySchema>,
    ): Promise<ListResult<AppNotification>> {
      const unread = query.unread === undefined ? undefined : query.unread === 'true';
      const { rows, total } = await withTenant(db, caller, (t) =>
        listNotifications(t, caller.userId, unread, pageWindow(query)),
      );
      return listResult(rows.map(present), total, query);
    },

    async summary(caller: Caller, today: string): Promise<NotificationSummary> {
      const unread = await withTenant(db, caller, (t) => countUnread(t, caller.userId));
      return { unread, approvals: await deps.queueSize(caller, today) };
    },

    async markRead(
      caller: Caller,
      ids: readonly string[] | undefined,
    ): Promise<{ updated: number }> {
      return { updated: await withTenant(db, caller, (t) => markRead(t, caller.userId, ids)) };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
