import { type Executor, tenantOn } from '@ponteiro/db';
import { AppError, operations, type SubscriptionSummary } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { companySubscription } from '../admin-billing/repository.js';
import { findUserById, presentUser } from '../auth/users.repository.js';
import type { MediaSigner } from '../media/signer.js';
import { findMembership } from '../membership/repository.js';
import { resolvePermissions } from '../roles/repository.js';

/**
 * The company's subscription in force (admin-<slug>/subscription/). A company with none (every
 * one was deleted in the back-office) has nothing switched on.
 */
async function subscriptionOf(db: Executor, companyId: string): Promise<SubscriptionSummary> {
  const row = await companySubscription(db, companyId);
  if (!row) {
    return {
      plan: '',
      status: 'cancelled',
      enable_access: false,
      enable_visitor: false,
      seats: null,
    };
  }
  return {
    plan: row.plan,
    status: row.status,
    enable_access: row.enableAccess,
    enable_visitor: row.enableVisitor,
    seats: row.seats === null ? null : Number(row.seats),
  };
}

/** GET base/user/session/ — who the caller is, in which company, and what they may do. */
export const sessionRoutes: FastifyPluginAsyncZod<{ media: MediaSigner }> = async (
  app,
  { media },
) => {
  defineRoute(app, {
    operation: operations.auth.session,
    access: { user: true },
    docs: { tags: ['auth'], summary: 'The current session' },
    handler: async (request, _reply, { userId, companyId }) => {
      const db = request.server.database.db;
      const user = await findUserById(db, userId);
      if (!user) throw AppError.unauthorized();
      if (!companyId) {
        return {
          data: {
            user: presentUser(user, media),
            companyId: null,
            roleName: null,
            permissions: [],
            subscription: null,
          },
        };
      }
      const membership = await findMembership(tenantOn(db, { companyId }), userId);
      if (!membership) throw AppError.unauthorized();
      return {
        data: {
          user: presentUser(user, media),
          companyId,
          roleName: membership.role,
          permissions: [...(await resolvePermissions(db, companyId, membership.role))],
          subscription: await subscriptionOf(db, companyId),
        },
      };
    },
  });
};
