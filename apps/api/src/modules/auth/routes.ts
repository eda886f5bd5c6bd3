import {
  dataEnvelope,
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
import { defineRoute } from '../../http/define-route.js';
import type { AuthService } from './service.js';

/** Sign-in, token refresh, sign-out, sign-up and password change (api.md). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  defineRoute(app, {
    method: 'POST',
    url: '/oauth2/token/',
    access: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password',
      body: signInBodySchema,
      response: { 200: dataEnvelope(tokenResponseSchema) },
    },
    handler: async (request, _reply, { context }) => ({
      data: await auth.signIn(request.body, context),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/oauth2/refresh_token/',
    access: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Rotate a refresh token (reuse of a rotated token revokes its family)',
      body: refreshBodySchema,
      response: { 200: dataEnvelope(refreshResponseSchema) },
    },
    handler: async (request, _reply, { context }) => ({
      data: await auth.refresh(request.body.refresh_token, context),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/oauth2/logout/',
    access: { user: true },
    schema: {
      tags: ['auth'],
      summary: "Sign out: revokes the caller's refresh-token family",
      response: { 200: dataEnvelope(z.null()) },
    },
    handler: async (_request, _reply, scope) => {
      await auth.signOut(scope, scope.context);
      return { data: null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/users/sign_up/',
    access: { public: true },
    schema: {
      tags: ['auth'],
      summary: 'Create a user account',
      body: signUpBodySchema,
      response: { 201: dataEnvelope(z.object({ user: userSchema })) },
    },
    handler: async (request, reply, { context }) => {
      const user = await auth.signUp(request.body, context);
      return reply.status(201).send({ data: { user } });
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/auth/users/update_password/',
    access: { user: true },
    schema: {
      tags: ['auth'],
      summary: "Change the caller's password (ends their other sessions)",
      body: updatePasswordBodySchema,
      response: { 200: dataEnvelope(z.null()) },
    },
    handler: async (request, _reply, scope) => {
      await auth.updatePassword(scope, request.body, scope.context);
      return { data: null };
    },
  });
};
