import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { HealthService } from './service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  defineRoute(app, {
    operation: operations.system.health,
    access: { public: true },
    docs: { tags: ['system'], summary: 'Liveness and database status' },
    handler: async (_request, reply) => {
      const data = await health.check();
      return reply.status(data.database.ok ? 200 : 503).send({ data });
    },
  });
};
