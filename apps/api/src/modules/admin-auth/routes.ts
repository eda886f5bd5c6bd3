import {
  adminAccountCreateBodySchema,
  adminAccountSchema,
  adminAccountUpdateBodySchema,
  adminLoginBodySchema,
  adminPasswordChangeBodySchema,
  adminTokenResponseSchema,
  adminUserSchema,
  dataEnvelope,
  listEnvelope,
  listQuerySchema,
} from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login/',
    access: { public: true },
    schema: {
      tags,
      summary: 'Platform administrator sign-in',
      body: adminLoginBodySchema,
      response: { 200: dataEnvelope(adminTokenResponseSchema) },
    },
    handler: async (request, _reply, { context }) => ({
      data: await adminAuth.login(request.body.username, request.body.password, context),
    }),
  });

  // GET too, like the company `oauth2/logout/`; both only end the caller's own token.
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/auth/logout/',
    access,
    schema: {
      tags,
      summary: "Sign out: revokes the caller's admin token on the server",
      response: { 200: dataEnvelope(z.null()) },
    },
    handler: async (_request, _reply, { admin, token, context }) => {
      await adminAuth.logout(admin, token, context);
      return { data: null };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/get_user/',
    access,
    schema: {
      tags,
      summary: 'The signed-in administrator',
      response: { 200: dataEnvelope(adminUserSchema) },
    },
    handler: async (_request, _reply, { adminId, username, isSuperuser }) => ({
      data: { id: adminId, username, is_superuser: isSuperuser },
    }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/users/password_change/',
    access,
    schema: {
      tags,
      summary: "Change the administrator's password",
      body: adminPasswordChangeBodySchema,
      response: { 200: dataEnvelope(z.null()) },
    },
    handler: async (request, _reply, { admin, context }) => {
      await adminAuth.changePassword(admin, request.body, context);
      return { data: null };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/',
    access,
    schema: {
      tags,
      summary: 'System users',
      querystring: listQuerySchema,
      response: { 200: listEnvelope(adminAccountSchema) },
    },
    handler: async (request) => ({ data: await accounts.list(request.query) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/',
    access,
    schema: {
      tags,
      summary: 'Create a system user (superusers only)',
      body: adminAccountCreateBodySchema,
      response: { 201: dataEnvelope(adminAccountSchema) },
    },
    handler: async (request, reply, { admin, context }) => {
      const data = await accounts.create(admin, request.body, context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/users/:id/',
    access,
    schema: {
      tags,
      summary: 'Edit a system user (superusers only; the last active superuser stays one)',
      params: z.object({ id: z.uuid() }),
      body: adminAccountUpdateBodySchema,
      response: { 200: dataEnvelope(adminAccountSchema) },
    },
    handler: async (request, _reply, { admin, context }) => ({
      data: await accounts.update(admin, request.params.id, request.body, context),
    }),
  });
};
