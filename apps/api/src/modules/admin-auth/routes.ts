import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { AdminAccountsService } from './accounts.service.js';
import type { AdminAuthService } from './service.js';

/** Registered under /api/v1.0/admin-<slug>/ (api.md, platform administrators). */
export const adminAuthRoutes: FastifyPluginAsyncZod<{
  adminAuth: AdminAuthService;
  accounts: AdminAccountsService;
}> = async (app, { adminAuth, accounts }) => {
  const access = { admin: true } as const;
  const tags = ['admin'];
  const op = operations.admin;

  defineRoute(app, {
    operation: op.signIn,
    access: { public: true },
    docs: { tags, summary: 'Platform administrator sign-in' },
    handler: async (request, _reply, { context }) => ({
      data: await adminAuth.login(request.body.username, request.body.password, context),
    }),
  });

  // GET too, like the company `oauth2/logout/`; both only end the caller's own token.
  defineRoute(app, {
    operation: op.signOut,
    access,
    docs: { tags, summary: "Sign out: revokes the caller's admin token on the server" },
    handler: async (_request, _reply, { admin, token, context }) => {
      await adminAuth.logout(admin, token, context);
      return { data: null };
    },
  });

  defineRoute(app, {
    operation: op.me,
    access,
    docs: { tags, summary: 'The signed-in administrator' },
    handler: async (_request, _reply, { adminId, username, isSuperuser }) => ({
      data: { id: adminId, username, is_superuser: isSuperuser },
    }),
  });

  defineRoute(app, {
    operation: op.changePassword,
    access,
    docs: { tags, summary: "Change the administrator's password" },
    handler: async (request, _reply, { admin, context }) => {
      await adminAuth.changePassword(admin, request.body, context);
      return { data: null };
    },
  });

  defineRoute(app, {
    operation: op.users.list,
    access,
    docs: { tags, summary: 'System users' },
    handler: async (request) => ({ data: await accounts.list(request.query) }),
  });

  defineRoute(app, {
    operation: op.users.create,
    access,
    docs: { tags, summary: 'Create a system user (superusers only)' },
    handler: async (request, reply, { admin, context }) => {
      const data = await accounts.create(admin, request.body, context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    operation: op.users.update,
    access,
    docs: {
      tags,
      summary: 'Edit a system user (superusers only; the last active superuser stays one)',
    },
    handler: async (request, _reply, { admin, context }) => ({
      data: await accounts.update(admin, request.params.id, request.body, context),
    }),
  });
};
