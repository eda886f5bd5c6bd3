import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { SubscriptionService } from './service.js';

/** company/subscription/ (settings › subscription) and base/plans/ (public, for /pricing). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscription: SubscriptionService;
}> = async (app, { subscription }) => {
  const op = operations.subscription;
  defineRoute(app, {
    operation: op.mine,
    access: { permission: 'settings.system.subscription' },
    docs: { tags: ['company'], summary: "The company's plan, status and seats used/allowed" },
    handler: async (_request, _reply, { companyId }) => ({
      data: await subscription.mine(companyId),
    }),
  });
  defineRoute(app, {
    operation: op.publicPlans,
    access: { public: true },
    docs: { tags: ['public'], summary: 'The plans the provider offers (what /pricing shows)' },
    handler: async () => ({ data: await subscription.publicPlans() }),
  });
};
