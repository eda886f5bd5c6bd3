import type { FastifyPluginAsync } from 'fastify';
import type { SystemDeps } from '../../system-routes.js';

/** settings/personalization/ (issue 19): the brand colour and new users' language. */
export const personalizationRoutes: FastifyPluginAsync<SystemDeps> = async () => {};
