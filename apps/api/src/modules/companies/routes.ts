import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { CompaniesService } from './service.js';

/** The caller's companies: list, register one, and choose one to work in (api.md). */
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (
  app,
  { companies },
) => {
  const tags = ['companies'];
  const op = operations.companies;

  defineRoute(app, {
    operation: op.list,
    access: { user: true },
    docs: { tags, summary: "The caller's companies, with their role in each" },
    handler: async (_request, _reply, scope) => ({ data: await companies.list(scope) }),
  });

  defineRoute(app, {
    operation: op.create,
    access: { user: true },
    docs: { tags, summary: 'Register a company (employer); the caller becomes its Owner' },
    handler: async (request, reply, scope) => {
      const data = await companies.create(scope, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    operation: op.select,
    access: { user: true },
    docs: { tags, summary: 'Choose a company: tokens scoped to it' },
    handler: async (request, _reply, scope) => ({
      data: await companies.select(scope, request.params.id, scope.context),
    }),
  });
};
