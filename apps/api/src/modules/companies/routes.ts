import {
  companyCreateBodySchema,
  companySelectResponseSchema,
  companySummarySchema,
  dataEnvelope,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import type { CompaniesService } from './service.js';

/** The caller's companies: list, register one, and choose one to work in (api.md). */
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (
  app,
  { companies },
) => {
  defineRoute(app, {
    method: 'GET',
    url: '/auth/companies/',
    access: { user: true },
    schema: {
      tags: ['companies'],
      summary: "The caller's companies, with their role in each",
      response: { 200: dataEnvelope(z.array(companySummarySchema)) },
    },
    handler: async (_request, _reply, scope) => ({ data: await companies.list(scope) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/companies/',
    access: { user: true },
    schema: {
      tags: ['companies'],
      summary: 'Register a company (employer); the caller becomes its Owner',
      body: companyCreateBodySchema,
      response: { 201: dataEnvelope(companySummarySchema) },
    },
    handler: async (request, reply, scope) => {
      const data = await companies.create(scope, request.body, scope.context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/companies/:id/select/',
    access: { user: true },
    schema: {
      tags: ['companies'],
      summary: 'Choose a company: tokens scoped to it',
      params: z.object({ id: z.uuid() }),
      response: { 200: dataEnvelope(companySelectResponseSchema) },
    },
    handler: async (request, _reply, scope) => ({
      data: await companies.select(scope, request.params.id, scope.context),
    }),
  });
};
