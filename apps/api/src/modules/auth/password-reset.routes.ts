import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { BackgroundTasks } from '../../lib/background.js';
import type { PasswordResetService } from './password-reset.service.js';

/** Forgot / reset password (api.md). Reset links never come from request headers: APP_URL. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  passwordReset: Pick<PasswordResetService, 'request' | 'check' | 'reset'>;
  appUrl: string;
  background: BackgroundTasks;
}> = async (app, { passwordReset, appUrl, background }) => {
  const tags = ['auth'];
  const op = operations.auth;

  defineRoute(app, {
    operation: op.forgotPassword,
    access: { public: true },
    docs: {
      tags,
      summary: 'Email a password reset link (same answer whether or not the account exists)',
    },
    handler: async (request, _reply, { context }) => {
      // The answer goes out before any lookup: known and unknown addresses run the same code
      // here and take the same time; the email (if any) is queued in the background.
      const { email } = request.body;
      background.run('password_reset_request', () => passwordReset.request(email, appUrl, context));
      return { data: null };
    },
  });

  defineRoute(app, {
    operation: op.checkResetToken,
    access: { public: true },
    docs: { tags, summary: 'Check a reset link' },
    handler: async (request, reply) => {
      // The token is in the URL: no cache may keep the answer.
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      await passwordReset.check(request.query.token);
      return { data: { valid: true as const } };
    },
  });

  defineRoute(app, {
    operation: op.resetPassword,
    access: { public: true },
    docs: { tags, summary: 'Set a new password with a reset link (ends every session)' },
    handler: async (request, reply, { context }) => {
      reply.header('cache-control', 'no-store');
      await passwordReset.reset(request.query.token, request.body.password, context);
      return { data: null };
    },
  });
};
