import {
  adminAccountCreateBodySchema,
  adminAccountSchema,
  adminAccountUpdateBodySchema,
  adminLoginBodySchema,
  adminPasswordChangeBodySchema,
  adminTokenResponseSchema,
  adminUserSchema,
  dataEnvelope,
  errorResponseSchema,
  listEnvelope,
  listQuerySchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { AdminAccountsService } from './accounts.service.js';
import type { AdminAuthService } from './service.js';

/** Registered under /api/v1.0/admin-<slug>/ (api.md, platform administrators). */
export const adminAuthRoutes: FastifyPluginAsyncZod<{
  adminAuth: AdminAuthService;
  accounts: AdminAccountsService;
  guards: Guards;
}> = async (app, { adminAuth, accounts, guards }) => {
  const security = [{ bearer: [] }];

  app.post(
    '/auth/login/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Platform administrator sign-in',
        body: adminLoginBodySchema,
        response: {
          200: dataEnvelope(adminTokenResponseSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      data: await adminAuth.login(
        request.body.username,
        request.body.password,
        requestContext(request),
      ),
    }),
  );

  // GET too, like the company `oauth2/logout/`; both only end the caller's own token.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/auth/logout/',
      onRequest: guards.admin,
      schema: {
        tags: ['admin'],
        summary: "Sign out: revokes the caller's admin token on the server",
        security,
        response: { 200: dataEnvelope(z.null()), 401: errorResponseSchema },
      },
      handler: async (request) => {
        await adminAuth.logout(
          request.platformAdmin!,
          request.adminToken!,
          requestContext(request),
        );
        return { data: null };
      },
    });
  }

  app.get(
    '/users/get_user/',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['admin'],
        summary: 'The signed-in administrator',
        security,
        response: { 200: dataEnvelope(adminUserSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      data: {
        id: request.platformAdmin!.id,
        username: request.platformAdmin!.username,
        is_superuser: request.platformAdmin!.isSuperuser,
      },
    }),
  );

  app.put(
    '/users/password_change/',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['admin'],
        summary: "Change the administrator's password",
        security,
        body: adminPasswordChangeBodySchema,
        response: {
          200: dataEnvelope(z.null()),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await adminAuth.changePassword(request.platformAdmin!, request.body, requestContext(request));
      return { data: null };
    },
  );

  const accountErrors = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    422: errorResponseSchema,
  };

  app.get(
    '/users/',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['admin'],
        summary: 'System users',
        security,
        querystring: listQuerySchema,
        response: { 200: listEnvelope(adminAccountSchema), ...accountErrors },
      },
    },
    async (request) => ({ data: await accounts.list(request.query) }),
  );

  app.post(
    '/users/',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['admin'],
        summary: 'Create a system user (superusers only)',
        security,
        body: adminAccountCreateBodySchema,
        response: { 201: dataEnvelope(adminAccountSchema), ...accountErrors },
      },
    },
    async (request, reply) => {
      const data = await accounts.create(
        request.platformAdmin!,
        request.body,
        requestContext(request),
      );
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/users/:id/',
    {
      onRequest: guards.admin,
      schema: {
        tags: ['admin'],
        summary: 'Edit a system user (superusers only; the last active superuser stays one)',
        security,
        params: z.object({ id: z.uuid() }),
        body: adminAccountUpdateBodySchema,
        response: { 200: dataEnvelope(adminAccountSchema), ...accountErrors },
      },
    },
    async (request) => ({
      data: await accounts.update(
        request.platformAdmin!,
        request.params.id,
        request.body,
        requestContext(request),
      ),
    }),
  );
};
