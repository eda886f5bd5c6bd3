import type { FastifyPluginAsync } from 'fastify';
import type { SystemDeps } from '../../system-routes.js';

/** settings/notifications/ (issue 19): who hears of which event, and how. */
export const notificationSettingsRoutes: FastifyPluginAsync<SystemDeps> = async () => {};
