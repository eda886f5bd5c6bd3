import {
  companyCreateBodySchema,
  companySelectResponseSchema,
  companySummarySchema,
  dataEnvelope,
  errorResponseSchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { CompaniesService } from './service.js';

/** The caller's companies: list, register one, and choose one to work in (api.md). */
export const companiesRoutes: FastifyPluginAsyncZod<{
  companies: CompaniesService;
  guards: Guards;
}> = async (app, { companies, guards }) => {
  const security = [{ bearer: [] }];

  app.get(
    '/auth/companies/',
    {
      onRequest: guards.user,
      schema: {
        tags: ['companies'],
        summary: "The caller's companies, with their role in each",
        security,
        response: { 200: dataEnvelope(z.array(companySummarySchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({ data: await companies.list(request.principal!) }),
  );

  app.post(
    '/auth/companies/',
    {
      onRequest: guards.user,
      schema: {
        tags: ['companies'],
        summary: 'Register a company (employer); the caller becomes its Owner',
        security,
        body: companyCreateBodySchema,
        response: {
          201: dataEnvelope(companySummarySchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await companies.create(
        request.principal!,
        request.body,
        requestContext(request),
      );
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/auth/companies/:id/select/',
    {
      onRequest: guards.user,
      schema: {
        tags: ['companies'],
        summary: 'Choose a company: tokens scoped to it',
        security,
        params: z.object({ id: z.uuid() }),
        response: {
          200: dataEnvelope(companySelectResponseSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await companies.select(request.principal!, request.params.id, requestContext(request)),
    }),
  );
};
