import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { AdminDevicesService } from './service.js';

/** admin-<slug>/device/: every company's devices, for platform administrators. */
export const adminDevicesRoutes: FastifyPluginAsyncZod<{ devices: AdminDevicesService }> = async (
  app,
  { devices },
) => {
  defineRoute(app, {
    operation: operations.admin.devices.list,
    access: { admin: true },
    docs: {
      tags: ['admin'],
      summary: "Every company's devices (search: name, serial number, company)",
    },
    handler: async (request) => ({ data: await devices.list(request.query) }),
  });
};
