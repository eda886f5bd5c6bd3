import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guards } from '../../plugins/authenticate.js';
import type { OrganizationService } from './service.js';

/** organization/* — permissions organization.*. */
export const organizationRoutes: FastifyPluginAsyncZod<{
  organization: OrganizationService;
  guards: Guards;
}> = async (_app, _deps) => {};
