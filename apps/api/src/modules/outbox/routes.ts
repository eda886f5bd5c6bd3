import {
  dataEnvelope,
  errorResponseSchema,
  listEnvelope,
  listQuerySchema,
  outboxEmailSchema,
  outboxEmailStatusSchema,
  outboxEmailSummarySchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../plugins/authenticate.js';
import type { OutboxService } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Registered under /api/v1.0/admin-<slug>/ when DEV_OUTBOX is on (by default: no SMTP). Emails
 * hold reset and invitation links, so only platform administrators read them, and nothing of it
 * may be cached on the way.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{
  outbox: OutboxService;
  guards: Guards;
}> = async (app, { outbox, guards }) => {
  const security = [{ bearer: [] }];
  app.addHook('onRequest', guards.admin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/outbox/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Emails in the outbox (newest first)',
        security,
        querystring: listQuerySchema.extend({ status: outboxEmailStatusSchema.optional() }),
        response: { 200: listEnvelope(outboxEmailSummarySchema), ...errors },
      },
    },
    async (request) => ({ data: await outbox.list(request.query) }),
  );

  app.get(
    '/outbox/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One email of the outbox, with its text',
        security,
        params: z.object({ id: z.uuid() }),
        response: { 200: dataEnvelope(outboxEmailSchema), ...errors },
      },
    },
    async (request) => ({ data: await outbox.get(request.params.id) }),
  );
};
