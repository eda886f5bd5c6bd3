import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { BillingService } from './service.js';

/** admin-<slug>/plan/ and admin-<slug>/subscription/: platform administrators; writes superusers. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  const op = operations.admin;
  const tags = ['admin'];
  const access = { admin: true } as const;

  defineRoute(app, {
    operation: op.plans.list,
    access,
    docs: { tags, summary: 'Plans (prices in centavos; seats null = no limit)' },
    handler: async (request) => ({ data: await billing.plans(request.query) }),
  });
  defineRoute(app, {
    operation: op.plans.create,
    access,
    docs: { tags, summary: 'Create a plan (superusers only)' },
    handler: async (request, reply, { admin, context }) =>
      reply.status(201).send({ data: await billing.createPlan(admin, request.body, context) }),
  });
  defineRoute(app, {
    operation: op.plans.update,
    access,
    docs: { tags, summary: 'Edit a plan (superusers only)' },
    handler: async (request, _reply, { admin, context }) => ({
      data: await billing.updatePlan(admin, request.params.id, request.body, context),
    }),
  });
  defineRoute(app, {
    operation: op.subscriptions.list,
    access,
    docs: {
      tags,
      summary: "Companies' subscriptions (current=true: each company's in force)",
    },
    handler: async (request) => ({ data: await billing.subscriptions(request.query) }),
  });
  defineRoute(app, {
    operation: op.subscriptions.create,
    access,
    docs: {
      tags,
      summary: "Subscribe a company to a plan (superusers only); it becomes the company's in force",
    },
    handler: async (request, reply, { admin, context }) =>
      reply.status(201).send({ data: await billing.subscribe(admin, request.body, context) }),
  });
  defineRoute(app, {
    operation: op.subscriptions.remove,
    access,
    docs: { tags, summary: 'Delete a subscription (superusers only)' },
    handler: async (request, _reply, { admin, context }) => {
      await billing.unsubscribe(admin, request.params.id, context);
      return { data: null };
    },
  });
};
