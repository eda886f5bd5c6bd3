import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { SystemDeps } from '../../system-routes.js';
import { createWebhookDispatcher } from './dispatcher.js';
import { createWebhooksService } from './service.js';
import { webhookTargetPolicy } from './target-guard.js';

/** system/notifications/webhooks/ (issue 20): the company's webhooks and their delivery log. */
export const webhooksRoutes: FastifyPluginAsyncZod<SystemDeps> = async (
  app,
  { db, config, timeAttendance },
) => {
  const op = operations.webhooks;
  const tags = ['system'];
  const access = { permission: 'settings.system.notifications' } as const;
  const policy = webhookTargetPolicy(config);
  const webhooks = createWebhooksService({
    db,
    policy,
    dispatcher: createWebhookDispatcher({
      db,
      policy,
      notifier: timeAttendance.notifier,
      log: app.log,
    }),
  });
  const urlRule =
    'The URL must be https (http only to loopback outside production) and must not resolve to a ' +
    'private or reserved address unless WEBHOOKS_ALLOW_PRIVATE_TARGETS is set: else 422 on url.';

  defineRoute(app, {
    operation: op.list,
    access,
    docs: {
      tags,
      summary: "The company's webhook subscriptions, with their secret and last delivery",
    },
    handler: async (_request, _reply, scope) => ({ data: await webhooks.list(scope) }),
  });
  defineRoute(app, {
    operation: op.create,
    access,
    docs: {
      tags,
      summary: 'Add a webhook (its signing secret is generated)',
      description: urlRule,
    },
    handler: async (request, reply, scope) =>
      reply.status(201).send({ data: await webhooks.create(scope, request.body) }),
  });
  defineRoute(app, {
    operation: op.get,
    access,
    docs: { tags, summary: 'One webhook subscription' },
    handler: async (request, _reply, scope) => ({
      data: await webhooks.get(scope, request.params.id),
    }),
  });
  defineRoute(app, {
    operation: op.update,
    access,
    docs: {
      tags,
      summary: 'Change the URL, description or events of a webhook',
      description: urlRule,
    },
    handler: async (request, _reply, scope) => ({
      data: await webhooks.update(scope, request.params.id, request.body),
    }),
  });
  defineRoute(app, {
    operation: op.remove,
    access,
    docs: { tags, summary: 'Delete a webhook and its delivery log' },
    handler: async (request, _reply, scope) => {
      await webhooks.remove(scope, request.params.id);
      return { data: null };
    },
  });
  defineRoute(app, {
    operation: op.rotateSecret,
    access,
    docs: {
      tags,
      summary: 'Replace the signing secret (deliveries from now on are signed with the new one)',
    },
    handler: async (request, _reply, scope) => ({
      data: await webhooks.rotateSecret(scope, request.params.id),
    }),
  });
  defineRoute(app, {
    operation: op.pause,
    access,
    docs: {
      tags,
      summary: 'Pause a webhook: nothing is sent; deliveries still waiting are given up',
    },
    handler: async (request, _reply, scope) => ({
      data: await webhooks.pause(scope, request.params.id),
    }),
  });
  defineRoute(app, {
    operation: op.resume,
    access,
    docs: {
      tags,
      summary: 'Resume a paused webhook (what happened while paused is not replayed)',
    },
    handler: async (request, _reply, scope) => ({
      data: await webhooks.resume(scope, request.params.id),
    }),
  });
  defineRoute(app, {
    operation: op.test,
    access,
    docs: {
      tags,
      summary: 'Send a test event (webhook.test) now; answers the delivery as it went',
      description: 'Tried once (no retries), also while paused; at most 10 s.',
    },
    handler: async (request, reply, scope) =>
      reply.status(202).send({ data: await webhooks.test(scope, request.params.id) }),
  });
  defineRoute(app, {
    operation: op.deliveries,
    access,
    docs: { tags, summary: "A webhook's delivery log, newest first" },
    handler: async (request, _reply, scope) => ({
      data: await webhooks.deliveries(scope, request.params.id, request.query),
    }),
  });
  defineRoute(app, {
    operation: op.delivery,
    access,
    docs: { tags, summary: 'One delivery, with the body sent and the start of the answer' },
    handler: async (request, _reply, scope) => ({
      data: await webhooks.delivery(scope, request.params.id, request.params.deliveryId),
    }),
  });
  defineRoute(app, {
    operation: op.resend,
    access,
    docs: {
      tags,
      summary: 'Send a delivery again (same event id and body), now, as a new delivery',
    },
    handler: async (request, reply, scope) =>
      reply.status(202).send({
        data: await webhooks.resend(scope, request.params.id, request.params.deliveryId),
      }),
  });
};
