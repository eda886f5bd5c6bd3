import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { AppReleasesService } from './service.js';

/** admin-<slug>/app_history/: platform administrators read; superusers write. */
export const appReleasesRoutes: FastifyPluginAsyncZod<{ appReleases: AppReleasesService }> = async (
  app,
  { appReleases },
) => {
  const op = operations.admin.appReleases;
  const tags = ['admin'];
  const access = { admin: true } as const;

  defineRoute(app, {
    operation: op.list,
    access,
    docs: {
      tags,
      summary: 'Mobile app releases (newest first); with ?id= the one release as { data }',
    },
    handler: async (request) => {
      const { id, ...query } = request.query;
      if (id) return { data: await appReleases.get(id) };
      return { data: await appReleases.list(query) };
    },
  });
  defineRoute(app, {
    operation: op.create,
    access,
    docs: { tags, summary: 'Publish an app release (superusers only)' },
    handler: async (request, reply, { admin, context }) =>
      reply.status(201).send({ data: await appReleases.create(admin, request.body, context) }),
  });
  defineRoute(app, {
    operation: op.update,
    access,
    docs: {
      tags,
      summary: 'Edit an app release, ?id=<uuid> (superusers only); released_at absent keeps it',
    },
    handler: async (request, _reply, { admin, context }) => ({
      data: await appReleases.update(admin, request.query.id, request.body, context),
    }),
  });
};
