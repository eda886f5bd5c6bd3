import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { SystemDeps } from '../../system-routes.js';
import { createNotificationSettingsService } from './settings.service.js';

/** system/notifications/ (issue 19): who hears of which event, and how. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<SystemDeps> = async (
  app,
  { db, timeAttendance },
) => {
  const op = operations.notificationSettings;
  const tags = ['system'];
  const access = { permission: 'settings.system.notifications' } as const;
  const settings = createNotificationSettingsService({
    db,
    notifier: timeAttendance.reminders.notifier,
  });

  defineRoute(app, {
    operation: op.get,
    access,
    docs: {
      tags,
      summary: "Every notification event's effective settings, and the roles to choose from",
      description:
        'An event never saved answers its defaults (customized: false). Both channels false: the ' +
        'event is off. Roles: built-in names (owner, admin…) or custom role ids.',
    },
    handler: async (_request, _reply, scope) => ({ data: await settings.get(scope) }),
  });
  defineRoute(app, {
    operation: op.update,
    access,
    docs: {
      tags,
      summary: 'Save the settings of one or several events (audited, before and after)',
      description:
        "A role that is not a built-in one nor this company's answers 422 on events.N.role_ids " +
        'and nothing is written. to_employee / to_manager may not be true where they do not apply ' +
        '(NOTIFICATION_AUDIENCE). request_submitted and request_escalated always reach the approvers.',
    },
    handler: async (request, _reply, scope) => ({
      data: await settings.update(scope, request.body, scope.context),
    }),
  });
  defineRoute(app, {
    operation: op.test,
    access,
    docs: {
      tags,
      summary: 'Send a sample of one event to the caller only, through its saved channels',
      description:
        'Answers what was sent (in-app, the email address). 422 when the event is off; 429 past ' +
        '5 tests a minute per member.',
    },
    handler: async (request, _reply, scope) => ({
      data: await settings.test(scope, request.body.event, requestToday(request), scope.context),
    }),
  });
};
