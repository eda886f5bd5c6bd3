import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import { receiveUpload } from '../../lib/uploads.js';
import type { LeavesService } from './leaves.service.js';
import type { PeriodsService } from './periods.service.js';
import type { TimesheetService } from './timesheet.service.js';

/**
 * timesheets/: the computed days (timesheets.timesheet; any member for their own), the overview,
 * leave on the grid, period close/reopen (timesheets.timesheet) and the employee's answer about
 * their own closed period (any member).
 */
export const timesheetsRoutes: FastifyPluginAsyncZod<{
  timesheets: TimesheetService;
  leaves: LeavesService;
  periods: PeriodsService;
}> = async (app, { timesheets, leaves, periods }) => {
  const tags = ['timesheets'];
  const timesheet = { permission: 'timesheets.timesheet' } as const;

  defineRoute(app, {
    operation: operations.timesheets.timesheet,
    access: { member: true },
    docs: {
      tags,
      summary: "One employee's days as the time engine computed them, with punches and treatments",
      description:
        "Each day is the engine's day object (shared/guide/time-engine.md field names) plus " +
        '`punches` (every punch of the workday: original or included, disregarded or not, with its ' +
        'treatments), `treatments`, `schedule`, `leave`, `closed` and `pending`. Days not yet ' +
        'computed (or whose inputs changed) are computed before answering. Without employee_id: ' +
        "the caller's own timesheet; without the permission timesheets.timesheet only one's own " +
        '(another employee → 404). Default period: the current month (Timezone header).',
    },
    handler: async (request, _reply, scope) => ({
      data: await timesheets.timesheet(scope, request.query, requestToday(request)),
    }),
  });

  defineRoute(app, {
    operation: operations.timesheets.overview,
    access: timesheet,
    docs: {
      tags,
      summary: "Every employee's period: totals, problem days, status and the employee's answer",
      description:
        'Figures come from the stored days; days never computed are computed in the background ' +
        '(progress: pending_days of total_days) — poll until pending_days is 0.',
    },
    handler: async (request, _reply, scope) => ({
      data: await timesheets.overview(scope, request.query),
    }),
  });

  defineRoute(app, {
    operation: operations.timesheets.createLeave,
    access: timesheet,
    docs: {
      tags,
      summary: 'Record leave that justifies (or records) absent days',
      description:
        '409 when the days are in a closed period or the employee already has leave on them.',
    },
    handler: async (request, reply, scope) =>
      reply.status(201).send({ data: await leaves.create(scope, request.body, scope.context) }),
  });

  defineRoute(app, {
    operation: operations.timesheets.uploadLeaveDocument,
    access: timesheet,
    docs: {
      tags,
      summary: "Attach the leave's document (PDF, JPEG or PNG, up to 5 MB)",
      description: 'multipart/form-data, the file in "file"; replaces an earlier document.',
    },
    handler: async (request, _reply, scope) => {
      const upload = await receiveUpload(request, 'leaveDocument');
      return {
        data: await leaves.attachDocument(scope, request.params.id, upload, scope.context),
      };
    },
  });

  defineRoute(app, {
    operation: operations.timesheets.cancelLeave,
    access: timesheet,
    docs: { tags, summary: 'Cancel leave (kept, with who cancelled it and why)' },
    handler: async (request, _reply, scope) => ({
      data: await leaves.cancel(scope, request.params.id, request.body.reason, scope.context),
    }),
  });

  defineRoute(app, {
    operation: operations.timesheets.closePeriod,
    access: timesheet,
    docs: {
      tags,
      summary: "Close employees' (or a department's) period: figures computed and frozen",
      description:
        'All or nothing: an employee of another company → 400; someone already closed on those ' +
        'days → 409. Treatments and leave in a closed period are refused (409).',
    },
    handler: async (request, _reply, scope) => ({
      data: await periods.close(scope, request.body, scope.context),
    }),
  });

  defineRoute(app, {
    operation: operations.timesheets.reopenPeriod,
    access: timesheet,
    docs: { tags, summary: 'Reopen closed periods with a reason (audited)' },
    handler: async (request, _reply, scope) => ({
      data: await periods.reopen(scope, request.body, scope.context),
    }),
  });

  defineRoute(app, {
    operation: operations.timesheets.acceptPeriod,
    access: { member: true },
    docs: {
      tags,
      summary: 'The employee accepts their closed period, or disagrees with a note',
      description: 'Only for their own period, once; time and IP are kept. 409 when answered.',
    },
    handler: async (request, _reply, scope) => ({
      data: await periods.answer(scope, request.params.id, request.body, scope.context),
    }),
  });
};
