import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { RolesService } from './service.js';

/** auth/roles/ — the permission tree's roles (permission settings.system.role_permission). */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (
  app,
  { roles },
) => {
  const access = { permission: 'settings.system.role_permission' } as const;
  const tags = ['roles'];
  const op = operations.roles;

  defineRoute(app, {
    operation: op.list,
    access,
    docs: { tags, summary: 'Built-in and custom roles' },
    handler: async (_request, _reply, { companyId }) => ({ data: await roles.list(companyId) }),
  });

  defineRoute(app, {
    operation: op.create,
    access,
    docs: { tags, summary: 'Create a custom role' },
    handler: async (request, reply, { companyId, userId, context }) => {
      const data = await roles.create(companyId, userId, request.body, context);
      return reply.status(201).send({ data });
    },
  });

  defineRoute(app, {
    operation: op.update,
    access,
    docs: { tags, summary: 'Rename a custom role or change its permissions' },
    handler: async (request, _reply, { companyId, userId, context }) => ({
      data: await roles.update(companyId, userId, request.params.id, request.body, context),
    }),
  });

  defineRoute(app, {
    operation: op.remove,
    access,
    docs: { tags, summary: 'Delete a custom role no member has' },
    handler: async (request, _reply, { companyId, userId, context }) => {
      await roles.remove(companyId, userId, request.params.id, context);
      return { data: null };
    },
  });
};
