import { clientConfigSchema, dataEnvelope } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** base/client-config/ — public settings the SPA reads at run time (no rebuild to change them). */
export const clientConfigRoutes: FastifyPluginAsyncZod<{
  mapTileUrl: string;
  adminSlug: string;
}> = async (app, { mapTileUrl, adminSlug }) => {
  app.get(
    '/base/client-config/',
    {
      schema: {
        tags: ['system'],
        summary: 'Public client settings (map tiles, back-office path slug)',
        response: { 200: dataEnvelope(clientConfigSchema) },
      },
    },
    async () => ({ data: { map_tile_url: mapTileUrl || null, admin_slug: adminSlug } }),
  );
};
