import type { Database } from '@ponteiro/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import type { JobQueue } from './lib/jobs.js';
import type { FileStorage } from './lib/storage.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import type { MediaSigner } from './modules/media/signer.js';
import { notificationSettingsRoutes } from './modules/notification-settings/routes.js';
import { personalizationRoutes } from './modules/personalization/routes.js';
import { simulatorRoutes } from './modules/simulator/routes.js';
import { timeTrackingRoutes } from './modules/time-tracking/routes.js';
import { webhooksRoutes } from './modules/webhooks/routes.js';
import type { TimeAttendanceServices } from './time-attendance-routes.js';

// The dashboard and the company's system settings (issue 19): time tracking, notifications,
// personalization; the what-if simulator and webhooks (issue 20). Each part is its own module;
// this file only wires them.

export interface SystemDeps {
  db: Database;
  config: Config;
  storage: FileStorage;
  media: MediaSigner;
  jobs: JobQueue | null;
  timeAttendance: TimeAttendanceServices;
}

/** The dashboard's and the system settings' routes (under the API base path). */
export const systemRoutes: FastifyPluginAsync<SystemDeps> = async (app, deps) => {
  await app.register(dashboardRoutes, deps);
  await app.register(timeTrackingRoutes, deps);
  await app.register(notificationSettingsRoutes, deps);
  await app.register(personalizationRoutes, deps);
  await app.register(simulatorRoutes, deps);
  await app.register(webhooksRoutes, deps);
};
