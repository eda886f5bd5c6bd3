import { dataEnvelope, roleBodySchema, roleSchema } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineRoute } from '../../http/define-route.js';
import type { RolesService } from './service.js';

/** auth/roles/ — the permission tree's roles (permission settings.system.role_permission). */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (
  app,
  { roles },
) => {
  const access = { permission: 'settings.system.role_permission' } as const;
  const tags = ['roles'];
  const params = z.object({ id: z.uuid() });

  defineRoute(app, {
    method: 'GET',
    url: '/auth/roles/',
    access,
    schema: {
      tags,
      summary: 'Built-in and custom roles',
      response: { 200: dataEnvelope(z.array(roleSchema)) },
    },
    handler: async (_request, _reply, { companyId }) => ({ data: await roles.list(companyId) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/roles/',
    access,
    schema: {
      tags,
      summary: 'Create a custom role',
      body: roleBodySchema,
      response: { 201: dataEnvelope(roleSchema) },
    },
    handler: async (request, reply, { companyId, userId, context }) => {
      const data = await roles.create(companyId, userId, request.body, context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/auth/roles/:id/',
    access,
    schema: {
      tags,
      summary: 'Rename a custom role or change its permissions',
      params,
      body: roleBodySchema,
      response: { 200: dataEnvelope(roleSchema) },
    },
    handler: async (request, _reply, { companyId, userId, context }) => ({
      data: await roles.update(companyId, userId, request.params.id, request.body, context),
    }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/auth/roles/:id/',
    access,
    schema: {
      tags,
      summary: 'Delete a custom role no member has',
      params,
      response: { 200: dataEnvelope(z.null()) },
    },
    handler: async (request, _reply, { companyId, userId, context }) => {
      await roles.remove(companyId, userId, request.params.id, context);
      return { data: null };
    },
  });
};
