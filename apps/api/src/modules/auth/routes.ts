import {
  dataEnvelope,
  errorResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  signInBodySchema,
  signUpBodySchema,
  tokenResponseSchema,
  updatePasswordBodySchema,
  userSchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { AuthService } from './service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Sign-in, token refresh, sign-out, sign-up and password change (api.md). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; guards: Guards }> = async (
  app,
  { auth, guards },
) => {
  app.post(
    '/oauth2/token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInBodySchema,
        response: { 200: dataEnvelope(tokenResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await auth.signIn(request.body, requestContext(request)) }),
  );

  app.post(
    '/oauth2/refresh_token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token (reuse of a rotated token revokes its family)',
        body: refreshBodySchema,
        response: { 200: dataEnvelope(refreshResponseSchema), ...errors },
      },
    },
    async (request) => ({
      data: await auth.refresh(request.body.refresh_token, requestContext(request)),
    }),
  );

  app.get(
    '/oauth2/logout/',
    {
      onRequest: guards.user,
      schema: {
        tags: ['auth'],
        summary: "Sign out: revokes the caller's refresh-token family",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.null()), 401: errorResponseSchema },
      },
    },
    async (request) => {
      await auth.signOut(request.principal!, requestContext(request));
      return { data: null };
    },
  );

  app.post(
    '/auth/users/sign_up/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a user account',
        body: signUpBodySchema,
        response: {
          201: dataEnvelope(z.object({ user: userSchema })),
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await auth.signUp(request.body, requestContext(request));
      return reply.status(201).send({ data: { user } });
    },
  );

  app.put(
    '/auth/users/update_password/',
    {
      onRequest: guards.user,
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password (ends their other sessions)",
        security: [{ bearer: [] }],
        body: updatePasswordBodySchema,
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await auth.updatePassword(request.principal!, request.body, requestContext(request));
      return { data: null };
    },
  );
};
