import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { NotificationsService } from './service.js';

/** notifications/: the company top bar's bell, for any member (their own only). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const op = operations.notifications;
  const tags = ['notifications'];
  const access = { member: true } as const;

  defineRoute(app, {
    operation: op.list,
    access,
    docs: {
      tags,
      summary: "The caller's notifications in this company, newest first",
      description:
        'Kinds: request_submitted, request_decided, request_escalated, vacation_expiring, ' +
        'hours_bank_expiring, abnormal_punch, period_closed, certificate_expiring, webhook_paused; ' +
        '`params` holds ' +
        'what the text needs (sample: 1 on a test from system/notifications/test/). ' +
        '`unread=true|false` filters.',
    },
    handler: async (request, _reply, scope) => ({
      data: await notifications.list(scope, request.query),
    }),
  });
  defineRoute(app, {
    operation: op.summary,
    access,
    docs: {
      tags,
      summary: 'The two top-bar counts: unread notifications and requests waiting for the caller',
    },
    handler: async (request, _reply, scope) => ({
      data: await notifications.summary(scope, requestToday(request)),
    }),
  });
  defineRoute(app, {
    operation: op.markRead,
    access,
    docs: {
      tags,
      summary: "Mark notifications read: these ids, or without ids all of the caller's",
      description: "Ids that are not the caller's unread notifications are ignored.",
    },
    handler: async (request, _reply, scope) => ({
      data: await notifications.markRead(scope, request.body.ids),
    }),
  });
};
