import type { FastifyPluginAsync } from 'fastify';
import type { SystemDeps } from '../../system-routes.js';

/** settings/time-tracking/ (issue 19): how the company takes punches. */
export const timeTrackingRoutes: FastifyPluginAsync<SystemDeps> = async () => {};
