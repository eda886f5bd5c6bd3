import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { SystemDeps } from '../../system-routes.js';
import { eraseExpiredPunchPhotos, PUNCH_PHOTO_ERASE_QUEUE } from './punch-photos.js';
import { createTimeTrackingSettingsService } from './settings.service.js';

/**
 * system/time-tracking/settings/ (issue 19, settings.system.time_tracking): how the company takes
 * punches. Also schedules the daily erase of punch photos past their retention (LGPD).
 */
export const timeTrackingRoutes: FastifyPluginAsyncZod<SystemDeps> = async (app, deps) => {
  const settings = createTimeTrackingSettingsService(deps.db);
  const tags = ['system'];
  const access = { permission: 'settings.system.time_tracking' } as const;

  defineRoute(app, {
    operation: operations.timeTracking.settings,
    access,
    docs: {
      tags,
      summary: "The company's time-tracking settings (the defaults until first saved)",
    },
    handler: async (_request, reply, scope) =>
      reply.header('cache-control', 'no-store').send({ data: await settings.get(scope) }),
  });

  defineRoute(app, {
    operation: operations.timeTracking.updateSettings,
    access,
    docs: {
      tags,
      summary: "Save the company's time-tracking settings (the whole form; audited)",
      description:
        'Applies from the next punch: collectors allowed, geolocation required or recorded, photo ' +
        'off/optional/required and its retention, the punch card wording, the abnormal-punch ' +
        "thresholds and the workday cut-off. geofence_radius_m is the radius a new location's " +
        'form starts with; existing locations keep theirs.',
    },
    handler: async (request, _reply, scope) => ({
      data: await settings.update(scope, request.body, scope.context),
    }),
  });

  // Punch photos past their retention: erased each night (UTC 06:00 = 03:00 in Brasília).
  const { jobs } = deps;
  if (jobs) {
    await jobs.work(PUNCH_PHOTO_ERASE_QUEUE, async () => {
      await eraseExpiredPunchPhotos({ db: deps.db, storage: deps.storage, log: app.log });
    });
    await jobs.every(PUNCH_PHOTO_ERASE_QUEUE, '0 6 * * *');
  }
};
