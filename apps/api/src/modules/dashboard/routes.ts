import type { FastifyPluginAsync } from 'fastify';
import type { SystemDeps } from '../../system-routes.js';

/** dashboard/ (issue 19): today at a glance, scoped to what the caller's role may see. */
export const dashboardRoutes: FastifyPluginAsync<SystemDeps> = async () => {};
