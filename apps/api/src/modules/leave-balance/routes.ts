import { operations } from '@ponteiro/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../http/define-route.js';
import { requestToday } from '../../lib/request-today.js';
import type { LeaveBalanceService } from './service.js';

/** ta-events/leave-balance/: leave used per type in a year, and vacation periods (ta_events.leave). */
export const leaveBalanceRoutes: FastifyPluginAsyncZod<{
  leaveBalance: LeaveBalanceService;
}> = async (app, { leaveBalance }) => {
  defineRoute(app, {
    operation: operations.leaveBalance.list,
    access: { permission: 'ta_events.leave' },
    docs: {
      tags: ['ta-events'],
      summary: 'Leave used per type in a year and vacation (férias) periods per employee',
      description:
        'Per employee: the calendar days of each leave type used in `year` (default: the current ' +
        'year by the Timezone header) and the vacation acquisition periods as of today — days due ' +
        'by unjustified absences (CLT art. 130), periods lost (art. 133), concession end, days ' +
        'taken and owed in double (art. 137). Unjustified absences are the days the timesheets ' +
        'computed as absent plus leave of unjustified types. Who works on timesheets sees every ' +
        'employee; anyone else only their own row. `attention=true`: only overdue or expiring.',
    },
    handler: async (request, _reply, scope) => ({
      data: await leaveBalance.list(scope, request.query, requestToday(request)),
    }),
  });
};
