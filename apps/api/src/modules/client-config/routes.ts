import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';

/** base/client-config/ — public settings the SPA reads at run time (no rebuild to change them). */
export const clientConfigRoutes: FastifyPluginAsyncZod<{
  mapTileUrl: string;
  adminSlug: string;
}> = async (app, { mapTileUrl, adminSlug }) => {
  defineRoute(app, {
    operation: operations.system.clientConfig,
    access: { public: true },
    docs: {
      tags: ['system'],
      summary: 'Public client settings (map tiles, back-office path slug)',
    },
    handler: async () => ({ data: { map_tile_url: mapTileUrl || null, admin_slug: adminSlug } }),
  });
};
