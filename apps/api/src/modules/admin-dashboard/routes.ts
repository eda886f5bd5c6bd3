import { isValidTimeZone, operations } from '@ponteiro/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import type { DashboardService } from './service.js';

/** The months' calendar: the caller's `Timezone` header (api.md), else Brasília. */
function requestZone(request: FastifyRequest): string {
  const header = request.headers.timezone;
  const zone = Array.isArray(header) ? header[0] : header;
  return zone && isValidTimeZone(zone) ? zone : 'America/Sao_Paulo';
}

/** admin-<slug>/dashboard/companyInfo/ and the list of every user: platform administrators. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  const op = operations.admin;
  const tags = ['admin'];
  const access = { admin: true } as const;

  defineRoute(app, {
    operation: op.dashboard.companyInfo,
    access,
    docs: {
      tags,
      summary:
        'The back-office dashboards: totals, subscriptions in force, MRR (centavos), 12 months, seats, sign-ups',
    },
    handler: async (request) => ({ data: await dashboard.companyInfo(requestZone(request)) }),
  });
  defineRoute(app, {
    operation: op.allUsers,
    access,
    docs: { tags, summary: 'Every company user with their companies and role in each' },
    handler: async (request) => ({ data: await dashboard.allUsers(request.query) }),
  });
};
