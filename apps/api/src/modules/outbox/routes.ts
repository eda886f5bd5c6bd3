import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { OutboxService } from './service.js';

/**
 * Registered under /api/v1.0/admin-<slug>/ when DEV_OUTBOX is on (by default: no SMTP). Emails
 * hold reset and invitation links, so only platform administrators read them, and nothing of it
 * may be cached on the way.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  defineRoute(app, {
    operation: operations.admin.outbox.list,
    access: { admin: true },
    docs: { tags: ['admin'], summary: 'Emails in the outbox (newest first)' },
    handler: async (request) => ({ data: await outbox.list(request.query) }),
  });

  defineRoute(app, {
    operation: operations.admin.outbox.get,
    access: { admin: true },
    docs: { tags: ['admin'], summary: 'One email of the outbox, with its text' },
    handler: async (request) => ({ data: await outbox.get(request.params.id) }),
  });
};
