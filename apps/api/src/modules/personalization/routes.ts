import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route.js';
import { requestLanguage } from '../../lib/request-language.js';
import type { SystemDeps } from '../../system-routes.js';
import { createPersonalizationService } from './personalization.service.js';

const tags = ['system'];
const access = { permission: 'settings.system.personalization' } as const;

/** system/personalization/settings/ (issue 19): the brand colour and new users' language. */
export const personalizationRoutes: FastifyPluginAsync<SystemDeps> = async (app, { db }) => {
  const personalization = createPersonalizationService({ db });
  const ops = operations.personalization;

  defineRoute(app, {
    operation: ops.settings,
    access,
    docs: { tags, summary: "The company's brand colour and new users' language" },
    handler: async (_request, _reply, scope) => ({ data: await personalization.get(scope) }),
  });

  defineRoute(app, {
    operation: ops.updateSettings,
    access,
    docs: {
      tags,
      summary: "Set the company's brand colour and/or new users' language",
      description:
        'Each key is optional: an absent one keeps its value. primary_color is #rrggbb (null: the ' +
        "product's colour) and must reach 4.5:1 against white both ways (WCAG AA), else 422. " +
        'default_language applies to accounts created afterwards.',
    },
    handler: async (request, _reply, scope) => ({
      data: await personalization.update(
        scope,
        request.body,
        scope.context,
        requestLanguage(request),
      ),
    }),
  });
};
