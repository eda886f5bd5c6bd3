import { dataEnvelope, errorResponseSchema, roleBodySchema, roleSchema } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../lib/request-context.js';
import type { Guards } from '../../plugins/authenticate.js';
import type { RolesService } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** auth/roles/ — the permission tree's roles (permission settings.system.role_permission). */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService; guards: Guards }> = async (
  app,
  { roles, guards },
) => {
  const onRequest = guards.permission('settings.system.role_permission');
  const common = { tags: ['roles'], security: [{ bearer: [] }] };
  const params = z.object({ id: z.uuid() });

  app.get(
    '/auth/roles/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Built-in and custom roles',
        response: { 200: dataEnvelope(z.array(roleSchema)), ...errors },
      },
    },
    async (request) => ({ data: await roles.list(request.membership!.companyId) }),
  );

  app.post(
    '/auth/roles/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Create a custom role',
        body: roleBodySchema,
        response: { 201: dataEnvelope(roleSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { companyId } = request.membership!;
      const data = await roles.create(
        companyId,
        request.principal!.userId,
        request.body,
        requestContext(request),
      );
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/auth/roles/:id/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Rename a custom role or change its permissions',
        params,
        body: roleBodySchema,
        response: { 200: dataEnvelope(roleSchema), ...errors },
      },
    },
    async (request) => ({
      data: await roles.update(
        request.membership!.companyId,
        request.principal!.userId,
        request.params.id,
        request.body,
        requestContext(request),
      ),
    }),
  );

  app.delete(
    '/auth/roles/:id/',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Delete a custom role no member has',
        params,
        response: { 200: dataEnvelope(z.null()), ...errors },
      },
    },
    async (request) => {
      await roles.remove(
        request.membership!.companyId,
        request.principal!.userId,
        request.params.id,
        requestContext(request),
      );
      return { data: null };
    },
  );
};
