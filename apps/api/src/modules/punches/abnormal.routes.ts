import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { AbnormalPunchesService } from './abnormal.service.js';
import type { AbnormalDecisionsService } from './abnormal-decisions.service.js';

/** timesheets/abnormal-punches/ (timesheets.timesheet): flagged punches and days, decisions. */
export const abnormalPunchesRoutes: FastifyPluginAsyncZod<{
  abnormalPunches: AbnormalPunchesService;
  decisions: AbnormalDecisionsService;
}> = async (app, { abnormalPunches, decisions }) => {
  const tags = ['punches'];
  const access = { permission: 'timesheets.timesheet' } as const;

  defineRoute(app, {
    operation: operations.abnormalPunches.list,
    access,
    docs: {
      tags,
      summary: 'Abnormal punches: flagged punches and days of a period, with their decision',
      description:
        'Kinds: odd_count and missing (a day), outside_geofence, far_from_schedule (> 60 min from ' +
        'every planned mark of its day), repeated (≤ 60 s after the previous counting punch), ' +
        'offline (stored > 5 min after its clock). Days in each workplace zone; default the last ' +
        '7 days, at most 31. status: pending (default), approved or disregarded.',
    },
    handler: async (request, _reply, scope) => ({
      data: await abnormalPunches.list(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.abnormalPunches.decide,
    access,
    docs: {
      tags,
      summary: 'Approve or disregard anomalies (all or none), with a reason; audited',
      description:
        'disregard writes a disregard treatment for each punch not already disregarded. A day ' +
        '(odd_count, missing) can only be approved: 422. An employee or punch of another ' +
        'company: 404, nothing written.',
    },
    handler: async (request, reply, scope) =>
      reply.status(201).send({ data: await decisions.decide(scope, request.body, scope.context) }),
  });
};
