import { tenantOn } from '@ponteiro/db';
import { AppError, operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { findUserById, presentUser } from '../auth/users.repository.js';
import type { MediaSigner } from '../media/signer.js';
import { findMembership } from '../membership/repository.js';
import { companyBrandColor } from '../personalization/personalization.service.js';
import { resolvePermissions } from '../roles/repository.js';
import { subscriptionSummary } from '../subscription/summary.js';

/** GET base/user/session/ — who the caller is, in which company, and what they may do. */
export const sessionRoutes: FastifyPluginAsyncZod<{
  media: MediaSigner;
  /** Whom a suspended company's users contact when no distributor brought it. */
  supportEmail: string;
}> = async (app, { media, supportEmail }) => {
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
            brandColor: null,
          },
        };
      }
      const tenant = tenantOn(db, { companyId });
      const membership = await findMembership(tenant, userId);
      if (!membership) throw AppError.unauthorized();
      return {
        data: {
          user: presentUser(user, media),
          companyId,
          roleName: membership.role,
          permissions: [...(await resolvePermissions(db, companyId, membership.role))],
          subscription: await subscriptionSummary(db, companyId, supportEmail),
          // The company shell's theme follows it (System › Personalization).
          brandColor: await companyBrandColor(tenant),
        },
      };
    },
  });
};
