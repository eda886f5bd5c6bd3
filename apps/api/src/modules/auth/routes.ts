import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { AuthService } from './service.js';

/** Sign-in, token refresh, sign-out, sign-up and password change (api.md). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['auth'];
  const op = operations.auth;

  defineRoute(app, {
    operation: op.signIn,
    access: { public: true },
    docs: { tags, summary: 'Sign in with email and password' },
    handler: async (request, _reply, { context }) => ({
      data: await auth.signIn(request.body, context),
    }),
  });

  defineRoute(app, {
    operation: op.refresh,
    access: { public: true },
    docs: { tags, summary: 'Rotate a refresh token (reuse of a rotated token revokes its family)' },
    handler: async (request, _reply, { context }) => ({
      data: await auth.refresh(request.body.refresh_token, context),
    }),
  });

  defineRoute(app, {
    operation: op.signOut,
    access: { user: true },
    docs: { tags, summary: "Sign out: revokes the caller's refresh-token family" },
    handler: async (_request, _reply, scope) => {
      await auth.signOut(scope, scope.context);
      return { data: null };
    },
  });

  defineRoute(app, {
    operation: op.signUp,
    access: { public: true },
    docs: { tags, summary: 'Create a user account' },
    handler: async (request, reply, { context }) => {
      const user = await auth.signUp(request.body, context);
      return reply.status(201).send({ data: { user } });
    },
  });

  defineRoute(app, {
    operation: op.updatePassword,
    access: { user: true },
    docs: { tags, summary: "Change the caller's password (ends their other sessions)" },
    handler: async (request, _reply, scope) => {
      await auth.updatePassword(scope, request.body, scope.context);
      return { data: null };
    },
  });
};
