import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { AdminCompaniesService } from './service.js';

/** admin-<slug>/dashboard/companyList/, companies/{id}/… and history/: platform administrators. */
export const adminCompaniesRoutes: FastifyPluginAsyncZod<{
  companies: AdminCompaniesService;
}> = async (app, { companies }) => {
  const op = operations.admin.companies;
  const tags = ['admin'];
  const access = { admin: true } as const;

  defineRoute(app, {
    operation: op.list,
    access,
    docs: { tags, summary: 'Every company with its plan, seats, status and distributor' },
    handler: async (request) => ({ data: await companies.list(request.query) }),
  });
  defineRoute(app, {
    operation: op.get,
    access,
    docs: { tags, summary: 'A company with its people, subscription history and devices' },
    handler: async (request) => ({ data: await companies.get(request.params.id) }),
  });
  defineRoute(app, {
    operation: op.suspend,
    access,
    docs: { tags, summary: 'Suspend a company, with the reason its users read (superusers)' },
    handler: async (request, _reply, { admin, context }) => ({
      data: await companies.suspend(admin, request.params.id, request.body.reason, context),
    }),
  });
  defineRoute(app, {
    operation: op.reactivate,
    access,
    docs: { tags, summary: 'Reactivate a suspended company (superusers)' },
    handler: async (request, _reply, { admin, context }) => ({
      data: await companies.reactivate(admin, request.params.id, request.body.reason, context),
    }),
  });
  defineRoute(app, {
    operation: op.setDistributor,
    access,
    docs: { tags, summary: 'The distributor that brought the company (superusers)' },
    handler: async (request, _reply, { admin, context }) => ({
      data: await companies.setDistributor(
        admin,
        request.params.id,
        request.body.distributor_id,
        context,
      ),
    }),
  });
  defineRoute(app, {
    operation: operations.admin.history,
    access,
    docs: { tags, summary: "A back-office record's audit history (who, when, before → after)" },
    handler: async (request) => ({ data: await companies.history(request.query) }),
  });
};
